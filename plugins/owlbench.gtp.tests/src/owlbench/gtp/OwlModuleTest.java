package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;

import org.junit.Assume;
import org.junit.Before;
import org.junit.Test;

/**
 * The owl commands of {@link OwlModule}: GNU Go's answer formats on a handmade corner problem, the
 * owl node counter, dragon_status from owl, and clear errors on bad input (empty points, occupied
 * move points, tiny boards answer without hanging).
 */
public class OwlModuleTest {
    private GtpEngine e;

    @Before
    public void needShared() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/patterns/eyes.db");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping owl command tests (owl needs its eyes.db)", shared.isFile());
        e = new OwlbenchGtp(9, 0, null, OwlbenchGtp.builtinModules()).engine();
    }

    private String ok(String cmd) {
        GtpEngine.Answer a = e.execute(GtpCommand.parse(cmd));
        if (!a.success) fail("'" + cmd + "' failed: " + a.text);
        return a.text;
    }

    private String err(String cmd) {
        GtpEngine.Answer a = e.execute(GtpCommand.parse(cmd));
        if (a.success) fail("'" + cmd + "' should fail but answered: " + a.text);
        return a.text;
    }

    /** White's straight three in the corner (A9-C9), shut in by black: B9 is the vital point. */
    private void cornerThree() {
        for (String v : new String[] {"D9", "A8", "B8", "C8", "D8"}) ok("play white " + v);
        for (String v : new String[] {"E9", "E8", "A7", "B7", "C7", "D7", "E7"}) ok("play black " + v);
    }

    @Test
    public void owlCommandsAnswerAsGnuGo() {
        cornerThree();
        assertEquals("1 B9", ok("owl_attack A8"));
        assertEquals("1 B9", ok("owl_defend A8"));
        assertEquals("1", ok("owl_does_attack B9 A8"));
        assertEquals("1", ok("owl_does_defend B9 A8"));
        assertEquals("0", ok("owl_does_defend G3 A8"));
        assertEquals("critical B9 B9", ok("dragon_status A8"));
        String all = ok("dragon_status");
        assertTrue(all, all.contains(": critical"));
        assertTrue(all, all.matches("(?s)([A-T]\\d+: (alive|dead|unknown|critical [A-T]\\d+ [A-T]\\d+)\\n?)+"));
        String threat = ok("owl_threaten_defense A8");
        assertTrue(threat, threat.equals("0") || threat.matches("[123] [A-T]\\d+ [A-T]\\d+"));
    }

    /**
     * Kos with known answers: GNU Go's marginal_ko.sgf (from ../shared) has dragons whose life
     * hangs on a ko; the answers are owl.tst's (239, 251, 252), code 2 (KO_A) or 3 (KO_B).
     */
    @Test
    public void koResultsCarryGnuGosKoCodes() {
        File game = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/marginal_ko.sgf");
        Assume.assumeTrue("../shared/gnugo-3.8/regression/games/marginal_ko.sgf is absent: skipping the ko problems", game.isFile());
        ok("loadsgf " + game.getAbsolutePath());
        assertEquals("2 B17", ok("owl_defend B19"));
        assertEquals("3 T3", ok("owl_defend R3"));
        assertEquals("2 B2", ok("owl_attack C2"));
    }

    @Test
    public void owlNodeCounterCountsAndResets() {
        cornerThree();
        ok("reset_owl_node_counter");
        assertEquals("0", ok("get_owl_node_counter"));
        ok("owl_attack A8");
        assertTrue(Long.parseLong(ok("get_owl_node_counter")) > 0);
        ok("reset_owl_node_counter");
        assertEquals("0", ok("get_owl_node_counter"));
    }

    @Test
    public void badInputAnswersClearly() {
        cornerThree();
        assertTrue(err("owl_attack F5").contains("must not be empty"));
        assertTrue(err("owl_attack Z99").startsWith("invalid coordinate"));
        assertTrue(err("owl_does_attack A8 A8").contains("must be empty"));
        assertTrue(err("owl_connection_defends G5 A8 E9").contains("same colour"));
        assertTrue(err("owl_defend").contains("argument"));
        ok("trymove black F5");
        assertTrue(err("owl_attack A8").contains("popgo"));
        ok("popgo");
    }

    @Test
    public void tinyBoardsAnswer() {
        ok("boardsize 2");
        ok("play white A1");
        String a = ok("owl_attack A1");
        assertTrue(a, a.matches("0|[123] (PASS|[AB][12])"));
        ok("boardsize 3");
        ok("play black B2");
        String d = ok("owl_defend B2");
        assertTrue(d, d.matches("0|[123] (PASS|[A-C][1-3])"));
        String s = ok("dragon_status B2");
        assertTrue(s, s.matches("alive|dead|unknown|critical .*"));
    }

    /**
     * At the root the eye space's vital points are tried before candidates of higher pattern
     * value (OwlParams.preferVitalRootMove): without it owlbench answered 1 O12 and 1 N19 here,
     * other working moves, where gnugo and the suite's answer are the vital points Q11 and Q19
     * (owl.tst 97 and 36).
     */
    @Test
    public void owlDefendPrefersTheVitalPointAmongWorkingMoves() {
        File games = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games");
        Assume.assumeTrue("../shared/gnugo-3.8/regression/games is absent: skipping the root-move problems",
                new File(games, "incident42.sgf").isFile() && new File(games, "incident201.sgf").isFile());
        ok("loadsgf " + new File(games, "incident42.sgf").getAbsolutePath() + " 284");
        assertEquals("1 Q11", ok("owl_defend N18"));
        ok("loadsgf " + new File(games, "incident201.sgf").getAbsolutePath() + " 271");
        assertEquals("1 Q19", ok("owl_defend O18"));
    }

    /**
     * At the root the eye shapes' vital points go before the half eyes' key points: with both
     * first in one group owlbench answered 1 B6 (a half eye's key point, which gnugo's
     * owl_does_defend refutes with C7) and 1 G16 (which gnugo reads as ko only), where the suite
     * and gnugo answer the shapes' vital points C7 and H18 (owl.tst 29 and 216).
     */
    @Test
    public void owlDefendPrefersTheShapesVitalPointToAHalfEyesKeyPoint() {
        File games = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games");
        Assume.assumeTrue("../shared/gnugo-3.8/regression/games is absent: skipping the root-move problems",
                new File(games, "incident161.sgf").isFile() && new File(games, "FSF-neurogo.sgf").isFile());
        ok("loadsgf " + new File(games, "incident161.sgf").getAbsolutePath() + " 42");
        assertEquals("1 C7", ok("owl_defend B8"));
        ok("loadsgf " + new File(games, "FSF-neurogo.sgf").getAbsolutePath() + " 286");
        assertEquals("1 H18", ok("owl_defend J15"));
        assertEquals("1 H18", ok("owl_attack J15"));
    }
}
