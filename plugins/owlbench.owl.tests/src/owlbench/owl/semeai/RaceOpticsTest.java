package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.Assume;
import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.WormDataFacts;
import owlbench.tactics.Worms;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.owl.optics.EyeSpaces;

/**
 * Which of optics' eyes the race count may credit: an eye space next to the other race dragon holds
 * that dragon's liberties, which the race itself fills; one that holds the whole other dragon is
 * our eye with a dead group in it.
 */
public class RaceOpticsTest {

    /**
     * semeai18.sgf after white H2 (semeai.tst 118/119): black E1-J5 around white H3-H2, whose eye
     * space H1 J1-J3 touches no black stone.
     */
    static final String[] APART = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . O O O",
        ". . . . . O O X X",
        ". . . . . O X X .",
        ". . . O O O X O .",
        ". . . O X X X O .",
        ". . . O X . . . .",
    };

    private static EyeShapeDatabase shapes;

    @BeforeClass
    public static void loadShapes() throws IOException {
        shapes = SemeaiReaderTest.generatedShapes();
    }

    private static RaceOptics optics(Board b, int[] a, int[] c) {
        // worm data with tactical reading, as the GTP engine's optics has it
        owlbench.reading.Reader r = new owlbench.reading.Reader(b);
        RaceOptics o = RaceOptics.of(new EyeSpaces(b, new WormDataFacts(Worms.compute(r), r), shapes), a, c);
        return o;
    }

    @Test
    public void anEyeSpaceNextToTheOtherDragonIsNotCredited() throws Exception {
        // semeai.tst 34 (bretz.sgf 130): white Q18 R18 S17's corner space R17-T19 holds black's
        // liberties R17 and T17 (S18 makes a favourable ko for black, gnugo "1 1 S18")
        Path game = Path.of(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/bretz.sgf");
        Assume.assumeTrue("skipped: " + game + " is absent (../shared beside the clone holds GNU Go 3.8)", Files.isRegularFile(game));
        Board b = owlbench.sgf.GameReplay.load(owlbench.sgf.SgfReader.read(game).games().get(0), "130").board();
        int[] black = stones(b, "N18 O18 P18 P17 Q17 Q16 R16 S16 T16"), white = stones(b, "Q18 R18 S17");
        RaceOptics o = optics(b, black, white);
        assertTrue("optics gives white an eye with black moving first: " + o.minEyes(1), o.minEyes(1) >= 1);
        assertEquals("but its space touches black's dragon", 0, o.minEyesClear(1));
        // the counter's dragons in the optics' order; count(1) puts white at index 0
        RaceCount count = new RaceCounter(b, new RaceDragon(b, black), new RaceDragon(b, white), o).count(1);
        assertEquals("the count credits white no eye: " + count.describe(), 0, count.eyes()[0]);
    }

    @Test
    public void anEyeSpaceApartFromTheOtherDragonIsCredited() {
        Board b = SemeaiReaderTest.board(APART);
        int[] blackDragon = concat(SemeaiReaderTest.string(b, "E1"), SemeaiReaderTest.string(b, "H5"));
        RaceOptics o = optics(b, blackDragon, SemeaiReaderTest.string(b, "H3"));
        assertTrue("white's eyes: " + o.minEyes(1), o.minEyes(1) >= 1);
        assertEquals(o.minEyes(1), o.minEyesClear(1));
    }

    @Test
    public void anEyeSpaceTheOtherDragonReachesInTheSearchIsNoLongerCredited() {
        // semeai.tst 119: black G1 joins black's dragon next to white's space H1 J1-J3 (gnugo "1 1 G1")
        Board b = SemeaiReaderTest.board(APART);
        int[] blackDragon = concat(SemeaiReaderTest.string(b, "E1"), SemeaiReaderTest.string(b, "H5"));
        int[] white = SemeaiReaderTest.string(b, "H3");
        RaceOptics o = optics(b, blackDragon, white);
        RaceCounter counter = new RaceCounter(b, new RaceDragon(b, blackDragon), new RaceDragon(b, white), o);
        RaceCount before = counter.count(1);
        assertEquals("optics' eye credited at the start: " + before.describe(), 1, before.eyes()[0]);
        assertTrue(b.trymove(SemeaiReaderTest.v(b, "G1"), StoneColor.BLACK));
        RaceCount after = counter.count(1);
        assertEquals("not once black touches the space: " + after.describe(), 0, after.eyes()[0]);
        b.popgo();
    }

    @Test
    public void anEyeSpaceHoldingTheWholeOtherDragonIsCredited() {
        // semeai.tst 117 (semeai18.sgf): white H3 alone inside black's eye space
        Board b = SemeaiReaderTest.board(APART);
        b.setStone(SemeaiReaderTest.v(b, "H2"), StoneColor.EMPTY);
        int[] blackDragon = concat(SemeaiReaderTest.string(b, "E1"), SemeaiReaderTest.string(b, "H5"));
        RaceOptics o = optics(b, blackDragon, SemeaiReaderTest.string(b, "H3"));
        assertTrue("black's eyes: " + o.minEyes(0), o.minEyes(0) >= 1);
        assertEquals("white H3 lies wholly in black's eye space", o.minEyes(0), o.minEyesClear(0));
    }

    private static int[] stones(Board b, String list) {
        String[] w = list.split(" ");
        int[] out = new int[w.length];
        for (int i = 0; i < w.length; i++) out[i] = SemeaiReaderTest.v(b, w[i]);
        return out;
    }

    private static int[] concat(int[] x, int[] y) {
        int[] out = java.util.Arrays.copyOf(x, x.length + y.length);
        System.arraycopy(y, 0, out, x.length, y.length);
        return out;
    }
}
