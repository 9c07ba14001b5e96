package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The defender's candidates that join the string and leave it in atari without capturing
 * (eleventh session): the attacker takes the string at once, so they are not tried. Positions of
 * the wide check's games in ../shared (skipped where they are absent); each bound lies between
 * the nodes of a fresh reader with those candidates and without them, and the answer is the same
 * either way.
 */
public class DefenceSelfAtariTest {

    @Test
    public void aFailedAttackReadsNoSelfAtariDefences() throws Exception {
        // nngs/guestu-gnugo-3.3.19 161 attack A16 (0, as gnugo): 13,178 nodes with the
        // self-atari defences, 10,790 without
        Board b = WideCheckPositions.load("nngs/guestu-gnugo-3.3.19-200305131943.sgf", 161);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "A16")));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 12_000);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
    }

    @Test
    public void aFailedDefenceReadsNoSelfAtariDefences() throws Exception {
        // kgs/tournament9/indigoBot-GNU 194 defend S7 (0, as gnugo): 21,079 nodes with the
        // self-atari defences, 18,619 without
        Board b = WideCheckPositions.load("kgs/tournament9/indigoBot-GNU.sgf", 194);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.findDefense(Diagrams.v(b, "S7")));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 20_000);
    }
}
