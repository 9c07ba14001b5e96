package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * A disconnect reads the owner's two-liberty strings below the wide plies within 50 nodes, not
 * 100, when ConnectionReader.setDisconnectOwnerDeepShort is on (off by default; docs/benchmarks.md,
 * "The owner's strings in a disconnect, seventeenth session"). Two rows of the wide check's seed
 * 15: nngs jimm-200201050556 before move 214, `disconnect O11 N6` (no cut works, gnugo 0 too),
 * the same answer in fewer reading nodes; incident258 before move 89, `disconnect D7 D4`, which
 * answers 0 (gnugo's) with the switch off, the default.
 */
public class DisconnectOwnerDeepShortTest {

    private static long[] disconnect(String game, int move, String a, String b, boolean shortRead) throws Exception {
        Board pos = WideCheckPositions.load(game, move);
        Reader r = new Reader(pos);
        ConnectionReader c = new ConnectionReader(r);
        c.setDisconnectOwnerDeepShort(shortRead);
        long before = r.nodeCounter();
        int code = c.disconnect(Diagrams.v(pos, a), Diagrams.v(pos, b));
        return new long[] {code, c.lastMove(), r.nodeCounter() - before};
    }

    @Test
    public void sameAnswerInFewerNodes() throws Exception {
        long[] on = disconnect("nngs/gnugo-3.1.18-jimm-200201050556.sgf", 214, "O11", "N6", true);
        long[] off = disconnect("nngs/gnugo-3.1.18-jimm-200201050556.sgf", 214, "O11", "N6", false);
        assertEquals(ReadCodes.FAIL, on[0]);
        assertEquals(ReadCodes.FAIL, off[0]);
        assertTrue("reading nodes with the short reads " + on[2] + ", without " + off[2], on[2] < off[2] * 4 / 5);
    }

    @Test
    public void offByDefault() throws Exception {
        Board pos = WideCheckPositions.load("incident258.sgf", 89);
        ConnectionReader c = new ConnectionReader(new Reader(pos));
        assertEquals("the default reads 100 nodes: incident258 89 stays at gnugo's 0", ReadCodes.FAIL,
                c.disconnect(Diagrams.v(pos, "D7"), Diagrams.v(pos, "D4")));
    }
}
