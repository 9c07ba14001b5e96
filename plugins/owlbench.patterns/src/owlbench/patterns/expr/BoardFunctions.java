package owlbench.patterns.expr;

import java.util.Set;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The autohelpers that need nothing but the board: liberties, legality, stones somewhere, string size
 * and identity, captures, suicide, and liberties after a move sequence.
 */
public final class BoardFunctions {
    /** Names computed here. */
    public static final Set<String> NAMES = Set.of("lib", "olib", "xlib", "legal_omove", "legal_xmove",
            "o_somewhere", "x_somewhere", "wormsize", "same_string", "same_worm", "x_suicide",
            "o_captures_something", "x_captures_something", "oplay_lib", "lib2", "lib3", "lib4");

    private BoardFunctions() {
    }

    public static boolean provides(String name) {
        return NAMES.contains(name);
    }

    /** Computes a board-only autohelper; color is O's colour. Truth values are 1 and 0. */
    public static double call(String name, Board b, int color, int[] p) {
        int other = StoneColor.other(color);
        switch (name) {
            case "lib":
                return b.color(p[0]) == StoneColor.EMPTY ? 0 : b.countlib(p[0]);
            case "olib":
                return b.color(p[0]) != StoneColor.EMPTY ? 0 : b.accuratelib(p[0], color, Integer.MAX_VALUE, null);
            case "xlib":
                return b.color(p[0]) != StoneColor.EMPTY ? 0 : b.accuratelib(p[0], other, Integer.MAX_VALUE, null);
            case "legal_omove":
                return b.isLegal(p[0], color) ? 1 : 0;
            case "legal_xmove":
                return b.isLegal(p[0], other) ? 1 : 0;
            case "o_somewhere":
            case "x_somewhere": {
                int want = name.charAt(0) == 'o' ? color : other;
                for (int q : p) if (b.color(q) == want) return 1;
                return 0;
            }
            case "wormsize":
                return b.color(p[0]) == StoneColor.EMPTY ? 0 : b.stringSize(p[0]);
            case "same_string":
            case "same_worm":
                return b.color(p[0]) != StoneColor.EMPTY && b.color(p[0]) == b.color(p[1]) && b.origin(p[0]) == b.origin(p[1]) ? 1 : 0;
            case "x_suicide":
                return b.color(p[0]) == StoneColor.EMPTY && b.isSuicide(p[0], other) ? 1 : 0;
            case "o_captures_something":
                return b.color(p[0]) == StoneColor.EMPTY && b.doesCapture(p[0], color) ? 1 : 0;
            case "x_captures_something":
                return b.color(p[0]) == StoneColor.EMPTY && b.doesCapture(p[0], other) ? 1 : 0;
            case "oplay_lib":
                return playThenLib(b, color, p);
            case "lib2":
            case "lib3":
            case "lib4": {
                if (b.color(p[0]) == StoneColor.EMPTY) return 0;
                int order = name.charAt(3) - '0';
                int[] dist = libertyOrders(b, p[0], order);
                int n = 0;
                for (int q : b.onBoardPoints()) if (dist[q] == order) n++;
                return n;
            }
            default:
                throw new IllegalArgumentException("not a board-only autohelper: " + name);
        }
    }

    /**
     * Orders of the liberties of the string at pos up to maxOrder (doc/dragon.texi, "liberties of
     * order n"): 1 for its liberties; an empty point next to one of order d has order d + 1, but
     * points of order 2 or more may not touch an opponent stone, a liberty of order 1 flanked by two
     * opponent stones leads nowhere, and same-coloured strings reached on the way are passed through.
     * Ko connections are not treated specially. Returns an array by point, 0 where no order up to maxOrder.
     */
    public static int[] libertyOrders(Board b, int pos, int maxOrder) {
        int own = b.color(pos);
        int opp = StoneColor.other(own);
        int[] dist = new int[b.boardArraySize()];
        boolean[] inGroup = new boolean[b.boardArraySize()];
        int[] nb = b.neighborOffsets();
        int[] frontier = new int[b.boardArraySize()];
        int[] stones = new int[b.boardArraySize()];
        int fn = 0;
        // the string itself: its liberties have order 1
        int sn = b.stringStones(pos, stones);
        for (int i = 0; i < sn; i++) inGroup[stones[i]] = true;
        for (int i = 0; i < sn; i++) {
            for (int d : nb) {
                int q = stones[i] + d;
                if (b.isOnBoard(q) && b.color(q) == StoneColor.EMPTY && dist[q] == 0) {
                    dist[q] = 1;
                    frontier[fn++] = q;
                }
            }
        }
        for (int order = 1; order < maxOrder && fn > 0; order++) {
            int[] next = new int[b.boardArraySize()];
            int nn = 0;
            for (int f = 0; f < fn; f++) {
                int q = frontier[f];
                if (order == 1 && countNeighbours(b, q, opp, nb) >= 2) continue; // flanked
                for (int d : nb) {
                    int r = q + d;
                    if (!b.isOnBoard(r)) continue;
                    int c = b.color(r);
                    if (c == own && !inGroup[r]) {
                        // pass through a friendly string: its liberties are one stone further
                        int m = b.stringStones(r, stones);
                        for (int i = 0; i < m; i++) inGroup[stones[i]] = true;
                        for (int i = 0; i < m; i++) {
                            for (int e : nb) {
                                int t = stones[i] + e;
                                if (b.isOnBoard(t) && b.color(t) == StoneColor.EMPTY && dist[t] == 0
                                        && countNeighbours(b, t, opp, nb) == 0) {
                                    dist[t] = order + 1;
                                    next[nn++] = t;
                                }
                            }
                        }
                    } else if (c == StoneColor.EMPTY && dist[r] == 0 && countNeighbours(b, r, opp, nb) == 0) {
                        dist[r] = order + 1;
                        next[nn++] = r;
                    }
                }
            }
            frontier = next;
            fn = nn;
        }
        return dist;
    }

    private static int countNeighbours(Board b, int q, int color, int[] nb) {
        int n = 0;
        for (int d : nb) if (b.isOnBoard(q + d) && b.color(q + d) == color) n++;
        return n;
    }

    /** Plays p[0..n-2] alternately starting with O (illegal moves and tenukis are skipped), then counts liberties at p[n-1]. */
    private static double playThenLib(Board b, int color, int[] p) {
        int pushed = 0;
        int mover = color;
        for (int i = 0; i < p.length - 1; i++) {
            if (p[i] != Board.PASS && b.trymove(p[i], mover)) pushed++;
            mover = StoneColor.other(mover);
        }
        int target = p[p.length - 1];
        double r = b.color(target) == StoneColor.EMPTY ? 0 : b.countlib(target);
        for (int i = 0; i < pushed; i++) b.popgo();
        return r;
    }
}
