package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Assume;
import org.junit.Test;

/**
 * OwlParams.lunchesBeforeRescuesAtDefenceRoot through the GTP engine, as owl.tst reads it (65,
 * from ../shared; skipped where absent): at owl_defend's root, with no goal string in atari, a
 * lunch's capture is read before the rescue of a two-liberty goal string.
 */
public class OwlLunchesBeforeRescuesGtpTest {
    /**
     * incident256.sgf before move 157 (owl.tst 65): O9's dragon has a two-liberty string that A10
     * rescues ("save goal string", 90) and the lunch K11 that M11 captures ("capture lunch", 75).
     * Both defend (gnugo 3.8's owl_does_defend of each is 1); gnugo answers M11, the suite's move.
     * With the switch off the rescue goes first and owl_defend answers 1 A10.
     */
    @Test
    public void theLunchIsTakenBeforeTheTwoLibertyStringIsRescued() {
        File game = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/incident256.sgf");
        Assume.assumeTrue("../shared/gnugo-3.8's incident256.sgf is absent: skipping owl_defend's lunches before rescues", game.isFile());
        GtpEngine e = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules()).engine();
        ok(e, "loadsgf " + game.getAbsolutePath() + " 157");
        assertEquals("1 M11", ok(e, "owl_defend O9"));
    }

}
