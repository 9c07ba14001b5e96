package owlbench.reading;

import static org.junit.Assert.assertEquals;

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
}
