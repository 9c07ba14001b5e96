package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The cutter's reads of the owner's strings at every disconnect node (ConnectionReader's
 * attackOwner; docs/benchmarks.md, "The owner's strings read at every cutter node"): the string
 * with fewer liberties first, two-liberty strings below the wide plies within OWNER_DEEP_LIMIT,
 * and no read again of an unchanged string whose read ran out of its budget two plies up. Wide
 * check disconnects whose answers did not move; the reading-node bounds lie between the counts
 * with and without the change (a fresh reader), so a test fails if it stops working.
 */
public class OwnerStringReadsTest {

    private static void assertDisconnect(String game, int move, String a, String b, int code, long maxReadingNodes)
            throws Exception {
        Board pos = WideCheckPositions.load(game, move);
        Reader r = new Reader(pos);
        ConnectionReader c = new ConnectionReader(r);
        assertEquals(game + " disconnect " + a + " " + b, code, c.disconnect(Diagrams.v(pos, a), Diagrams.v(pos, b)));
        assertTrue(game + " reading nodes " + r.nodeCounter(), r.nodeCounter() < maxReadingNodes);
    }

    /**
     * Black F3 and J3 (nngs/gnugo-3.3.16-rcde05-200302140458.sgf before move 81), not cut (gnugo
     * 0 too): 35,708 reading nodes before, 18,997 with the change; 28,533 since captureOrAtari's
     * second look at the ataris of cutting stones next to both (the same answer), so the bound
     * lies between that and the count without the change.
     */
    @Test
    public void failedCutReadsFewerOwnerNodes() throws Exception {
        assertDisconnect("nngs/gnugo-3.3.16-rcde05-200302140458.sgf", 81, "F3", "J3", ReadCodes.FAIL, 32_000);
    }

    /**
     * E7 and C6 (olympiad2002/game3-9-goint-gnugo-1-0.sgf before move 45), not cut: 9,858 reading
     * nodes before, 1,828 with the change.
     */
    @Test
    public void failedCutOnALinkReadsFewerOwnerNodes() throws Exception {
        assertDisconnect("olympiad2002/game3-9-goint-gnugo-1-0.sgf", 45, "E7", "C6", ReadCodes.FAIL, 5_000);
    }

    /**
     * R6 and R3 (auto_gen/auto016.sgf before move 54), cut at R4 (gnugo 1 R4): the cut is still
     * found, in 8,629 reading nodes instead of 16,846.
     */
    @Test
    public void workingCutIsStillFound() throws Exception {
        assertDisconnect("auto_gen/auto016.sgf", 54, "R6", "R3", ReadCodes.WIN, 12_500);
    }
}
