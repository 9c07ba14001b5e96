package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Assume;
import org.junit.Test;

/**
 * OwlParams.freshDefenceLongChasePlies through the GTP engine, as owl.tst reads it (games from
 * ../shared; skipped where absent): a cut line whose goal was chased shut in without an eye for
 * five nodes in a row gets the larger fresh-defence budget (80 nodes), the others keep 20. Twenty-
 * sixth session (h/owlkill26); the switch alone stays off (its owl nodes are not bought back): it
 * is on since the twenty-eighth session (h/owlkill28) only with OwlParams.freshDefenceLongChaseMinRaces
 * 6. Each test sets both (and the race-only switch) itself.
 */
public class OwlFreshDefenceLongChaseGtpTest {
    /**
     * owl.tst 80, incident297.sgf before move 95 (gnugo: "1 J2"): at J2's line's cut, 21 plies
     * down, white's G5 dragon has four liberties and no eye, and has had none for the line's last
     * five nodes; its fresh owl_defend finds no living move in 77 nodes, so the cut is a kill. With
     * the 20-node budget that read runs out and the cut stays white's: owl_attack answers 0.
     */
    @Test
    public void theLongChaseGetsTheBudgetThatKills() {
        assertEquals("1 J2", ok(engineAt("incident297.sgf", 95, 5), "owl_attack G5"));
    }

    /** The switch off (main's reading): the same question answers 0. */
    @Test
    public void offTheCutStaysTheDefendersWin() {
        assertEquals("0", ok(engineAt("incident297.sgf", 95, 0), "owl_attack G5"));
    }

    /**
     * Six plies of chase asked instead of five: the line's goal was shut in for five only (it had
     * an eye, or room, six nodes up), so its read keeps the small budget and the kill is not found.
     */
    @Test
    public void aShorterChaseKeepsTheSmallBudget() {
        assertEquals("0", ok(engineAt("incident297.sgf", 95, 6), "owl_attack G5"));
    }

    /**
     * (twenty-seventh session, h/owlkill27) OwlParams.freshDefenceLongChaseRaceOnly on: the killing
     * read's goal (white's bottom chain, four liberties) touches black's J1-N1 and S2-T2 at three
     * each, a race it is ahead in, so it keeps the larger budget and the kill is found.
     */
    @Test
    public void theRaceKeepsTheLargerBudget() {
        GtpEngine e = engineAt("incident297.sgf", 95, 5, true);
        assertEquals("1 J2", ok(e, "owl_attack G5"));
    }

    /**
     * (twenty-eighth session, h/owlkill28) OwlParams.freshDefenceLongChaseMinRaces 6: the killing
     * read's goal touches six of black's strings with fewer liberties than its four (K5 and L4 at
     * two, G3 H3, J1-N1 with J2, M3 N3 and S2 T2 at three), so it keeps the larger budget and the
     * kill is found.
     */
    @Test
    public void sixRacesKeepTheLargerBudget() {
        assertEquals("1 J2", ok(engineAt("incident297.sgf", 95, 5, false, 6), "owl_attack G5"));
    }

    /** Seven races asked for: the killing read's six are too few, it keeps the small budget and answers 0. */
    @Test
    public void fewerRacesThanAskedKeepTheSmallBudget() {
        assertEquals("0", ok(engineAt("incident297.sgf", 95, 5, false, 7), "owl_attack G5"));
    }

    private static GtpEngine engineAt(String name, int move, int longChasePlies) {
        return engineAt(name, move, longChasePlies, false);
    }

    private static GtpEngine engineAt(String name, int move, int longChasePlies, boolean raceOnly) {
        return engineAt(name, move, longChasePlies, raceOnly, 0);
    }

    private static GtpEngine engineAt(String name, int move, int longChasePlies, boolean raceOnly, int minRaces) {
        File game = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/" + name);
        Assume.assumeTrue("../shared/gnugo-3.8's " + name + " is absent: skipping the long chase's fresh defence", game.isFile());
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        g.position().owlParams().freshDefenceLongChasePlies = longChasePlies;
        g.position().owlParams().freshDefenceLongChaseRaceOnly = raceOnly;
        g.position().owlParams().freshDefenceLongChaseMinRaces = minRaces;
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + game.getAbsolutePath() + " " + move);
        return e;
    }
}
