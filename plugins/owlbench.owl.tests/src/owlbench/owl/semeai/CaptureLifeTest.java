package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.ReadingWormFacts;
import owlbench.reading.Reader;

/**
 * A capture wins a race only if the capturer then lives: handmade races where capturing the other
 * dragon leaves the capturer shut in with a dead eye shape (each answer checked against Debian's
 * gnugo 3.8 with the same stones: analyze_semeai gives the same codes), with optics' eye shapes
 * (owlbench's generated database; skipped where it has not been generated).
 */
public class CaptureLifeTest {

    /**
     * Bent four in the corner: black A4 (libs A5 B5 A3 C3 D3 C1) can take white A2-B1, but the
     * corner it gets is dead, and white's wall is alive. gnugo: A4 A2 "0 0 PASS", A2 A4 "1 1 A5".
     */
    static final String[] BENT_FOUR = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "O O O . . . . . .",
        ". . O . . . . . .",
        "X X O O O . . . .",
        ". X . . O . . . .",
        "O X X X O . . . .",
        "O O . X O . . . .",
    };

    /**
     * Seki: black E3 and white G2-H1 share F2 and J1; black taking white leaves a three-point eye
     * that the living wall kills. gnugo: E3 G2 "1 0 PASS", G2 E3 "1 0 J3".
     */
    static final String[] SEKI_BY_DEAD_EYE = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . O O O O O O O",
        ". . O O X X X X .",
        ". . O . X . O X X",
        ". . O O X X O O .",
    };

    /**
     * Bent three in the corner (semeai.tst 63 and 64, semeai13.sgf, in small): black D9 can take
     * white B9 and A8, but white answers black A7 by adding A9 to the string in atari, and the
     * three stones black then takes leave a bent three in the corner that the living wall kills.
     * gnugo: D9 B9 "0 0 PASS", B9 D9 "1 1 E9".
     */
    static final String[] BENT_THREE_SACRIFICE = {
        ". O . X . O . . .",
        "O X X X . O . . .",
        ". X . O O O . . .",
        "X X . O . . . . .",
        ". . O O . . . . .",
        "O O O . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    private static EyeShapeDatabase shapes;

    @BeforeClass
    public static void loadShapes() throws IOException {
        shapes = SemeaiReaderTest.generatedShapes();
    }

    private static SemeaiResult race(Board b, String a, String c, boolean withShapes) {
        return race(b, SemeaiReaderTest.string(b, a), SemeaiReaderTest.string(b, c), withShapes);
    }

    private static SemeaiResult race(Board b, int[] sa, int[] sc, boolean withShapes) {
        RaceOptics optics = RaceOptics.of(new EyeSpaces(b, new ReadingWormFacts(b), withShapes ? shapes : null), sa, sc);
        SemeaiResult r = new SemeaiReader(new Reader(b), new SemeaiParams()).analyze(sa, sc, optics, null);
        assertEquals("the board is restored", 0, b.stackp());
        return r;
    }

    @Test
    public void takingTheBentFourCornerDoesNotSaveTheCapturer() {
        Board b = SemeaiReaderTest.board(BENT_FOUR);
        assertEquals("0 0 PASS", race(b, "A4", "A2", true).gtp(9));
        SemeaiResult white = race(b, "A2", "A4", true);
        assertEquals(5, white.defenseCode());
        assertEquals(5, white.attackCode());
    }

    @Test
    public void aStringInAtariIsMadeBiggerSoThatTheCaptureLeavesADeadShape() {
        Board b = SemeaiReaderTest.board(BENT_THREE_SACRIFICE);
        int[] black = SemeaiReaderTest.string(b, "D9");
        int[] white = java.util.stream.IntStream.concat(java.util.Arrays.stream(SemeaiReaderTest.string(b, "B9")),
                java.util.Arrays.stream(SemeaiReaderTest.string(b, "A8"))).toArray();
        // without the sacrifice at A9 black's A7 took white and lived: "1 1 A7" and "0 0 PASS"
        assertEquals("0 0 PASS", race(b, black, white, true).gtp(9));
        SemeaiResult w = race(b, white, black, true);
        assertEquals(5, w.defenseCode());
        assertEquals(5, w.attackCode());
    }

    @Test
    public void withoutEyeShapesTheCaptureStillWins() {
        // no database, no judgement after the capture: the race as counted before (black takes white)
        Board b = SemeaiReaderTest.board(BENT_FOUR);
        SemeaiResult r = race(b, "A4", "A2", false);
        assertEquals(5, r.attackCode());
    }

    @Test
    public void aCaptureThatLeavesADeadThreeSpaceEyeIsSeki() {
        Board b = SemeaiReaderTest.board(SEKI_BY_DEAD_EYE);
        assertEquals("1 0 PASS", race(b, "E3", "G2", true).gtp(9));
        SemeaiResult white = race(b, "G2", "E3", true);
        assertEquals(5, white.defenseCode());
        assertEquals(0, white.attackCode());
    }

    @Test
    public void theRaceDragonItselfIsNoWeakNeighbour() {
        Board b = SemeaiReaderTest.board(SEKI_BY_DEAD_EYE);
        CaptureLife life = new CaptureLife(b, shapes);
        RaceDragon black = new RaceDragon(b, SemeaiReaderTest.string(b, "E3"));
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "G2"));
        // white G2 has two liberties, but it is the dragon black races: black is still shut in
        assertTrue(life.shutIn(black, white));
        // the white wall has open ground above it
        RaceDragon wall = new RaceDragon(b, SemeaiReaderTest.string(b, "C4"));
        assertFalse(life.shutIn(wall, black));
    }
}
