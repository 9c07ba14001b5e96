package owlbench.reading;

/**
 * One bit per slot of a transposition table, set when the slot is stored to after the last clear.
 * A probe of a slot whose bit is clear misses without reading the slot, and clearing forgets every
 * entry by clearing the bits only: the connection reader clears its tables for every call, and
 * wiping megabytes of slots costs more than a short read. The bits (a few KB) stay in the
 * first-level cache where the slots do not, and most probes are of slots never stored to (seed
 * 15's wide check: 2.45M of 3.17M probes of the reading table), so most misses no longer wait
 * for memory.
 */
final class StoredSlots {
    private final long[] bits;

    StoredSlots(int slots) {
        bits = new long[Math.max(1, slots >>> 6)];
    }

    /** Whether slot i was stored to since the last clear. */
    boolean has(int i) {
        // (a shift by i takes its low six bits: bit i % 64 of word i / 64)
        return (bits[i >>> 6] & (1L << i)) != 0;
    }

    /** Marks slot i as stored to. */
    void mark(int i) {
        bits[i >>> 6] |= 1L << i;
    }

    /** Forgets every slot. */
    void clear() {
        java.util.Arrays.fill(bits, 0L);
    }
}
