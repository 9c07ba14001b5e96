package owlbench.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import owlbench.board.Board;

/**
 * Whether a dragon is surrounded (doc/influence.texi, "Surrounded Dragons"): the convex hull of its
 * surround set (the stones of its hostile neighbours that face it, plus a point on the edge below each of them
 * on the second or third line, the edge being a natural barrier) contains every stone of the
 * dragon. A hull whose corners leave a wide gap around the dragon is only weakly surrounding, a
 * very wide gap not at all. {@code status} is GNU Go's number: 0 not surrounded, 1 surrounded,
 * 2 weakly surrounded; {@code size} counts the board points inside the hull (its boundary
 * included), 0 without a surround set.
 */
public record SurroundStatus(int status, int size) {
    /** GNU Go's values of surround_status. */
    public static final int NOT_SURROUNDED = 0, SURROUNDED = 1, WEAKLY_SURROUNDED = 2;
    /**
     * Gaps between consecutive hull corners (Euclidean distance in points): above the first the
     * dragon is only weakly surrounded, above the second not at all. A one-space gap on the second
     * line is a wall; an open side of ten points is a way out.
     */
    static final double WEAK_GAP = 6.5, OPEN_GAP = 11.0;
    /** How far (steps through empty points) from the dragon the surround set's stones may be. */
    static final int REACH = 3;

    /**
     * The surround status of the dragon with stones {@code dragon} among the {@code hostile} stones
     * (the stones of its hostile, not tactically dead, neighbour dragons) on board {@code b}.
     */
    public static SurroundStatus of(Board b, int[] dragon, int[] hostileStones) {
        int[] hostile = facing(b, dragon, hostileStones);
        if (hostile.length == 0) return new SurroundStatus(NOT_SURROUNDED, 0);
        int n = b.size();
        List<long[]> pts = new ArrayList<>();
        for (int h : hostile) {
            int c = b.col(h), r = b.row(h);
            pts.add(new long[] { c, r });
            // the edge as a barrier: a point on the first line below a stone on the second or third
            if (r == 1 || r == 2) pts.add(new long[] { c, 0 });
            if (r == n - 2 || r == n - 3) pts.add(new long[] { c, n - 1 });
            if (c == 1 || c == 2) pts.add(new long[] { 0, r });
            if (c == n - 2 || c == n - 3) pts.add(new long[] { n - 1, r });
        }
        long[][] hull = hull(pts);
        if (hull.length < 3) return new SurroundStatus(NOT_SURROUNDED, 0);
        int size = 0;
        for (int p : b.onBoardPoints()) {
            if (inside(hull, b.col(p), b.row(p))) size++;
        }
        for (int s : dragon) {
            if (!inside(hull, b.col(s), b.row(s))) return new SurroundStatus(NOT_SURROUNDED, size);
        }
        // corners of a convex hull around the dragon are already in angular order around it
        double widest = 0;
        for (int i = 0; i < hull.length; i++) {
            long[] a = hull[i], c = hull[(i + 1) % hull.length];
            if (onEdge(a, c, n)) continue; // the board's edge closes the hull there
            widest = Math.max(widest, Math.hypot(a[0] - c[0], a[1] - c[1]));
        }
        int status = widest > OPEN_GAP ? NOT_SURROUNDED : widest > WEAK_GAP ? WEAKLY_SURROUNDED : SURROUNDED;
        return new SurroundStatus(status, size);
    }

    /**
     * The hostile stones that face the dragon: next to it or to an empty point within
     * {@link #REACH} steps of it through empty points. Stones further away belong to the next
     * ring and would make the hull as large as the board.
     */
    static int[] facing(Board b, int[] dragon, int[] hostileStones) {
        int n = b.boardArraySize();
        boolean[] hostile = new boolean[n];
        for (int h : hostileStones) hostile[h] = true;
        int[] dist = new int[n];
        java.util.Arrays.fill(dist, -1);
        int[] queue = new int[n];
        int head = 0, tail = 0;
        for (int s : dragon) {
            dist[s] = 0;
            queue[tail++] = s;
        }
        boolean[] found = new boolean[n];
        int count = 0;
        while (head < tail) {
            int p = queue[head++];
            for (int off : b.neighborOffsets()) {
                int q = p + off;
                if (!b.isOnBoard(q) || dist[q] >= 0) continue;
                if (hostile[q]) {
                    if (!found[q]) count++;
                    found[q] = true;
                    continue;
                }
                if (b.color(q) != owlbench.board.StoneColor.EMPTY || dist[p] >= REACH) continue;
                dist[q] = dist[p] + 1;
                queue[tail++] = q;
            }
        }
        int[] out = new int[count];
        int k = 0;
        for (int p = 0; p < n; p++) {
            if (found[p]) out[k++] = p;
        }
        return out;
    }

    /** True if both corners lie on one edge of the board (a side of the hull along the edge). */
    private static boolean onEdge(long[] a, long[] c, int n) {
        return (a[0] == 0 && c[0] == 0) || (a[1] == 0 && c[1] == 0) || (a[0] == n - 1 && c[0] == n - 1)
                || (a[1] == n - 1 && c[1] == n - 1);
    }

    /** Andrew's monotone chain: the hull's corners counter-clockwise, collinear points dropped. */
    static long[][] hull(List<long[]> points) {
        long[][] p = points.toArray(new long[0][]);
        Arrays.sort(p, (x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : Long.compare(x[1], y[1]));
        int k = 0;
        long[][] h = new long[2 * p.length + 1][];
        for (long[] q : p) {
            while (k >= 2 && cross(h[k - 2], h[k - 1], q) <= 0) k--;
            h[k++] = q;
        }
        for (int i = p.length - 2, t = k + 1; i >= 0; i--) {
            while (k >= t && cross(h[k - 2], h[k - 1], p[i]) <= 0) k--;
            h[k++] = p[i];
        }
        return Arrays.copyOf(h, Math.max(0, k - 1));
    }

    private static long cross(long[] o, long[] a, long[] b) {
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
    }

    /** True if (x, y) is inside the counter-clockwise convex polygon or on its boundary. */
    static boolean inside(long[][] hull, long x, long y) {
        long[] q = { x, y };
        for (int i = 0; i < hull.length; i++) {
            if (cross(hull[i], hull[(i + 1) % hull.length], q) < 0) return false;
        }
        return true;
    }
}
