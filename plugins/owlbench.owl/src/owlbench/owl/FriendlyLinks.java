package owlbench.owl;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ConnectionReader;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * The defender's moves that link the goal dragon to a strong friendly string outside it, as the
 * connection reader finds them (OwlParams.friendlyLinksAtDefenceRoot): a dragon joined to a living
 * neighbour lives, and the link is often no liberty of the goal (across an attacker's stone, or
 * diagonal to it), so neither the defence patterns nor the eye analysis propose it. "Strong" is
 * {@link OwlFacts#STRONG_LIBERTIES} liberties or more, as owl_strong_dragon (owl knows no other
 * dragon's status). One instance per owl reader.
 */
final class FriendlyLinks {
    /** A friendly string counts as a neighbour when one of its stones lies within this many steps of a goal stone. */
    static final int REACH = 3;
    /** Links proposed at most: each costs an owl read. */
    static final int MAX_LINKS = 2;
    /**
     * Connection nodes per friendly string asked: a tenth of the connection reader's own default,
     * since the owl read after the link decides anyway.
     */
    static final long CONNECTION_NODES = 5_000;
    /** The reason a link is proposed with (the friendly string's vertex follows). */
    static final String REASON = "link to the strong friendly string ";

    private final Board b;
    private final ConnectionReader connection;

    FriendlyLinks(Reader reader) {
        this.b = reader.board();
        this.connection = new ConnectionReader(reader);
        connection.setNodeLimit(CONNECTION_NODES);
    }

    /**
     * Up to {@link #MAX_LINKS} distinct moves, not in skip, each the connection reader's move
     * that connects a goal stone to a strong friendly string within {@link #REACH} of the goal
     * (the nearest goal stone is asked), the owner moving first; in board order of the strings.
     */
    List<OwlCandidate> moves(boolean[] goal, int color, List<Integer> skip) {
        List<OwlCandidate> out = new ArrayList<>(MAX_LINKS);
        List<Integer> asked = new ArrayList<>();
        for (int q : b.onBoardPoints()) {
            if (out.size() >= MAX_LINKS) break;
            if (b.color(q) != color || goal[q]) continue;
            int o = b.origin(q);
            if (asked.contains(o) || b.countlib(q) < OwlFacts.STRONG_LIBERTIES) continue;
            int g = nearestGoalStone(goal, q);
            if (g == Board.PASS) continue;
            asked.add(o);
            int code = connection.connect(g, q);
            int m = connection.lastMove();
            if (code == ReadCodes.FAIL || m == Board.PASS || skip.contains(m)) continue;
            if (!b.isLegal(m, color) || out.stream().anyMatch(c -> c.move() == m)) continue;
            out.add(new OwlCandidate(m, 0, REASON + owlbench.board.Vertex.toString(o, b.size()), false));
        }
        return out;
    }

    /** The goal stone nearest q within {@link #REACH} steps (the first in board order of equals), PASS if none. */
    private int nearestGoalStone(boolean[] goal, int q) {
        int best = Board.PASS;
        int bestDist = REACH + 1;
        int r = b.row(q), c = b.col(q);
        for (int p : b.onBoardPoints()) {
            if (!goal[p] || !StoneColor.isStone(b.color(p))) continue;
            int d = Math.abs(b.row(p) - r) + Math.abs(b.col(p) - c);
            if (d < bestDist) {
                best = p;
                bestDist = d;
            }
        }
        return best;
    }
}
