package owlbench.engine;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The neighbour dragons of each dragon (doc/dragon.texi, {@code dragon2.adjacent}: "dragons of
 * either color near the given one"). Every empty point within {@link #REACH} of a stone goes to the
 * dragon nearest to it (distance through empty points); two dragons are neighbours when their
 * stones touch or when points of the one meet points (or stones) of the other, the frontier
 * between their spheres of influence. Far-apart dragons with nothing between them but open board
 * beyond {@link #REACH} points are not neighbours.
 */
final class DragonNeighbors {
    /** How far (in steps through empty points) a dragon's sphere reaches. */
    static final int REACH = 4;

    private DragonNeighbors() {
    }

    /** Per dragon (index in {@code ds.dragons()}), the indices of its neighbours in ascending order. */
    static int[][] of(Board b, Dragons ds) {
        List<Dragon> list = ds.dragons();
        int n = b.boardArraySize();
        java.util.Map<Dragon, Integer> index = new java.util.IdentityHashMap<>();
        for (int i = 0; i < list.size(); i++) index.put(list.get(i), i);
        int[] owner = new int[n];
        int[] dist = new int[n];
        java.util.Arrays.fill(owner, -1);
        int[] queue = new int[n];
        int head = 0, tail = 0;
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != StoneColor.EMPTY) {
                owner[p] = index.get(ds.dragon(p));
                queue[tail++] = p;
            }
        }
        boolean[][] adj = new boolean[list.size()][list.size()];
        int[] off = b.neighborOffsets();
        while (head < tail) {
            int p = queue[head++];
            for (int d : off) {
                int q = p + d;
                if (!b.isOnBoard(q)) continue;
                if (owner[q] >= 0) {
                    // two spheres (or stones) meet: the dragons are neighbours
                    if (owner[q] != owner[p]) {
                        adj[owner[p]][owner[q]] = true;
                        adj[owner[q]][owner[p]] = true;
                    }
                    continue;
                }
                if (dist[p] >= REACH) continue;
                owner[q] = owner[p];
                dist[q] = dist[p] + 1;
                queue[tail++] = q;
            }
        }
        int[][] out = new int[list.size()][];
        for (int i = 0; i < list.size(); i++) {
            List<Integer> ns = new ArrayList<>();
            for (int j = 0; j < list.size(); j++) {
                if (adj[i][j]) ns.add(j);
            }
            out[i] = ns.stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }
}
