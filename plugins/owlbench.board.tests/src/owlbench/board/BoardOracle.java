package owlbench.board;

import static org.junit.Assert.assertEquals;

import java.util.Arrays;

/**
 * Test oracle: recounts strings, liberties and neighbours from the colours alone by flood fill,
 * independently of the board's incremental machinery, and describes a board's full state as text.
 */
final class BoardOracle {
    private BoardOracle() {
    }

    /** What the board's incremental data says: each stone's origin, then each string in full. */
    static String incremental(Board b) {
        StringBuilder sb = new StringBuilder();
        int n = b.boardArraySize();
        int[] buf = new int[n];
        for (int p : b.onBoardPoints()) {
            int c = b.color(p);
            if (c != StoneColor.EMPTY) {
                sb.append(b.origin(p)).append(',');
            }
        }
        sb.append('\n');
        for (int p : b.onBoardPoints()) {
            int c = b.color(p);
            if (c == StoneColor.EMPTY || b.origin(p) != p) {
                continue;
            }
            int size = b.stringSize(p);
            int k = b.stringStones(p, buf);
            assertEquals("stringStones count vs stringSize at " + p, size, k);
            String stones = sorted(buf, k);
            int libs = b.countlib(p);
            int k2 = b.findlib(p, n, buf);
            assertEquals("findlib vs countlib at " + p, libs, k2);
            String libList = sorted(buf, Math.min(k2, n));
            int k3 = b.adjacentStrings(p, buf);
            String adj = sorted(buf, k3);
            sb.append(p).append(' ').append(c).append(" n=").append(size)
                    .append(" s=").append(stones).append(" l=").append(libs).append(libList)
                    .append(" a=").append(adj).append('\n');
        }
        return sb.toString();
    }

    /** The same description computed from the colours alone (flood fill, nothing incremental). */
    static String recount(Board b) {
        StringBuilder sb = new StringBuilder();
        int n = b.boardArraySize();
        int[] delta = {-1, 1, -(b.size() + 1), b.size() + 1};
        int[] color = new int[n];
        for (int p = 0; p < n; p++) {
            color[p] = b.color(p);
        }
        int[] originOf = new int[n];
        Arrays.fill(originOf, -1);
        int[] stack = new int[n];
        int[] stones = new int[n];
        // Pass 1: flood fill; points are visited in increasing order, so the first is the origin.
        for (int p : b.onBoardPoints()) {
            int c = color[p];
            if (c == StoneColor.EMPTY || originOf[p] >= 0) {
                continue;
            }
            int top = 0;
            stack[top++] = p;
            originOf[p] = p;
            while (top > 0) {
                int q = stack[--top];
                for (int d : delta) {
                    int a = q + d;
                    if (color[a] == c && originOf[a] < 0) {
                        originOf[a] = p;
                        stack[top++] = a;
                    }
                }
            }
        }
        for (int p : b.onBoardPoints()) {
            if (color[p] != StoneColor.EMPTY) {
                sb.append(originOf[p]).append(',');
            }
        }
        sb.append('\n');
        // Pass 2: one line per string, by scanning the whole board for its stones.
        boolean[] isLib = new boolean[n];
        boolean[] isAdj = new boolean[n];
        int[] libs = new int[n];
        int[] adj = new int[n];
        for (int p : b.onBoardPoints()) {
            int c = color[p];
            if (c == StoneColor.EMPTY || originOf[p] != p) {
                continue;
            }
            int ns = 0;
            int nl = 0;
            int na = 0;
            for (int q : b.onBoardPoints()) {
                if (color[q] != c || originOf[q] != p) {
                    continue;
                }
                stones[ns++] = q;
                for (int d : delta) {
                    int a = q + d;
                    if (color[a] == StoneColor.EMPTY && !isLib[a]) {
                        isLib[a] = true;
                        libs[nl++] = a;
                    } else if (color[a] == StoneColor.WHITE + StoneColor.BLACK - c && !isAdj[originOf[a]]) {
                        isAdj[originOf[a]] = true;
                        adj[na++] = originOf[a];
                    }
                }
            }
            for (int i = 0; i < nl; i++) {
                isLib[libs[i]] = false;
            }
            for (int i = 0; i < na; i++) {
                isAdj[adj[i]] = false;
            }
            sb.append(p).append(' ').append(c).append(" n=").append(ns)
                    .append(" s=").append(sorted(stones, ns)).append(" l=").append(nl).append(sorted(libs, nl))
                    .append(" a=").append(sorted(adj, na)).append('\n');
        }
        return sb.toString();
    }

    /** Zobrist hash from scratch. */
    static long hashFromScratch(Board b) {
        long h = 0;
        for (int p : b.onBoardPoints()) {
            int c = b.color(p);
            if (c != StoneColor.EMPTY) {
                h ^= Zobrist.stone(c, p);
            }
        }
        return h ^ Zobrist.ko(b.koPoint());
    }

    /** Asserts that incremental data and hash equal a from-scratch recount. */
    static void check(Board b, String where) {
        assertEquals(where + ": strings differ from recount", recount(b), incremental(b));
        assertEquals(where + ": hash differs from recount", hashFromScratch(b), b.hash());
    }

    /** Everything observable about the position, for exact before/after comparisons. */
    static String snapshot(Board b) {
        return incremental(b) + "ko=" + b.koPoint() + " hash=" + b.hash() + " capW=" + b.captures(StoneColor.WHITE)
                + " capB=" + b.captures(StoneColor.BLACK) + " stackp=" + b.stackp();
    }

    private static String sorted(int[] a, int n) {
        int[] c = Arrays.copyOf(a, n);
        Arrays.sort(c);
        for (int i = 1; i < n; i++) {
            if (c[i] == c[i - 1]) {
                throw new AssertionError("duplicate entry " + c[i] + " in " + Arrays.toString(c));
            }
        }
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(c[i]);
        }
        return sb.append(']').toString();
    }
}
