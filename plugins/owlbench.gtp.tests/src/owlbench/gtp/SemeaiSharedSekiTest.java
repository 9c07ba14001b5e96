package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.fail;

import java.io.File;

import org.junit.Assume;
import org.junit.Test;

/**
 * semeai.tst 46 and 47 (GNU Go's semeai9.sgf, skipped without ../shared): white Q12 and black S11
 * share five liberties with no eye on either side, a seki whoever moves (the suite's "1 0" both
 * ways). The count decided lines below the root for the side that could fill the shared liberties
 * only by self-ataris; with SemeaiParams.unfillableShared those lines are read on.
 */
public class SemeaiSharedSekiTest {

    private static String ok(GtpEngine e, String cmd) {
        GtpEngine.Answer a = e.execute(GtpCommand.parse(cmd));
        if (!a.success) fail("'" + cmd + "' failed: " + a.text);
        return a.text;
    }

    private static GtpEngine load(boolean unfillable) {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File f = new File(shared, "gnugo-3.8/regression/games/semeai/semeai9.sgf");
        Assume.assumeTrue("skipped: " + f + " is absent (../shared beside the clone holds GNU Go 3.8)", f.isFile());
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        g.position().semeaiParams().unfillableShared = unfillable;
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath());
        return e;
    }

    @Test
    public void theSekiIsFoundWhoeverMoves() {
        GtpEngine e = load(true);
        assertEquals("1 0 PASS", ok(e, "analyze_semeai Q12 S11"));
        assertEquals("1 0 PASS", ok(e, "analyze_semeai S11 Q12"));
    }

    @Test
    public void switchedOffTheCountKillsWhite() {
        GtpEngine e = load(false);
        assertEquals("0 0 PASS", ok(e, "analyze_semeai Q12 S11"));
        assertEquals("1 1 R9", ok(e, "analyze_semeai S11 Q12"));
    }
}
