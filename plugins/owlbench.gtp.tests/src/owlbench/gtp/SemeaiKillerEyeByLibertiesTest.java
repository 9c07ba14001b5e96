package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Test;

/**
 * SemeaiParams.killerEyeByLiberties on semeai.tst 48 (skipped without ../shared): black's E17
 * (eye F16 F15) against white's D17 (eye G12 G10 around black's G11), two shared liberties, white's
 * outside liberties D8 and F8. Compared by area white's eye is the bigger and takes the shared
 * liberties, so black dies whatever it plays ("0 0 PASS"); with the killer's eye weighed by its
 * liberties black's D8 makes seki, GNU Go's answer ("1 0 D8"). The handmade counterpart is
 * owlbench.owl.semeai.KillerEyeByLibertiesTest.
 */
public class SemeaiKillerEyeByLibertiesTest {

    private static String semeai48(boolean on) {
        File f = TestEngines.sharedGameFile("nngs/gnugo-3.3.20-GoFuN-200306071813.sgf");
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        g.position().semeaiParams().killerEyeByLiberties = on;
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath() + " 234");
        return ok(e, "analyze_semeai E17 D17");
    }

    @Test
    public void semeai48TheKillersEyeWithABlackStoneOnItsVitalPointMakesSeki() {
        assertEquals("1 0 D8", semeai48(true));
        assertEquals("0 0 PASS", semeai48(false));
    }
}
