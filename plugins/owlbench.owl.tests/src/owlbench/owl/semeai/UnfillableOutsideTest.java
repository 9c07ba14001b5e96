package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.WormDataFacts;
import owlbench.reading.Reader;
import owlbench.tactics.Worms;

/**
 * The loser's outside liberty the winner cannot fill at once (SemeaiParams.unfillableOutside):
 * the count that decides a line below the root costs the winner an approach move for it, instead
 * of counting the liberty as one move.
 */
public class UnfillableOutsideTest {

    /**
     * semeai.tst 118's corner mirrored left to right: white's B3-B2 against black's B5 string
     * (A5 ... E1). After white's C1 and black's A3 the count gives white the race by two, but
     * black's A4 is then suicide for white (A5, B4 and A3 are black): an eye of black's that the
     * count takes for an outside liberty, which white fills last. GNU Go 3.8 on this board:
     * analyze_semeai B3 B5 "1 0 C1" (and B5 B3 "1 1 C1"), as owlbench's GTP answers with the switch on.
     */
    static final String[] MIRRORED_118 = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "O O O . . . . . .",
        "X X O O . . . . .",
        ". X X O . . . . .",
        ". O X O O O . . .",
        ". O X X X O . . .",
        ". . . . X O . . .",
    };

    private static EyeShapeDatabase shapes;

    @BeforeClass
    public static void loadShapes() throws IOException {
        shapes = SemeaiReaderTest.generatedShapes();
    }

    private static String whiteAgainstBlack(boolean unfillableOutside) {
        Board b = SemeaiReaderTest.board(MIRRORED_118);
        int[] white = SemeaiReaderTest.string(b, "B3");
        int[] black = SemeaiReaderTest.string(b, "B5");
        Reader r = new Reader(b);
        RaceOptics optics = RaceOptics.of(new EyeSpaces(b, new WormDataFacts(Worms.compute(r), r), shapes), white, black);
        SemeaiParams p = new SemeaiParams();
        p.unfillableOutside = unfillableOutside;
        SemeaiResult res = new SemeaiReader(r, p).analyze(white, black, optics, null);
        assertEquals("the board is restored", 0, b.stackp());
        return res.gtp(b.size());
    }

    @Test
    public void whiteSurvivesButCannotKill() {
        assertEquals("1 0 C1", whiteAgainstBlack(true));
    }

    @Test
    public void switchedOffTheCountKills() {
        assertEquals("1 1 C1", whiteAgainstBlack(false));
    }
}
