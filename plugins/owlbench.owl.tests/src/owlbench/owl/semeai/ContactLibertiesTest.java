package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.stream.IntStream;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.Reader;

/**
 * A race against a spread dragon (SemeaiParams.contactLiberties): the liberties that count are
 * those of the dragon's strings in contact with the other dragon, not a far string's, which the
 * race never needs to take.
 */
public class ContactLibertiesTest {

    /**
     * White's B9-B6 and black's C9-C6 race, four outside liberties each (the A and D columns),
     * between walls that are no part of the race. Black's dragon also holds the far string G2 H2
     * J2, seven liberties of its own, touching no white stone: whoever moves first takes the other
     * race string, and black's far string changes nothing.
     */
    static final String[] FAR_STRING = {
        ". O X . O . . . .",
        ". O X . O . . . .",
        ". O X . O . . . .",
        ". O X . O . . . .",
        "X X O O O . . . .",
        "X X X X . . . . .",
        ". . . . . . . . .",
        ". . . . . . X X X",
        ". . . . . . . . .",
    };

    /** Per search: enough to read this four-against-four race out. */
    private static final int NODES = 2000;

    static Board board() {
        return SemeaiReaderTest.board(FAR_STRING);
    }

    /** Black's dragon: the corner string C9 and the far string G2. */
    static int[] black(Board board) {
        return IntStream.concat(IntStream.of(SemeaiReaderTest.string(board, "C9")),
                IntStream.of(SemeaiReaderTest.string(board, "G2"))).toArray();
    }

    private static SemeaiResult analyze(boolean contact, boolean whiteFirst) {
        SemeaiParams p = new SemeaiParams();
        p.contactLiberties = contact;
        // switched off, the count is the whole dragons' for both sides (not only the killer's)
        p.contactLibertiesOfVictim = false;
        return analyze(p, whiteFirst);
    }

    /** The race between white's B9 and black's dragon read with p (at most NODES nodes). */
    static SemeaiResult analyze(SemeaiParams p, boolean whiteFirst) {
        Board board = board();
        p.nodeLimit = NODES;
        int[] white = SemeaiReaderTest.string(board, "B9");
        SemeaiReader reader = new SemeaiReader(new Reader(board), p);
        SemeaiResult r = whiteFirst ? reader.analyze(white, black(board), RaceOptics.NONE, null)
                : reader.analyze(black(board), white, RaceOptics.NONE, null);
        assertEquals("the board is restored", 0, board.stackp());
        return r;
    }

    @Test
    public void theCountLeavesOutTheFarString() {
        Board b = board();
        RaceDragon black = new RaceDragon(b, black(b));
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "B9"));
        RaceCount count = new RaceCounter(b, black, white, RaceOptics.NONE, true, 0).count(0);
        assertEquals(count.describe(), 4, count.outside()[0].length);
        assertEquals(count.describe(), 4, count.outside()[1].length);
        RaceCount whole = new RaceCounter(b, black, white, RaceOptics.NONE, false, 0).count(0);
        assertEquals("switched off, the far string's liberties count: " + whole.describe(), 11, whole.outside()[0].length);
    }

    @Test
    public void whoeverMovesFirstWins() {
        SemeaiResult w = analyze(true, true);
        assertTrue("white first takes C9: " + w.gtp(9), w.gtp(9).startsWith("1 1 "));
        assertFalse(w.budgetExhausted());
        SemeaiResult b = analyze(true, false);
        assertTrue("black first takes B9: " + b.gtp(9), b.gtp(9).startsWith("1 1 "));
    }

    @Test
    public void switchedOffTheFarStringWinsForBlack() {
        String w = analyze(false, true).gtp(9);
        assertTrue(w, w.startsWith("0 0 "));
    }
}
