package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.ReadingWormFacts;
import owlbench.reading.Reader;

/**
 * A shut-in winner without an eye lives only by the area its capture leaves
 * (SemeaiParams.eyelessCaptureRead), and that area is valued with the capturing stone in it
 * (SemeaiParams.captureStoneInSpace). Handmade: semeai.tst 41 and 42's corner (semeai9.sgf) on
 * 9x9, its white wall alive. Black A5 (no eye, seven outside liberties) out-counts white's corner
 * group A3 (the eye A1, four shared liberties) and can take it, but black's capture at A1 leaves
 * the bulky five A1-B2 with black's A1 in it, which white kills by its vital point. Debian's gnugo
 * 3.8 on this board: analyze_semeai A5 A3 "0 0 PASS", A3 A5 "1 1 A6"; dragon_status A3 alive, A5
 * dead. Needs owlbench's generated eye-shape database (skipped where it has not been generated).
 */
public class CapturedAreaLifeTest {

    static final String[] CORNER = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        "O O O O O O O . .",
        ". . O O . . O . .",
        "X X . O O . O . .",
        ". X X . O O O . .",
        "O . X X . O O . .",
        "O O . X . O O . .",
        ". O . X . O O . .",
    };

    private static EyeShapeDatabase shapes;

    @BeforeClass
    public static void loadShapes() throws IOException {
        shapes = SemeaiReaderTest.generatedShapes();
    }

    private static SemeaiResult race(String a, String b, boolean eyelessRead, boolean stoneInSpace) {
        Board board = SemeaiReaderTest.board(CORNER);
        int[] sa = SemeaiReaderTest.string(board, a), sb = SemeaiReaderTest.string(board, b);
        SemeaiParams p = new SemeaiParams();
        p.eyelessCaptureRead = eyelessRead;
        p.captureStoneInSpace = stoneInSpace;
        RaceOptics optics = RaceOptics.of(new EyeSpaces(board, new ReadingWormFacts(board), shapes), sa, sb);
        SemeaiResult r = new SemeaiReader(new Reader(board), p).analyze(sa, sb, optics, null);
        assertEquals("the board is restored", 0, board.stackp());
        return r;
    }

    @Test
    public void theEyelessCapturerCannotLiveByTheBulkyFiveItTakes() {
        assertEquals("0 0 PASS", race("A5", "A3", true, true).gtp(9));
    }

    @Test
    public void theCornerGroupKillsMovingFirst() {
        SemeaiResult white = race("A3", "A5", true, true);
        assertEquals(5, white.defenseCode());
        assertEquals(5, white.attackCode());
    }

    @Test
    public void withoutReadingTheFarCaptureTheCountGivesBlackTheRace() {
        // off: white's four liberties are beyond CAPTURE_IN_REACH, the count decides for black
        assertNotEquals("0 0 PASS", race("A5", "A3", false, true).gtp(9));
    }

    @Test
    public void withTheCapturingStoneTakenForWallTheCornerLooksAlive() {
        // off: optics sees the squiggly four A2 A3 B1 B2 beside black's A1, two eyes
        assertNotEquals("0 0 PASS", race("A5", "A3", true, false).gtp(9));
    }
}
