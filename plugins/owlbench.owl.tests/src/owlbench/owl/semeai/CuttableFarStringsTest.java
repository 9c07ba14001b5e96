package owlbench.owl.semeai;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.stream.IntStream;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.Reader;

/**
 * A far string joined to the race string by two cutting points (SemeaiParams.cuttableFarStrings):
 * white's D8 fills one, black must fill D9 to keep its far string, and the union of the two
 * strings' liberties was two too many.
 */
public class CuttableFarStringsTest {

    /**
     * White's B9-B6 (four liberties, the A column) races black's C9-C6 (D9-D6). Black's E9-E8 is
     * part of black's dragon here, linked to C9-C6 only by D9 and D8, with F9 and F8 its own: the
     * union gives black six liberties against white's four. White to move plays D8 (no
     * self-atari: D7 stays); black's D9 joins the strings with four liberties left, white to move,
     * and white fills first (owlbench answers "1 1 D7", D8 then at the second move). GNU Go 3.8's dragon C9 is the C column alone: its analyze_semeai B9 C9
     * on this board is "1 1 D6" (checked 2026-11-27).
     */
    static final String[] TWO_CUTTING_POINTS = {
        ". O X . X . O . .",
        ". O X . X . O . .",
        ". O X . O O O . .",
        ". O X . O . . . .",
        "X X O O O . . . .",
        "X X X X . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    private static int[] black(Board board) {
        return IntStream.concat(IntStream.of(SemeaiReaderTest.string(board, "C9")),
                IntStream.of(SemeaiReaderTest.string(board, "E9"))).toArray();
    }

    private static RaceCount count(boolean on) {
        Board b = SemeaiReaderTest.board(TWO_CUTTING_POINTS);
        RaceDragon black = new RaceDragon(b, black(b));
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "B9"));
        return new RaceCounter(b, black, white, RaceOptics.NONE).cuttableFarStrings(on).count(0);
    }

    private static String whiteFirst(boolean on) {
        Board board = SemeaiReaderTest.board(TWO_CUTTING_POINTS);
        SemeaiParams p = new SemeaiParams();
        p.cuttableFarStrings = on;
        // the link costs are read on the whole dragons' count (contactLibertiesOfVictim off)
        p.contactLibertiesOfVictim = false;
        SemeaiResult r = new SemeaiReader(new Reader(board), p).analyze(SemeaiReaderTest.string(board, "B9"),
                black(board), RaceOptics.NONE, null);
        assertEquals("the board is restored", 0, board.stackp());
        return r.gtp(9);
    }

    @Test
    public void theFarStringCostsTwoLiberties() {
        RaceCount on = count(true);
        assertEquals(on.describe(), 6, on.outside()[0].length);
        assertArrayEquals(on.describe(), new int[] {2, 0}, on.linkCosts());
        assertEquals("six less two against four, white to move: white by a move", 0, on.margin(0, true));
        RaceCount off = count(false);
        assertArrayEquals(off.describe(), new int[] {0, 0}, off.linkCosts());
        assertEquals("the union's six against four", -2, off.margin(0, true));
    }

    @Test
    public void whiteKillsByTheCut() {
        String on = whiteFirst(true);
        assertTrue(on, on.startsWith("1 1 "));
    }

    @Test
    public void switchedOffTheKillIsMissed() {
        String off = whiteFirst(false);
        assertTrue(off, off.startsWith("1 0 "));
    }
}
