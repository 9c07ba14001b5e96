package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.fail;

import java.io.File;

import org.junit.Assume;
import org.junit.Before;
import org.junit.Test;

/**
 * The owl reader's terminal rule for an attack node where the attacker's candidates are all
 * illegal: with one sure eye and no more (and no lunch beside it) the dragon is dead, as at a node
 * where no move is found at all (doc/owl.texi); not where no eye is sure (a seki through shared
 * liberties) or a lunch is left. On owl.tst's positions through the GTP engine (GNU Go's games
 * from ../shared, skipped where absent).
 */
public class OwlNoLegalAttackTest {
    private GtpEngine e;

    @Before
    public void needShared() {
        File games = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression");
        Assume.assumeTrue("../shared/gnugo-3.8/regression is absent: skipping the owl terminal rule's tests",
                new File(games, "games/incident218.sgf").isFile() && new File(games, "../patterns/eyes.db").isFile());
        e = new OwlbenchGtp(19, 0, games.toPath(), OwlbenchGtp.builtinModules()).engine();
    }

    private String ok(String cmd) {
        GtpEngine.Answer a = e.execute(GtpCommand.parse(cmd));
        if (!a.success) fail("'" + cmd + "' failed: " + a.text);
        return a.text;
    }

    /**
     * owl.tst 41: after F1, D1 and B1 the defender's lines end where the one eye left (B1 or D1)
     * is all the attacker could play, a suicide; counted as dead, the kill at F1 is found (the
     * suite's and gnugo's answer), where the failed attacks made the search answer 0.
     */
    @Test
    public void oneEyeAndNoLegalAttackIsDead() {
        ok("loadsgf games/incident218.sgf 136");
        assertEquals("1 F1", ok("owl_attack E4"));
    }

    /**
     * owl.tst 172's line B3, W B1, B C3: the eye space A3 is worth no eye and the attacker has no
     * legal move, but the dragon lives in a seki with B1-C2's white string (gnugo defends at B3):
     * where no eye is sure the node is not called dead.
     */
    @Test
    public void noSureEyeIsNotCalledDead() {
        ok("loadsgf games/incident278.sgf 318");
        ok("play black B3");
        ok("play white B1");
        ok("play black C3");
        assertEquals("0", ok("owl_attack A6"));
        ok("loadsgf games/incident278.sgf 318");
        assertEquals("1 B3", ok("owl_defend A6"));
    }

    /**
     * owl.tst 175: where a lunch is left (G19's stones after H19 and H17) the one eye is not all
     * the dragon has: the attack fails, as the suite says.
     */
    @Test
    public void aLunchLeftIsNotCalledDead() {
        ok("loadsgf games/incident225.sgf 254");
        assertEquals("0", ok("owl_attack A19"));
    }
}
