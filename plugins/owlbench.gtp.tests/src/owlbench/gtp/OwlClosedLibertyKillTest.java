package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.fail;

import java.io.File;

import org.junit.Assume;
import org.junit.Before;
import org.junit.Test;

/**
 * A kill the owl attacker finds by filling a closed liberty worth no eye (OwlParams.noEyeLibertiesForAttacker),
 * on GNU Go's incident258.sgf at move 283 (owl.tst 67, read from ../shared; skipped where it is
 * absent): after black's H19 and white's C19 the attacker's own list holds one move (D19), and the
 * white dragon's liberty C16, shut in by black's stones, is what kills (gnugo: dead as it stands).
 */
public class OwlClosedLibertyKillTest {
    private GtpEngine e;
    private File games;

    @Before
    public void needShared() {
        games = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games");
        Assume.assumeTrue("../shared/gnugo-3.8/regression/games/incident258.sgf is absent: skipping the closed-liberty kill",
                new File(games, "incident258.sgf").isFile());
        e = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules()).engine();
    }

    private String ok(String cmd) {
        GtpEngine.Answer a = e.execute(GtpCommand.parse(cmd));
        if (!a.success) fail("'" + cmd + "' failed: " + a.text);
        return a.text;
    }

    @Test
    public void theClosedLibertyKills() {
        ok("loadsgf " + new File(games, "incident258.sgf").getAbsolutePath() + " 283");
        assertEquals("owl.tst 67: the kill gnugo finds", "1 H19", ok("owl_attack B19"));
        ok("play black H19");
        ok("play white C19");
        assertEquals("1 C16", ok("owl_attack B19"));
        assertEquals("1", ok("owl_does_attack C16 B19"));
    }
}
