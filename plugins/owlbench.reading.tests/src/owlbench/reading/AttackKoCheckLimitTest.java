package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;

/**
 * The check of an attack whose move gives only a ko reads at most its own budget (ninth session):
 * a check cut short proves nothing and the search's move stands, so a check that runs on to the
 * call's budget only costs nodes. Positions of the wide check's games in ../shared (skipped where
 * they are absent).
 */
public class AttackKoCheckLimitTest {

    @Test
    public void aKoAttackIsNotCheckedToTheCallsBudget() throws Exception {
        // strategy21 186 attack B14: 3 A14 in both engines; the check of A14 read 43,088 nodes
        // until the call's 100,000 ran out, with the same answer
        Board b = WideCheckPositions.load("strategy21.sgf", 186);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.KO_B, r.attack(Diagrams.v(b, "B14")));
        assertEquals("A14", Vertex.toString(r.lastMove(), b.size()));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 80_000);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
    }

    @Test
    public void aKoAttackCheckStopsAtFiveThousandNodes() throws Exception {
        // cgf2002/Caren 144 attack E1: 2 E2 in both engines; the check of E2 runs out of its
        // budget without proving anything (nineteenth session: 10,000 -> 5,000 nodes)
        Board b = WideCheckPositions.load("cgf2002/Caren.sgf", 144);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.KO_A, r.attack(Diagrams.v(b, "E1")));
        assertEquals("E2", Vertex.toString(r.lastMove(), b.size()));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < NODES_CAREN);
    }

    /** The nodes of Caren 144's attack with the 5,000-node check (GTP order 17,051; 22,051 with 10,000). */
    private static final long NODES_CAREN = 19_000;

    @Test
    public void aKoAttackRefutedByItsCheckStaysRefuted() throws Exception {
        // incident66 19 attack A4: the search finds a ko at B5 that its check refutes (0, as
        // gnugo); with a limit of 5,000 nodes the check was cut in the ninth session and the
        // answer was 3 B5; it now completes within it (3,000 still cuts it)
        Board b = WideCheckPositions.load("incident66.sgf", 19);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "A4")));
    }
}
