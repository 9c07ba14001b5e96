package owlbench.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.EyeValue;
import owlbench.owl.optics.WormDataFacts;
import owlbench.reading.Reader;
import owlbench.reading.ReadingParams;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worm;
import owlbench.tactics.Worms;

/**
 * Worms and dragons of one position: an immutable result computed from a copy of the board (GNU
 * Go's make_worms and make_dragons, the parts that need no owl or influence). Independent analyses
 * may run on several threads; the {@link ConnectionDatabase} is shared read-only.
 */
public final class Dragons {
    private final int boardSize;
    private final int[] colors;
    private final Worm[] worms;
    private final Dragon[] dragons;
    private final List<Worm> wormList;
    private final List<Dragon> dragonList;
    private final boolean[] blackCuts, whiteCuts;
    private final Map<String, Integer> unknownFacts;
    private final int matchesTried;
    private final long readingNodes;
    private final List<String> amalgamations;
    private final EyeSpaces eyeSpaces;

    private Dragons(Board b, Worms worms, DragonBuilder builder, long nodes, EyeSpaces spaces, boolean valued) {
        this.eyeSpaces = spaces;
        EyeSpaces eyes = valued ? spaces : null;
        this.boardSize = b.size();
        int n = b.boardArraySize();
        colors = new int[n];
        for (int p = 0; p < n; p++) colors[p] = b.color(p);
        int[] cutstone2 = builder.cutstone2();
        this.worms = new Worm[n];
        List<Worm> wl = new ArrayList<>();
        for (Worm w : worms.all()) {
            Worm x = cutstone2[w.origin] == 0 ? w : w.withCutstone2(cutstone2[w.origin]);
            wl.add(x);
            for (int s : x.stones()) this.worms[s] = x;
        }
        wormList = Collections.unmodifiableList(wl);
        // dragons: group the worms by their union-find root, in board order of the first stone
        dragons = new Dragon[n];
        List<Dragon> dl = new ArrayList<>();
        boolean[] done = new boolean[n];
        for (int p : b.onBoardPoints()) {
            if (colors[p] == StoneColor.EMPTY || done[p]) continue;
            int root = builder.find(this.worms[p].origin);
            List<Worm> members = new ArrayList<>();
            for (Worm w : wl) {
                if (builder.find(w.origin) == root) members.add(w);
            }
            int total = 0;
            double eff = 0;
            for (Worm w : members) {
                total += w.size;
                eff += w.effectiveSize;
            }
            int[] st = new int[total];
            int[] wo = new int[members.size()];
            int k = 0;
            for (int i = 0; i < members.size(); i++) {
                Worm w = members.get(i);
                wo[i] = w.origin;
                for (int s : w.stones()) st[k++] = s;
            }
            java.util.Arrays.sort(st);
            java.util.Arrays.sort(wo);
            Dragon d = new Dragon(colors[p], st, wo, eff, lunch(b, st), null, Board.PASS);
            dl.add(d);
            for (int s : st) {
                dragons[s] = d;
                done[s] = true;
            }
        }
        if (eyes != null) dl = withGenus(b, dl, eyes);
        dragonList = Collections.unmodifiableList(dl);
        blackCuts = builder.cuts(StoneColor.BLACK).clone();
        whiteCuts = builder.cuts(StoneColor.WHITE).clone();
        unknownFacts = Collections.unmodifiableMap(new TreeMap<>(builder.unknownFacts()));
        matchesTried = builder.matchesTried();
        readingNodes = nodes;
        amalgamations = List.copyOf(builder.log());
    }

    /**
     * The dragons with their genus: each eye space of a colour bordered by one dragon of that colour
     * only adds its value to that dragon (an eye space between several dragons is nobody's yet);
     * the first such space in board order whose value depends on who moves first (b &lt; c) gives
     * the dragon's half eye, its attack point (GNU Go's heye).
     */
    private List<Dragon> withGenus(Board b, List<Dragon> dl, EyeSpaces eyes) {
        int n = b.boardArraySize();
        java.util.Map<Dragon, int[]> sums = new java.util.IdentityHashMap<>();
        for (Dragon d : dl) sums.put(d, new int[4]);
        java.util.Map<Dragon, Integer> halfEyes = new java.util.IdentityHashMap<>();
        for (int color = StoneColor.WHITE; color <= StoneColor.BLACK; color++) {
            Dragon[] owner = new Dragon[n];
            boolean[] shared = new boolean[n];
            for (int p : b.onBoardPoints()) {
                int o = eyes.origin(color, p);
                if (o == 0) continue;
                for (int d : b.neighborOffsets()) {
                    int q = p + d;
                    if (!b.isOnBoard(q) || colors[q] != color) continue;
                    Dragon dq = dragons[q];
                    if (owner[o] == null) owner[o] = dq;
                    else if (owner[o] != dq) shared[o] = true;
                }
            }
            for (int o : b.onBoardPoints()) {
                if (eyes.origin(color, o) != o || owner[o] == null || shared[o]) continue;
                EyeValue v = eyes.value(color, o);
                if (v.b() < v.c() && v.attackPoint() != Board.PASS) halfEyes.putIfAbsent(owner[o], v.attackPoint());
                int[] sum = sums.get(owner[o]);
                sum[0] += v.a();
                sum[1] += v.b();
                sum[2] += v.c();
                sum[3] += v.d();
            }
        }
        List<Dragon> out = new ArrayList<>();
        for (Dragon d : dl) {
            int[] g = sums.get(d);
            Dragon x = new Dragon(d.color, d.stones(), d.worms(), d.effectiveSize, d.lunch,
                    new EyeValue(g[0], g[1], g[2], g[3], Board.PASS, Board.PASS), halfEyes.getOrDefault(d, Board.PASS));
            out.add(x);
            for (int s : x.stones()) dragons[s] = x;
        }
        return out;
    }

    /** The smallest adjacent opponent worm that can be attacked and defended (first in board order on ties), or PASS. */
    private int lunch(Board b, int[] dragonStones) {
        int best = Board.PASS, bestSize = Integer.MAX_VALUE;
        for (int s : dragonStones) {
            for (int d : b.neighborOffsets()) {
                Worm w = worm(s + d);
                if (w == null || w.color == colors[s] || w.attackCode == 0 || w.defenseCode == 0) continue;
                if (w.size < bestSize || (w.size == bestSize && w.origin < best)) {
                    best = w.origin;
                    bestSize = w.size;
                }
            }
        }
        return best;
    }

    /** Analyses the position with default reading depths; conn may be null (then only eye spaces amalgamate). */
    public static Dragons compute(Board board, ConnectionDatabase conn) {
        return compute(board, conn, new ReadingParams());
    }

    /**
     * Analyses the position. The board is copied (it must be at stackp 0) and left unchanged.
     * @param conn the connection database, or null for eye-space amalgamation only
     */
    public static Dragons compute(Board board, ConnectionDatabase conn, ReadingParams params) {
        if (board.stackp() != 0) {
            throw new IllegalStateException("analysis needs a board without trial moves (stackp " + board.stackp() + ")");
        }
        Reader reader = new Reader(board.copy(), params);
        return compute(reader, Worms.compute(reader), conn);
    }

    /**
     * Analyses the reader's position with the worms already computed on it, using (and filling)
     * the reader's cache: a GTP engine or a workbench editor keeps one reader per position and
     * shares it between its commands. The board must be at stackp 0; its trial moves are taken
     * back, so it is left unchanged. Not for several threads on one reader.
     * @param conn the connection database, or null for eye-space amalgamation only
     */
    public static Dragons compute(Reader reader, Worms worms, ConnectionDatabase conn) {
        return compute(reader, worms, conn, null);
    }

    /**
     * As {@link #compute(Reader, Worms, ConnectionDatabase)}, with the dragons' genus from the
     * eye spaces valued by {@code eyes} (null: no genus).
     */
    public static Dragons compute(Reader reader, Worms worms, ConnectionDatabase conn, EyeShapeDatabase eyes) {
        return compute(reader, worms, conn, eyes, new DragonParams());
    }

    /**
     * As {@link #compute(Reader, Worms, ConnectionDatabase, EyeShapeDatabase)}, with the
     * amalgamation's switches.
     */
    public static Dragons compute(Reader reader, Worms worms, ConnectionDatabase conn, EyeShapeDatabase eyes,
            DragonParams params) {
        Board b = reader.board();
        if (b.stackp() != 0) {
            throw new IllegalStateException("analysis needs a board without trial moves (stackp " + b.stackp() + ")");
        }
        long before = reader.nodeCounter();
        DragonBuilder d = new DragonBuilder(new TacticalFacts(reader, worms), params);
        // the optics code's eye spaces: the first amalgamation step and the genus
        EyeSpaces spaces = new EyeSpaces(b, new WormDataFacts(worms, reader), eyes);
        d.amalgamateEyeSpaces(spaces);
        if (conn != null) {
            d.findCuts(conn);
            d.findConnections(conn);
        }
        return new Dragons(b, worms, d, reader.nodeCounter() - before, spaces, eyes != null);
    }

    public int boardSize() {
        return boardSize;
    }

    /** The worm at pos, or null if pos is empty or off the board. */
    public Worm worm(int pos) {
        return pos >= 0 && pos < worms.length ? worms[pos] : null;
    }

    /** The dragon at pos, or null if pos is empty or off the board. */
    public Dragon dragon(int pos) {
        return pos >= 0 && pos < dragons.length ? dragons[pos] : null;
    }

    /** True if both points hold stones of one dragon. */
    public boolean sameDragon(int a, int b) {
        Dragon d = dragon(a);
        return d != null && d == dragon(b);
    }

    /** All worms, by origin in board order. */
    public List<Worm> worms() {
        return wormList;
    }

    /** All dragons, in board order of their first stone. */
    public List<Dragon> dragons() {
        return dragonList;
    }

    /** True if a B pattern of conn.db found that the opponent of {@code color} can cut at pos. */
    public boolean isCut(int color, int pos) {
        boolean[] c = color == StoneColor.BLACK ? blackCuts : whiteCuts;
        return pos >= 0 && pos < c.length && c[pos];
    }

    /**
     * How many conn.db constraints could not be decided, by the fact that was missing (e.g.
     * "omoyo": no influence function yet). Those patterns did not amalgamate.
     */
    public Map<String, Integer> unknownFacts() {
        return unknownFacts;
    }

    /** conn.db matches whose constraint was evaluated. */
    public int matchesTried() {
        return matchesTried;
    }

    /**
     * Why worms were joined, in order: "CC503 at D4: D4 + D6" (pattern and anchor, then a stone
     * of each dragon joined) or "eye space at E5: ..." (GNU Go's dragon trace, for debugging).
     */
    public List<String> amalgamations() {
        return amalgamations;
    }

    /**
     * The eye spaces of both colours that the dragons were amalgamated around (valued only when the
     * analysis had an eye-shape database).
     */
    public EyeSpaces eyeSpaces() {
        return eyeSpaces;
    }

    /** Tactical and connection reading nodes the dragon analysis used (the worms' reading not counted). */
    public long readingNodes() {
        return readingNodes;
    }
}
