package owlbench.reading;

/**
 * The liberties the owner of a string would have after a stone at each of the string's liberties
 * (approxlib's counts, at most {@link #LIMIT}), counted once per defender node and read again by
 * the generators of that node. The fast defence counts them first; where it finds no safe
 * extension every count fell short of its limit, so each is exact, and the defence generator's
 * extensions at the same node take them instead of counting again (h/tacnode19's profile: the
 * second count of every liberty one call apart). Then the generator's ataris, shortenings and
 * self-atari test read the counts for the points that are the string's own liberties. Per level,
 * as the reader's other scratch (a board position per level while a node's generators run).
 */
final class ExtensionCounts {
    /** The largest count kept: the defence generator's extensions ask approxlib at this limit. */
    static final int LIMIT = 6;
    /** The most liberties a string read by the defence has (doFindDefense gives up above four). */
    static final int MAX_LIBS = 4;

    private final int[][] counts;
    /** The reading node, level and string origin whose counts the fast defence left, or -1. */
    private long countedNode = -1;
    private int countedLevel = -1;
    private int countedString = -1;

    /** Counts for levels 0 to levels - 1, allocated per level on first use. */
    ExtensionCounts(int levels) {
        counts = new int[levels][];
    }

    /** Takes over previous's per-level arrays (every count is written before it is read), with no counts left. */
    ExtensionCounts(ExtensionCounts previous) {
        counts = previous.counts;
    }

    /** The counts of a level: index i for the string's i-th liberty in findlib's order. */
    int[] at(int level) {
        int[] c = counts[level];
        return c != null ? c : (counts[level] = new int[MAX_LIBS]);
    }

    /**
     * Records that the fast defence has left exact counts for the string at origin in the level's
     * array at this reading node (no move played since, so the position is the same).
     */
    void counted(long node, int level, int origin) {
        countedNode = node;
        countedLevel = level;
        countedString = origin;
    }

    /**
     * Whether the level's array holds the fast defence's counts for the string at origin at this
     * node; the record is used up either way (the generator writes the array next).
     */
    boolean takeCounted(long node, int level, int origin) {
        boolean same = countedNode == node && countedLevel == level && countedString == origin;
        countedNode = -1;
        return same;
    }

    /**
     * The count kept for point q if it is one of the n liberties in libs (counts at the same index),
     * capped at limit (at most LIMIT, so min(count, limit) is approxlib's answer at limit); -1 if q
     * is not one of them.
     */
    static int lookup(int q, int limit, int[] libs, int n, int[] counts) {
        for (int i = 0; i < n; i++) {
            if (libs[i] == q) {
                return Math.min(counts[i], limit);
            }
        }
        return -1;
    }
}
