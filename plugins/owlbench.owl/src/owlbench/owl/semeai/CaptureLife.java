package owlbench.owl.semeai;

import java.util.HashMap;
import java.util.Map;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.QuickWormFacts;
import owlbench.owl.optics.EyeGraphs;
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
 * string of two liberties or fewer, is not judged here: it is taken to live, as before. A space
 * holding the capturing stone is valued, the other side to move, as the area with the stone in it
 * (SemeaiParams.captureStoneInSpace).
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
    /** Stamps of the area innerStonesValue values (apart from visit, which eyes() keeps its spaces in). */
    private final int[] area;
    private int stamp;
    private final int[] delta;
    private final Map<Long, Boolean> cache = new HashMap<>();
    /** SemeaiParams.captureStoneInSpace: a space holding a lone string of the capturer valued with it empty. */
    private boolean stoneInSpace;

    CaptureLife(Board board, EyeShapeDatabase db) {
        this.board = board;
        this.db = db;
        this.facts = new QuickWormFacts(board);
        int n = board.boardArraySize();
        mark = new int[n];
        visit = new int[n];
        area = new int[n];
        queue = new int[n];
        buf = new int[n];
        delta = board.neighborOffsets();
    }

    /** With on (SemeaiParams.captureStoneInSpace), see {@link #innerStonesValue}; returns this. */
    CaptureLife stoneInSpace(boolean on) {
        stoneInSpace = on;
        return this;
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
                    int own = ownerToMove ? value.maxEyes() : value.minEyes();
                    int inner = stoneInSpace && !ownerToMove ? innerStonesValue(es, d.color, origin, s) : NO_INNER;
                    // the area only takes away what the stone-as-wall reading credits, never adds
                    eyes += inner == NO_INNER ? own : Math.min(own, inner);
                }
            }
        }
        return eyes;
    }

    /** innerStonesValue's answer where the space holds no lone string of the owner. */
    static final int NO_INNER = -1;

    /**
     * The eyes of color's eye space at origin where it holds a lone string of color that is not
     * one of the dragon's (dragon strings marked with stamp in mark), every neighbour of it a point
     * of the space. That is the capturing stone left where the captured dragon's eye was: optics
     * takes it as part of the wall, so the captured area looks like a space around it (semeai.tst
     * 41's corner, the squiggly four A2 A3 B1 B2 beside black's A1, two eyes), where the owner's
     * real space is the area with the stone in it (the bulky five A1-B2, one eye once the other
     * plays its vital point). The area, the string's points taken as empty, is valued as an eye
     * graph ({@link EyeGraphs#lookup}, a shape of the centre: an edge only makes a space worse),
     * the other side moving first: that is when the stone is no wall. With the owner to move it
     * is asked for none: its stone can be the wall of the owner's own vital move (a bent three
     * beside the capturing stone: the middle point makes two eyes, where the square four the
     * area makes is dead), so optics' value stands there.
     * {@link #NO_INNER} if there is no such string or the database does not know the area (optics'
     * value then stands, as before).
     */
    private int innerStonesValue(EyeSpaces es, int color, int origin, int stamp) {
        int[] points = board.onBoardPoints();
        int inSpace = ++this.stamp;
        for (int p : points) if (es.isEyeSpace(color, p) && es.origin(color, p) == origin) area[p] = inSpace;
        int innerStamp = ++this.stamp;
        boolean any = false;
        int[] stones = new int[board.boardArraySize()];
        for (int p : points) {
            if (area[p] != inSpace) continue;
            for (int dd : delta) {
                int q = p + dd;
                if (board.color(q) != color || mark[board.origin(q)] == stamp || area[q] == innerStamp) continue;
                int n = board.stringStones(q, stones);
                if (!enclosed(q, stones, n, inSpace)) continue;
                for (int i = 0; i < n; i++) area[stones[i]] = innerStamp;
                any = true;
            }
        }
        if (!any) return NO_INNER;
        EyeGraphs.Analysis a = EyeGraphs.lookup(diagram(points, inSpace, innerStamp), db);
        if (a == null) return NO_INNER;
        return a.value().charAt(1) - '0';
    }

    /**
     * True if every neighbour of the string at q (its n stones) is one of its stones or a point of
     * the space (stamp inSpace): the string stands inside the space, touching nothing else.
     */
    private boolean enclosed(int q, int[] stones, int n, int inSpace) {
        int o = board.origin(q);
        for (int i = 0; i < n; i++) {
            for (int dd : delta) {
                int r = stones[i] + dd;
                if (!board.isOnBoard(r) || area[r] == inSpace) continue;
                if (board.color(r) != board.color(q) || board.origin(r) != o) return false;
            }
        }
        return true;
    }

    /**
     * The area (space points stamped inSpace, inner stones stamped inner) as an eyes.db diagram:
     * '.' for a point, '!' for one next to an empty point outside the area (where the other side
     * reduces it from outside), blank elsewhere.
     */
    private java.util.List<String> diagram(int[] points, int inSpace, int inner) {
        int minR = Integer.MAX_VALUE, maxR = -1, minC = Integer.MAX_VALUE, maxC = -1;
        for (int p : points) {
            if (area[p] != inSpace && area[p] != inner) continue;
            minR = Math.min(minR, board.row(p));
            maxR = Math.max(maxR, board.row(p));
            minC = Math.min(minC, board.col(p));
            maxC = Math.max(maxC, board.col(p));
        }
        java.util.List<String> rows = new java.util.ArrayList<>();
        for (int r = minR; r <= maxR; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = minC; c <= maxC; c++) {
                int p = board.point(c, r);
                if (area[p] != inSpace && area[p] != inner) {
                    row.append(' ');
                    continue;
                }
                boolean open = false;
                for (int dd : delta) {
                    int q = p + dd;
                    open |= board.color(q) == StoneColor.EMPTY && area[q] != inSpace;
                }
                row.append(open ? '!' : '.');
            }
            rows.add(row.toString());
        }
        return rows;
    }
}
