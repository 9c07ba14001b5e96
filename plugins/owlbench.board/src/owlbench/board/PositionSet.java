package owlbench.board;

import java.util.Arrays;

/**
 * A multiset of 64-bit position hashes (open addressing, linear probing) for positional superko.
 * Removal only decrements a count, which is all that undo of the last move needs.
 */
final class PositionSet {
    private long[] keys = new long[256];
    private int[] counts = new int[256];
    private boolean[] used = new boolean[256];
    private int usedSlots;

    void add(long h) {
        if ((usedSlots + 1) * 2 > keys.length) {
            grow();
        }
        int i = find(h);
        if (!used[i]) {
            used[i] = true;
            keys[i] = h;
            usedSlots++;
        }
        counts[i]++;
    }

    void remove(long h) {
        int i = find(h);
        if (used[i] && counts[i] > 0) {
            counts[i]--;
        }
    }

    boolean contains(long h) {
        int i = find(h);
        return used[i] && counts[i] > 0;
    }

    void clear() {
        Arrays.fill(used, false);
        Arrays.fill(counts, 0);
        usedSlots = 0;
    }

    /** Slot holding h, or the free slot where it would go. */
    private int find(long h) {
        int mask = keys.length - 1;
        int i = (int) (h ^ (h >>> 29) ^ (h >>> 41)) & mask;
        while (used[i] && keys[i] != h) {
            i = (i + 1) & mask;
        }
        return i;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldCounts = counts;
        keys = new long[oldKeys.length * 2];
        counts = new int[oldKeys.length * 2];
        used = new boolean[oldKeys.length * 2];
        usedSlots = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldCounts[i] > 0) {
                int j = find(oldKeys[i]);
                used[j] = true;
                keys[j] = oldKeys[i];
                counts[j] = oldCounts[i];
                usedSlots++;
            }
        }
    }
}
