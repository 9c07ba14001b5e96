package owlbench.owl;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * How open the board is around each empty point, for the owner of a dragon looking for a way out
 * (owlbench's own measure; GNU Go takes it from influence): 2 where no stone lies within two
 * steps and the edge is two lines away or more, 1 where no opponent stone lies within two steps
 * (Manhattan distance), 0 elsewhere and on stones. The escape route of a dragon is the number of
 * open (2) points its owner reaches from the dragon's liberties within a few steps over points
 * worth 1 or more.
 */
final class EscapeMap {
    /** Steps from a liberty the route search walks. */
    static final int ROUTE_STEPS = 3;

    private final Board b;
    private final int color;
    private final int[] value;

    EscapeMap(Board b, int color) {
        this.b = b;
        this.color = color;
        this.value = new int[b.boardArraySize()];
        // each point's value is worked out when first asked: a node asks about the points near
        // its goal only (the route and the liberties), not the whole board
        java.util.Arrays.fill(value, UNKNOWN);
    }

    /** Marks a value not yet worked out. */
    private static final int UNKNOWN = -1;

    /** The escape value of p (0 on stones). */
    int value(int p) {
        if (!b.isOnBoard(p)) return 0;
        int v = value[p];
        if (v == UNKNOWN) {
            v = compute(p);
            value[p] = v;
        }
        return v;
    }

    private int compute(int p) {
        if (b.color(p) != StoneColor.EMPTY) return 0;
        int other = StoneColor.other(color);
        int n = b.size();
        int r = b.row(p), c = b.col(p);
        boolean foe = false, any = false;
        for (int dr = -2; dr <= 2 && !foe; dr++) {
            for (int dc = -2 + Math.abs(dr); dc <= 2 - Math.abs(dr); dc++) {
                int rr = r + dr, cc = c + dc;
                if (rr < 0 || cc < 0 || rr >= n || cc >= n) continue;
                int s = b.color(b.point(cc, rr));
                if (s == other) {
                    foe = true;
                    break;
                }
                if (s != StoneColor.EMPTY) any = true;
            }
        }
        return foe ? 0 : !any && b.edgeDistance(p) >= 2 ? 2 : 1;
    }

    /** Open points reached from the goal's liberties within {@link #ROUTE_STEPS} steps. */
    int route(boolean[] goal) {
        int size = b.boardArraySize();
        int[] dist = new int[size];
        java.util.Arrays.fill(dist, -1);
        int[] queue = new int[size];
        int head = 0, tail = 0;
        int[] delta = b.neighborOffsets();
        // the goal's mask is true on its stones only (on the board): read by index, without a
        // copy of the board's point list at each call; the breadth-first distances, and so the
        // count, do not depend on the order the liberties are queued in
        for (int p = 0; p < size; p++) {
            if (!goal[p]) continue;
            for (int d : delta) {
                int q = p + d;
                if (b.isOnBoard(q) && b.color(q) == StoneColor.EMPTY && dist[q] < 0 && value(q) > 0) {
                    dist[q] = 0;
                    queue[tail++] = q;
                }
            }
        }
        int open = 0;
        while (head < tail) {
            int p = queue[head++];
            if (value(p) == 2) open++;
            if (dist[p] >= ROUTE_STEPS) continue;
            for (int d : delta) {
                int q = p + d;
                if (b.isOnBoard(q) && b.color(q) == StoneColor.EMPTY && dist[q] < 0 && value(q) > 0) {
                    dist[q] = dist[p] + 1;
                    queue[tail++] = q;
                }
            }
        }
        return open;
    }

    int color() {
        return color;
    }
}
