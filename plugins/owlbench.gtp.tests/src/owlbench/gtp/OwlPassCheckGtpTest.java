package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Assume;
import org.junit.Test;

/**
 * OwlParams.passCheckedAtDefenceRoot through the GTP engine, as owl.tst reads it (142, from
 * ../shared; skipped where absent): owl_defend answers PASS on "two eyes, the vital attacks fail"
 * only where a fresh owl_attack fails too.
 */
public class OwlPassCheckGtpTest {
    /**
     * nicklas19.sgf before move 61 (owl.tst 141 and 142): White's H8 dragon counts two eyes and
     * the vital attacks fail, but owl_attack takes the ko at J8 (KO_B, the suite's 141), so PASS
     * is no defence: the root reads its moves and answers J8, one of the suite's defences (gnugo
     * answers J7; its owl_does_defend J8 is 1). With the switch off the answer is 1 PASS.
     */
    @Test
    public void aDragonTheAttackerKillsByKoNeedsAMove() {
        File game = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/nicklas/nicklas19.sgf");
        Assume.assumeTrue("../shared/gnugo-3.8's nicklas19.sgf is absent: skipping owl_defend's PASS check", game.isFile());
        GtpEngine e = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules()).engine();
        ok(e, "loadsgf " + game.getAbsolutePath() + " 61");
        assertEquals("3 J8", ok(e, "owl_attack H8"));
        assertEquals("1 J8", ok(e, "owl_defend H8"));
    }

}
