package owlbench.influence;

/**
 * The reading facts that barrier and influence pattern constraints ask for (attack, oplay_attack,
 * safe_omove, ...), supplied by a higher bundle: influence itself reads nothing. A fact the
 * supplier does not provide leaves the constraint unknown, and the pattern is then not applied.
 */
public interface InfluenceFacts {
    /** True if this supplier answers the autohelper {@code name}. */
    boolean provides(String name);

    /**
     * The value of autohelper {@code name} for a pattern matched with O = {@code color}, at the
     * given board points (a tenuki is {@code Board.PASS}); truth values are 1 and 0, NaN if the
     * answer is not known (a reading budget ran out).
     */
    double call(String name, int color, int[] points);
}
