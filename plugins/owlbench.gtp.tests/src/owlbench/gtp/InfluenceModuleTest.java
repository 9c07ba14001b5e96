package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import org.junit.Assume;
import org.junit.Before;
import org.junit.Test;

import owlbench.influence.InfluenceDatabase;

/** The influence commands of {@link InfluenceModule}: GNU Go's answer formats, and bad input answered as errors. */
public class InfluenceModuleTest {

    private GtpEngine e;

    @Before
    public void setUp() {
        Assume.assumeTrue("the repository's patterns/ is not beside the test run (owlbench.patterns): skipping",
                owlbench.patterns.PatternPath.standard(java.util.List.of()).find(InfluenceDatabase.PROJECT_BARRIERS).map(java.nio.file.Path::getParent).orElse(null) != null);
        e = new OwlbenchGtp(9, 0, null, OwlbenchGtp.builtinModules()).engine();
    }

    private String ok(String cmd) {
        return GtpAnswers.ok(e, cmd);
    }

    private String err(String cmd) {
        return GtpAnswers.err(e, cmd);
    }

    /** The numbers of a board-shaped answer, checking it has size rows of size numbers. */
    private static double[][] grid(String text, int size) {
        String[] rows = text.split("\n");
        assertEquals(text, size, rows.length);
        double[][] out = new double[size][];
        for (int r = 0; r < size; r++) {
            String[] w = rows[r].trim().split("\\s+");
            assertEquals(rows[r], size, w.length);
            out[r] = new double[size];
            for (int c = 0; c < size; c++) out[r][c] = Double.parseDouble(w[c]);
        }
        return out;
    }

    @Test
    public void influenceDataIsPrintedAsGnuGoPrintsIt() {
        ok("play black E5");
        ok("play white C3");
        String tv = ok("initial_influence black territory_value");
        double[][] v = grid(tv, 9);
        assertTrue(tv.startsWith(" ")); // "%6.2f " per point
        assertTrue(tv.split("\n")[0].matches("( +-?\\d+\\.\\d\\d ?){9}"));
        assertEquals(0, v[4][4], 0); // a stone
        assertTrue(v[3][4] < 0); // E6: black's side
        assertTrue(v[8][0] > 0); // A1: white's corner
        double[][] regions = grid(ok("initial_influence black influence_regions"), 9);
        assertEquals(-4, regions[4][4], 0);
        assertEquals(4, regions[6][2], 0);
        double[][] bi = grid(ok("initial_influence white black_influence"), 9);
        assertEquals(100, bi[4][4], 1e-9);
        for (String what : new String[] {"white_influence", "white_strength", "black_strength", "white_attenuation",
            "black_attenuation", "white_permeability", "black_permeability", "non_territory"}) {
            grid(ok("initial_influence white " + what), 9);
        }
    }

    @Test
    public void moveInfluenceShowsTheNewStoneAndLeavesTheBoard() {
        ok("play black E5");
        double[][] r = grid(ok("move_influence white G7 influence_regions"), 9);
        assertEquals(4, r[2][6], 0);
        assertEquals(-4, r[4][4], 0);
        double[][] f = grid(ok("followup_influence white G7 territory_value"), 9);
        assertEquals(0, f[2][6], 0);
        assertTrue(ok("showboard").contains("."));
        // the board has no stone at G7 afterwards
        assertEquals("", ok("play black G7"));
    }

    @Test
    public void emptyBoardHasNeutralRegionsAndAnEvenScore() {
        double[][] r = grid(ok("initial_influence black influence_regions"), 9);
        for (double[] row : r) for (double x : row) assertEquals(0, x, 0);
        ok("komi 0");
        assertEquals("0 (upper bound: 0.0, lower: 0.0)", ok("estimate_score"));
        ok("komi 6.5");
        assertEquals("W+6.5 (upper bound: 6.5, lower: 6.5)", ok("estimate_score"));
    }

    @Test
    public void estimateScoreCountsATacticallyDeadStoneForTheOpponent() {
        ok("komi 0");
        // white's A1 stone in atari inside black's corner: dead (capturable, not defendable)
        for (String v : new String[] {"A3", "B3", "C3", "C2", "C1", "B1"}) ok("play black " + v);
        ok("play white A1");
        double[][] tv = grid(ok("initial_influence black territory_value"), 9);
        assertTrue("A1 counts as black territory and a prisoner: " + tv[8][0], tv[8][0] <= -1.5);
        assertTrue(ok("estimate_score").startsWith("B+"));
    }

    @Test
    public void criticalWormsSpreadTheScoreBounds() {
        ok("komi 0");
        // white E5 in atari (capturable) that can run out at E4 (defendable): critical
        ok("play black D5");
        ok("play black F5");
        ok("play black E6");
        ok("play white E5");
        String s = ok("estimate_score");
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([WB]\\+[\\d.]+|0) \\(upper bound: (-?[\\d.]+), lower: (-?[\\d.]+)\\)").matcher(s);
        assertTrue(s, m.matches());
        double upper = Double.parseDouble(m.group(2)), lower = Double.parseDouble(m.group(3));
        assertTrue(s, upper > lower + 1);
        double mid = (upper + lower) / 2;
        String expected = Math.abs(mid) < 0.05 ? "0" : (mid > 0 ? "W+" : "B+") + String.format(java.util.Locale.ROOT, "%.1f", Math.abs(mid));
        assertEquals(s, expected, m.group(1));
    }

    @Test
    public void aCriticalWormRadiatesOnlyWhenItsColourIsToMove() {
        // white E5 in atari that can run out at E4: lively with white to move, not with black to move
        ok("play black D5");
        ok("play black F5");
        ok("play black E6");
        ok("play white E5");
        assertEquals(100, grid(ok("initial_influence white white_strength"), 9)[4][4], 1e-9);
        assertEquals(0, grid(ok("initial_influence black white_strength"), 9)[4][4], 0);
        // after a black move elsewhere white is to move again: E5 radiates
        assertEquals(100, grid(ok("move_influence black A9 white_strength"), 9)[4][4], 1e-9);
        // after a white move elsewhere black is to move: it does not
        assertEquals(0, grid(ok("move_influence white A9 white_strength"), 9)[4][4], 0);
    }

    @Test
    public void badInputGetsClearErrors() {
        ok("play black E5");
        assertTrue(err("initial_influence red territory_value").contains("invalid color 'red'"));
        assertTrue(err("initial_influence black colours").contains("unknown influence data 'colours'"));
        assertTrue(err("initial_influence black").contains("wrong number of arguments"));
        assertTrue(err("move_influence black Z9 territory_value").contains("invalid coordinate"));
        assertTrue(err("move_influence black K10 territory_value").contains("invalid coordinate"));
        assertTrue(err("move_influence black pass territory_value").contains("pass is not a point"));
        assertEquals("illegal move", err("move_influence white E5 territory_value"));
        assertTrue(err("followup_influence empty D4 territory_value").contains("invalid color"));
        assertTrue(err("estimate_score now").contains("wrong number of arguments"));
        assertTrue(err("influence_patterns mine").contains("owlbench, gnugo or none"));
        ok("trymove black D4");
        assertTrue(err("initial_influence black territory_value").contains("popgo first"));
        ok("popgo");
    }

    @Test
    public void tinyAndLargestBoards() {
        ok("boardsize 2");
        ok("play black A1");
        grid(ok("initial_influence white influence_regions"), 2);
        assertTrue(ok("estimate_score").contains("upper bound"));
        ok("boardsize 25");
        ok("play black D4");
        ok("play white Q16");
        double[][] r = grid(ok("initial_influence black influence_regions"), 25);
        assertEquals(-4, r[21][3], 0);
        grid(ok("move_influence black Z25 territory_value"), 25);
        assertTrue(ok("estimate_score").contains("upper bound"));
    }

    @Test
    public void gnuGoPatternsCanBeSwitchedOn() {
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping GNU Go's influence patterns",
                new java.io.File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/patterns/barriers.db").isFile());
        assertEquals("owlbench", ok("influence_patterns"));
        ok("influence_patterns gnugo");
        assertEquals("gnugo", ok("influence_patterns"));
        ok("play black E5");
        grid(ok("initial_influence black territory_value"), 9);
    }
}
