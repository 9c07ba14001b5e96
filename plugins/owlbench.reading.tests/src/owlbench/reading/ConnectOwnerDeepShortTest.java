package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * A connect reads the owner's two-liberty strings below the wide plies within 50 nodes, not 100
 * (ConnectionReader.setConnectOwnerDeepShort; docs/benchmarks.md, "The owner's two-liberty
 * strings in a connect, sixteenth session"). Two rows of the wide check: ninestones1 before move
 * 54, `connect N16 Q16` (seed 15's heaviest connect, owlbench 0 either way), in fewer reading
 * nodes; strategy33 before move 194, `connect Q19 S18` (held-out seed 41): 1 as gnugo, where the
 * longer reads gave a ko (2).
 */
public class ConnectOwnerDeepShortTest {

    private static long[] connect(String game, int move, String a, String b, boolean shortRead) throws Exception {
        Board pos = WideCheckPositions.load(game, move);
        Reader r = new Reader(pos);
        ConnectionReader c = new ConnectionReader(r);
        c.setConnectOwnerDeepShort(shortRead);
        long before = r.nodeCounter();
        int code = c.connect(Diagrams.v(pos, a), Diagrams.v(pos, b));
        return new long[] {code, c.lastMove(), r.nodeCounter() - before};
    }

    @Test
    public void sameAnswerInFewerNodes() throws Exception {
        long[] on = connect("ninestones/ninestones1.sgf", 54, "N16", "Q16", true);
        long[] off = connect("ninestones/ninestones1.sgf", 54, "N16", "Q16", false);
        assertEquals(ReadCodes.FAIL, on[0]);
        assertEquals(ReadCodes.FAIL, off[0]);
        assertTrue("reading nodes with the short reads " + on[2] + ", without " + off[2], on[2] < off[2] * 19 / 20);
    }

    @Test
    public void connectsWithoutKo() throws Exception {
        long[] on = connect("strategy33.sgf", 194, "Q19", "S18", true);
        long[] off = connect("strategy33.sgf", 194, "Q19", "S18", false);
        assertEquals(ReadCodes.WIN, on[0]);
        assertEquals("the longer reads' answer, a ko", ReadCodes.KO_A, off[0]);
        assertEquals("the same move", off[1], on[1]);
    }
}
