package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.Reader;

/**
 * The count that decides a line below the root waits while the winner could fill a shared liberty
 * only by a self-atari that captures nothing (SemeaiParams.unfillableShared): such a liberty needs
 * an approach move first, or is never filled (seki).
 */
public class UnfillableLibertyTest {

    /**
     * Black E9-J5 (one string) has two liberties, F9 and J6, both shared with white's G9 and
     * H8-J8-J7, whose two strings share the eye H9-J9 (semeai.tst 96's corner, moved to 9x9; white
     * A2 and B1 stand for the rest of 96's white dragon, an eye at A1 and liberties). Black H9 and
     * white's capture at J9 leave white the count's winner by far, but white filling F9 or J6 leaves
     * G9 or the J9 string with H9 alone, which black takes: seki, so black survives and cannot kill.
     */
    static final String[] SHARED_EYE_SEKI = {
        ". . . O X . O . .",
        ". . . O X X X O O",
        ". . . O O O X X O",
        ". . . . . . O X .",
        ". . . . . . O X X",
        ". . . . . . . O O",
        ". . . . . . . O .",
        "O . . . . . . O .",
        ". O . . . . . O .",
    };

    private static SemeaiResult blackAgainstWhite(boolean unfillable) {
        Board board = SemeaiReaderTest.board(SHARED_EYE_SEKI);
        SemeaiParams p = new SemeaiParams();
        p.unfillableShared = unfillable;
        // H9 as optics would give it: the vital point of white's eye space
        RaceOptics optics = RaceOptics.of(new int[] {SemeaiReaderTest.v(board, "H9")}, new int[2], new int[2]);
        SemeaiResult r = new SemeaiReader(new Reader(board), p).analyze(SemeaiReaderTest.string(board, "E9"),
                SemeaiReaderTest.stones(board, "G9", "H8", "J8", "J7", "A2", "B1"), optics, null);
        assertEquals("the board is restored", 0, board.stackp());
        return r;
    }

    @Test
    public void theSekiIsReadWhereTheCountWouldDecide() {
        assertEquals("1 0 H9", blackAgainstWhite(true).gtp(9));
    }

    @Test
    public void switchedOffTheCountDecidesAfterTheCapture() {
        assertEquals("0 0 PASS", blackAgainstWhite(false).gtp(9));
    }
}
