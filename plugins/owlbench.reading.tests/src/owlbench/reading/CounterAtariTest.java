package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;

/**
 * The defender's counter-atari against a two-liberty string's attacker (eleventh session): below
 * the root of a string question, an atari on an attacker string of two liberties beside the
 * target comes before an extension to three liberties, so that attacks that fail are refuted by
 * their first reply. Wide-check positions of GNU Go's regression games in ../shared (skipped where
 * they are absent); each node bound lies between the nodes with the order and without it (fresh
 * readers).
 */
public class CounterAtariTest {

    @Test
    public void aFailedAttackIsRefutedByTheCounterAtari() throws Exception {
        // nngs/qly-gnugo-3.3.18 131 attack H16 (0; gnugo 0 in 1,094 nodes): 3,826 nodes without
        // the order, 332 with it
        Board b = WideCheckPositions.load("nngs/qly-gnugo-3.3.18-200305022134.sgf", 131);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "H16")));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 1_500);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
    }

    @Test
    public void aFailedAttackOnTheEdgeLikewise() throws Exception {
        // nicklas/nicklas8 152 attack B4 (0; gnugo 0 in 1,319 nodes): 3,717 nodes without the
        // order, 300 with it
        Board b = WideCheckPositions.load("nicklas/nicklas8.sgf", 152);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "B4")));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 1_500);
    }

    @Test
    public void theRootKeepsItsOrder() throws Exception {
        // at the root the order names the defence reported: with the counter-atari first there
        // too, nngs/leftd-gnugo-3.3.12 77 defend J11 answered 1 H10 and nngs/saphir-gnugo-3.3.12
        // 169 defend O6 1 S6, where gnugo and owlbench without it answer J10 and Q5
        Board b = WideCheckPositions.load("nngs/leftd-gnugo-3.3.12-200211292017.sgf", 77);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.findDefense(Diagrams.v(b, "J11")));
        assertEquals("J10", Vertex.toString(r.lastMove(), b.size()));
        Board b2 = WideCheckPositions.load("nngs/saphir-gnugo-3.3.12-200212031818.sgf", 169);
        Reader r2 = new Reader(b2);
        assertEquals(ReadCodes.WIN, r2.findDefense(Diagrams.v(b2, "O6")));
        assertEquals("Q5", Vertex.toString(r2.lastMove(), b2.size()));
    }
}
