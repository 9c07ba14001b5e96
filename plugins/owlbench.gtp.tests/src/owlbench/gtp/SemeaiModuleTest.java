package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Assume;
import org.junit.Test;

import owlbench.gtp.regress.RegressionRunner;
import owlbench.gtp.regress.SuiteResult;
import owlbench.gtp.regress.TestResult;
import owlbench.gtp.regress.TestSelection;
import owlbench.gtp.regress.TestStatus;

/**
 * The semeai commands of {@link SemeaiModule}: GNU Go's answer format on a handmade race (the
 * answers gnugo 3.8 gives on the same position), clear errors on bad input, and a floor on
 * semeai.tst's analyze_semeai tests.
 */
public class SemeaiModuleTest {
    /**
     * analyze_semeai passes of semeai.tst on 2026-11-25: 38, 35, 43, 44, then 43 after a bug fix; 41
     * once dragons amalgamate around optics' eye spaces (other dragons reach the race), 42 with owl
     * deciding where a dragon with room for eyes lives (gnugo 3.8:
     * 106 of the 129; docs/benchmarks.md).
     */
    static final int SEMEAI_FLOOR = 42;

    /** Black A5-D5 (liberty E5) and white A6-D6 (liberty E6) between walls: whoever moves first captures. */
    private static GtpEngine race() {
        GtpEngine e = new OwlbenchGtp(9, 0, null, OwlbenchGtp.builtinModules()).engine();
        for (String v : new String[] {"A7", "B7", "C7", "D7", "E7", "F7", "G7", "H7", "J7", "F6", "A5", "B5", "C5", "D5"}) {
            ok(e, "play black " + v);
        }
        for (String v : new String[] {"A6", "B6", "C6", "D6", "F5", "A4", "B4", "C4", "D4", "E4", "F4", "G4", "H4", "J4"}) {
            ok(e, "play white " + v);
        }
        return e;
    }


    private static String err(GtpEngine e, String cmd) {
        GtpEngine.Answer a = e.execute(GtpCommand.parse(cmd));
        if (a.success) fail("'" + cmd + "' should fail but answered: " + a.text);
        return a.text;
    }

    @Test
    public void analyzeSemeaiAnswersAsGnuGo() {
        GtpEngine e = race();
        assertEquals("1 1 E6", ok(e, "analyze_semeai A5 A6"));
        assertEquals("1 1 E5", ok(e, "analyze_semeai A6 A5"));
        assertEquals("1 1 E6", ok(e, "tactical_analyze_semeai B5 C6"));
        // after a black tenuki white (dragon A's colour) moves next and captures first (gnugo: the same)
        assertEquals("1 1 E5", ok(e, "analyze_semeai_after_move black H1 A6 A5"));
        // a move that captures a dragon leaves no race to read
        assertTrue(err(e, "analyze_semeai_after_move white E5 A5 A6").contains("captures dragon A"));
        assertEquals("the trial moves are taken back", "1", ok(e, "is_legal black H1"));
    }

    /** A 9x9 position from a diagram: rows from the top, X black, O white. */
    private static GtpEngine diagram(String... rows) {
        GtpEngine e = new OwlbenchGtp(rows.length, 0, null, OwlbenchGtp.builtinModules()).engine();
        for (int r = 0; r < rows.length; r++) {
            String row = rows[r].replace(" ", "");
            for (int c = 0; c < row.length(); c++) {
                String v = "" + "ABCDEFGHJ".charAt(c) + (rows.length - r);
                if (row.charAt(c) == 'X') ok(e, "play black " + v);
                if (row.charAt(c) == 'O') ok(e, "play white " + v);
            }
        }
        return e;
    }

    @Test
    public void sekiIsSurvivalWithoutAKill() {
        GtpEngine e = seki();
        assertTrue(ok(e, "analyze_semeai C1 E1").startsWith("1 0 "));
        assertTrue(ok(e, "analyze_semeai E1 C1").startsWith("1 0 "));
    }

    private static GtpEngine seki() {
        return diagram(
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "X X X X O O O O O",
            "X . O O X . O . .",
            "X . O . X . O . .",
            "X . O . X . O . .",
            "X X O . X . O . .",
            "X X O . X . O . .");
    }

    /**
     * White A4 (eyes A3 and C3, the corner A1-C1) lives; black A5-E5 E1-E4 has no eye and only the
     * outside liberties F1-F5 between living white walls. gnugo 3.8: "1 1 F5" and "0 0 PASS" (any
     * outside liberty kills), dragon_status alive, dead, alive.
     */
    private static GtpEngine eyesAgainstNoEyes() {
        return diagram(
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "O O O O O O O . .",
            "X X X X X . O . .",
            "O O O O X . O . .",
            ". O . O X . O . .",
            "O O O O X . O . .",
            ". . . O X . O . .");
    }

    @Test
    public void owlDecidesWhereADragonWithEyesLives() {
        GtpEngine e = eyesAgainstNoEyes();
        String kill = ok(e, "analyze_semeai A4 E5");
        assertTrue(kill, kill.matches("1 1 F[1-5]"));
        assertEquals("owl's statuses decided: no race was read", "0", ok(e, "get_semeai_node_counter"));
        assertEquals("0 0 PASS", ok(e, "analyze_semeai E5 A4"));
        assertTrue(ok(e, "analyze_semeai A6 E5").matches("1 1 F[1-5]"));
        assertEquals("A6: alive\nA5: dead\nA4: alive", ok(e, "dragon_status"));
    }

    @Test
    public void theNodeCounterCountsTheSearches() {
        GtpEngine e = seki();
        assertEquals("0", ok(e, "get_semeai_node_counter"));
        ok(e, "analyze_semeai C1 E1");
        assertTrue(Long.parseLong(ok(e, "get_semeai_node_counter")) > 0);
        ok(e, "reset_semeai_node_counter");
        assertEquals("0", ok(e, "get_semeai_node_counter"));
    }

    @Test
    public void badInputAnswersAClearError() {
        GtpEngine e = race();
        assertTrue(err(e, "analyze_semeai E5 A6").contains("must not be empty"));
        assertTrue(err(e, "analyze_semeai A5 B5").contains("opposite colours"));
        assertTrue(err(e, "analyze_semeai A5 Z9").contains("invalid coordinate"));
        assertTrue(err(e, "analyze_semeai A5").contains("argument"));
        assertTrue(err(e, "analyze_semeai_after_move black A5 A5 A6").contains("illegal move"));
        assertTrue(err(e, "analyze_semeai_after_move purple E5 A5 A6").contains("invalid color"));
        GtpEngine tiny = new OwlbenchGtp(4, 0, null, OwlbenchGtp.builtinModules()).engine();
        ok(tiny, "play black A1");
        ok(tiny, "play white B1");
        assertTrue(err(tiny, "analyze_semeai A1 B1").contains("at least 5x5"));
        ok(e, "trymove black E5");
        assertTrue(err(e, "analyze_semeai A5 A6").contains("popgo first"));
    }

    @Test
    public void theCommandsAreNoLongerPending() {
        GtpEngine e = race();
        for (String c : new String[] {"analyze_semeai", "analyze_semeai_after_move", "tactical_analyze_semeai"}) {
            assertEquals(c, "true", ok(e, "known_command " + c));
        }
        assertTrue(ok(e, "list_commands").contains("analyze_semeai\n"));
    }

    @Test
    public void aDragonThatTakesANeighbourWhoeverMovesIsAliveThoughAnotherRaceIsLost() {
        File regression = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression");
        File game = new File(regression, "games/semeai/semeai15.sgf");
        Assume.assumeTrue("skipped: " + game + " is absent (../shared beside the clone holds GNU Go 3.8)", game.isFile());
        GtpEngine e = new OwlbenchGtp(19, 0, regression.toPath(), OwlbenchGtp.builtinModules()).engine();
        ok(e, "loadsgf games/semeai/semeai15.sgf");
        // black J7 lies between white H7 and white J9: it takes H7 whoever moves first, would lose
        // to J9, and lives by the capture (gnugo 3.8: J7 alive, H7 dead, semeai.tst 81 and 82)
        assertEquals("0 0 PASS", ok(e, "analyze_semeai H7 J7"));
        assertEquals("0 0 PASS", ok(e, "analyze_semeai J7 J9"));
        assertEquals("alive", ok(e, "dragon_status J7"));
        assertEquals("dead", ok(e, "dragon_status H7"));
        // black A13 takes white E13 whoever moves first, and white C11 takes it if C11 moves first
        // (gnugo 3.8: A13 alive, E13 dead; semeai.tst 84 and 85)
        assertEquals("0 0 PASS", ok(e, "analyze_semeai E13 A13"));
        assertTrue(ok(e, "analyze_semeai C11 A13").startsWith("1 1 "));
        assertEquals("alive", ok(e, "dragon_status A13"));
        assertEquals("dead", ok(e, "dragon_status E13"));
    }

    @Test
    public void semeaiSuiteFloor() throws Exception {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File suite = new File(shared, "gnugo-3.8/regression/semeai.tst");
        Assume.assumeTrue("skipped: " + suite + " is absent (../shared beside the clone holds GNU Go 3.8)", suite.isFile());
        SuiteResult r = new RegressionRunner(OwlbenchGtp.factory(19, 0.0)).run(suite.toPath(), TestSelection.all());
        int passed = 0, analyze = 0;
        for (TestResult t : r.tests()) {
            if (!t.command.startsWith("analyze_semeai")) continue;
            analyze++;
            assertTrue(t.number + " " + t.command + " -> " + t.answer, t.status != TestStatus.ERROR);
            if (t.status.passed()) passed++;
        }
        assertEquals(129, analyze);
        assertTrue("analyze_semeai passes " + passed + " < floor " + SEMEAI_FLOOR, passed >= SEMEAI_FLOOR);
    }
}
