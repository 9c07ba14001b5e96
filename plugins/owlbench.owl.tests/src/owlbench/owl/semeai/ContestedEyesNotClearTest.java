package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.WormDataFacts;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.tactics.Worms;

/**
 * A clear eye only from a space the other side's space does not reach
 * ({@link SemeaiParams#contestedEyesNotClear}). Handmade 9x9: black's long string D9-D4, A4-C4,
 * C3 C2 walls in the top-left corner, where a lone white stone B8 sits; every liberty of black is
 * in that corner, and white's wall outside takes the rest. Optics gives white a corner space A9 B9
 * A8 A7 B7 worth an eye with black moving first, which touches no black stone, so the race count
 * credits white an eye it cannot fill; but B7 is also a point of black's own space B7-C5, which
 * reaches black's string: black walks in there, and the white stone is simply short of liberties
 * (black kills by B7, white's outside liberty, as GNU Go's answer "1 1 B7" in the same shape).
 */
public class ContestedEyesNotClearTest {
    static final String[] CORNER = {
        ". . . X O . . . .",
        ". O . X O . . . .",
        ". . . X O . . . .",
        ". . . X X O . . .",
        ". . . X O O . . .",
        "X X X X O . . . .",
        "O O X O O . . . .",
        ". O X O . . . . .",
        "O . O O . . . . .",
    };

    private static EyeShapeDatabase shapes;

    @BeforeClass
    public static void loadShapes() throws Exception {
        shapes = SemeaiReaderTest.generatedShapes();
    }

    private final Board b = SemeaiReaderTest.board(CORNER);
    private final int[] black = SemeaiReaderTest.string(b, "D9"), white = SemeaiReaderTest.string(b, "B8");

    private RaceOptics optics() {
        Reader r = new Reader(b);
        return RaceOptics.of(new EyeSpaces(b, new WormDataFacts(Worms.compute(r), r), shapes), black, white);
    }

    private SemeaiResult race(boolean on) {
        SemeaiParams p = new SemeaiParams();
        p.contestedEyesNotClear = on;
        SemeaiResult r = new SemeaiReader(new Reader(b), p).analyze(black, white, optics(), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return r;
    }

    @Test
    public void theCornerSpaceSharingBlacksSpaceIsNoClearEye() {
        RaceOptics o = optics();
        assertEquals("white's corner space is clear as optics counts it", 1, o.minEyesClear(1));
        assertEquals("but it shares B7 with black's space", 0, o.uncontested().minEyesClear(1));
        assertEquals("black has no clear eye either way", 0, o.uncontested().minEyesClear(0));
    }

    @Test
    public void onBlackKillsTheWhiteStoneAtB7() {
        SemeaiResult on = race(true);
        assertEquals(ReadCodes.WIN, on.defenseCode());
        assertEquals(ReadCodes.WIN, on.attackCode());
        assertEquals(SemeaiReaderTest.v(b, "B7"), on.move());
    }

    @Test
    public void offTheCreditedEyeLeavesBlackNoKill() {
        SemeaiResult off = race(false);
        assertEquals(ReadCodes.WIN, off.defenseCode());
        assertEquals("with white's eye credited black finds no kill", ReadCodes.FAIL, off.attackCode());
    }

    @Test
    public void swappedOpticsKeepTheUncontestedFigures() {
        RaceOptics o = optics();
        assertEquals(o.uncontested().minEyesClear(1), o.swapped().uncontested().minEyesClear(0));
        assertEquals(o.minEyesClear(1), o.swapped().minEyesClear(0));
    }
}
