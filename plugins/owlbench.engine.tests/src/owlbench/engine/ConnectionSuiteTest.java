package owlbench.engine;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.engine.bench.DragonBench;

/**
 * same_dragon tests of GNU Go's regression/connection.tst on the analysis directly: all 38 are
 * read; a fast subset (every "same dragon" answer and some "apart" ones) is checked here, the
 * whole set by owlbench.engine.bench.DragonBench and `owlbench regress` (35 of 38 pass; GNU Go
 * 3.8 passes 34).
 */
public class ConnectionSuiteTest {
    /** Fast tests: the six whose answer is 1 and four whose answer is 0. */
    static final Set<Integer> SUBSET = Set.of(1, 2, 8, 9, 18, 89, 91, 92, 96, 127);
    /**
     * Passes of the subset: 9 of 10 on 2026-11-22 (91 failed), 10 of 10 since 2026-11-24. The answers
     * hang on tactical and connection reading inside conn.db's constraints, so a change of the
     * readers may move one; a floor rather than a fixed list keeps the test about amalgamation.
     */
    static final int FLOOR = 8;

    @Test
    public void sameDragonSubset() throws Exception {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping connection.tst",
                new File(shared, "gnugo-3.8").isDirectory());
        File gnugo = new File(shared, "gnugo-3.8");
        ConnectionDatabase db = ConnectionDatabase.load(new File(gnugo, "patterns/conn.db").toPath());
        List<DragonBench.Case> cases = DragonBench.read(new File(gnugo, "regression/connection.tst").toPath());
        assertEquals(38, cases.size());
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        int passes = 0;
        for (DragonBench.Case c : cases) {
            if (!SUBSET.contains(c.number())) continue;
            checked++;
            Board b = DragonBench.position(c);
            Dragons a = Dragons.compute(b, db);
            String answer = a.sameDragon(Vertex.parse(c.a(), b.size()), Vertex.parse(c.b(), b.size())) ? "1" : "0";
            if (answer.matches(c.expected())) {
                passes++;
            } else {
                wrong.add(c.number() + " same_dragon " + c.a() + " " + c.b() + " -> " + answer + " expected [" + c.expected() + "]");
            }
        }
        assertEquals(SUBSET.size(), checked);
        assertTrue(passes + " of " + SUBSET.size() + " pass; wrong: " + wrong, passes >= FLOOR);
    }
}
