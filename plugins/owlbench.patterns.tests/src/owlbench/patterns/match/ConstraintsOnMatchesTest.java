package owlbench.patterns.match;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.expr.BoardFunctions;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.expr.FunctionCatalogue;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.parser.DbParser;

/** Constraints of real patterns evaluated on real matches: board-only ones decide, others say what they need. */
public class ConstraintsOnMatchesTest {
    private static DbFile db(String name) throws IOException {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping", new File(shared, "gnugo-3.8").isDirectory());
        return DbParser.parse(new File(shared, "gnugo-3.8/patterns/" + name).toPath());
    }

    @Test
    public void boardOnlyConstraintIsDecided() throws IOException {
        DbFile f = db("aa_attackpats.db"); // A1: "X*" labelled "A*", constraint lib(A) == 2, symmetry '-'
        Constraints cs = new Constraints(f);
        Board b = new Board(9);
        b.setStone(Vertex.parse("D5", 9), StoneColor.BLACK);
        List<Match> ms = BruteForceMatcher.match(b, StoneColor.WHITE, f.pattern("A1"));
        assertEquals(4, ms.size()); // '*' on any of the 4 sides of the lone black stone
        for (Match m : ms) {
            assertEquals("D5", Vertex.toString(m.point('A'), 9));
            assertEquals(EvalResult.Truth.FALSE, cs.check(m, b, StoneColor.WHITE, null).truth); // 4 liberties
        }
        b.setStone(Vertex.parse("D6", 9), StoneColor.WHITE);
        b.setStone(Vertex.parse("D4", 9), StoneColor.WHITE);
        ms = BruteForceMatcher.match(b, StoneColor.WHITE, f.pattern("A1"));
        assertEquals(2, ms.size());
        for (Match m : ms) assertEquals(EvalResult.Truth.TRUE, cs.check(m, b, StoneColor.WHITE, null).truth);
    }

    @Test
    public void everyConstraintOnRandomMatchesIsDecidedOrNamesWhatItNeeds() throws IOException {
        DbFile f = db("owl_attackpats.db");
        Constraints cs = new Constraints(f);
        CompiledMatcher cm = new CompiledMatcher(f.patterns());
        TreeMap<String, Integer> needs = new TreeMap<>();
        int decided = 0, evaluated = 0;
        Random r = new Random(5);
        for (int k = 0; k < 3; k++) {
            Board b = new Board(19);
            for (int p : b.onBoardPoints()) {
                double x = r.nextDouble();
                if (x < 0.2) b.setStone(p, StoneColor.BLACK);
                else if (x < 0.4) b.setStone(p, StoneColor.WHITE);
            }
            for (Match m : cm.match(b, StoneColor.WHITE)) {
                if (cs.constraint(m.pattern) == null) continue;
                evaluated++;
                EvalResult e = cs.check(m, b, StoneColor.WHITE, null);
                assertEquals("the board must be left as found", 0, b.stackp());
                if (e.isKnown()) {
                    decided++;
                } else {
                    assertNotNull(e.missing);
                    assertTrue(e.missing, FunctionCatalogue.get(e.missing) != null || FunctionCatalogue.NAMES.containsKey(e.missing));
                    assertTrue(e.missing, !BoardFunctions.provides(e.missing));
                    needs.merge(e.missing, 1, Integer::sum);
                }
            }
        }
        System.out.println("owl attack constraints on random matches: " + evaluated + " evaluated, " + decided
                + " decided by the board alone; still needed: " + needs);
        assertTrue(evaluated > 50);
        assertTrue(decided > 0);
    }

    @Test
    public void handCodedHelperIsAskedForByNameAndMissingOneIsUnknown() {
        String text = "Pattern H1\n\nX*\n\n:8,-,my_helper\n";
        DbFile f = DbParser.parse(text, "helper.db");
        assertTrue(f.errors().toString(), f.errors().isEmpty());
        Constraints cs = new Constraints(f);
        Board b = new Board(9);
        b.setStone(Vertex.parse("D5", 9), StoneColor.BLACK);
        List<Match> ms = BruteForceMatcher.match(b, StoneColor.WHITE, f.pattern("H1"));
        assertEquals(8, ms.size()); // symmetry 8 on a 1x2 pattern: each of the 4 sides found twice
        Match m = ms.get(0);
        EvalResult noEngine = cs.check(m, b, StoneColor.WHITE, null);
        assertEquals(EvalResult.Truth.UNKNOWN, noEngine.truth);
        assertEquals("unknown, needs my_helper", noEngine.toString());
        int[] asked = new int[1];
        owlbench.patterns.expr.PatternFacts engine = new owlbench.patterns.expr.PatternFacts() {
            public boolean provides(String name) { return name.equals("my_helper"); }
            public double call(String name, owlbench.patterns.expr.MatchBindings match, int[] points) {
                assertEquals(StoneColor.WHITE, match.color());
                asked[0] = points[0];
                return points[0] == Vertex.parse("D4", 9) ? 1 : 0;
            }
        };
        for (Match each : ms) {
            EvalResult r = cs.check(each, b, StoneColor.WHITE, engine);
            assertEquals(each.move, asked[0]);
            assertEquals(each.move == Vertex.parse("D4", 9) ? EvalResult.Truth.TRUE : EvalResult.Truth.FALSE, r.truth);
        }
    }
}
