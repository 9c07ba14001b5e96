package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.WormDataFacts;
import owlbench.reading.Reader;
import owlbench.tactics.Worms;

/**
 * The move of a race the count already gives to the killer (SemeaiParams.decidedRootMove): the
 * moves against the victim before the killer's own eye-space vital points, and the victim's outside
 * liberties in the order of the liberties its stone there would have.
 */
public class DecidedRootMoveTest {

    /**
     * Black's wall holds a straight three A2-C2 on the edge (optics: one eye or two, vital point
     * B2) and many liberties; white's E2-E1 has three: E3 and F2, shared with the wall, and F1, its
     * only outside one. GNU Go 3.8 on this board: analyze_semeai A4 E2 "1 1 F1".
     */
    static final String[] OWN_EYE = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "X X X X X X X X .",
        "X X X X . X . X .",
        ". . . X O . . X .",
        "X X X X O . . X .",
    };

    /**
     * White's B3 has two liberties, both outside the black stones B4 and A3 that race it: C3, where a
     * white stone would have C4 and B2 (D3 and C2 are black), and B2, where it would have A2, B1 and C3.
     */
    static final String[] EXTENSION = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". X . . . . . . .",
        "X O . X . . . . .",
        ". . X . . . . . .",
        ". . . . . . . . .",
    };

    private static EyeShapeDatabase shapes;

    @BeforeClass
    public static void loadShapes() throws IOException {
        shapes = SemeaiReaderTest.generatedShapes();
    }

    private static String blackAgainstWhite(boolean decidedRootMove) {
        Board b = SemeaiReaderTest.board(OWN_EYE);
        int[] black = SemeaiReaderTest.string(b, "A4");
        int[] white = SemeaiReaderTest.string(b, "E2");
        Reader r = new Reader(b);
        RaceOptics optics = RaceOptics.of(new EyeSpaces(b, new WormDataFacts(Worms.compute(r), r), shapes), black, white);
        assertTrue("B2 is a vital point of black's own eye space",
                optics.isVitalPointOf(SemeaiReaderTest.v(b, "B2"), 0));
        SemeaiParams p = new SemeaiParams();
        p.decidedRootMove = decidedRootMove;
        SemeaiResult res = new SemeaiReader(r, p).analyze(black, white, optics, null);
        assertEquals("the board is restored", 0, b.stackp());
        return res.gtp(b.size());
    }

    @Test
    public void theWonRaceIsPlayedOnTheVictimsLiberty() {
        assertEquals("1 1 F1", blackAgainstWhite(true));
    }

    @Test
    public void switchedOffTheMoveIsTheKillersOwnVitalPoint() {
        assertEquals("1 1 B2", blackAgainstWhite(false));
    }

    @Test
    public void theVictimsExtensionPointIsFilledFirst() {
        Board b = SemeaiReaderTest.board(EXTENSION);
        RaceDragon black = new RaceDragon(b, SemeaiReaderTest.stones(b, "B4", "A3"));
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "B3"));
        RaceCount count = new RaceCounter(b, black, white, RaceOptics.NONE).count(0);
        assertEquals("white's outside liberties: " + count.describe(), 2, count.outside()[1].length);
        int b2 = SemeaiReaderTest.v(b, "B2"), c3 = SemeaiReaderTest.v(b, "C3");
        assertEquals(3, b.accuratelib(b2, StoneColor.WHITE, 8, null));
        assertEquals(2, b.accuratelib(c3, StoneColor.WHITE, 8, null));
        RaceMoves gen = new RaceMoves(b, new Reader(b), new int[0], 8);
        assertEquals("by extension", b2, firstFill(gen.generate(black, white, count, false, () -> false, false, true)));
        assertEquals("in the count's order", c3, firstFill(gen.generate(black, white, count, false, () -> false, false, false)));
    }

    private static int firstFill(RaceMoves.Candidates c) {
        for (int i = 0; i < c.size(); i++) if (c.reasons()[i].equals(RaceMoves.FILL_OUTSIDE)) return c.moves()[i];
        return -1;
    }
}
