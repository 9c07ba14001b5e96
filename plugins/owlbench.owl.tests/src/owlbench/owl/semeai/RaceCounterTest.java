package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/** The race count's eyes on handmade positions. */
public class RaceCounterTest {

    /**
     * White A2 B2 B1 has A1 as its last liberty: black may play there, capturing, so A1 is no eye
     * of white's but its liberty. The same shape with a second liberty (B3 empty) keeps A1 as an eye.
     */
    static final String[] EYE_IN_ATARI = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "X X X . . . . . .",
        "O O X . . . . . .",
        ". O X . . . . . .",
    };

    private static RaceCount whiteCount(Board b) {
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "A2"));
        RaceDragon black = new RaceDragon(b, SemeaiReaderTest.string(b, "C1"));
        return new RaceCounter(b, white, black, RaceOptics.NONE).count(0);
    }

    @Test
    public void theLastLibertyOfOurOwnStringIsNoEye() {
        Board b = SemeaiReaderTest.board(EYE_IN_ATARI);
        RaceCount count = whiteCount(b);
        assertEquals("no eye: " + count.describe(), 0, count.eyes()[0]);
        int a1 = SemeaiReaderTest.v(b, "A1");
        boolean counted = false;
        for (int p : count.outside()[0]) counted |= p == a1;
        for (int p : count.shared()) counted |= p == a1;
        assertTrue("A1 is counted as a liberty: " + count.describe(), counted);
        assertTrue("black, to move, takes white", count.margin(0, true) >= 0);
    }

    @Test
    public void aOnePointEyeOfAStringWithTwoLibertiesStaysAnEye() {
        Board b = SemeaiReaderTest.board(EYE_IN_ATARI);
        b.setStone(SemeaiReaderTest.v(b, "B3"), owlbench.board.StoneColor.EMPTY);
        RaceCount count = whiteCount(b);
        assertEquals(count.describe(), 1, count.eyes()[0]);
    }
}
