package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.Reader;

/** The race's extension of a string of five liberties (SemeaiParams.extendPastFour). */
public class ExtendPastFourTest {

    /**
     * White's block B1-C3 has five liberties (A1 A2 A3 B4 C4), black's D1-D3 four. White B4 or C4
     * leaves the block six: an extension worth a move, which a count stopped at 4 never sees.
     */
    static final String[] FIVE = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". O O X . . . . .",
        ". O O X . . . . .",
        ". O O X . . . . .",
    };

    @Test
    public void aFiveLibertyStringIsExtendedToSixOnlyWithTheCountPastFour() {
        Board b = SemeaiReaderTest.board(FIVE);
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "B1"));
        RaceDragon black = new RaceDragon(b, SemeaiReaderTest.string(b, "D1"));
        RaceCount count = new RaceCounter(b, white, black, RaceOptics.NONE).count(0);
        assertEquals("white's weakest string: " + count.describe(), 5, count.minStringLiberties()[0]);
        RaceMoves gen = new RaceMoves(b, new Reader(b), new int[0], 8);
        RaceMoves.Candidates past = gen.generate(white, black, count, false, () -> false, true);
        int at = -1;
        for (int i = 0; i < past.size(); i++) if (past.reasons()[i].equals(RaceMoves.EXTEND)) at = i;
        assertTrue("an extension is a candidate: " + list(b, past), at >= 0);
        int p = past.moves()[at];
        assertTrue("B4 or C4: " + list(b, past), p == SemeaiReaderTest.v(b, "B4") || p == SemeaiReaderTest.v(b, "C4"));
        assertEquals("the extended block's liberties", 6, b.accuratelib(p, StoneColor.WHITE, 10, null));
        RaceMoves.Candidates atFour = gen.generate(white, black, count, false, () -> false, false);
        for (int i = 0; i < atFour.size(); i++) {
            assertTrue("no extension counted to 4 only: " + list(b, atFour), !atFour.reasons()[i].equals(RaceMoves.EXTEND));
        }
    }

    @Test
    public void aFourLibertyStringIsExtendedOnlyWithTheCountPastFour() {
        // black's D1-D3 (four liberties) to D4: six, but a count stopped at 4 cannot tell it above four
        Board b = SemeaiReaderTest.board(FIVE);
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "B1"));
        RaceDragon black = new RaceDragon(b, SemeaiReaderTest.string(b, "D1"));
        RaceCount count = new RaceCounter(b, black, white, RaceOptics.NONE).count(0);
        assertEquals(4, count.minStringLiberties()[0]);
        RaceMoves gen = new RaceMoves(b, new Reader(b), new int[0], 8);
        for (boolean pastFour : new boolean[] {false, true}) {
            RaceMoves.Candidates c = gen.generate(black, white, count, false, () -> false, pastFour);
            boolean extend = false;
            for (int i = 0; i < c.size(); i++) extend |= c.reasons()[i].equals(RaceMoves.EXTEND);
            assertEquals("an extension (past four " + pastFour + "): " + list(b, c), pastFour, extend);
        }
    }

    private static String list(Board b, RaceMoves.Candidates c) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < c.size(); i++) sb.append(Vertex.toString(c.moves()[i], b.size())).append(' ').append(c.reasons()[i]).append("; ");
        return sb.toString();
    }
}
