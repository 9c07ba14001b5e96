package owlbench.owl.optics;

/**
 * The tactical facts about strings that the eye code needs. A small interface of its own so that
 * shared worm data (computed once per position elsewhere) can be plugged in instead of
 * {@link ReadingWormFacts}, which reads them on demand.
 */
public interface WormFacts {
    /** Attack code (owlbench.reading.ReadCodes: 0, KO_B, KO_A, WIN) of the string at str. */
    int attackCode(int str);

    /** Defence code of the string at str (WIN if it needs no defence). */
    int defenseCode(int str);

    /** The attacking move found with {@link #attackCode} (PASS when there is none). */
    int attackPoint(int str);

    /** The defending move found with {@link #defenseCode} (PASS when none is needed or none works). */
    int defensePoint(int str);

    /**
     * Whether color can play at the empty point pos without being captured at once: a code as
     * the reading functions give (0 unsafe or illegal, WIN safe, KO_A/KO_B safe only through ko).
     */
    int safeMoveCode(int pos, int color);

    /** A string is lively (visible to the eye code) unless it can be captured and not defended. */
    default boolean isLively(int str) {
        return attackCode(str) == 0 || defenseCode(str) != 0;
    }
}
