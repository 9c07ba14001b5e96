package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The attacker's node that holds a ko (twelfth session): the defence after each further move is
 * read only up to the code at which that move could not do better, the stopped read kept in the
 * table as a bound. Positions of the wide check's games in ../shared (skipped where they are
 * absent), read by a fresh reader; each bound lies between the nodes with the window and without.
 */
public class KoWindowTest {

    @Test
    public void aKoAttackReadsTheOtherMovesNoFurtherThanNeeded() throws Exception {
        // cgf2002/Caren 144 attack E1 (2 E2, gnugo 2 E2): 34,625 nodes without the window,
        // 26,596 with it, the same answer
        Board b = WideCheckPositions.load("cgf2002/Caren.sgf", 144);
        int str = Diagrams.v(b, "E1");
        Reader off = new Reader(b, withWindow(false));
        int codeOff = off.attack(str);
        int moveOff = off.lastMove();
        Reader on = new Reader(b, withWindow(true));
        assertEquals(codeOff, on.attack(str));
        assertEquals(moveOff, on.lastMove());
        assertEquals(ReadCodes.KO_A, codeOff);
        assertTrue("nodes " + on.nodeCounter(), on.nodeCounter() < 30_000);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
    }

    @Test
    public void aDefenceThatRanOutOfNodesIsReadToTheEnd() throws Exception {
        // reading04 231 defend L1: without the window the read ran out of its 100,000 nodes and
        // answered 1 K1; with a budget of 400,000 it answers 2 H1 in 113,387 nodes, and with the
        // window 2 H1 in 84,277 (gnugo 1 H1)
        Board b = WideCheckPositions.load("reading04.sgf", 231);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.KO_A, r.findDefense(Diagrams.v(b, "L1")));
        assertEquals("H1", Diagrams.name(b, r.lastMove()));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 90_000);
    }

    private static ReadingParams withWindow(boolean on) {
        ReadingParams p = new ReadingParams();
        p.koWindow = on;
        return p;
    }
}
