package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;

import java.util.Arrays;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * A region where both sides have played during the race is no eye of the dragon beside it while
 * the enemy stones there have two liberties and the dragon's own stones walling them are a short
 * string outside the dragon (SemeaiParams.innerRaceNoEye): semeai.tst 34's corner (bretz.sgf 130
 * after black S18, white T18, black S19, white P19) drawn in the top-right corner of a 9x9 board.
 */
public class InnerRaceNoEyeTest {

    /**
     * White's race dragon F8-G8 (the corner's Q18-R18) under black's wall C8-E8, E7-F7, F6-J6; white
     * H7 beside it (the corner's S17). The race then plays black H8, white J8, black H9, white E9.
     */
    static final String[] CORNER = {
        ". . . . . . . . .",
        ". . X X X O O . .",
        ". . . . X X . O .",
        ". . . . . X X X X",
        ". . . . . O O O O",
        ". . . . . O . . .",
        ". . . . . O . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    private static int[] black(Board b) {
        int[] c = SemeaiReaderTest.string(b, "C8"), f = SemeaiReaderTest.string(b, "F6");
        int[] out = Arrays.copyOf(c, c.length + f.length);
        System.arraycopy(f, 0, out, c.length, f.length);
        return out;
    }

    /** White's eyes in the count of the race after the four moves, white the victim. */
    private static int whiteEyesAfterTheMoves(boolean on) {
        Board b = SemeaiReaderTest.board(CORNER);
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "F8"));
        RaceDragon black = new RaceDragon(b, black(b));
        RaceCounter counter = new RaceCounter(b, white, black, RaceOptics.NONE).innerRaceNoEye(on);
        b.play(SemeaiReaderTest.v(b, "H8"), StoneColor.BLACK);
        b.play(SemeaiReaderTest.v(b, "J8"), StoneColor.WHITE);
        b.play(SemeaiReaderTest.v(b, "H9"), StoneColor.BLACK);
        b.play(SemeaiReaderTest.v(b, "E9"), StoneColor.WHITE);
        // black H8-H9 has two liberties (G9, J9); white J8 (J9, J7) and E9 (D9, F9) are outside F8-G8
        assertEquals(2, b.countlib(SemeaiReaderTest.v(b, "H9")));
        assertEquals(2, b.countlib(SemeaiReaderTest.v(b, "J8")));
        return counter.count(0).eyes()[0];
    }

    @Test
    public void theRegionWithBothSidesStonesPlayedInTheRaceIsNoEye() {
        assertEquals(0, whiteEyesAfterTheMoves(true));
    }

    @Test
    public void withoutTheSwitchTheRegionIsCountedWhitesEye() {
        assertEquals(1, whiteEyesAfterTheMoves(false));
    }

    @Test
    public void theSameStonesOnTheBoardAtTheRaceStartAreLeftToTheEyeCount() {
        // the four stones already there when the race begins: dead stones in an eye as before
        Board b = SemeaiReaderTest.board(CORNER);
        b.play(SemeaiReaderTest.v(b, "H8"), StoneColor.BLACK);
        b.play(SemeaiReaderTest.v(b, "J8"), StoneColor.WHITE);
        b.play(SemeaiReaderTest.v(b, "H9"), StoneColor.BLACK);
        b.play(SemeaiReaderTest.v(b, "E9"), StoneColor.WHITE);
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "F8"));
        RaceDragon black = new RaceDragon(b, black(b));
        assertEquals(1, new RaceCounter(b, white, black, RaceOptics.NONE).innerRaceNoEye(true).count(0).eyes()[0]);
    }

    @Test
    public void theSwitchIsOnByDefaultAndCopied() {
        assertEquals(true, new SemeaiParams().innerRaceNoEye);
        SemeaiParams p = new SemeaiParams();
        p.innerRaceNoEye = false;
        assertEquals(false, p.copy().innerRaceNoEye);
    }
}
