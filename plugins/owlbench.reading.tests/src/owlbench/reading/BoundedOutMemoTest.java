package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The brief reads that ran out of their budget, remembered for the rest of a connect
 * (ConnectionReader.setBoundedOutMemo; docs/benchmarks.md, "The brief reads met again in a
 * connect, fifteenth session").
 */
public class BoundedOutMemoTest {

    /** White D3 in ReaderTest's ladder: a read of three nodes cannot reach its end. */
    private static final String[] LADDER = ReaderTest.LADDER;

    /** Nodes of a second attackBounded(D3, 3) in the same position, after the first ran out. */
    private static long secondReadNodes(Reader r, int d3) {
        assertEquals(ReadCodes.FAIL, Reader.code(r.attackBounded(d3, 3)));
        long cuts = r.boundedCuts;
        long before = r.nodeCounter();
        assertEquals(ReadCodes.FAIL, Reader.code(r.attackBounded(d3, 3)));
        assertEquals("the repeat counts as a budget cut, as the first read did", cuts + 1, r.boundedCuts);
        return r.nodeCounter() - before;
    }

    @Test
    public void aReadThatRanOutIsNotReadAgainInTheSamePosition() {
        Board b = Diagrams.board(LADDER);
        Reader r = new Reader(b);
        r.boundedOutMemo = true;
        int d3 = Diagrams.v(b, "D3");
        r.begin(null, "test", d3, Board.PASS);
        assertEquals(0, secondReadNodes(r, d3));
        // a larger budget is read again, and finds the ladder
        int a = r.attackBounded(d3, 10_000);
        r.end(a);
        assertEquals(ReadCodes.WIN, Reader.code(a));
        assertEquals("D4", Diagrams.name(b, Reader.move(a)));
    }

    @Test
    public void withoutTheMemoTheReadIsMadeAgain() {
        Board b = Diagrams.board(LADDER);
        Reader r = new Reader(b);
        r.boundedOutMemo = false;
        int d3 = Diagrams.v(b, "D3");
        r.begin(null, "test", d3, Board.PASS);
        assertTrue(secondReadNodes(r, d3) > 0);
        r.end(Reader.pack(ReadCodes.FAIL, Board.PASS));
    }

    /**
     * A heavy failing connect of the wide check (seed 15): nngs/chuck-gnugo 77 `connect O9
     * R9`, answered 0 as gnugo does, in fewer reading nodes with the memo.
     */
    @Test
    public void heavyFailingConnectReadsLess() throws Exception {
        long[] on = chuck(true);
        long[] off = chuck(false);
        assertEquals(ReadCodes.FAIL, on[0]);
        assertEquals(ReadCodes.FAIL, off[0]);
        assertTrue("reading nodes with the memo " + on[1] + ", without " + off[1], on[1] < off[1] * 9 / 10);
    }

    private static long[] chuck(boolean memo) throws Exception {
        Board pos = WideCheckPositions.load("nngs/chuck-gnugo-3.5.2gf1-200312261847.sgf", 77);
        Reader r = new Reader(pos);
        ConnectionReader c = new ConnectionReader(r);
        c.setBoundedOutMemo(memo);
        long before = r.nodeCounter();
        int code = c.connect(Diagrams.v(pos, "O9"), Diagrams.v(pos, "R9"));
        return new long[] {code, r.nodeCounter() - before};
    }
}
