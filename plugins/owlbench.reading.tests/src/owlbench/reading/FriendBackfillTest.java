package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The attacker's backfills beside a friend of the target that touches every liberty of a
 * two-liberty target are left out in attack questions (ReadingParams.dropFriendBackfills,
 * twentieth session, off by default); a friend on one liberty keeps them. Positions of the wide
 * check's games in ../shared (skipped where they are absent).
 */
public class FriendBackfillTest {

    @Test
    public void theBackfillBesideAFriendOnBothLibertiesIsNotRead() throws Exception {
        // owl18 42 attack J2 (J2 on J1 and K2; the white stone K1 touches both): 0 in both engines,
        // gnugo in 5 nodes; the backfill M1 (L1 a self-atari beside K1) read 6,649 of 7,276
        assertFewerNodes("owl18.sgf", 42, "J2", 1, 4);
    }

    @Test
    public void theSameOnTheOtherSideOfTheBoard() throws Exception {
        // strategy19 38 attack M11 (N10 touches N11 and M10): 0 in both engines; the backfill
        // N8 (N9 a self-atari beside N10) read 6,876 of 11,327 nodes
        assertFewerNodes("strategy19.sgf", 38, "M11", 2, 3);
    }

    @Test
    public void aFriendOnOneLibertyKeepsItsBackfills() throws Exception {
        // kgs/PsyDuck-GNU 59 attack H1 (libs G1, J1; the black string beside G1 does not touch J1):
        // the backfill D2 is the win without ko (G1, gnugo's move, is a ko in owlbench's check);
        // with every friend's backfill left out the answer fell to 2 G1
        for (boolean on : new boolean[] {false, true}) {
            Board b = WideCheckPositions.load("kgs/PsyDuck-GNU.sgf", 59);
            Reader r = new Reader(b, switched(on));
            assertEquals(ReadCodes.WIN, r.attack(Diagrams.v(b, "H1")));
            assertEquals("D2", Diagrams.name(b, r.lastMove()));
        }
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
        assertTrue("nodes with the backfills " + nodes[0] + ", without " + nodes[1], nodes[1] * den <= nodes[0] * num);
    }

    private static ReadingParams switched(boolean on) {
        ReadingParams p = new ReadingParams();
        p.dropFriendBackfills = on;
        return p;
    }
}
