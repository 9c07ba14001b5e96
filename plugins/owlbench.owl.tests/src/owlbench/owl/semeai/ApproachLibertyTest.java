package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.stream.IntStream;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.Reader;

/**
 * A shared liberty the count's winner fills only after an approach move of its own
 * (SemeaiParams.approachShared): the line is decided by the count, the approach costed, instead of
 * being read on as an unfillable one (SemeaiParams.unfillableShared).
 */
public class ApproachLibertyTest {

    /**
     * White's one string (C8 ... A4) has an eye at C7 and one more liberty, A6, shared with black's
     * lone A7. Black's wall has liberties to spare, but black filling A6 first is a self-atari (A7
     * and A6 keep A8 alone); black A8, a false eye of its own, joins A7 to the wall, and then A6
     * and C7 capture white. The count wins for black by far, one approach move or not.
     */
    static final String[] APPROACH_ON_THE_EDGE = {
        "X X X X X . . . .",
        ". X O O X . . . .",
        "X O . O X . . . .",
        ". O O O X . . . .",
        "O O O X X . . . .",
        "O O O X . . . . .",
        "X X X X . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    /** Per search, far more than the count needs and far less than reading the race out. */
    private static final int NODES = 100;

    private static SemeaiResult analyze(boolean approach, boolean whiteFirst) {
        Board board = SemeaiReaderTest.board(APPROACH_ON_THE_EDGE);
        SemeaiParams p = new SemeaiParams();
        p.approachShared = approach;
        p.nodeLimit = NODES;
        int[] black = IntStream.concat(IntStream.of(SemeaiReaderTest.string(board, "A9")),
                IntStream.of(SemeaiReaderTest.v(board, "A7"))).toArray();
        int[] white = SemeaiReaderTest.string(board, "B7");
        SemeaiReader reader = new SemeaiReader(new Reader(board), p);
        SemeaiResult r = whiteFirst ? reader.analyze(white, black, RaceOptics.NONE, null)
                : reader.analyze(black, white, RaceOptics.NONE, null);
        assertEquals("the board is restored", 0, board.stackp());
        return r;
    }

    @Test
    public void theCountDecidesWithTheApproachCosted() {
        SemeaiResult w = analyze(true, true);
        assertEquals("0 0 PASS", w.gtp(9));
        assertFalse("decided within the budget", w.budgetExhausted());
        SemeaiResult b = analyze(true, false);
        assertEquals("1 1 A8", b.gtp(9));
        assertFalse("decided within the budget", b.budgetExhausted());
    }

    @Test
    public void switchedOffTheLineIsReadToTheBudget() {
        assertTrue(analyze(false, true).budgetExhausted());
    }
}
