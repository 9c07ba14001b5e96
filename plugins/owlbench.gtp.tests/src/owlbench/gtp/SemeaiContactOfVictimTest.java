package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Test;

/**
 * SemeaiParams.contactLibertiesOfVictim on semeai.tst 50 (skipped without ../shared): white's O7
 * against black's L7, whose far string H6-H5 touches no white stone of O7's dragon. Counted on its
 * strings in contact when it is the victim, black's dragon loses the race to white moving first:
 * "1 1 K7" (expected "1 1 (J5|J6|K7|J4|G5|G6|H7)"); counted whole, "1 0 K7". The handmade
 * counterpart is owlbench.owl.semeai.ContactLibertiesOfVictimTest.
 */
public class SemeaiContactOfVictimTest {

    private static String semeai50(boolean on) {
        File f = TestEngines.sharedGameFile("nngs/jypower-gnugo-3.3.17-200304150031.sgf");
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        g.position().semeaiParams().contactLibertiesOfVictim = on;
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath() + " 166");
        return ok(e, "analyze_semeai O7 L7");
    }

    @Test
    public void semeai50TheVictimsFarStringGivesNoLiberty() {
        assertEquals("1 1 K7", semeai50(true));
        assertEquals("1 0 K7", semeai50(false));
    }
}
