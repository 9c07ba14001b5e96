package owlbench.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import owlbench.board.Board;
import owlbench.board.Color;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.expr.PatternContext;
import owlbench.patterns.match.Constraints;
import owlbench.patterns.match.Match;
import owlbench.reading.ConnectionReader;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * Amalgamates worms into dragons (GNU Go's make_dragons, doc/dragon.texi "Amalgamation"): first the
 * boundary worms of each closed eye space, then the cuts of conn.db's B patterns, then its
 * connection patterns. It is also the autohelper context those patterns' constraints ask for facts
 * (tactical and connection reading, cuts, dragons so far). One builder per analysis, used once.
 */
final class DragonBuilder implements PatternContext {
    /** Autohelpers answered here; omoyo, oarea and the like (influence) stay unknown. */
    private static final Set<String> PROVIDED = Set.of("xcut", "ocut", "attack", "defend", "xplay_attack",
            "oplay_attack", "xplay_defend", "oplay_defend", "xplay_connect", "oplay_connect", "xplay_disconnect",
            "oplay_disconnect", "xplay_attack_either", "oplay_attack_either", "disconnect_helper",
            "distrust_tactics_helper", "cutstone2_helper", "amalgamate", "amalgamate_most_valuable_helper",
            "same_dragon", "dragonsize", "doing_scoring");
    /** Node budget of one connection read inside a constraint (they are many; keep each small). */
    private static final long CONNECTION_NODES = 10000;
    /**
     * Plies of a connection read inside a constraint (the reader's default is 10). conn.db asks
     * about local shapes, a gap of one to four points between two strings, whose cut shows within
     * a few moves; deeper reads mostly run into the node budget and end unknown. Measured against
     * GNU Go's dragons on 259 regression positions: 6 plies leave fewer worm pairs wrongly apart
     * and take a quarter less time than 10 (a sweep of 4-10 plies was not monotonic: 6 and 8 did best).
     * Since the connection reader's widths changed (2026-11-25), 5 plies do better still: on the
     * 256 positions of connection/strategy/global/13x13.tst, stone pairs wrongly apart 65,638 ->
     * 58,849, wrongly joined 13,463 -> 13,605, partitions equal to GNU Go's 32 -> 45, a quarter
     * less time (7 plies: 55,916, 13,920, 44, 15% more time; 4: 75,384, 13,294, 15).
     */
    private static final int CONNECTION_PLIES = 5;
    /**
     * A connection read that reaches this many nodes is stopped and taken as cut short by the
     * budget (the connection reader stops reading a move once the call's nodes pass its limit and
     * reports what it read in full, without saying so, so a failure this long proves nothing).
     */
    private static final long CUT_SHORT_NODES = CONNECTION_NODES / 2;

    private final Board b;
    private final Reader reader;
    private final ConnectionReader connections;
    private final Worm[] worms;
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
    private int color;
    private int matchesTried;
    private final Map<ConnectionQuestion, Double> connectionMemo = new java.util.HashMap<>();

    DragonBuilder(Board b, Reader reader, Worm[] worms) {
        this.b = b;
        this.reader = reader;
        this.connections = new ConnectionReader(reader);
        connections.setNodeLimit(CONNECTION_NODES);
        connections.setDepth(CONNECTION_PLIES);
        // constraints ask yes or no, many times per position: brief reads, no wider first move
        connections.setThoroughRoot(false);
        this.worms = worms;
        int n = b.boardArraySize();
        cut[Color.WHITE] = new boolean[n];
        cut[Color.BLACK] = new boolean[n];
        parent = new int[n];
        stones = new int[n];
        cutstone2 = new int[n];
        for (int p : b.onBoardPoints()) {
            parent[p] = p;
            if (worms[p] != null && worms[p].origin == p) stones[p] = worms[p].size;
        }
    }

    // ------------------------------------------------------------------ the amalgamation steps

    void amalgamateEyeSpaces() {
        amalgamateEyeSpaces(Color.BLACK);
        amalgamateEyeSpaces(Color.WHITE);
    }

    /**
     * Joins the worms of colour c around each closed cave: a connected region of empty points and
     * tactically dead opponent stones (attackable, not defendable) whose every neighbour outside
     * it is a stone of colour c (doc/dragon.texi: "the boundary components of a blackbordered
     * cave", which "could contain an inessential string"). owlbench has no domains (GNU Go's
     * make_domains) yet, so a cave larger than twice the board size counts as open ground, not
     * eye space: on a board where the opponent's few stones are all dead the empty area would
     * otherwise join every worm of the colour.
     */
    private void amalgamateEyeSpaces(int c) {
        int n = b.boardArraySize();
        boolean[] seen = new boolean[n];
        int[] queue = new int[n];
        int[] boundary = new int[n];
        int[] nb = b.neighborOffsets();
        for (int p : b.onBoardPoints()) {
            if (seen[p] || !inCave(p, c)) continue;
            int head = 0, tail = 0, nbnd = 0;
            boolean closed = true;
            queue[tail++] = p;
            seen[p] = true;
            while (head < tail) {
                int q = queue[head++];
                for (int d : nb) {
                    int r = q + d;
                    if (!b.isOnBoard(r)) continue;
                    if (inCave(r, c)) {
                        if (!seen[r]) {
                            seen[r] = true;
                            queue[tail++] = r;
                        }
                    } else if (b.color(r) == c) {
                        boundary[nbnd++] = worms[r].origin;
                    } else {
                        closed = false; // an opponent stone that is not dead
                    }
                }
            }
            if (closed && tail <= 2 * b.size()) {
                reason = "eye space at " + owlbench.board.Vertex.toString(p, b.size());
                for (int i = 1; i < nbnd; i++) union(boundary[0], boundary[i]);
            }
        }
    }

    private boolean inCave(int p, int c) {
        int k = b.color(p);
        if (k == Color.EMPTY) return true;
        if (k == c) return false;
        Worm w = worms[p];
        return w.attackCode != ReadCodes.FAIL && w.defenseCode == ReadCodes.FAIL;
    }

    /** B patterns for both colours: their '*' and '!' points become cutting points. */
    void findCuts(ConnectionDatabase db) {
        Constraints cs = db.constraints();
        for (int c = Color.WHITE; c <= Color.BLACK; c++) {
            color = c;
            for (Match m : db.matchCuts(b, c)) {
                // a B pattern whose cutting points are all marked already has nothing to add: skip
                // its (possibly expensive) constraint
                if (cs.action(m.pattern) == null && allCut(db.cutPoints(m, b), c)) continue;
                matchesTried++;
                EvalResult r = cs.check(m, b, c, this);
                note(r);
                if (r.truth != EvalResult.Truth.TRUE) continue;
                if (!m.pattern.colon().hasClass('s') && m.move != Board.PASS && !safeMove(m.move, Color.other(c))) continue;
                for (int p : db.cutPoints(m, b)) {
                    if (b.color(p) == Color.EMPTY) cut[c][p] = true;
                }
            }
        }
    }

    /** Connection patterns for both colours: a true constraint amalgamates the 'O' stones, then the action runs. */
    void findConnections(ConnectionDatabase db) {
        Constraints cs = db.constraints();
        for (int c = Color.WHITE; c <= Color.BLACK; c++) {
            color = c;
            for (Match m : db.matchConnections(b, c)) {
                int[] joined = joinedStones(db, m);
                // a pattern without action whose stones to join are one dragon already (or that has
                // fewer than two) can change nothing: skip its (possibly expensive) constraint
                if (cs.action(m.pattern) == null && oneDragon(joined)) continue;
                matchesTried++;
                EvalResult r = cs.check(m, b, c, this);
                note(r);
                if (r.truth != EvalResult.Truth.TRUE) continue;
                reason = m.pattern.name() + " at " + owlbench.board.Vertex.toString(m.anchor, b.size());
                for (int i = 1; i < joined.length; i++) union(joined[0], joined[i]);
                if (cs.action(m.pattern) != null) note(cs.runAction(m, b, c, this));
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
            if (worms[o].attackCode == ReadCodes.FAIL) stones[n++] = o;
        }
        return java.util.Arrays.copyOf(stones, n);
    }

    /** The matcher's safety check of a move (no 's' attribute): legal, and the stone not capturable at once. */
    private boolean safeMove(int move, int mover) {
        if (b.color(move) != Color.EMPTY || !b.trymove(move, mover)) return false;
        try {
            return reader.attack(move) != ReadCodes.WIN;
        } finally {
            b.popgo();
        }
    }

    /** True if every empty point of points is marked as a cut of colour c. */
    private boolean allCut(int[] points, int c) {
        for (int p : points) {
            if (b.color(p) == Color.EMPTY && !cut[c][p]) return false;
        }
        return true;
    }

    /** True if the stones (none or more) are all of one dragon. */
    private boolean oneDragon(int[] stones) {
        for (int i = 1; i < stones.length; i++) {
            if (find(worms[stones[i]].origin) != find(worms[stones[0]].origin)) return false;
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
        int ra = find(worms[a].origin), rc = find(worms[c].origin);
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

    // ------------------------------------------------------------------ PatternContext

    @Override
    public Board board() {
        return b;
    }

    @Override
    public int color() {
        return color;
    }

    @Override
    public int point(char label) {
        return Board.PASS; // labels are bound by the MatchContext around this one
    }

    @Override
    public boolean provides(String name) {
        return PROVIDED.contains(name);
    }

    @Override
    public double call(String name, int[] p) {
        int other = Color.other(color);
        switch (name) {
            case "doing_scoring":
                return 0;
            case "xcut":
                return cut[color][p[0]] ? 1 : 0;
            case "ocut":
                return cut[other][p[0]] ? 1 : 0;
            case "attack":
                return stone(p[0]) ? worms[p[0]].attackCode : 0;
            case "defend":
                return stone(p[0]) && worms[p[0]].attackCode != 0 ? worms[p[0]].defenseCode : 0;
            case "xplay_attack":
            case "oplay_attack":
            case "xplay_defend":
            case "oplay_defend":
            case "xplay_connect":
            case "oplay_connect":
            case "xplay_disconnect":
            case "oplay_disconnect":
            case "xplay_attack_either":
            case "oplay_attack_either":
                return playThen(name, p);
            case "disconnect_helper":
                return disconnectable(p[0], p[1]);
            case "distrust_tactics_helper":
                // a capture that only works through ko is not trusted to cut
                return stone(p[0]) && worms[p[0]].attackCode != ReadCodes.WIN ? 1 : 0;
            case "cutstone2_helper":
                return cutstone2Helper(p[1]);
            case "amalgamate":
                if (stone(p[0]) && stone(p[1]) && b.color(p[0]) == b.color(p[1])) union(p[0], p[1]);
                return 1;
            case "amalgamate_most_valuable_helper":
                return amalgamateMostValuable(p[0], p[1], p[2]);
            case "same_dragon":
                return stone(p[0]) && stone(p[1]) && find(worms[p[0]].origin) == find(worms[p[1]].origin) ? 1 : 0;
            case "dragonsize":
                return stone(p[0]) ? stones[find(worms[p[0]].origin)] : 0;
            default:
                throw new IllegalArgumentException("not provided: " + name);
        }
    }

    private boolean stone(int p) {
        return p != Board.PASS && b.isOnBoard(p) && b.color(p) != Color.EMPTY;
    }

    /**
     * CB7 (XO/O*, the X stone A attackable): the pattern only counts. If A can also be defended,
     * saving it keeps one more cut alive, so A's cutstone2 grows; no cutting point is marked.
     */
    private double cutstone2Helper(int anchor) {
        // the anchor of CB7 is its move '*'; A is the X stone diagonally across, found as the
        // X neighbour-of-neighbours that touches both O stones
        int[] nb = b.neighborOffsets();
        int other = Color.other(color);
        for (int d1 : nb) {
            for (int d2 : nb) {
                if (d1 == d2 || d1 == -d2) continue;
                int a = anchor + d1 + d2;
                if (b.isOnBoard(a) && b.color(a) == other && b.color(anchor + d1) == color && b.color(anchor + d2) == color) {
                    Worm w = worms[a];
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
        int sx = stones[find(worms[x].origin)], sz = stones[find(worms[z].origin)];
        union(y, sx >= sz ? x : z);
        return 1;
    }

    /**
     * disconnect_helper(a, b): 1 if the opponent, moving first, can disconnect the strings
     * (connection reading), 0 if not; NaN (unknown) when the read reached CUT_SHORT_NODES: a
     * failure that long is no proof of a connection (the reader does not say when its budget cut
     * a move short), and a cut found later would not join the strings either, so it stops there.
     */
    private double disconnectable(int s1, int s2) {
        if (!stone(s1) || !stone(s2)) return 1;
        if (b.sameString(s1, s2)) return 0;
        double r = connectionRead(false, s1, s2, true);
        return Double.isNaN(r) ? r : r != ReadCodes.FAIL ? 1 : 0;
    }

    /**
     * The code of connect (or disconnect) of the strings at s1 and s2 on the board as it is now;
     * with stopEarly NaN (unknown) if the read reaches CUT_SHORT_NODES. Read once per position:
     * symmetric patterns and several patterns of one shape ask the same question.
     */
    private double connectionRead(boolean connect, int s1, int s2, boolean stopEarly) {
        int o1 = b.origin(s1), o2 = b.origin(s2);
        ConnectionQuestion q = new ConnectionQuestion(b.hash(), connect, Math.min(o1, o2), Math.max(o1, o2), stopEarly);
        Double known = connectionMemo.get(q);
        if (known != null) return known;
        int base = b.stackp();
        NodeAllowance allowance = stopEarly ? new NodeAllowance(CUT_SHORT_NODES) : null;
        double r;
        try {
            r = connect ? connections.connect(s1, s2, allowance) : connections.disconnect(s1, s2, allowance);
        } catch (NodeAllowance.Exhausted e) {
            while (b.stackp() > base) b.popgo();
            r = Double.NaN;
        }
        connectionMemo.put(q, r);
        return r;
    }

    /**
     * A connection read asked inside a constraint: the position (Zobrist hash), the question, the
     * string origins in order, and whether a long read stops as unknown.
     */
    private record ConnectionQuestion(long hash, boolean connect, int origin1, int origin2, boolean stopEarly) {
    }

    /** The x/oplay_* functions: play the moves alternately, then read on the last one or two points. */
    private double playThen(String name, int[] p) {
        boolean either = name.endsWith("attack_either");
        boolean twoTargets = either || name.endsWith("connect") || name.endsWith("disconnect");
        int targets = twoTargets ? 2 : 1;
        int mover = name.charAt(0) == 'x' ? Color.other(color) : color;
        int pushed = 0;
        double result;
        try {
            for (int i = 0; i < p.length - targets; i++) {
                if (p[i] != Board.PASS && b.color(p[i]) == Color.EMPTY && b.trymove(p[i], mover)) pushed++;
                mover = Color.other(mover);
            }
            int t1 = p[p.length - targets];
            int t2 = twoTargets ? p[p.length - 1] : Board.PASS;
            String op = name.substring(6);
            switch (op) {
                case "attack":
                    result = b.color(t1) == Color.EMPTY ? ReadCodes.WIN : reader.attack(t1);
                    break;
                case "defend":
                    result = b.color(t1) == Color.EMPTY ? 0 : reader.findDefense(t1);
                    break;
                case "attack_either":
                    if (b.color(t1) == Color.EMPTY || b.color(t2) == Color.EMPTY) result = ReadCodes.WIN;
                    else if (b.color(t1) != b.color(t2)) result = Math.max(reader.attack(t1), reader.attack(t2));
                    else result = b.origin(t1) == b.origin(t2) ? reader.attack(t1) : reader.attackEither(t1, t2);
                    break;
                case "connect":
                    if (b.color(t1) == Color.EMPTY || b.color(t1) != b.color(t2)) result = 0;
                    else result = b.origin(t1) == b.origin(t2) ? ReadCodes.WIN : connectionRead(true, t1, t2, false);
                    break;
                default: // disconnect
                    if (b.color(t1) == Color.EMPTY || b.color(t1) != b.color(t2)) result = ReadCodes.WIN;
                    else result = b.origin(t1) == b.origin(t2) ? 0 : connectionRead(false, t1, t2, false);
                    break;
            }
        } finally {
            for (int i = 0; i < pushed; i++) b.popgo();
        }
        return result;
    }

}
