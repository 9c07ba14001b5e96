package owlbench.owl;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

/** The owl cache answers a node only with a result read at least as wide (its rank no greater). */
public class OwlCacheTest {
    @Test
    public void aNarrowerResultDoesNotAnswerAWiderNode() {
        OwlCache c = new OwlCache();
        long key = OwlCache.key(12345L, 678L, OwlCache.ATTACK);
        c.put(key, 5, 200, 9);
        // read deep in a search (rank 9): a node nearer a root (rank 3) reads it again
        assertEquals(-1, c.get(key, 3));
        assertEquals(-1, c.get(key, 8));
        int hit = c.get(key, 9);
        assertEquals(5, OwlCache.code(hit));
        assertEquals(200, OwlCache.move(hit));
        assertEquals(5, OwlCache.code(c.get(key, 16)));
        assertEquals(2, c.hits);
    }

    @Test
    public void aWiderResultReplacesANarrowerOne() {
        OwlCache c = new OwlCache();
        long key = OwlCache.key(1L, 2L, OwlCache.DEFEND);
        c.put(key, 0, 0, 12);
        c.put(key, 1, 441, 1);
        int hit = c.get(key, 1);
        assertEquals(1, OwlCache.code(hit));
        assertEquals(441, OwlCache.move(hit));
    }
}
