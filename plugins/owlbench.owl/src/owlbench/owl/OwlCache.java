package owlbench.owl;

import java.util.HashMap;
import java.util.Map;

/**
 * Owl results by position hash, goal and function (attack or defend), packed as
 * code | move << 3 | rank << RANK_SHIFT. Only results read in full are stored (no depth or
 * node-budget cut below them), and a result answers a later node only if it was read at least as
 * wide (its {@link OwlReader} rank no greater), so a hit answers as the reading would. Bounded: past
 * {@link #MAX_ENTRIES} it starts again empty.
 */
final class OwlCache {
    static final int MAX_ENTRIES = 200_000;
    static final int ATTACK = 1;
    static final int DEFEND = 2;

    private final Map<Long, Integer> map = new HashMap<>();
    long hits;

    static long key(long hash, long goalKey, int function) {
        long k = hash ^ goalKey * 0xC2B2AE3D27D4EB4FL ^ function * 0x165667B19E3779F9L;
        return k ^ (k >>> 31);
    }

    static final int RANK_SHIFT = 16;

    /**
     * The packed result, or -1 when there is none or it was read narrower than a node of this rank
     * reads (a lower rank is a wider read): the width of a node's subtree shrinks with its depth
     * below the search's root, so without the rank a result read deep in one search (say a
     * semeai's nested owl call) would answer the same position at the root of a later one with
     * the narrow read's verdict, and owl answers would depend on the questions asked before them.
     */
    int get(long key, int rank) {
        Integer v = map.get(key);
        if (v == null || v >>> RANK_SHIFT > rank) return -1;
        hits++;
        return v;
    }

    /** Stores a result read at a node of this rank (a narrower entry is replaced by a wider one). */
    void put(long key, int code, int move, int rank) {
        if (map.size() >= MAX_ENTRIES) map.clear();
        map.put(key, code | move << 3 | rank << RANK_SHIFT);
    }

    void clear() {
        map.clear();
    }

    static int code(int packed) {
        return packed & 7;
    }

    static int move(int packed) {
        return (packed >>> 3) & ((1 << RANK_SHIFT - 3) - 1);
    }
}
