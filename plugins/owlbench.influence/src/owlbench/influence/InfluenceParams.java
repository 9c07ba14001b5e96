package owlbench.influence;

/**
 * The tunable numbers of the influence function, in one immutable value (defaults in
 * {@link #DEFAULT}). Attenuation follows doc/influence.texi: the straight attenuation of a source,
 * doubled diagonally; the territory computation uses a lower one than the doc's 3.0 ("a reduced
 * default attenuation"), so that territory reaches further.
 *
 * @param stoneStrength strength of a living stone as a source
 * @param attenuation straight attenuation of every source (diagonal: twice this)
 * @param weakenedPermeability factor of a '!' point of an A or D pattern
 * @param cutoff influence below this is not spread further (it no longer changes any region)
 * @param smallCorner total influence under which a corner point's territory value is scaled down
 * @param smallEdge the same near an edge (within four lines)
 * @param smallCentre the same in the centre
 * @param territoryValue |territory value| from which a point is territory
 * @param moyoInfluence own influence a moyo point needs at least
 * @param moyoRatio own influence over the opponent's a moyo point needs at least
 * @param areaInfluence own influence an area point needs at least
 * @param areaRatio own influence over the opponent's an area point needs at least
 * @param enhancements use influence.db's E patterns (wall strength: not for territory, doc says)
 */
public record InfluenceParams(double stoneStrength, double attenuation, double weakenedPermeability, double cutoff,
        double smallCorner, double smallEdge, double smallCentre, double territoryValue, double moyoInfluence,
        double moyoRatio, double areaInfluence, double areaRatio, boolean enhancements) {

    /** The defaults (see docs/benchmarks.md "Influence" for how they compare with GNU Go's regions). */
    public static final InfluenceParams DEFAULT = new InfluenceParams(100, 2.4, 0.7, 0.02,
            8, 14, 30, 0.9, 6, 5, 2, 1.5, false);

    /** The same with another attenuation. */
    public InfluenceParams withAttenuation(double a) {
        return new InfluenceParams(stoneStrength, a, weakenedPermeability, cutoff, smallCorner, smallEdge, smallCentre,
                territoryValue, moyoInfluence, moyoRatio, areaInfluence, areaRatio, enhancements);
    }

    /** The same with E patterns on or off. */
    public InfluenceParams withEnhancements(boolean on) {
        return new InfluenceParams(stoneStrength, attenuation, weakenedPermeability, cutoff, smallCorner, smallEdge,
                smallCentre, territoryValue, moyoInfluence, moyoRatio, areaInfluence, areaRatio, on);
    }
}
