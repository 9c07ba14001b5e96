package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The attacker's moves on the strings around the liberties (attackMoves 3c) against a string of
 * three liberties are not tried at the root of attack and find_defense (seventeenth session): on
 * the wide check's 24,000 string questions of seeds 15, 29 and 41 no answer needed them, and they
 * cost most in attacks that fail. Wide-check positions of GNU Go's regression games in ../shared
 * (skipped where they are absent); each node bound lies between the nodes of a fresh reader with
 * the rule and without it, and the answers are those of the reader without it (and gnugo's).
 */
public class RootThreeLibertyNeighboursTest {

    @Test
    public void aFailedAttackReadsFewerRootMoves() throws Exception {
        // scoring/score7 222 attack F16 (0; gnugo 0 in 2,901 nodes): 4,805 nodes with the moves,
        // 1,774 without them
        Board b = WideCheckPositions.load("scoring/score7.sgf", 222);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "F16")));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 3_000);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
    }

    @Test
    public void anotherFailedAttackLikewise() throws Exception {
        // handtalk/handtalk20 153 attack T14 (0; gnugo 0 in 2,132 nodes): 1,386 nodes with the
        // moves, 292 without them
        Board b = WideCheckPositions.load("handtalk/handtalk20.sgf", 153);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "T14")));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 800);
    }

    @Test
    public void aThirdOneAtTheEdge() throws Exception {
        // arb/dumonteil-2 250 attack P19 (0; gnugo 0 in 59 nodes): 394 nodes with the moves, 52
        // without them
        Board b = WideCheckPositions.load("arb/dumonteil-2.sgf", 250);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "P19")));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 200);
    }
}
