package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * Below the root of a string question the defender tries next the attacker's answer to a defence
 * that just failed (ReadingParams.answerNext, twenty-first session): the same answers in fewer
 * nodes. Positions of the wide check's games in ../shared (skipped where they are absent).
 */
public class AnswerNextTest {

    @Test
    public void theAttackersAnswerIsTheDefendersNextTry() throws Exception {
        // owl28 158 attack F4 (two liberties, 0 in both engines): after H4 F3 H3 the defender's F1
        // is answered by G4, and G4 is the point the defender then needs; 5,188 nodes without, 2,078 with
        assertFewerNodes("owl28.sgf", 158, "F4", 1, 2);
    }

    @Test
    public void theSameAgainstThreeLiberties() throws Exception {
        // scoring/score7 222 attack F16 (three liberties, 0 in both engines): 1,772 nodes without, 43 with
        assertFewerNodes("scoring/score7.sgf", 222, "F16", 1, 10);
    }

    @Test
    public void notInReadsBegunInsideAnotherSearch() throws Exception {
        // the order is the string questions' own (killers): after a move on the board (rootLevel
        // above 0, as in the owl's and the connection reader's reads) the switch changes nothing
        long[] nodes = new long[2];
        for (boolean on : new boolean[] {false, true}) {
            Board b = WideCheckPositions.load("owl28.sgf", 158);
            Reader r = new Reader(b, switched(on));
            assertTrue(b.trymove(Diagrams.v(b, "A19"), attacker(b)));
            assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "F4")));
            nodes[on ? 1 : 0] = r.nodeCounter();
            b.popgo();
        }
        assertEquals(nodes[0], nodes[1]);
    }

    private static int attacker(Board b) {
        return owlbench.board.StoneColor.other(b.color(Diagrams.v(b, "F4")));
    }

    /** The same answer (FAIL) both ways, and at most num/den of the nodes with the switch on. */
    private static void assertFewerNodes(String game, int move, String target, int num, int den) throws Exception {
        long[] nodes = new long[2];
        for (boolean on : new boolean[] {false, true}) {
            Board b = WideCheckPositions.load(game, move);
            Reader r = new Reader(b, switched(on));
            assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, target)));
            nodes[on ? 1 : 0] = r.nodeCounter();
            assertEquals("the reader leaves the board as it found it", 0, b.stackp());
        }
        assertTrue("nodes without the order " + nodes[0] + ", with it " + nodes[1], nodes[1] * den <= nodes[0] * num);
    }

    private static ReadingParams switched(boolean on) {
        ReadingParams p = new ReadingParams();
        p.answerNext = on;
        return p;
    }
}
