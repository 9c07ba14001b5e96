package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/**
 * The defender's moves against attacker blockers beside a liberty (tenth session): below the
 * call's root only blockers with at most one liberty more than the string are shortened; at the
 * root every blocker of up to four liberties still is, for indirect defences. Positions of GNU
 * Go's regression games in ../shared (skipped where they are absent); the node bound lies
 * between the nodes with the rule and without it.
 */
public class DefenceBlockerTest {

    @Test
    public void anAttackReadsFewerDefencesAgainstLongBlockers() throws Exception {
        // cgf2002/martha 165 attack G1 (1 H2; gnugo 1 H1 in 223 nodes): 9,114 nodes without
        // the rule, 4,167 with it
        Board b = WideCheckPositions.load("cgf2002/martha.sgf", 165);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.attack(Diagrams.v(b, "G1")));
        assertEquals("H2", Vertex.toString(r.lastMove(), b.size()));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 6_500);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
    }

    @Test
    public void theRootKeepsTheIndirectDefence() throws Exception {
        // reading.tst 92 (incident42 89 defend P16, 1 T15): T15 shortens the black blocker of
        // four liberties beside the white string's two; the blocker shares a liberty with the
        // string and Black's atari at R14 would be a self-atari. Below the root this move is
        // left out; at the root it is the answer.
        Board b = WideCheckPositions.load("incident42.sgf", 89);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.findDefense(Diagrams.v(b, "P16")));
        assertEquals("T15", Vertex.toString(r.lastMove(), b.size()));
    }

    @Test
    public void aCallBegunAfterAMoveKeepsItAtItsRoot() throws Exception {
        // reading.tst 28: the same after GTP's trymove B S15 (the call's root at stackp 1),
        // with depths one deeper (increase_depths)
        Board b = WideCheckPositions.load("incident42.sgf", 88);
        ReadingParams p = new ReadingParams();
        p.increase();
        Reader r = new Reader(b, p);
        assertTrue(b.trymove(Diagrams.v(b, "S15"), StoneColor.BLACK));
        assertEquals(ReadCodes.WIN, r.findDefense(Diagrams.v(b, "P16")));
        assertEquals("T15", Vertex.toString(r.lastMove(), b.size()));
        b.popgo();
    }
}
