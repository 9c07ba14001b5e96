package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The race counted on the victim's strings in contact only (SemeaiParams.contactLibertiesOfVictim):
 * in each search the dragon whose capture is read is counted on its strings that touch the killer,
 * the killer on all its strings. On {@link ContactLibertiesTest#FAR_STRING}'s board: white's B9-B6
 * and black's C9-C6 race, four outside liberties each, and black's dragon also holds the far string
 * G2 H2 J2 (seven liberties of its own, touching no white stone).
 */
public class ContactLibertiesOfVictimTest {

    private static Board board() {
        return ContactLibertiesTest.board();
    }

    private static int[] black(Board board) {
        return ContactLibertiesTest.black(board);
    }

    private static SemeaiResult analyze(boolean victimContact, boolean whiteFirst) {
        SemeaiParams p = new SemeaiParams();
        p.contactLibertiesOfVictim = victimContact;
        return ContactLibertiesTest.analyze(p, whiteFirst);
    }

    @Test
    public void onlyTheVictimIsCountedOnItsStringsInContact() {
        Board b = board();
        RaceDragon black = new RaceDragon(b, black(b));
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "B9"));
        RaceCounter counter = new RaceCounter(b, black, white, RaceOptics.NONE, true, 0);
        // black the victim: its far string's liberties are out
        RaceCount asVictim = counter.contactOf(0).count(0);
        assertEquals(asVictim.describe(), 4, asVictim.outside()[0].length);
        assertEquals(asVictim.describe(), 4, asVictim.outside()[1].length);
        // white the victim: black, the killer, keeps its far string's seven
        RaceCount asKiller = counter.contactOf(1).count(0);
        assertEquals("the killer is counted on all its strings: " + asKiller.describe(), 11, asKiller.outside()[0].length);
        assertEquals(asKiller.describe(), 4, asKiller.outside()[1].length);
    }

    @Test
    public void whiteMovingFirstTakesTheSpreadVictim() {
        SemeaiResult w = analyze(true, true);
        assertTrue("white first takes C9, black's far string no help: " + w.gtp(9), w.gtp(9).startsWith("1 1 "));
        assertFalse(w.budgetExhausted());
    }

    @Test
    public void blackMovingFirstStillTakesWhite() {
        SemeaiResult b = analyze(true, false);
        assertTrue("black first takes B9: " + b.gtp(9), b.gtp(9).startsWith("1 1 "));
    }

    @Test
    public void switchedOffTheVictimsFarStringSavesIt() {
        String w = analyze(false, true).gtp(9);
        assertTrue("counted whole, black's far string out-counts white: " + w, w.startsWith("0 0 "));
    }
}