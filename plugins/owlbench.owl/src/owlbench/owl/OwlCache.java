package owlbench.owl;

import java.util.HashMap;
import java.util.Map;

/**
 * Owl results by position hash, goal and function (attack or defend), packed as code | move << 3.
 * Only results read in full are stored (no depth or node-budget cut below them), so a hit answers
 * as the reading would. Bounded: past {@link #MAX_ENTRIES} it starts again empty.
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

    /** The packed result, or -1. */
    int get(long key) {
        Integer v = map.get(key);
        if (v == null) return -1;
        hits++;
        return v;
    }

    void put(long key, int code, int move) {
        if (map.size() >= MAX_ENTRIES) map.clear();
        map.put(key, code | move << 3);
    }

    void clear() {
        map.clear();
    }

    static int code(int packed) {
        return packed & 7;
    }

    static int move(int packed) {
        return packed >>> 3;
    }
}
