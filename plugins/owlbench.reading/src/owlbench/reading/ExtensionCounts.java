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
 * <p>
 * One level down as well: the attacker's generator counts the owner's liberties after a stone at
 * each liberty (the extensions it blocks), and where the attacker's move is a stone on one of
 * those liberties that captures nothing, every other liberty's count one level up is one less
 * (the stone took a point each of those counts held, as a liberty of the string beside them), so
 * the fast defence there need not count at all.
 */
final class ExtensionCounts {
    /** The largest count kept: the defence generator's extensions ask approxlib at this limit. */
    static final int LIMIT = 6;
    /** The most liberties a string read by the defence has (doFindDefense gives up above four). */
    static final int MAX_LIBS = 4;

    private final int[][] counts;
    /** Per board level: the attacker node's liberties of the string and the owner's counts there. */
    private final int[][] attackerLibs;
    private final int[][] attackerCounts;
    private final int[] attackerLibCount;
    /** Per board level: the stones' hash of the attacker node whose counts are kept (valid where set), and the owner's colour. */
    private final long[] attackerHash;
    private final int[] attackerOwner;
    private final boolean[] attackerKept;
    /** The reading node, level and string origin whose counts the fast defence left, or -1. */
    private long countedNode = -1;
    private int countedLevel = -1;
    private int countedString = -1;

    /** Counts for levels 0 to levels - 1, allocated per level on first use. */
    ExtensionCounts(int levels) {
        counts = new int[levels][];
        attackerLibs = new int[levels][];
        attackerCounts = new int[levels][];
        attackerLibCount = new int[levels];
        attackerHash = new long[levels];
        attackerOwner = new int[levels];
        attackerKept = new boolean[levels];
    }

    /**
     * Takes over previous's per-level arrays (every count is written before it is read), with no
     * counts left: the attacker nodes' records are the new reader's own.
     */
    ExtensionCounts(ExtensionCounts previous) {
        counts = previous.counts;
        attackerLibs = previous.attackerLibs;
        attackerCounts = previous.attackerCounts;
        int levels = counts.length;
        attackerLibCount = new int[levels];
        attackerHash = new long[levels];
        attackerOwner = new int[levels];
        attackerKept = new boolean[levels];
    }

    /** The array for an attacker node's counts at a board level (index i for its i-th liberty). */
    int[] attackerCounts(int boardLevel) {
        int[] c = attackerCounts[boardLevel];
        if (c == null) {
            c = attackerCounts[boardLevel] = new int[MAX_LIBS];
            attackerLibs[boardLevel] = new int[MAX_LIBS];
        }
        return c;
    }

    /**
     * Records that attackerCounts(boardLevel) holds the counts at LIMIT of the owner (colour owner)
     * for the n liberties libs (n at most MAX_LIBS) of the position whose stones' hash is stoneHash.
     */
    void attackerCounted(int boardLevel, long stoneHash, int owner, int[] libs, int n) {
        attackerOwner[boardLevel] = owner;
        System.arraycopy(libs, 0, attackerLibs[boardLevel], 0, n);
        attackerLibCount[boardLevel] = n;
        attackerHash[boardLevel] = stoneHash;
        attackerKept[boardLevel] = true;
    }

    /** Whether an attacker node's counts for owner are kept at this board level for the position of that hash. */
    boolean attackerCountsFor(int boardLevel, long stoneHash, int owner) {
        return attackerKept[boardLevel] && attackerHash[boardLevel] == stoneHash && attackerOwner[boardLevel] == owner;
    }

    /**
     * The attacker node's liberty the string no longer has, if its n liberties libs are the node's
     * other ones (so that the move since took that one); else -1.
     */
    int takenLiberty(int boardLevel, int[] libs, int n) {
        int[] was = attackerLibs[boardLevel];
        int k = attackerLibCount[boardLevel];
        if (n != k - 1) {
            return -1;
        }
        int taken = -1;
        for (int j = 0; j < k; j++) {
            int p = was[j];
            boolean left = false;
            for (int i = 0; i < n && !left; i++) {
                left = libs[i] == p;
            }
            if (!left) {
                if (taken >= 0) {
                    return -1;
                }
                taken = p;
            }
        }
        return taken;
    }

    /**
     * The owner's count at limit (at most LIMIT - 1) for liberty q of the string one level above an
     * attacker node whose stone at one of the string's liberties captured nothing: the node's count
     * less one (a capped LIMIT stays at least limit); -1 if q was not one of the node's liberties.
     */
    int afterAttackerStone(int boardLevel, int q, int limit) {
        int c = lookup(q, LIMIT, attackerLibs[boardLevel], attackerLibCount[boardLevel], attackerCounts[boardLevel]);
        return c < 0 ? -1 : Math.min(c - 1, limit);
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
