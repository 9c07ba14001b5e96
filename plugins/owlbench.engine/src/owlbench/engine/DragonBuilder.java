package owlbench.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.expr.MatchBindings;
import owlbench.patterns.expr.PatternFacts;
import owlbench.patterns.match.Constraints;
import owlbench.patterns.match.Match;
import owlbench.reading.ReadCodes;
import owlbench.owl.optics.EyeSpaces;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worm;
import owlbench.tactics.Worms;

/**
 * Amalgamates worms into dragons (GNU Go's make_dragons, doc/dragon.texi "Amalgamation"): first the
 * boundary worms of each closed eye space, then the cuts of conn.db's B patterns, then its
 * connection patterns. It is the dragon layer of the pattern facts those patterns' constraints ask
 * for (cuts, dragons so far); the tactical ones (attack, defend, xplay_*, ...) come from the
 * position's {@link TacticalFacts}, chained after it. One builder per analysis, used once.
 */
final class DragonBuilder implements PatternFacts {
    /** Autohelpers answered here; omoyo, oarea and the like (influence) stay unknown. */
    private static final Set<String> PROVIDED = Set.of("xcut", "ocut", "cutstone2_helper", "amalgamate",
            "amalgamate_most_valuable_helper", "same_dragon", "dragonsize", "doing_scoring");

    private final Board b;
    private final TacticalFacts tactical;
    private final Worms worms;
    /** This layer, then the tactical facts: what the conn.db constraints are evaluated with. */
    private final PatternFacts facts;
    /** cut[color][pos]: the opponent of color can cut color's connection at pos (a B pattern said so). */
    private final boolean[][] cut = new boolean[4][];
    /** Union-find over worm origins. */
    private final int[] parent;
    private final int[] stones;
    private final int[] cutstone2;
    private final Map<String, Integer> unknown = new TreeMap<>();
    private final List<String> log = new ArrayList<>();
    /** What is amalgamating now (a pattern name and its anchor, or "eye space"), for the log. */
    private String reason = "";
    private int matchesTried;
    private final DragonParams params;

    DragonBuilder(TacticalFacts tactical, DragonParams params) {
        this.params = params;
        this.tactical = tactical;
        this.b = tactical.reader().board();
        this.worms = tactical.worms();
        this.facts = PatternFacts.chain(this, tactical);
        int n = b.boardArraySize();
        cut[StoneColor.WHITE] = new boolean[n];
        cut[StoneColor.BLACK] = new boolean[n];
        parent = new int[n];
        stones = new int[n];
        cutstone2 = new int[n];
        for (int p : b.onBoardPoints()) {
            parent[p] = p;
            Worm w = worms.worm(p);
            if (w != null && w.origin == p) stones[p] = w.size;
        }
    }

    // ------------------------------------------------------------------ the amalgamation steps

    /**
     * The first step of amalgamation (doc/dragon.texi: "the boundary components of a blackbordered
     * cave", dragon_eye in doc/eyes.texi): the worms around each eye space of the optics code
     * ({@link EyeSpaces}) that is closed, every neighbour outside it a lively stone of the colour
     * (dead opponent stones inside belong to the space: the doc's inessential strings). A space
     * larger than twice the board size counts as open ground (two lone stones on an empty board
     * would otherwise enclose it all). With DragonParams.koEyesApart a one-point space that is a ko
     * point ({@link #isKoEye}) joins nothing: GNU Go 3.8 leaves such a stone in atari out of the
     * dragon (semeai17.sgf's E3).
     */
    void amalgamateEyeSpaces(EyeSpaces eyes) {
        amalgamateEyeSpaces(eyes, StoneColor.BLACK);
        amalgamateEyeSpaces(eyes, StoneColor.WHITE);
    }

    private void amalgamateEyeSpaces(EyeSpaces eyes, int c) {
        int n = b.boardArraySize();
        boolean[] open = new boolean[n];
        for (int p : b.onBoardPoints()) {
            int o = eyes.origin(c, p);
            if (o == 0) continue;
            for (int d : b.neighborOffsets()) {
                int q = p + d;
                if (!b.isOnBoard(q) || eyes.origin(c, q) == o) continue;
                if (b.color(q) != c || !eyes.isLively(q)) open[o] = true;
            }
        }
        int[] boundary = new int[n];
        for (int o : b.onBoardPoints()) {
            if (eyes.origin(c, o) != o || open[o] || eyes.size(c, o) > 2 * b.size()) continue;
            if (params.koEyesApart && eyes.size(c, o) == 1 && isKoEye(o, c)) continue;
            int nbnd = 0;
            for (int p : b.onBoardPoints()) {
                if (eyes.origin(c, p) != o) continue;
                for (int d : b.neighborOffsets()) {
                    int q = p + d;
                    if (!b.isOnBoard(q) || b.color(q) != c || eyes.origin(c, q) == o) continue;
                    int w = worms.worm(q).origin;
                    boolean known = false;
                    for (int i = 0; i < nbnd && !known; i++) known = boundary[i] == w;
                    if (!known) boundary[nbnd++] = w;
                }
            }
            reason = "eye space at " + owlbench.board.Vertex.toString(o, b.size());
            for (int i = 1; i < nbnd; i++) union(boundary[0], boundary[i]);
        }
    }

    /**
     * True if the one-point eye p of colour c is a ko point: exactly one of its boundary strings is
     * a lone stone in atari (its one liberty p), so the opponent's stone at p captures it and is
     * left with that one liberty. Such a cave is no secure eye: the stone in atari is the opponent's
     * to take, so it does not bind the other boundary strings into one dragon (doc/dragon.texi: a
     * dragon is stones that live or die together).
     */
    private boolean isKoEye(int p, int c) {
        int inAtari = 0;
        for (int d : b.neighborOffsets()) {
            int q = p + d;
            if (!b.isOnBoard(q)) continue;
            if (b.color(q) != c) return false;
            Worm w = worms.worm(q);
            if (w.liberties == 1) {
                if (w.size != 1) return false;
                inAtari++;
            }
        }
        return inAtari == 1;
    }

    /** B patterns for both colours: their '*' and '!' points become cutting points. */
    void findCuts(ConnectionDatabase db) {
        Constraints cs = db.constraints();
        for (int c = StoneColor.WHITE; c <= StoneColor.BLACK; c++) {
            for (Match m : db.matchCuts(b, c)) {
                // a B pattern whose cutting points are all marked already has nothing to add: skip
                // its (possibly expensive) constraint
                if (cs.action(m.pattern) == null && allCut(db.cutPoints(m, b), c)) continue;
                matchesTried++;
                EvalResult r = cs.check(m, b, c, facts);
                note(r);
                if (r.truth != EvalResult.Truth.TRUE) continue;
                if (!m.pattern.colon().hasClass('s') && m.move != Board.PASS && !safeMove(m.move, StoneColor.other(c))) continue;
                for (int p : db.cutPoints(m, b)) {
                    if (b.color(p) == StoneColor.EMPTY) cut[c][p] = true;
                }
            }
        }
    }

    /** Connection patterns for both colours: a true constraint amalgamates the 'O' stones, then the action runs. */
    void findConnections(ConnectionDatabase db) {
        Constraints cs = db.constraints();
        for (int c = StoneColor.WHITE; c <= StoneColor.BLACK; c++) {
            for (Match m : db.matchConnections(b, c)) {
                int[] joined = joinedStones(db, m);
                // a pattern without action whose stones to join are one dragon already (or that has
                // fewer than two) can change nothing: skip its (possibly expensive) constraint
                if (cs.action(m.pattern) == null && oneDragon(joined)) continue;
                matchesTried++;
                EvalResult r = cs.check(m, b, c, facts);
                note(r);
                if (r.truth != EvalResult.Truth.TRUE) continue;
                reason = m.pattern.name() + " at " + owlbench.board.Vertex.toString(m.anchor, b.size());
                for (int i = 1; i < joined.length; i++) union(joined[0], joined[i]);
                if (cs.action(m.pattern) != null) note(cs.runAction(m, b, c, facts));
            }
        }
    }

    /**
     * The 'O' stones a true C pattern joins: without 's' only those that cannot be captured
     * (doc/patterns.texi: s, "safety ... is not checked"); sacrifice patterns (sC) join them all.
     * None for patterns of other classes (they act through their action only).
     */
    private int[] joinedStones(ConnectionDatabase db, Match m) {
        if (!m.pattern.colon().hasClass('C')) return new int[0];
        int[] stones = db.stones(m, b);
        if (m.pattern.colon().hasClass('s')) return stones;
        int n = 0;
        for (int o : stones) {
            if (worms.worm(o).attackCode == ReadCodes.FAIL) stones[n++] = o;
        }
        return java.util.Arrays.copyOf(stones, n);
    }

    /** The matcher's safety check of a move (no 's' attribute): legal, and the stone not capturable at once. */
    private boolean safeMove(int move, int mover) {
        return tactical.safeMove(move, mover);
    }

    /** True if every empty point of points is marked as a cut of colour c. */
    private boolean allCut(int[] points, int c) {
        for (int p : points) {
            if (b.color(p) == StoneColor.EMPTY && !cut[c][p]) return false;
        }
        return true;
    }

    /** True if the stones (none or more) are all of one dragon. */
    private boolean oneDragon(int[] stones) {
        for (int i = 1; i < stones.length; i++) {
            if (find(worms.worm(stones[i]).origin) != find(worms.worm(stones[0]).origin)) return false;
        }
        return true;
    }

    private void note(EvalResult r) {
        if (!r.isKnown()) unknown.merge(r.missing == null ? "reading budget" : r.missing, 1, Integer::sum);
    }

    // ------------------------------------------------------------------ union-find

    int find(int p) {
        int r = p;
        while (parent[r] != r) r = parent[r];
        while (parent[p] != r) {
            int next = parent[p];
            parent[p] = r;
            p = next;
        }
        return r;
    }

    /** Joins the dragons of the stones at a and c (any stones of their worms). */
    private void union(int a, int c) {
        int ra = find(worms.worm(a).origin), rc = find(worms.worm(c).origin);
        if (ra == rc) return;
        if (stones[ra] < stones[rc]) {
            int t = ra;
            ra = rc;
            rc = t;
        }
        parent[rc] = ra;
        stones[ra] += stones[rc];
        log.add(reason + ": " + owlbench.board.Vertex.toString(a, b.size()) + " + " + owlbench.board.Vertex.toString(c, b.size()));
    }

    List<String> log() {
        return log;
    }

    Map<String, Integer> unknownFacts() {
        return unknown;
    }

    int matchesTried() {
        return matchesTried;
    }

    int[] cutstone2() {
        return cutstone2;
    }

    boolean[] cuts(int c) {
        return cut[c];
    }

    // ------------------------------------------------------------------ PatternFacts (the dragon layer)

    @Override
    public boolean provides(String name) {
        return PROVIDED.contains(name);
    }

    @Override
    public double call(String name, MatchBindings match, int[] p) {
        int color = match.color();
        int other = StoneColor.other(color);
        switch (name) {
            case "doing_scoring":
                return 0;
            case "xcut":
                return cut[color][p[0]] ? 1 : 0;
            case "ocut":
                return cut[other][p[0]] ? 1 : 0;
            case "cutstone2_helper":
                return cutstone2Helper(p[1], color);
            case "amalgamate":
                if (stone(p[0]) && stone(p[1]) && b.color(p[0]) == b.color(p[1])) union(p[0], p[1]);
                return 1;
            case "amalgamate_most_valuable_helper":
                return amalgamateMostValuable(p[0], p[1], p[2]);
            case "same_dragon":
                return stone(p[0]) && stone(p[1]) && find(worms.worm(p[0]).origin) == find(worms.worm(p[1]).origin) ? 1 : 0;
            case "dragonsize":
                return stone(p[0]) ? stones[find(worms.worm(p[0]).origin)] : 0;
            default:
                throw new IllegalArgumentException("not provided: " + name);
        }
    }

    private boolean stone(int p) {
        return p != Board.PASS && b.isOnBoard(p) && b.color(p) != StoneColor.EMPTY;
    }

    /**
     * CB7 (XO/O*, the X stone A attackable): the pattern only counts. If A can also be defended,
     * saving it keeps one more cut alive, so A's cutstone2 grows; no cutting point is marked.
     */
    private double cutstone2Helper(int anchor, int color) {
        // the anchor of CB7 is its move '*'; A is the X stone diagonally across, found as the
        // X neighbour-of-neighbours that touches both O stones
        int[] nb = b.neighborOffsets();
        int other = StoneColor.other(color);
        for (int d1 : nb) {
            for (int d2 : nb) {
                if (d1 == d2 || d1 == -d2) continue;
                int a = anchor + d1 + d2;
                if (b.isOnBoard(a) && b.color(a) == other && b.color(anchor + d1) == color && b.color(anchor + d2) == color) {
                    Worm w = worms.worm(a);
                    if (w.attackCode != 0 && w.defenseCode != 0) cutstone2[w.origin]++;
                    return 0;
                }
            }
        }
        return 0;
    }

    /** amalgamate_most_valuable(x, y, z): y joins the larger (in stones) of the dragons at x and z. */
    private double amalgamateMostValuable(int x, int y, int z) {
        if (!stone(x) || !stone(y) || !stone(z)) return 0;
        int sx = stones[find(worms.worm(x).origin)], sz = stones[find(worms.worm(z).origin)];
        union(y, sx >= sz ? x : z);
        return 1;
    }
}
