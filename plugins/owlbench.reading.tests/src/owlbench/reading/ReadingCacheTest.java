package owlbench.reading;

import static org.junit.Assert.assertEquals;
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
        // key 0 and keys equal to the salt are entries like any other
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
}
