package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;

/**
 * The defence's killer moves (ninth session): from level 4 to 6 a string question's defence tries
 * first the move that last won a defence at its level, so that one refutation serves its
 * siblings. Positions of the wide check's games in ../shared (skipped where they are absent);
 * each bound lies between the nodes with the killers and without them.
 */
public class DefenceKillerTest {

    @Test
    public void aFailedAttackIsRefutedWithFewerNodes() throws Exception {
        // nngs/saphir-gnugo-3.3.12 169 attack O8: every attacker line is refuted, the same
        // defender answers serving many of them: 6,429 nodes without the killers, 676 with
        // them (gnugo 947)
        Board b = WideCheckPositions.load("nngs/saphir-gnugo-3.3.12-200212031818.sgf", 169);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "O8")));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 2_000);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
    }

    @Test
    public void aDefenceIsFoundWithFewerNodes() throws Exception {
        // cgos/13435 23 defend H6, gnugo's answer H4: 10,051 nodes without the killers, 5,500
        // with them (gnugo 5,100)
        Board b = WideCheckPositions.load("cgos/13435.sgf", 23);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.findDefense(Diagrams.v(b, "H6")));
        assertEquals("H4", Vertex.toString(r.lastMove(), b.size()));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 7_500);
    }
}
