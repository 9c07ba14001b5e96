package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The defender's ataris that are self-ataris (defenseMoves 3 on a two-liberty attacker string,
 * its stone left with one liberty, nothing captured) are read in string questions only to
 * branch_depth, past it only where the attacker's capture would leave the capturer in atari
 * (eighteenth session); ReadingParams.shortSelfAtariAtaris, off, stops them at the approaches'
 * depth. Wide-check positions of GNU Go's regression games in ../shared (skipped where they are
 * absent); each node bound lies between a fresh reader's nodes with the rule and without it, and
 * the answers are those of the reader without it (and gnugo's).
 */
public class SelfAtariAtarisTest {

    @Test
    public void aFailedDefenceReadsNoDeepThrowIns() throws Exception {
        // trevor/auto/d47 102 defend D7 (0; gnugo 0 in 764 nodes): 5,069 nodes with the deep
        // self-ataris, 1,290 without them
        Board b = WideCheckPositions.load("trevor/auto/d47.sgf", 102);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.findDefense(Diagrams.v(b, "D7")));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 3_000);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
    }

    @Test
    public void aFailedAttackLikewise() throws Exception {
        // handtalk/handtalk26 124 attack K2 (0; gnugo 0): 13,274 nodes with them, 9,482 without
        Board b = WideCheckPositions.load("handtalk/handtalk26.sgf", 124);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "K2")));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 11_000);
    }

    @Test
    public void aDefenceThatWinsKeepsItsMove() throws Exception {
        // trevor/auto/d47 102 defend C6 (1 B6; gnugo 1 B6): 20,371 nodes with them, 12,946 without
        Board b = WideCheckPositions.load("trevor/auto/d47.sgf", 102);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.findDefense(Diagrams.v(b, "C6")));
        assertEquals(Diagrams.v(b, "B6"), r.lastMove());
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 16_000);
    }

    @Test
    public void theShorterDepthIsOffForARaceWonByThrowIns() throws Exception {
        // nngs/silverado 176 defend O9 (1 O10, as gnugo's): the defence needs the throw-ins at
        // N8 (stackp 10) and M9 (stackp 12), which the shorter depth drops
        assertFalse(new ReadingParams().shortSelfAtariAtaris);
        assertEquals(ReadCodes.WIN, defendO9(false));
        assertEquals(ReadCodes.FAIL, defendO9(true));
    }

    private static int defendO9(boolean shortDepth) throws Exception {
        Board b = WideCheckPositions.load("nngs/silverado-gnugo-3.3.5-200208061810.sgf", 176);
        ReadingParams p = new ReadingParams();
        p.shortSelfAtariAtaris = shortDepth;
        return new Reader(b, p).findDefense(Diagrams.v(b, "O9"));
    }
}
