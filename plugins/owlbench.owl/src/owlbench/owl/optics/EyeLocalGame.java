package owlbench.owl.optics;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Reads an eye graph as a small game of Go (doc/eyes.texi, "The eyespace as local game") and
 * finds its eye value (a,b,c,d) and vital points, for the generated eye-shape database.
 *
 * <p>The model: the eye space is enclosed by an invulnerable wall of the defender O. A vertex with
 * fewer eye-space neighbours than board neighbours touches that wall, so an O stone there (and its
 * string) cannot be captured; O stones elsewhere can. A marginal vertex also touches the
 * attacker's safe outside: an X stone played there joins it and its string cannot be captured
 * (the doc's rule 3: "X may remove a !", the X stones it touches go with it). The X stones the
 * shape starts with ({@code X}, {@code $}) are dead: they have only the liberties they find
 * inside, even on a margin. Both play by the rules of Go on the graph: captures, suicide allowed
 * (eyes.db assumes it), a single-stone ko may not be retaken at once, either may pass, two passes
 * end the game. At the end each connected part of the non-O vertices that holds neither a
 * marginal vertex nor an X stone joined to the outside is one eye; two count as enough.
 *
 * <p>A space filled with dead X stones (no empty vertex) cannot be on the board unless those
 * stones have a liberty outside it: a false margin (doc/eyes.texi, "False Margins"), where an X
 * move only puts them in atari. So there O may capture them with a move outside the graph, and X
 * can do nothing about it (eyes.db's comment on its XxxX pattern: such a space is worth what the
 * empty space is worth, for O's one move).
 *
 * <p>Values: b with X moving first, c with O moving first, play alternating (passes allowed); a
 * is X's threat, X playing twice at the start (min of b and the value after any X move with X to
 * move again), d the same for O. Vital points are given only where b &lt; c: the X moves that hold
 * O to b and the O moves that reach c. A repeated position on the line being read ends that line
 * and counts the eyes there. Not thread-safe; one instance per graph.
 */
public final class EyeLocalGame {
    /** The value of a graph: the four digits and the vital moves (vertex indices, maybe empty). */
    public record Value(int a, int b, int c, int d, int[] attacks, int[] defenses) {
        public String digits() {
            return "" + a + b + c + d;
        }
    }

    /** Largest graph read (two bits per vertex in a long, with room for the ko point). */
    public static final int MAX_VERTICES = 24;

    private static final int EMPTY = 0, O = 1, X = 2, X_SAFE = 3;
    private static final int O_TO_MOVE = 0, X_TO_MOVE = 1;

    private final int n;
    private final int[][] nb;
    private final boolean[] marginal;
    private final boolean[] wall;
    private final long start;
    /** Whether the start is all dead X stones, which O captures by a move outside (see the class comment). */
    private final boolean capturableOutside;
    private final Map<Long, Byte> memo = new HashMap<>();
    private final Set<Long> onLine = new HashSet<>();
    private final int[] stack;
    private final boolean[] seen;
    private long nodes;
    private boolean tenukiByChoice;

    /**
     * @param adjacent symmetric adjacency of the eye graph
     * @param marginal which vertices are marginal
     * @param stone which vertices hold a dead attacker stone at the start
     * @param wall which vertices touch the defender's wall (for the centre of the board: fewer
     *        than four eye-space neighbours)
     */
    public EyeLocalGame(boolean[][] adjacent, boolean[] marginal, boolean[] stone, boolean[] wall) {
        n = adjacent.length;
        if (n > MAX_VERTICES) throw new IllegalArgumentException("eye graph of " + n + " vertices: at most " + MAX_VERTICES + " are read");
        nb = new int[n][];
        for (int i = 0; i < n; i++) {
            int k = 0;
            int[] t = new int[n];
            for (int j = 0; j < n; j++) if (j != i && adjacent[i][j]) t[k++] = j;
            nb[i] = Arrays.copyOf(t, k);
        }
        this.marginal = marginal.clone();
        this.wall = wall.clone();
        long s = 0;
        boolean full = n > 0;
        for (int i = 0; i < n; i++) {
            if (stone[i]) s |= (long) X << (2 * i);
            full &= stone[i];
        }
        start = s;
        capturableOutside = full;
        stack = new int[n];
        seen = new boolean[n];
    }

    /** The wall flags of a graph in the centre of the board: fewer than four neighbours in the graph. */
    public static boolean[] centreWall(boolean[][] adjacent) {
        boolean[] w = new boolean[adjacent.length];
        for (int i = 0; i < adjacent.length; i++) {
            int d = 0;
            for (int j = 0; j < adjacent.length; j++) if (j != i && adjacent[i][j]) d++;
            w[i] = d < 4;
        }
        return w;
    }

    /**
     * Reads the first and fourth digits as the doc's Pattern 6141 explains them: the other side
     * tenukis once, when it chooses, instead of the threat being two moves in a row.
     */
    public EyeLocalGame tenukiByChoice(boolean on) {
        tenukiByChoice = on;
        return this;
    }

    /** Positions visited so far (a measure of the work). */
    public long nodes() {
        return nodes;
    }

    /** Reads the game from the start position. */
    public Value solve() {
        int b = value(start, X_TO_MOVE, -1, false);
        int c = value(start, O_TO_MOVE, -1, false);
        int a = b, d = c;
        if (tenukiByChoice) {
            a = Math.min(b, value(start, X_TO_MOVE, -1, false, O_OWES));
            d = Math.max(c, value(start, O_TO_MOVE, -1, false, X_OWES));
        }
        int[] att = new int[n], def = new int[n];
        int na = 0, nd = 0;
        for (int v = 0; v < n; v++) {
            long s = play(start, v, X);
            if (s >= 0) {
                long pos = s & STATE_MASK;
                if (!tenukiByChoice) a = Math.min(a, value(pos, X_TO_MOVE, -1, false));
                if (value(pos, O_TO_MOVE, ko(s), false) == b) att[na++] = v;
            }
            s = play(start, v, O);
            if (s >= 0) {
                long pos = s & STATE_MASK;
                if (!tenukiByChoice) d = Math.max(d, value(pos, O_TO_MOVE, -1, false));
                if (value(pos, X_TO_MOVE, ko(s), false) == c) def[nd++] = v;
            }
        }
        // O's capture from outside is a first move too: then O plays again in the empty space
        if (capturableOutside && !tenukiByChoice) d = Math.max(d, value(0L, O_TO_MOVE, -1, false));
        // passing is allowed, so moving first is never worse than not moving: keep the digits ordered
        c = Math.max(b, c);
        d = Math.max(c, d);
        if (b >= c) {
            na = 0;
            nd = 0;
        }
        return new Value(a, b, c, d, Arrays.copyOf(att, na), Arrays.copyOf(def, nd));
    }

    // ------------------------------------------------------------------ the game

    private static final long STATE_MASK = (1L << (2 * MAX_VERTICES)) - 1;

    private static int ko(long played) {
        return (int) (played >>> (2 * MAX_VERTICES)) - 1;
    }

    private static int at(long s, int v) {
        return (int) (s >>> (2 * v)) & 3;
    }

    private static long set(long s, int v, int c) {
        return (s & ~(3L << (2 * v))) | ((long) c << (2 * v));
    }

    private static boolean isX(int c) {
        return c == X || c == X_SAFE;
    }

    private static boolean same(int a, int b) {
        return a == b || (isX(a) && isX(b));
    }

    /**
     * The string at v (marked in {@code seen}, listed in {@code stack}); returns its size, negated
     * when it has a liberty or cannot be captured.
     */
    private int string(long s, int v) {
        Arrays.fill(seen, false);
        int colour = at(s, v);
        int top = 0, size = 0;
        boolean alive = false;
        stack[top++] = v;
        seen[v] = true;
        int[] members = new int[n];
        while (top > 0) {
            int p = stack[--top];
            members[size++] = p;
            int cp = at(s, p);
            if (cp == X_SAFE || (cp == O && wall[p])) alive = true;
            for (int q : nb[p]) {
                int cq = at(s, q);
                if (cq == EMPTY) alive = true;
                else if (!seen[q] && same(cq, colour)) {
                    seen[q] = true;
                    stack[top++] = q;
                }
            }
        }
        System.arraycopy(members, 0, stack, 0, size);
        return alive ? -size : size;
    }

    /** Removes the string listed by the last {@link #string} call. */
    private long remove(long s, int size) {
        for (int i = 0; i < size; i++) s = set(s, stack[i], EMPTY);
        return s;
    }

    /**
     * Plays colour (O or X) at v: the new state with (ko point + 1) above the state bits, or -1
     * when v is occupied or the move changes nothing (a lone suicide).
     */
    private long play(long s, int v, int colour) {
        if (at(s, v) != EMPTY) return -1;
        int placed = colour == X && marginal[v] ? X_SAFE : colour;
        long t = set(s, v, placed);
        int captured = 0, capturedAt = -1;
        for (int q : nb[v]) {
            int cq = at(t, q);
            if (cq == EMPTY || same(cq, placed)) continue;
            int size = string(t, q);
            if (size > 0) {
                t = remove(t, size);
                captured += size;
                capturedAt = q;
            }
        }
        int own = string(t, v);
        if (own > 0) t = remove(t, own);
        if (t == s) return -1;
        int ko = -1;
        if (captured == 1 && own == -1) {
            // a single stone that took a single stone and has that point as its only liberty
            int libs = 0;
            boolean safe = placed == X_SAFE || (placed == O && wall[v]);
            for (int q : nb[v]) if (at(t, q) == EMPTY) libs++;
            if (!safe && libs == 1) ko = capturedAt;
        }
        return t | ((long) (ko + 1) << (2 * MAX_VERTICES));
    }

    /** Eyes at the end: parts of the non-O vertices with no margin and no X stone joined to the outside. */
    int count(long s) {
        boolean[] done = new boolean[n];
        int eyes = 0;
        for (int v = 0; v < n; v++) {
            if (done[v] || at(s, v) == O) continue;
            int top = 0;
            stack[top++] = v;
            done[v] = true;
            boolean eye = true;
            while (top > 0) {
                int p = stack[--top];
                if (marginal[p] || at(s, p) == X_SAFE) eye = false;
                for (int q : nb[p]) {
                    if (!done[q] && at(s, q) != O) {
                        done[q] = true;
                        stack[top++] = q;
                    }
                }
            }
            if (eye) eyes++;
        }
        return Math.min(2, eyes);
    }

    private int value(long s, int toMove, int ko, boolean passed) {
        return value(s, toMove, ko, passed, NO_DEBT);
    }

    /** Who owes the other a tenuki (doc's first and fourth digits): nobody, O, X. */
    private static final int NO_DEBT = 0, O_OWES = 1, X_OWES = 2;

    /**
     * The value with a tenuki owed: the debtor gives the other side one extra move at a time of
     * its own choosing (its pass pays the debt), as doc/eyes.texi explains the first digit.
     */
    private int value(long s, int toMove, int ko, boolean passed, int debt) {
        long key = s | ((long) (ko + 1) << (2 * MAX_VERTICES)) | ((long) toMove << 61) | (passed ? 1L << 62 : 0)
                | ((long) debt << 58);
        Byte known = memo.get(key);
        if (known != null) return known;
        if (!onLine.add(key)) return count(s); // a repetition ends the line
        nodes++;
        int colour = toMove == X_TO_MOVE ? X : O;
        int next = 1 - toMove;
        boolean pays = debt == (toMove == X_TO_MOVE ? X_OWES : O_OWES);
        int best = pays ? value(s, next, -1, false, NO_DEBT)
                : passed ? count(s) : value(s, next, -1, true, debt);
        for (int v = 0; v < n; v++) {
            if (v == ko) continue;
            if (toMove == X_TO_MOVE ? best == 0 : best == 2) break;
            long t = play(s, v, colour);
            if (t < 0) continue;
            int r = value(t & STATE_MASK, next, ko(t), false, debt);
            best = toMove == X_TO_MOVE ? Math.min(best, r) : Math.max(best, r);
        }
        if (capturableOutside && toMove == O_TO_MOVE && s == start && best < 2) {
            // O fills the stones' outside liberty: they go, the whole space is empty
            best = Math.max(best, value(0L, next, -1, false, debt));
        }
        onLine.remove(key);
        memo.put(key, (byte) best);
        return best;
    }
}
