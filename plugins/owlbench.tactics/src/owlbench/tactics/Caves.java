package owlbench.tactics;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Closed caves of one colour (doc/dragon.texi, "the boundary components of a blackbordered cave"):
 * connected regions of empty points and tactically dead opponent stones whose every neighbour
 * outside the region is a stone of that colour: a flood fill from tactical worm data alone. The
 * dragon analysis now joins worms around the optics code's closed eye spaces (owlbench.owl) instead. A cave larger than twice the
 * board size counts as open ground, not eye space (without influence domains, an area whose few
 * opponent stones are all dead would otherwise join every worm of the colour).
 */
public final class Caves {
    private Caves() {
    }

    /**
     * One closed cave: the point it was found from (its first in board order), its points (empty
     * or dead opponent stones, sorted) and the origins of the worms around it, in the order met.
     */
    public record Cave(int start, int[] points, int[] boundaryWorms) {
    }

    /** The closed caves of colour c, in board order of their first point. */
    public static List<Cave> closed(Board b, Worms worms, int c) {
        int n = b.boardArraySize();
        boolean[] seen = new boolean[n];
        int[] queue = new int[n];
        int[] boundary = new int[n];
        int[] nb = b.neighborOffsets();
        List<Cave> out = new ArrayList<>();
        for (int p : b.onBoardPoints()) {
            if (seen[p] || !inCave(b, worms, p, c)) continue;
            int head = 0, tail = 0, nbnd = 0;
            boolean closed = true;
            queue[tail++] = p;
            seen[p] = true;
            while (head < tail) {
                int q = queue[head++];
                for (int d : nb) {
                    int r = q + d;
                    if (!b.isOnBoard(r)) continue;
                    if (inCave(b, worms, r, c)) {
                        if (!seen[r]) {
                            seen[r] = true;
                            queue[tail++] = r;
                        }
                    } else if (b.color(r) == c) {
                        int o = worms.worm(r).origin;
                        boolean known = false;
                        for (int i = 0; i < nbnd && !known; i++) known = boundary[i] == o;
                        if (!known) boundary[nbnd++] = o;
                    } else {
                        closed = false; // an opponent stone that is not dead
                    }
                }
            }
            if (closed && tail <= 2 * b.size()) {
                int[] pts = java.util.Arrays.copyOf(queue, tail);
                java.util.Arrays.sort(pts);
                out.add(new Cave(p, pts, java.util.Arrays.copyOf(boundary, nbnd)));
            }
        }
        return out;
    }

    private static boolean inCave(Board b, Worms worms, int p, int c) {
        int k = b.color(p);
        if (k == StoneColor.EMPTY) return true;
        if (k == c) return false;
        return worms.worm(p).isTacticallyDead();
    }
}
