package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.stones;

import java.util.ArrayList;
import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.expr.MatchBindings;
import owlbench.patterns.expr.PatternFacts;
import owlbench.reading.Reader;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * OwlParams.skipDominatedPatternChecks: a pattern match whose move an earlier accepted match already
 * proposes at its value or more (and as a sacrifice where it is one) is left out before its
 * constraint is evaluated. The attacker's and the defender's candidate lists stay the same, move,
 * value, reason and sacrifice, in the same order, while fewer facts are asked.
 */
public class OwlDominatedMatchesTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    /** The facts layers of an owl node, counting each function they answer. */
    private static final class Counting implements PatternFacts {
        private final PatternFacts inner;
        int calls;

        Counting(PatternFacts inner) {
            this.inner = inner;
        }

        @Override
        public boolean provides(String name) {
            return inner.provides(name);
        }

        @Override
        public double call(String name, MatchBindings match, int[] points) {
            calls++;
            return inner.call(name, match, points);
        }
    }

    private record Read(List<String> attack, List<String> defend, int calls) {
    }

    /** The attacker's (full width) and the defender's candidates of a fresh node on b, with the switch as given. */
    private static Read read(Board b, int goalColor, boolean skip) {
        Reader r = new Reader(b);
        OwlFacts owlFacts = new OwlFacts();
        Counting facts = new Counting(PatternFacts.chain(owlFacts, new TacticalFacts(r, Worms.compute(r))));
        OwlParams params = new OwlParams();
        params.skipDominatedPatternChecks = skip;
        OwlMoves m = new OwlMoves(db, r, facts, owlFacts, params);
        OwlNode n = new OwlNode(b, new OwlGoal(b, stones(b, goalColor)), new EyeSpacesCache(b, db.eyes), r);
        List<String> attack = text(m.attack(n, false, 10));
        List<String> defend = text(m.defend(n));
        assertEquals("the board is left as it was", 0, b.stackp());
        return new Read(attack, defend, facts.calls);
    }

    private static List<String> text(List<OwlCandidate> l) {
        List<String> out = new ArrayList<>();
        for (OwlCandidate c : l) out.add(c.move() + " " + c.value() + " " + c.reason() + (c.sacrifice() ? " (sacrifice)" : ""));
        return out;
    }

    private static void sameListsFewerFacts(Board b, int goalColor) {
        Read all = read(b, goalColor, false);
        Read skipped = read(b, goalColor, true);
        assertTrue("the node has candidates to compare", !all.attack.isEmpty() && !all.defend.isEmpty());
        assertEquals("the attacker's candidates", all.attack, skipped.attack);
        assertEquals("the defender's candidates", all.defend, skipped.defend);
        assertTrue("fewer facts asked: " + skipped.calls + " against " + all.calls, skipped.calls < all.calls);
    }

    /** White's open corner group (room for eyes, several ways to enlarge it): many shapes propose the same points. */
    @Test
    public void theOpenCornersListsStayAndFewerFactsAreAsked() {
        sameListsFewerFacts(OwlProblems.openCorner(), StoneColor.WHITE);
    }

    /** A white dragon on the bottom side, one eye space between its stones. */
    @Test
    public void theBottomSidesListsStayAndFewerFactsAreAsked() {
        sameListsFewerFacts(OwlProblems.bottomSideKill(), StoneColor.WHITE);
    }
}
