package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The defence's history order (ReadingParams.defenceHistory, off by default; sixteenth session):
 * below the root of a string question, among candidates of equal score, the point that has won
 * most defences in the call goes first. Wide-check positions of GNU Go's regression games in
 * ../shared (skipped where they are absent); each node bound lies between the nodes with the
 * switch on and off (fresh readers), the answer the same both ways.
 */
public class DefenceHistoryTest {

    @Test
    public void offByDefault() {
        assertFalse(new ReadingParams().defenceHistory);
    }

    @Test
    public void aFailedAttackIsRefutedByTheSamePointSooner() throws Exception {
        // owl28 158 attack F4 (0, as gnugo): 6,655 nodes with the switch off, 289 on
        assertEquals(ReadCodes.FAIL, attack("owl28.sgf", 158, "F4", true, 1_000));
        assertEquals(ReadCodes.FAIL, attack("owl28.sgf", 158, "F4", false, Long.MAX_VALUE));
    }

    @Test
    public void anotherFailedAttackLikewise() throws Exception {
        // nngs/gnugo-3.3.16-ccwills 134 attack G5 (0, as gnugo): 2,515 nodes off, 315 on
        String game = "nngs/gnugo-3.3.16-ccwills-200303030550.sgf";
        assertEquals(ReadCodes.FAIL, attack(game, 134, "G5", true, 1_000));
        assertEquals(ReadCodes.FAIL, attack(game, 134, "G5", false, Long.MAX_VALUE));
    }

    @Test
    public void offReadsAsBefore() throws Exception {
        Board b = WideCheckPositions.load("owl28.sgf", 158);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "F4")));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() > 3_000);
    }

    private static int attack(String game, int move, String target, boolean history, long maxNodes) throws Exception {
        Board b = WideCheckPositions.load(game, move);
        ReadingParams p = new ReadingParams();
        p.defenceHistory = history;
        Reader r = new Reader(b, p);
        int code = r.attack(Diagrams.v(b, target));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < maxNodes);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
        return code;
    }
}
