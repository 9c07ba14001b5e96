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
 * @param degrade how far a territory value falls towards its weakest neighbour (1: all the way, as
 *        the doc describes; less keeps some territory beside open points)
 * @param territoryValue |territory value| from which a point is territory
 * @param moyoInfluence own influence a moyo point needs at least
 * @param moyoRatio own influence over the opponent's a moyo point needs at least
 * @param areaInfluence own influence an area point needs at least
 * @param areaRatio own influence over the opponent's an area point needs at least
 * @param enhancements use influence.db's E patterns (wall strength: not for territory, doc says)
 */
public record InfluenceParams(double stoneStrength, double attenuation, double weakenedPermeability, double cutoff,
        double smallCorner, double smallEdge, double smallCentre, double degrade, double territoryValue, double moyoInfluence,
        double moyoRatio, double areaInfluence, double areaRatio, boolean enhancements) {

    /**
     * The defaults, chosen by agreement with GNU Go's territory values and regions on ten of the
     * twenty positions of InfluenceCompare and checked on the other ten (docs/benchmarks.md
     * "Influence"). A full degrade (1, as the doc words it) agreed worse on both halves (clear
     * territory signs 65-67% against 79%); none at all (0) agreed best by under a point, but the
     * doc's step is kept at a quarter for the open-sided territory it is there to shrink.
     */
    public static final InfluenceParams DEFAULT = new InfluenceParams(100, 2.8, 0.7, 0.02,
            4, 10, 20, 0.25, 0.7, 3, 3, 2, 3, false);

    /** The same with another attenuation. */
    public InfluenceParams withAttenuation(double a) {
        return new InfluenceParams(stoneStrength, a, weakenedPermeability, cutoff, smallCorner, smallEdge, smallCentre,
                degrade, territoryValue, moyoInfluence, moyoRatio, areaInfluence, areaRatio, enhancements);
    }

    /** The same with other limits of small influence (corner, edge, centre) and degrade factor. */
    public InfluenceParams withTerritory(double corner, double edge, double centre, double degrading) {
        return new InfluenceParams(stoneStrength, attenuation, weakenedPermeability, cutoff, corner, edge, centre,
                degrading, territoryValue, moyoInfluence, moyoRatio, areaInfluence, areaRatio, enhancements);
    }

    /** The same with other region thresholds. */
    public InfluenceParams withRegions(double territory, double moyo, double moyoR, double area, double areaR) {
        return new InfluenceParams(stoneStrength, attenuation, weakenedPermeability, cutoff, smallCorner, smallEdge,
                smallCentre, degrade, territory, moyo, moyoR, area, areaR, enhancements);
    }

    /** The same with E patterns on or off. */
    public InfluenceParams withEnhancements(boolean on) {
        return new InfluenceParams(stoneStrength, attenuation, weakenedPermeability, cutoff, smallCorner, smallEdge,
                smallCentre, degrade, territoryValue, moyoInfluence, moyoRatio, areaInfluence, areaRatio, on);
    }
}
