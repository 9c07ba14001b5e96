package owlbench.owl;

import java.util.List;

import owlbench.board.Board;
import owlbench.patterns.expr.PatternFacts;
import owlbench.reading.Reader;
import owlbench.reading.SearchResult;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * The owl's root candidates on a test position, for the tests of our own owl shapes: which moves
 * the databases propose for the attacker or the defender of a goal dragon, and whether a given
 * pattern proposes a given move (one place, so that every shape test asks the same question).
 */
final class OwlRootCandidates {
    private OwlRootCandidates() {
    }

    /** The attacker's root candidates of owl on the goal dragon of b. */
    static List<OwlCandidate> rootAttack(Board b, int[] dragon, OwlDatabases db) {
        Reader r = new Reader(b);
        return moves(r, db).attack(node(b, dragon, db, r), false, 0);
    }

    /** The defender's root candidates of owl on the goal dragon of b. */
    static List<OwlCandidate> rootDefence(Board b, int[] goal, OwlDatabases db) {
        Reader r = new Reader(b);
        return moves(r, db).defend(node(b, goal, db, r));
    }

    /** Whether the candidates hold move as proposed by the named pattern. */
    static boolean proposes(List<OwlCandidate> l, int move, String pattern) {
        for (OwlCandidate c : l) {
            if (c.move() == move && c.reason().startsWith(pattern + " ")) return true;
        }
        return false;
    }

    /** owl_defend of the goal with the default parameters. */
    static SearchResult defend(Board b, int[] goal, OwlDatabases db) {
        return OwlProblems.reader(b, db, new OwlParams()).defend(goal, null);
    }

    private static OwlMoves moves(Reader r, OwlDatabases db) {
        OwlFacts owlFacts = new OwlFacts();
        return new OwlMoves(db, r, PatternFacts.chain(owlFacts, new TacticalFacts(r, Worms.compute(r))), owlFacts);
    }

    private static OwlNode node(Board b, int[] goal, OwlDatabases db, Reader r) {
        return new OwlNode(b, new OwlGoal(b, goal), new EyeSpacesCache(b, db.eyes), r);
    }
}
