package owlbench.reading;

/**
 * Transposition table for reading results keyed by the board's Zobrist hash (stones and ko point),
 * the target, the reading function and the komaster. Always-replace, fixed size.
 */
final class ReadingCache {
    private final long[] keys;
    private final int[] values;
    private final int mask;
    /**
     * Mixed into every key: clear draws a new one, so entries stored before no longer match
     * (but for a 64-bit coincidence) without the table being wiped, which costs more than a
     * short read when the connection reader clears it for every call.
     */
    private long salt;
    private long generation;
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
        return keys[i] == salted(key) ? values[i] : -1;
    }

    void put(long key, int packed) {
        int i = (int) (key ^ (key >>> 29)) & mask;
        keys[i] = salted(key);
        values[i] = packed;
        stores++;
    }

    /** The stored form of key: never 0, the mark of an empty slot. */
    private long salted(long key) {
        long k = key ^ salt;
        return k == 0 ? 1 : k;
    }

    /** Forgets every entry (in constant time: see salt). */
    void clear() {
        // a counter through a 64-bit mixing function: a new salt each time, far from the last
        generation++;
        long z = generation * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        salt = z ^ (z >>> 31);
    }
}
