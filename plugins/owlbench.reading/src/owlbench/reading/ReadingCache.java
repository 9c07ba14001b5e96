package owlbench.reading;

/**
 * Transposition table for reading results keyed by the board's Zobrist hash (stones and ko point),
 * the target, the reading function and the komaster. Always-replace, fixed size.
 */
final class ReadingCache {
    /** Bits of a slot that hold the entry; the others hold the key's high bits. */
    private static final int ENTRY_BITS = 22;
    private static final long ENTRY_MASK = (1L << ENTRY_BITS) - 1;
    /**
     * One long per slot: the key's high bits and the packed entry (code | move << 3 | stackp << 13,
     * under 2^22 since moves are below 2^10 and stackp below 2^9). The table (megabytes) is far
     * bigger than the processor's caches and probed at random, so a probe is a memory miss: with
     * keys and entries in two arrays a hit and a store missed twice (the probes were a fifth of
     * attack and defend's CPU, JFR on the wide check). The slot's index holds other bits of the
     * key, so a wrong match needs about 60 bits to coincide.
     */
    private final long[] slots;
    private final int mask;
    /** Which slots were stored to since the last clear (see StoredSlots: most probes miss without reading a slot). */
    private final StoredSlots storedSinceClear;
    long hits;
    long stores;

    ReadingCache(int log2Size) {
        slots = new long[1 << log2Size];
        mask = (1 << log2Size) - 1;
        storedSinceClear = new StoredSlots(1 << log2Size);
    }

    static long key(long hash, int target, int function, int komaster, int toMove) {
        long k = hash ^ (target * 0x9E3779B97F4A7C15L) ^ ((function + 1) * 0xC2B2AE3D27D4EB4FL)
                ^ ((komaster + 7L) * 0x165667B19E3779F9L) ^ ((toMove + 3L) * 0x27D4EB2F165667C5L);
        return k == 0 ? 1 : k;
    }

    /** Packed entry (code | move << 3 | stackp << 13), or -1 if absent. */
    int get(long key) {
        int i = index(key);
        if (!storedSinceClear.has(i)) {
            return -1;
        }
        long slot = slots[i];
        return (slot & ~ENTRY_MASK) == tag(key) ? (int) (slot & ENTRY_MASK) : -1;
    }

    void put(long key, int packed) {
        if ((packed & ~ENTRY_MASK) != 0) {
            throw new IllegalArgumentException("reading cache entry out of range: " + packed);
        }
        int i = index(key);
        slots[i] = tag(key) | packed;
        storedSinceClear.mark(i);
        stores++;
    }

    /** The slot of key: bits of the key other than its tag's high bits mixed in. */
    private int index(long key) {
        return (int) (key ^ (key >>> 29)) & mask;
    }

    /** The stored high bits of key (a slot is compared only once stored to: see storedSinceClear). */
    private static long tag(long key) {
        return key & ~ENTRY_MASK;
    }

    /** Forgets every entry (the slots' bits cleared, not the slots: see storedSinceClear). */
    void clear() {
        storedSinceClear.clear();
    }
}
