package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import org.junit.Test;

/** The tactical transposition table: entries found again, forgotten after clear. */
public class ReadingCacheTest {

    @Test
    public void clearForgetsEveryEntry() {
        ReadingCache c = new ReadingCache(4);
        long[] keys = new long[40];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = ReadingCache.key(0x1234_5678_9ABCL * (i + 1), 50 + i, i % 3, 0, 1);
        }
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < keys.length; i++) {
                c.put(keys[i], 100 + i + round);
                assertEquals(100 + i + round, c.get(keys[i]));
            }
            c.clear();
            for (long k : keys) {
                assertEquals("no entry survives clear", -1, c.get(k));
            }
        }
        // key 0 is an entry like any other (an empty slot is told by its bit, not by a zero tag)
        c.put(0L, 7);
        assertEquals(7, c.get(0L));
        assertEquals(-1, c.get(1L));
    }

    @Test
    public void entriesOfTheWholeRangeComeBackAndKeysSharingASlotAreTold() {
        ReadingCache c = new ReadingCache(4);
        long a = ReadingCache.key(0x0F0F_1234_5678_9ABCL, 77, 1, 0, 2);
        long b = a ^ (1L << 40); // the same slot of 16 (bit 40 reaches the index only in bigger tables)
        // the largest entry the reader stores: code 7, move 1023, stackp 397 (MAX_LEVEL - 3)
        int largest = 7 | (1023 << 3) | (397 << 13);
        c.put(a, largest);
        assertEquals(largest, c.get(a));
        assertEquals("a key with other high bits in the same slot is absent", -1, c.get(b));
        c.put(b, 5);
        assertEquals(5, c.get(b));
        assertEquals("always replace: the earlier key is gone", -1, c.get(a));
        try {
            c.put(a, 1 << 22);
            fail("an entry wider than the slot's entry bits is refused");
        } catch (IllegalArgumentException expected) {
            // the slot keeps what it had
            assertEquals(5, c.get(b));
        }
    }

    @Test
    public void everyStoredSlotOfTheReadersTableIsFoundAndTheRestMissAfterAClear() {
        // the reader's size (2^15 slots): stores spread over every word of the stored-slot bits
        ReadingCache c = new ReadingCache(15);
        int n = 6000;
        long[] keys = new long[n];
        java.util.Random random = new java.util.Random(15);
        for (int i = 0; i < n; i++) {
            keys[i] = ReadingCache.key(random.nextLong(), 21 + i % 400, i % 2, 0, 1 + i % 2);
            c.put(keys[i], i);
        }
        int found = 0;
        for (int i = 0; i < n; i++) {
            // (a later key may have taken a slot: always replace)
            int e = c.get(keys[i]);
            if (e == i) {
                found++;
            } else {
                assertEquals("a key is found with its own entry or not at all", -1, e);
            }
        }
        assertTrue("6,000 keys in 32,768 slots: few share one (" + found + " found)", found > n * 8 / 10);
        c.clear();
        for (int i = 0; i < n; i += 2) {
            c.put(keys[i], i + 1);
        }
        for (int i = 0; i < n; i++) {
            int e = c.get(keys[i]);
            if (i % 2 == 1) {
                assertEquals("not stored since the clear", -1, e);
            } else if (e != -1) {
                assertEquals(i + 1, e);
            }
        }
        for (int i = 0; i < n; i += 2) {
            c.put(keys[i], 3);
            assertEquals("stored again after the clear", 3, c.get(keys[i]));
        }
    }
}
