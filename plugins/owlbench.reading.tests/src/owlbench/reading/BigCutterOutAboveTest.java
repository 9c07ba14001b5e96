package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * An owner node does not read again a three-liberty cutting string whose read ran out one or
 * two plies up the line (ConnectionReader.setBigCutterOutAbove; docs/benchmarks.md, "The brief
 * reads met again in a connect, fifteenth session"). mfgg2 before move 175, `connect Q3 T3`
 * (the wide check's seed 15; owlbench and gnugo 1): the same answer in fewer reading nodes.
 */
public class BigCutterOutAboveTest {

    private static long[] mfgg2(boolean skip) throws Exception {
        Board pos = WideCheckPositions.load("mfgg2.sgf", 175);
        Reader r = new Reader(pos);
        ConnectionReader c = new ConnectionReader(r);
        c.setBigCutterOutAbove(skip);
        long before = r.nodeCounter();
        int code = c.connect(Diagrams.v(pos, "Q3"), Diagrams.v(pos, "T3"));
        return new long[] {code, c.lastMove(), r.nodeCounter() - before};
    }

    @Test
    public void sameAnswerInFewerNodes() throws Exception {
        long[] on = mfgg2(true);
        long[] off = mfgg2(false);
        assertEquals(ReadCodes.WIN, on[0]);
        assertEquals(ReadCodes.WIN, off[0]);
        assertEquals("the same move", off[1], on[1]);
        assertTrue("reading nodes with the rule " + on[2] + ", without " + off[2], on[2] < off[2] * 19 / 20);
    }
}
