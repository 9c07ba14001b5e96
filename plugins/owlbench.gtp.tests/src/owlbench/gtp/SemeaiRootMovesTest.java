package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;
import java.util.function.Consumer;

import org.junit.Assume;
import org.junit.Test;

import owlbench.owl.semeai.SemeaiParams;

/**
 * The semeai reader's root moves on two positions of GNU Go's regression games (skipped without
 * ../shared): owl's attack point read as a race move, and a survival code at least the kill's. The expected answers are gnugo 3.8's on the same commands.
 */
public class SemeaiRootMovesTest {

    private static GtpEngine load(String game, String move) {
        return load(game, move, p -> { });
    }

    /** The engine on the game at move, its semeai switches set by semeai before the first read. */
    private static GtpEngine load(String game, String move, Consumer<SemeaiParams> semeai) {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File f = new File(shared, "gnugo-3.8/regression/" + game);
        Assume.assumeTrue("skipped: " + f + " is absent (../shared beside the clone holds GNU Go 3.8)", f.isFile());
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        semeai.accept(g.position().semeaiParams());
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath() + (move == null ? "" : " " + move));
        return e;
    }


    /** GTP result codes by how good they are for the mover: 0 (fails), 3 (KO_B), 2 (KO_A), 1 (WIN). */
    private static int goodness(int code) {
        return code == 0 ? 0 : 4 - code;
    }

    @Test
    public void owlsAttackPointKillsWhereTheRaceFoundNoMove() {
        // semeai.tst 25: black R8-R11 has room for eyes; owl's attack point S9 (owlbench's owl and
        // gnugo's alike) leaves it dead, a move the race's own candidates lack (main: "1 0 PASS")
        GtpEngine e = load("golois/Goemate990902-1.sgf", null);
        assertEquals("1 1 S9", ok(e, "analyze_semeai S8 R8"));
    }

    @Test
    public void aDragonSurvivesAtLeastAsWellAsItKills() {
        // semeai.tst 126: white Q16's kill P19 is a ko, and its survival no worse (before the rule:
        // "3 2 P19", the survival search found only KO_B where the kill found KO_A). The kill's own
        // code depends on which stones form the dragons: gnugo's "2 2 P19" with owlbench's own
        // connections.db, "2 3 P19" with GNU Go's conn.db on the pattern path; the rule holds in both.
        // Read without the killer's pass in a banned ko (SemeaiParams.killerPassInKo), which moves
        // this budget-limited race's codes (below)
        GtpEngine e = load("games/verybad.sgf", "114", p -> p.killerPassInKo = false);
        String[] r = ok(e, "analyze_semeai Q16 Q17").split(" ");
        assertEquals("P19", r[2]);
        assertTrue("survival " + r[0] + " worse than the kill " + r[1],
                goodness(Integer.parseInt(r[0])) >= goodness(Integer.parseInt(r[1])));
        assertTrue("the survival is KO_A or a win, not " + r[0], goodness(Integer.parseInt(r[0])) >= goodness(2));
        // with the killer's pass (on by default) both codes are KO_B ("3 3 P19", gnugo "2 2 P19"):
        // the survival still no worse than the kill
        r = ok(load("games/verybad.sgf", "114"), "analyze_semeai Q16 Q17").split(" ");
        assertTrue("survival " + r[0] + " worse than the kill " + r[1],
                goodness(Integer.parseInt(r[0])) >= goodness(Integer.parseInt(r[1])));
        // semeai.tst 59: black B7 kills E6 with H5 and so survives (main: "0 1 H5")
        e = load("games/test5win.sgf", null);
        assertEquals("1 1 H5", ok(e, "analyze_semeai B7 E6"));
    }
}
