package owlbench.owl;

import java.util.Set;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.EyeValue;
import owlbench.patterns.expr.MatchBindings;
import owlbench.patterns.expr.PatternFacts;

/**
 * The owl facts of GNU Go's owl pattern constraints (doc/patterns.texi), answered from the owl node
 * being expanded: owl_goal_dragon, owl_escape_value, owl_eyespace, owl_big_eyespace,
 * owl_proper_eye, owl_eye_size, owl_maxeye, owl_mineye, owl_topological_eye, owl_lunch,
 * vital_chain and owl_strong_dragon, and owlbench's own owl_goal_mineye, owl_goal_maxeye and
 * owl_contested_space. Where GNU Go's exact
 * definition is not in the manual the answer is owlbench's reading of the name, said at each case.
 * One instance per owl reader; the reader sets the node before matching.
 */
final class OwlFacts implements PatternFacts {
    static final Set<String> NAMES = Set.of("owl_goal_dragon", "owl_escape_value", "owl_eyespace", "owl_big_eyespace",
            "owl_proper_eye", "owl_eye_size", "owl_maxeye", "owl_mineye", "owl_topological_eye", "owl_lunch",
            "vital_chain", "owl_strong_dragon", "owl_goal_mineye", "owl_goal_maxeye", "owl_contested_space");
    /** Liberties from which a string outside the goal counts as strong (no dragon status is known inside owl). */
    static final int STRONG_LIBERTIES = 4;

    private OwlNode node;

    void at(OwlNode n) {
        this.node = n;
    }

    @Override
    public boolean provides(String name) {
        return NAMES.contains(name);
    }

    @Override
    public double call(String name, MatchBindings match, int[] p) {
        OwlNode n = node;
        if (n == null) throw new IllegalStateException("owl facts asked outside an owl node");
        // owlbench's own: the fewest eyes the goal has with the attacker to move (its spaces'
        // values summed, the node's eye count), whatever the point: a shape that makes the
        // second eye asks for one sure eye (OD1000, measured and left off: OwnOwlMouthWithOneEyeTest)
        if (name.equals("owl_goal_mineye")) return n.eyes().min;
        // and the most eyes with the defender to move: one sure eye and two at most is a dragon
        // whose second eye is won or lost in one move (OD1030, measured and left off:
        // OwnOwlMouthContestedTest)
        if (name.equals("owl_goal_maxeye")) return n.eyes().max;
        Board b = n.b;
        int q = p.length > 0 ? p[0] : Board.PASS;
        if (q == Board.PASS || !b.isOnBoard(q)) return 0;
        switch (name) {
            case "owl_contested_space":
                // owlbench's own: q is in a goal eye space whose eye is won or lost by who moves
                // first there, as owl counted it (unknown shapes too, where owl_maxeye says 0):
                // a mouth that matters only where its space's eye is still open (OD1031,
                // measured and left off: OwnOwlMouthContestedTest)
                return n.eyes().contestedSpace(n.color, q) ? 1 : 0;
            case "owl_goal_dragon":
                return n.goal[q] ? 1 : 0;
            case "owl_escape_value":
                // the escape value for the goal dragon, whichever side the pattern is matched for
                return n.escape().value(q);
            case "owl_eyespace":
                return n.eyes().inGoalSpace(n.color, q) ? 1 : 0;
            case "owl_big_eyespace": {
                // an eye space of the goal worth two eyes when its owner moves first
                EyeValue v = goalValue(n, q);
                return v != null && v.maxEyes() >= 2 ? 1 : 0;
            }
            case "owl_proper_eye":
                return n.eyes().inGoalSpace(n.color, q) && n.eyes().spaces.halfEyeType(q) == EyeSpaces.PROPER ? 1 : 0;
            case "owl_eye_size":
                return n.eyes().inGoalSpace(n.color, q) ? n.eyes().spaces.size(n.color, q) : 0;
            case "owl_maxeye": {
                EyeValue v = goalValue(n, q);
                return v == null ? 0 : v.maxEyes();
            }
            case "owl_mineye": {
                EyeValue v = goalValue(n, q);
                return v == null ? 0 : v.minEyes();
            }
            case "owl_topological_eye": {
                // the topological value of q for the owner of the second point's stone
                // q may be of either colour's eye space: the node made only the goal colour's
                EyeSpaces es = n.eyes().spaces;
                es.complete(StoneColor.other(n.color));
                float t = es.topologicalValue(q);
                return t == EyeSpaces.NOT_EVALUATED ? 0 : t;
            }
            case "owl_lunch":
            case "vital_chain":
                // a boundary string the goal can capture (GNU Go's vital chain: a lunch of the goal)
                return n.isLunch(q) ? 1 : 0;
            case "owl_strong_dragon": {
                int c = b.color(q);
                return StoneColor.isStone(c) && !n.goal[q] && b.countlib(q) >= STRONG_LIBERTIES ? 1 : 0;
            }
            default:
                throw new IllegalArgumentException("not provided: " + name);
        }
    }

    private static EyeValue goalValue(OwlNode n, int q) {
        return n.eyes().inGoalSpace(n.color, q) ? n.eyes().spaces.value(n.color, q) : null;
    }
}
