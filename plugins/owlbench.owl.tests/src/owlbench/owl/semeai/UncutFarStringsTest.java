package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.stream.IntStream;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.Reader;

/**
 * A race against a spread dragon whose far strings are counted only where white cannot cut them
 * from the strings in contact (SemeaiParams.uncutFarStrings, read with the connection reader).
 */
public class UncutFarStringsTest {

    /**
     * White's B9-B6 (five liberties: A9 A8 A7 A6 B5) races black's C9-C6 (four: the D column).
     * Black's dragon also holds G8-H8 beyond white's F wall (four steps from C8, so it is asked
     * about, and apart already), six liberties of its own. Four against five: white wins moving
     * first, and so it does moving second. GNU Go 3.8 on this board (its dragon C9 is the string
     * alone) answers analyze_semeai B9 C9 "1 1 F4" and C9 B9 "0 0 PASS".
     */
    static final String[] SPREAD = {
        ". O X . . O . . .",
        ". O X . . O X X .",
        ". O X . . O . . .",
        ". O X . O O . . .",
        "X . O O O . . . .",
        "X X X X . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    /**
     * Black's C6-E6 touches white's C7-E7; C4-E4 shares C5 D5 E5 with it (white cannot cut them,
     * GNU Go's disconnect C4 C6 is 0 too); H6 is cut off by white's G wall (GNU Go's disconnect
     * H6 E6: "1 H5").
     */
    static final String[] HELD = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . O O O . O . .",
        ". . X X X . O X .",
        ". . . . . . O . .",
        ". . X X X . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    /** Per search: enough to read this race out. */
    private static final int NODES = 2000;

    private static int[] black(Board board) {
        return IntStream.concat(IntStream.of(SemeaiReaderTest.string(board, "C9")),
                IntStream.of(SemeaiReaderTest.string(board, "G8"))).toArray();
    }

    private static SemeaiResult analyze(boolean uncut, boolean whiteFirst) {
        Board board = SemeaiReaderTest.board(SPREAD);
        SemeaiParams p = new SemeaiParams();
        p.uncutFarStrings = uncut;
        // switched off, the count is the whole dragons' (contactLibertiesOfVictim off too)
        p.contactLibertiesOfVictim = false;
        p.nodeLimit = NODES;
        int[] white = SemeaiReaderTest.string(board, "B9");
        SemeaiReader reader = new SemeaiReader(new Reader(board), p);
        SemeaiResult r = whiteFirst ? reader.analyze(white, black(board), RaceOptics.NONE, null)
                : reader.analyze(black(board), white, RaceOptics.NONE, null);
        assertEquals("the board is restored", 0, board.stackp());
        return r;
    }

    @Test
    public void theUncutStringIsHeldTheCutOneIsNot() {
        Board b = SemeaiReaderTest.board(HELD);
        int[] stones = IntStream.concat(IntStream.concat(IntStream.of(SemeaiReaderTest.string(b, "C6")),
                IntStream.of(SemeaiReaderTest.string(b, "C4"))), IntStream.of(SemeaiReaderTest.string(b, "H6"))).toArray();
        RaceDragon black = new RaceDragon(b, stones);
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "C7"));
        boolean[] held = new FarStrings(new Reader(b)).held(black, white);
        int h6 = SemeaiReaderTest.v(b, "H6");
        for (int i = 0; i < black.stones.length; i++) {
            assertEquals(owlbench.board.Vertex.toString(black.stones[i], 9), black.stones[i] != h6, held[i]);
        }
        assertEquals("the reads leave the board as it was", 0, b.stackp());
    }

    @Test
    public void theCountLeavesOutTheCutString() {
        Board b = SemeaiReaderTest.board(SPREAD);
        RaceDragon black = new RaceDragon(b, black(b));
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "B9"));
        FarStrings far = new FarStrings(new Reader(b));
        RaceCount count = new RaceCounter(b, black, white, RaceOptics.NONE, true, 0,
                new boolean[][] {far.held(black, white), far.held(white, black)}).count(0);
        assertEquals(count.describe(), 4, count.outside()[0].length);
        assertEquals(count.describe(), 5, count.outside()[1].length);
    }

    @Test
    public void whiteWinsEitherWayAsGnuGo() {
        SemeaiResult w = analyze(true, true);
        assertTrue("white first takes C9: " + w.gtp(9), w.gtp(9).startsWith("1 1 "));
        SemeaiResult b = analyze(true, false);
        assertTrue("black first cannot: " + b.gtp(9), b.gtp(9).startsWith("0 0 "));
    }

    @Test
    public void switchedOffTheCutStringWinsForBlack() {
        String w = analyze(false, true).gtp(9);
        assertTrue(w, w.startsWith("0 0 "));
    }

    @Test
    public void theConnectionReadsAreCountedAndOnlyWhenOn() {
        for (boolean uncut : new boolean[] {true, false}) {
            Board board = SemeaiReaderTest.board(SPREAD);
            SemeaiParams p = new SemeaiParams();
            p.uncutFarStrings = uncut;
        // switched off, the count is the whole dragons' (contactLibertiesOfVictim off too)
        p.contactLibertiesOfVictim = false;
            p.nodeLimit = NODES;
            Reader tactical = new Reader(board);
            SemeaiReader reader = new SemeaiReader(tactical, p);
            reader.analyze(SemeaiReaderTest.string(board, "B9"), black(board), RaceOptics.NONE, null);
            // G8 is asked about against C9 (four steps apart) when on
            assertEquals(uncut ? 1 : 0, reader.farStringReads());
        }
    }
}
