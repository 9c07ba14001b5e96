package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;

/**
 * The defender's counter-atari against a three-liberty string's attacker (sixteenth session): below
 * the root of a string question, an atari on an attacker string of two liberties beside a target
 * of three liberties comes before the extensions that leave the target three or fewer, as against
 * two liberties. Wide-check positions of GNU Go's regression games in ../shared (skipped where they
 * are absent); each node bound lies between the nodes with the order and without it (fresh
 * readers), and the answers are those of the reader without it.
 */
public class CounterAtariThreeLibertiesTest {

    @Test
    public void aFailedAttackIsRefutedSooner() throws Exception {
        // auto_gen/auto015 86 attack B13 (0; gnugo 0 in 245 nodes): 1,351 nodes without the
        // order, 445 with it
        Board b = WideCheckPositions.load("auto_gen/auto015.sgf", 86);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "B13")));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 900);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
    }

    @Test
    public void anotherFailedAttackLikewise() throws Exception {
        // nngs/gnugo-3.1.30-Poctim 116 attack N16 (0; gnugo 0): 2,468 nodes without the order,
        // 1,460 with it
        Board b = WideCheckPositions.load("nngs/gnugo-3.1.30-Poctim-200204040503.sgf", 116);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "N16")));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 2_000);
    }

    @Test
    public void aDefenceFindsTheSameMoveSooner() throws Exception {
        // mertin13x13/katsunari-gnugo2.W+4 125 defend G13 (1 F12, as gnugo): 1,400 nodes without
        // the order (a fresh reader), 300 with it
        Board b = WideCheckPositions.load("mertin13x13/katsunari-gnugo2.W+4.sgf", 125);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.findDefense(Diagrams.v(b, "G13")));
        assertEquals("F12", Vertex.toString(r.lastMove(), b.size()));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 800);
    }
}
