package owlbench.owl;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/**
 * The defender's diagonal links across an attacker's peep (OwlParams.diagonalLinksAtDefenceRoot): an
 * empty point diagonal to a goal stone where one of the two points between them holds an
 * attacker's stone and the other is empty, and which touches a strong friendly string outside the
 * goal, beside it or diagonally across another such peep. The stone there joins the goal to a
 * neighbour that has life or room of its own; the attacker's cut at the empty point between is
 * then short of liberties more often than not, which owl's reading decides (owl.tst 72's C14 beside
 * C15 and diagonal to D13 across D14; 191's B7 diagonal to C8 and C6 across C7). Neither the
 * defence patterns (their links join orthogonal neighbours) nor the eye analysis propose it.
 * "Strong" is owl_strong_dragon's {@link OwlFacts#STRONG_LIBERTIES} liberties.
 */
final class DiagonalLinks {
    /** The value such a link is proposed with: the defence patterns' links to a strong friend (OD52 55, OD53 50). */
    static final int VALUE = 50;
    /** The reason a diagonal link is proposed with (the friendly string's vertex follows). */
    static final String REASON = "diagonal link to the strong friendly string ";

    private DiagonalLinks() {
    }

    /** The diagonal links of the goal (a mask over the board's points) for its owner color, each once, in board order. */
    static List<OwlCandidate> moves(Board b, boolean[] goal, int color) {
        int other = StoneColor.other(color);
        int ns = b.rowStride();
        int[] diagonals = {-ns - 1, -ns + 1, ns - 1, ns + 1};
        List<OwlCandidate> out = new ArrayList<>();
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != StoneColor.EMPTY) continue;
            boolean toGoal = false;
            for (int d : diagonals) {
                int q = p + d;
                if (onBoard(b, q) && b.color(q) == color && goal[q] && peep(b, p, q, ns, other)) toGoal = true;
            }
            if (!toGoal) continue;
            int friend = strongFriend(b, goal, color, p, diagonals, ns, other);
            if (friend == Board.PASS || !b.isLegal(p, color) || b.isSelfAtari(p, color)) continue;
            out.add(new OwlCandidate(p, VALUE, REASON + Vertex.toString(b.origin(friend), b.size()), false));
        }
        return out;
    }

    /**
     * Whether a stone of the goal's owner at the empty point p would join the goal to a strong
     * friendly string outside it: p touches both, each beside it or diagonal to it across an
     * attacker's peep (the link patterns' shapes and this class's).
     */
    static boolean joinsStrongFriend(Board b, boolean[] goal, int color, int p) {
        if (!onBoard(b, p) || b.color(p) != StoneColor.EMPTY) return false;
        int ns = b.rowStride();
        int[] diagonals = {-ns - 1, -ns + 1, ns - 1, ns + 1};
        int other = StoneColor.other(color);
        boolean toGoal = false;
        for (int d : b.neighborOffsets()) {
            int q = p + d;
            if (onBoard(b, q) && b.color(q) == color && goal[q]) toGoal = true;
        }
        for (int d : diagonals) {
            int q = p + d;
            if (onBoard(b, q) && b.color(q) == color && goal[q] && peep(b, p, q, ns, other)) toGoal = true;
        }
        return toGoal && strongFriend(b, goal, color, p, diagonals, ns, other) != Board.PASS;
    }

    /**
     * A stone of a strong friendly string outside the goal beside p, or diagonal to it across an
     * attacker's peep; PASS if none.
     */
    private static int strongFriend(Board b, boolean[] goal, int color, int p, int[] diagonals, int ns, int other) {
        for (int d : b.neighborOffsets()) {
            int q = p + d;
            if (strong(b, goal, color, q)) return q;
        }
        for (int d : diagonals) {
            int q = p + d;
            if (strong(b, goal, color, q) && peep(b, p, q, ns, other)) return q;
        }
        return Board.PASS;
    }

    private static boolean strong(Board b, boolean[] goal, int color, int q) {
        return onBoard(b, q) && b.color(q) == color && !goal[q] && b.countlib(q) >= OwlFacts.STRONG_LIBERTIES;
    }

    /** Whether, of the two points between the diagonal neighbours p and q, one is the attacker's stone and the other empty. */
    private static boolean peep(Board b, int p, int q, int ns, int other) {
        int dr = (q - p) > 0 ? ns : -ns;
        int dc = q - p - dr;
        int a = p + dr, c = p + dc;
        return b.color(a) == other && b.color(c) == StoneColor.EMPTY || b.color(c) == other && b.color(a) == StoneColor.EMPTY;
    }

    private static boolean onBoard(Board b, int q) {
        return q >= 0 && q < b.boardArraySize() && b.isOnBoard(q);
    }
}
