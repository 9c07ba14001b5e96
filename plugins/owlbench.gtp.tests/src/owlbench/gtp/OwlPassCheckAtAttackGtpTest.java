package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Assume;
import org.junit.Test;

/**
 * OwlParams.passCheckedAtAttackRoot through the GTP engine, as owl.tst and the owl wide check read
 * it (games from ../shared; skipped where absent): owl_attack's PASS on a dragon its eyes count dead
 * is checked by a fresh owl_defend, and the check moves the answer's move, never its code.
 */
public class OwlPassCheckAtAttackGtpTest {
    /**
     * owl.tst 7, incident156.sgf before move 250: the eyes count white's C3 dragon one eye, but
     * owlbench's own owl_defend lives at B4 (owl.tst 8), so PASS is no attack; the attacker takes
     * that point, one of the suite's moves (gnugo: "1 B4"). Without the check the answer is 1 PASS.
     */
    @Test
    public void theDefencesLivingPointIsTheAttack() {
        GtpEngine e = engineAt("incident156.sgf", 250);
        assertEquals("1 B4", ok(e, "owl_attack C3"));
    }

    /**
     * trevor/auto/b62.sgf before move 44 (the owl wide check's seed 41): the eyes count white's E3
     * dragon dead, a fresh owl_defend lives, and none of the attacker's moves then kills outright:
     * the PASS stays (gnugo: "1 H2"). Where the code followed the fresh defence it answered "0".
     */
    @Test
    public void theEyesVerdictStaysWhereNoMoveKills() {
        GtpEngine e = engineAt("trevor/auto/b62.sgf", 44);
        assertEquals("1 PASS", ok(e, "owl_attack E3"));
    }

    private static GtpEngine engineAt(String name, int move) {
        File game = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/" + name);
        Assume.assumeTrue("../shared/gnugo-3.8's " + name + " is absent: skipping owl_attack's PASS check", game.isFile());
        GtpEngine e = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules()).engine();
        ok(e, "loadsgf " + game.getAbsolutePath() + " " + move);
        return e;
    }

}
