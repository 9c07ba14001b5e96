package owlbench.reading;

/**
 * Transposition table for reading results keyed by the board's Zobrist hash (stones and ko point),
 * the target, the reading function and the komaster. Always-replace, fixed size.
 */
final class ReadingCache {
    private final long[] keys;
    private final int[] values;
    private final int mask;
    long hits;
    long stores;

    ReadingCache(int log2Size) {
        keys = new long[1 << log2Size];
        values = new int[1 << log2Size];
        mask = (1 << log2Size) - 1;
    }

    static long key(long hash, int target, int function, int komaster, int toMove) {
        long k = hash ^ (target * 0x9E3779B97F4A7C15L) ^ ((function + 1) * 0xC2B2AE3D27D4EB4FL)
                ^ ((komaster + 7L) * 0x165667B19E3779F9L) ^ ((toMove + 3L) * 0x27D4EB2F165667C5L);
        return k == 0 ? 1 : k;
    }

    /** Packed entry (code | move << 3 | stackp << 13), or -1 if absent. */
    int get(long key) {
        int i = (int) (key ^ (key >>> 29)) & mask;
        return keys[i] == key ? values[i] : -1;
    }

    void put(long key, int packed) {
        int i = (int) (key ^ (key >>> 29)) & mask;
        keys[i] = key;
        values[i] = packed;
        stores++;
    }

    void clear() {
        java.util.Arrays.fill(keys, 0L);
    }
}
