package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Assume;
import org.junit.Test;

/**
 * OwlParams.vitalKillAsDefenceAtRoot through the GTP engine, as owl.tst reads it (69, from
 * ../shared; skipped where absent): owl_defend's root, whose eyes read two but die to the
 * attacker's vital N7 with the defender passing, tries N7 first.
 */
public class OwlVitalKillAsDefenceGtpTest {
    /**
     * incident261.sgf before move 108 (owl.tst 69): black's dragon M12, its N8 a one-stone string
     * of two liberties (N9, N7). White's N7 kills with black passing and after black's N9 (the
     * connection OD50 proposes); gnugo 3.8 answers 1 N7, the suite's move. With the switch off the
     * engine answered 1 N9 (owl.tst 69 failed on main dc21540).
     */
    @Test
    public void theAttackersKillingPointIsTheDefence() {
        File game = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/incident261.sgf");
        Assume.assumeTrue("../shared/gnugo-3.8's incident261.sgf is absent: skipping owl_defend's vital kill at its root", game.isFile());
        GtpEngine e = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules()).engine();
        ok(e, "loadsgf " + game.getAbsolutePath() + " 108");
        assertEquals("1 N7", ok(e, "owl_defend M12"));
        // the connection is no defence: the same point kills after it
        ok(e, "play black N9");
        assertEquals("1 N7", ok(e, "owl_attack M12"));
    }

}
