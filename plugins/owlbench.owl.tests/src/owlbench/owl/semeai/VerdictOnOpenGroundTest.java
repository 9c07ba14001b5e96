package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.owl.OwlStatus;
import owlbench.owl.OwlStatus.Status;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * Owl's verdict after a race that spent its node budget, where one dragon has open ground and
 * the other is shut in (SemeaiParams.verdictOnOpenGround): neither dragon's eye spaces offer two
 * eyes apart from the other, so owl is not asked before the race; the race is read first, and
 * only where its budget cut it short are owl's statuses asked and answer.
 */
public class VerdictOnOpenGroundTest {
    /**
     * White's five stones in the corner (liberties A3 and A1, no eye: A1 touches black's B1) inside
     * black's wall, which reaches the whole open board. Black A1 takes white to one liberty and
     * A3 then captures; white is dead, black alive.
     */
    static final String[] CORNER = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "X X X . . . . . .",
        "O O X . . . . . .",
        ". O X . . . . . .",
        "O O X . . . . . .",
        ". X X . . . . . .",
    };

    private final List<Integer> asked = new ArrayList<>();

    /** Owl's statuses as owl reads this corner: the open dragon alive, the other dead (attack "1 PASS"). */
    private IntFunction<OwlStatus> owl(int openIndex) {
        return i -> {
            asked.add(i);
            return i == openIndex ? new OwlStatus(Status.ALIVE, ReadCodes.FAIL, Board.PASS, true, ReadCodes.FAIL, Board.PASS, true, 5)
                    : new OwlStatus(Status.DEAD, ReadCodes.WIN, Board.PASS, true, ReadCodes.FAIL, Board.PASS, true, 5);
        };
    }

    private SemeaiResult analyze(String[] rows, String a, String b, int openIndex, int budget, boolean on) {
        Board board = SemeaiReaderTest.board(rows);
        SemeaiParams p = new SemeaiParams();
        p.nodeLimit = budget;
        p.verdictOnOpenGround = on;
        // no eye space of either dragon offers two eyes apart from the other: owl is not asked first
        RaceOptics optics = RaceOptics.of(new int[0], new int[2], new int[] {0, 0});
        SemeaiResult r = new SemeaiReader(new Reader(board), p).analyze(SemeaiReaderTest.string(board, a),
                SemeaiReaderTest.string(board, b), optics, owl(openIndex), null);
        assertEquals("the board is restored", 0, board.stackp());
        return r;
    }

    @Test
    public void theCornerIsOpenGroundForBlackOnly() {
        Board board = SemeaiReaderTest.board(CORNER);
        assertTrue(OpenGround.reaches(board, SemeaiReaderTest.string(board, "C4")));
        assertFalse(OpenGround.reaches(board, SemeaiReaderTest.string(board, "A4")));
    }

    @Test
    public void aRaceCutByTheBudgetIsAnsweredByOwl() {
        SemeaiResult on = analyze(CORNER, "C4", "A4", 0, 1, true);
        assertTrue("the race spent its budget", on.budgetExhausted());
        assertEquals("owl asked about black, then white", List.of(0, 1), asked);
        assertEquals("owl's verdict: black alive, white already dead (attack move PASS)", "1 1 PASS", on.gtp(9));
        asked.clear();
        SemeaiResult off = analyze(CORNER, "C4", "A4", 0, 1, false);
        assertTrue("switched off: owl not asked", asked.isEmpty());
        assertEquals("switched off: the race's own answer", "1 1 A1", off.gtp(9));
        // white first: white cannot survive against a living dragon that owl's defence does not save
        asked.clear();
        assertEquals("0 0 PASS", analyze(CORNER, "A4", "C4", 1, 1, true).gtp(9));
        assertEquals("the open dragon (B) asked first, found alive, then white", List.of(1, 0), asked);
    }

    @Test
    public void aRaceReadWithinItsBudgetKeepsItsAnswer() {
        SemeaiResult r = analyze(CORNER, "C4", "A4", 0, 2000, true);
        assertFalse(r.budgetExhausted());
        assertEquals("1 1 A1", r.gtp(9));
        assertTrue("owl not asked", asked.isEmpty());
    }

    /** Two stones of each colour in contact in the middle of the board: both reach open ground. */
    static final String[] MIDDLE = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . X X . . . .",
        ". . . O O . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    @Test
    public void twoOpenDragonsAreLeftToTheRace() {
        Board board = SemeaiReaderTest.board(MIDDLE);
        assertTrue(OpenGround.reaches(board, SemeaiReaderTest.string(board, "D5")));
        assertTrue(OpenGround.reaches(board, SemeaiReaderTest.string(board, "D4")));
        SemeaiResult r = analyze(MIDDLE, "D5", "D4", 0, 1, true);
        assertTrue("the race spent its budget", r.budgetExhausted());
        assertTrue("owl not asked", asked.isEmpty());
        assertEquals("the race's answer", analyze(MIDDLE, "D5", "D4", 0, 1, false).gtp(9), r.gtp(9));
    }
}
