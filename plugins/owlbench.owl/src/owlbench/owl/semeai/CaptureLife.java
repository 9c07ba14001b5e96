package owlbench.owl.semeai;

import java.util.HashMap;
import java.util.Map;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.QuickWormFacts;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.EyeValue;

/**
 * Whether the dragon that has just captured the other in a race lives (doc/owl.texi: the semeai
 * reader evaluates both dragons' eye spaces at its nodes). Taking the other dragon wins the race
 * only if the capturer can then make two eyes: a dragon shut in by safe enemy strings whose eye
 * spaces, valued by optics on the position after the capture, give fewer than two eyes dies
 * there (bent four in the corner; the seki where filling the last shared liberty captures but
 * leaves a dead three-point eye). A capturer with open ground around it, or next to an enemy
 * string of two liberties or fewer, is not judged here: it is taken to live, as before.
 * One instance serves one search on one thread (scratch arrays, a cache per position).
 */
final class CaptureLife {
    /** Empty points reachable from a dragon's liberties (through empty points) beyond which it has open ground. */
    static final int ENCLOSED = 12;
    /** Enemy strings next to the dragon with at most this many liberties may be captured: no verdict. */
    static final int WEAK_NEIGHBOUR = 2;

    private final Board board;
    private final EyeShapeDatabase db;
    private final QuickWormFacts facts;
    private final int[] mark, visit, queue, buf;
    private int stamp;
    private final int[] delta;
    private final Map<Long, Boolean> cache = new HashMap<>();

    CaptureLife(Board board, EyeShapeDatabase db) {
        this.board = board;
        this.db = db;
        this.facts = new QuickWormFacts(board);
        int n = board.boardArraySize();
        mark = new int[n];
        visit = new int[n];
        queue = new int[n];
        buf = new int[n];
        delta = board.neighborOffsets();
    }

    /**
     * True if dragon d is shut in: its liberties reach at most {@link #ENCLOSED} empty points and
     * no enemy string next to it but those of the other race dragon and those inside the region
     * has {@link #WEAK_NEIGHBOUR} liberties or fewer.
     */
    boolean shutIn(RaceDragon d, RaceDragon other) {
        int o = ++stamp;
        other.strings(board, mark, o, buf);
        int s = ++stamp;
        int ns = d.strings(board, mark, s, buf);
        if (ns == 0) return false;
        int[] strings = java.util.Arrays.copyOf(buf, ns);
        int v = ++stamp;
        int head = 0, tail = 0;
        for (int str : strings) {
            int nl = board.findlib(str, buf.length, buf);
            for (int i = 0; i < nl; i++) {
                int p = buf[i];
                if (visit[p] == v) continue;
                visit[p] = v;
                if (tail >= ENCLOSED) return false;
                queue[tail++] = p;
            }
        }
        while (head < tail) {
            int p = queue[head++];
            for (int dd : delta) {
                int q = p + dd;
                if (board.color(q) != StoneColor.EMPTY || visit[q] == v) continue;
                visit[q] = v;
                if (tail >= ENCLOSED) return false;
                queue[tail++] = q;
            }
        }
        int[] adjacent = new int[buf.length];
        for (int str : strings) {
            int na = board.adjacentStrings(str, adjacent);
            for (int i = 0; i < na; i++) {
                int e = adjacent[i];
                if (mark[e] != o && board.countlib(e) <= WEAK_NEIGHBOUR && !inside(e, v)) return false;
            }
        }
        return true;
    }

    /**
     * True if every liberty of the enemy string e is in the shut-in region (flood stamp v) or a
     * point with no empty neighbour: taking e only enlarges the space inside, it opens no way out.
     */
    private boolean inside(int e, int v) {
        int nl = board.findlib(e, buf.length, buf);
        for (int i = 0; i < nl; i++) {
            int p = buf[i];
            if (visit[p] == v) continue;
            for (int dd : delta) if (board.color(p + dd) == StoneColor.EMPTY) return false;
        }
        return true;
    }

    /**
     * True if dragon d, just after a capture, is dead: shut in, and its eye spaces give fewer than
     * two eyes with its owner moving next (ownerToMove) or its opponent.
     */
    boolean dies(RaceDragon d, RaceDragon other, boolean ownerToMove) {
        if (db == null) return false;
        long key = board.hash() * 31 + (ownerToMove ? 1 : 0) + 7L * d.anchor;
        Boolean hit = cache.get(key);
        if (hit != null) return hit;
        boolean dead = shutIn(d, other) && eyes(d, ownerToMove) < 2;
        cache.put(key, dead);
        return dead;
    }

    /** The eyes of the eye spaces next to d's strings (a space without a value counts two: unknown is not dead). */
    private int eyes(RaceDragon d, boolean ownerToMove) {
        EyeSpaces es = new EyeSpaces(board, facts, db);
        int s = ++stamp;
        int ns = d.strings(board, mark, s, buf);
        int[] strings = java.util.Arrays.copyOf(buf, ns);
        int seen = ++stamp;
        int eyes = 0;
        int[] stones = new int[board.boardArraySize()];
        for (int str : strings) {
            int n = board.stringStones(str, stones);
            for (int i = 0; i < n; i++) {
                for (int dd : delta) {
                    int p = stones[i] + dd;
                    if (!board.isOnBoard(p) || !es.isEyeSpace(d.color, p)) continue;
                    int origin = es.origin(d.color, p);
                    if (visit[origin] == seen) continue;
                    visit[origin] = seen;
                    EyeValue value = es.value(d.color, origin);
                    if (value == null) return 2;
                    eyes += ownerToMove ? value.maxEyes() : value.minEyes();
                }
            }
        }
        return eyes;
    }
}
