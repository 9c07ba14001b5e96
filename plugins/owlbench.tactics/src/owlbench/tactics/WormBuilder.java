package owlbench.tactics;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.expr.BoardFunctions;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/** Computes the worm data of a position (GNU Go's make_worms, the fields owlbench has); see {@link Worms}. */
final class WormBuilder {
    /** Effective size counts empty points up to this distance (doc/dragon.texi). */
    private static final int EFFECTIVE_SIZE_DISTANCE = 4;

    private final Board b;
    private final Reader reader;
    private final int[] nb;

    WormBuilder(Board b, Reader reader) {
        this.b = b;
        this.reader = reader;
        this.nb = b.neighborOffsets();
    }

    /** Worm by point (null on empty points); every stone of a worm shares the one object. */
    Worm[] build() {
        int size = b.boardArraySize();
        Worm[] byPoint = new Worm[size];
        int[] origins = new int[size];
        int nw = 0;
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != StoneColor.EMPTY && b.origin(p) == p) origins[nw++] = p;
        }
        // tactical reading first: lunch needs the neighbours' attack codes
        int[] attack = new int[size], attackMove = new int[size], defense = new int[size], defenseMove = new int[size];
        for (int i = 0; i < nw; i++) {
            int o = origins[i];
            attack[o] = reader.attack(o);
            attackMove[o] = attack[o] == ReadCodes.FAIL ? Board.PASS : reader.lastMove();
            if (attack[o] != ReadCodes.FAIL) {
                defense[o] = reader.findDefense(o);
                defenseMove[o] = defense[o] == ReadCodes.FAIL ? Board.PASS : reader.lastMove();
            }
        }
        double[] effective = effectiveSizes(origins, nw);
        int[] stones = new int[size];
        int[] adj = new int[size];
        for (int i = 0; i < nw; i++) {
            int o = origins[i];
            int n = b.stringStones(o, stones);
            int[] st = java.util.Arrays.copyOf(stones, n);
            java.util.Arrays.sort(st);
            int[] dist = BoardFunctions.libertyOrders(b, o, 4);
            int[] orders = new int[5];
            for (int p : b.onBoardPoints()) orders[dist[p]]++;
            int na = b.adjacentStrings(o, adj);
            int lunch = Board.PASS, lunchSize = Integer.MAX_VALUE;
            for (int k = 0; k < na; k++) {
                int a = b.origin(adj[k]);
                if (attack[a] != ReadCodes.FAIL && b.stringSize(a) < lunchSize) {
                    lunch = a;
                    lunchSize = b.stringSize(a);
                }
            }
            Worm w = new Worm(b.color(o), o, st, effective[o], b.countlib(o), orders[2], orders[3], orders[4],
                    attack[o], attackMove[o], defense[o], defenseMove[o], lunch, cutstone(st), 0, genus(st));
            for (int s : st) byPoint[s] = w;
        }
        return byPoint;
    }

    /**
     * 2 if a stone of the worm has enemy strings on two perpendicular sides (a diagonal pair, as
     * in doc/dragon.texi's XO/OX) that share no liberty, 1 if such a pair shares one, else 0.
     */
    private int cutstone(int[] stones) {
        int best = 0;
        int[] l1 = new int[b.boardArraySize()];
        int[] l2 = new int[b.boardArraySize()];
        int enemy = StoneColor.other(b.color(stones[0]));
        // the neighbours in turn (W, N, E, S: neighborOffsets() gives W, E, N, S), so that
        // consecutive ones are perpendicular
        int[] ring = { nb[0], nb[2], nb[1], nb[3] };
        for (int s : stones) {
            for (int i = 0; i < 4; i++) {
                int p = s + ring[i], q = s + ring[(i + 1) % 4];
                if (b.color(p) != enemy || b.color(q) != enemy || b.origin(p) == b.origin(q)) continue;
                int n1 = b.findlib(p, l1.length, l1), n2 = b.findlib(q, l2.length, l2);
                boolean common = false;
                for (int x = 0; x < n1 && !common; x++) {
                    for (int y = 0; y < n2; y++) {
                        if (l1[x] == l2[y]) {
                            common = true;
                            break;
                        }
                    }
                }
                if (!common) return 2;
                best = 1;
            }
        }
        return best;
    }

    /** Connected components of the on-board points outside the worm, minus one. */
    private int genus(int[] stones) {
        boolean[] seen = new boolean[b.boardArraySize()];
        for (int s : stones) seen[s] = true;
        int[] queue = new int[b.boardArraySize()];
        int components = 0;
        for (int p : b.onBoardPoints()) {
            if (seen[p]) continue;
            components++;
            int head = 0, tail = 0;
            queue[tail++] = p;
            seen[p] = true;
            while (head < tail) {
                int q = queue[head++];
                for (int d : nb) {
                    int r = q + d;
                    if (b.isOnBoard(r) && !seen[r]) {
                        seen[r] = true;
                        queue[tail++] = r;
                    }
                }
            }
        }
        return components - 1;
    }

    /**
     * Effective sizes by origin: each empty point within distance 4 (steps through empty points) of
     * some worms goes to the nearest ones, split equally among them when several are nearest.
     */
    private double[] effectiveSizes(int[] origins, int nw) {
        int size = b.boardArraySize();
        int[] best = new int[size];
        int[] ties = new int[size];
        java.util.Arrays.fill(best, Integer.MAX_VALUE);
        int[][] dist = new int[nw][];
        int[] stones = new int[size];
        for (int i = 0; i < nw; i++) {
            dist[i] = distances(origins[i], stones);
            for (int p : b.onBoardPoints()) {
                int d = dist[i][p];
                if (d == 0) continue;
                if (d < best[p]) {
                    best[p] = d;
                    ties[p] = 1;
                } else if (d == best[p]) {
                    ties[p]++;
                }
            }
        }
        double[] out = new double[size];
        for (int i = 0; i < nw; i++) {
            double e = b.stringSize(origins[i]);
            for (int p : b.onBoardPoints()) {
                if (dist[i][p] != 0 && dist[i][p] == best[p]) e += 1.0 / ties[p];
            }
            out[origins[i]] = e;
        }
        return out;
    }

    /** Distance (1..4) of empty points from the worm at o through empty points; 0 elsewhere. */
    private int[] distances(int o, int[] stones) {
        int[] d = new int[b.boardArraySize()];
        int n = b.stringStones(o, stones);
        int[] queue = new int[b.boardArraySize()];
        int tail = 0;
        for (int i = 0; i < n; i++) {
            for (int k : nb) {
                int q = stones[i] + k;
                if (b.isOnBoard(q) && b.color(q) == StoneColor.EMPTY && d[q] == 0) {
                    d[q] = 1;
                    queue[tail++] = q;
                }
            }
        }
        int head = 0;
        while (head < tail) {
            int q = queue[head++];
            if (d[q] == EFFECTIVE_SIZE_DISTANCE) continue;
            for (int k : nb) {
                int r = q + k;
                if (b.isOnBoard(r) && b.color(r) == StoneColor.EMPTY && d[r] == 0) {
                    d[r] = d[q] + 1;
                    queue[tail++] = r;
                }
            }
        }
        return d;
    }
}
