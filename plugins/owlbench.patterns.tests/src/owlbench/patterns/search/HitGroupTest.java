package owlbench.patterns.search;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.Test;

import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.match.Constraints;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.parser.DbParser;

/**
 * Pattern Hits (issue 17): each hit says whether its constraint holds, and a shape that stays on the
 * board for many moves is one group, not a row per move. Handmade database and game.
 */
public class HitGroupTest {
    /** A stone with a free point beside it; L1 asks two liberties (true), L2 a reading fact (unknown). */
    private static final String DB = "attribute_map general\n\n"
            + "Pattern L1\n\n?O?\n.*.\n\n:|,-\n\n?a?\n.*.\n\n;lib(a)>=2\n\n\n"
            + "Pattern L2\n\n?O?\n.*.\n\n:|,-\n\n?a?\n.*.\n\n;attack(a)\n\n\n"
            + "Pattern L3\n\n?O?\n.*.\n\n:|,-\n\n?a?\n.*.\n\n;lib(a)>4\n\n\n";
    /** Black E5 first, then moves far from it: the shapes around E5 stay on the board to the end. */
    private static final String GAME = "(;GM[1]FF[4]SZ[9];B[ee];W[aa];B[ii];W[ai];B[ia];W[ba])";

    private List<PatternHit> search() throws Exception {
        Path dir = Files.createTempDirectory("owlbench-hits");
        Path game = dir.resolve("stay.sgf");
        Files.writeString(game, GAME);
        game.toFile().deleteOnExit();
        dir.toFile().deleteOnExit();
        DbFile db = DbParser.parse(DB, "t.db");
        assertTrue(db.diagnostics().toString(), db.diagnostics().stream().noneMatch(d -> d.isError()));
        return new PatternSearch(db.patterns(), new Constraints(db)).search(List.of(game), PatternSearch.QUIET);
    }

    @Test
    public void everyHitCarriesItsConstraintResult() throws Exception {
        List<PatternHit> hits = search();
        int[] seen = new int[3];
        for (PatternHit h : hits) {
            switch (h.pattern) {
                case "L1" -> {
                    seen[0]++;
                    assertEquals(h.toString(), EvalResult.Truth.TRUE, h.truth);
                    assertEquals("true", h.constraint);
                }
                case "L2" -> {
                    seen[1]++;
                    assertEquals(h.toString(), EvalResult.Truth.UNKNOWN, h.truth);
                    assertTrue(h.constraint, h.constraint.startsWith("unknown, needs "));
                }
                default -> {
                    seen[2]++;
                    assertEquals(h.toString(), EvalResult.Truth.FALSE, h.truth);
                    assertEquals("false", h.constraint);
                }
            }
        }
        assertTrue("hits of all three patterns: " + java.util.Arrays.toString(seen), seen[0] > 0 && seen[1] > 0 && seen[2] > 0);
    }

    @Test
    public void aShapeThatStaysIsOneGroupFromMoveOneToTheEnd() throws Exception {
        List<PatternHit> hits = search();
        List<HitGroup> groups = HitGroup.group(hits);
        assertTrue(groups.size() < hits.size());
        int total = 0;
        for (HitGroup g : groups) total += g.count;
        assertEquals("every hit is in one group", hits.size(), total);
        // L1 with O = black at D5 above... the point right of E5 (F5) with E5 above it, after move 1 to 6.
        HitGroup stay = null;
        for (HitGroup g : groups) {
            if (g.first.pattern.equals("L1") && g.first.movesPlayed == 1 && g.count == 6) stay = g;
        }
        assertTrue("a run of L1 over positions 1 to 6 in " + groups.size() + " groups", stay != null);
        assertEquals("1-6", stay.moves());
        assertEquals(6, stay.lastMovesPlayed);
    }
}
