package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;

/**
 * The defence's node savings of the eighth session, on the wide check's dearest defences (positions
 * of ../shared's games, skipped where they are absent): a cycle of ko captures is not read round
 * and round, and the check of a defence's move has a budget of its own.
 */
public class DefenceNodesTest {

    /** Deepest stackp any node of a search reached. */
    private static final class DepthRecorder implements SearchRecorder {
        int deepest;

        @Override
        public void beginSearch(Board board, String function, int target, int target2) {
        }

        @Override
        public void enterMove(int move, int color, String function, int target, int stackp, long hash) {
            deepest = Math.max(deepest, stackp);
        }

        @Override
        public void leaveMove(int code, int reply, boolean cacheHit, String note) {
        }

        @Override
        public void endSearch(int code, int move, long nodes) {
        }
    }

    @Test
    public void aTripleKoIsNotReadRoundAndRound() throws Exception {
        // cgf2004/martha 226: three kos around B5 (W D3 B A5 W C6 B D4 W A6 B C5 and again);
        // before the repetition rule the defence read that cycle down to stackp 400
        Board b = WideCheckPositions.load("cgf2004/martha.sgf", 226);
        Reader r = new Reader(b);
        DepthRecorder depth = new DepthRecorder();
        r.findDefense(Diagrams.v(b, "B5"), depth);
        assertTrue("deepest stackp " + depth.deepest, depth.deepest < 60);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
    }

    @Test
    public void theCheckOfADefenceHasABudgetOfItsOwn() throws Exception {
        // kgs/tournament10/ExBot-GNU 30 defend D8: the check of E8 alone read to the call's
        // 100,000-node budget; now the check stops at its own and E8 (gnugo's answer) stands
        Board b = WideCheckPositions.load("kgs/tournament10/ExBot-GNU.sgf", 30);
        Reader r = new Reader(b);
        int code = r.findDefense(Diagrams.v(b, "D8"));
        assertEquals(ReadCodes.WIN, code);
        assertEquals("E8", Vertex.toString(r.lastMove(), b.size()));
        assertFalse("the call's budget must not run out", r.budgetExceeded());
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 75_000);
    }
}
