package owlbench.reading;

import owlbench.board.Board;
import owlbench.board.Color;
import owlbench.board.Vertex;

import static owlbench.reading.ReadCodes.FAIL;
import static owlbench.reading.ReadCodes.WIN;

/**
 * Connection reading between two strings of one colour: can they be connected (connect) or cut
 * apart (disconnect), and with which move. A small alternating search over the points on the
 * shortest paths between the strings (common liberties, jumps, links through third strings or
 * captures), with the tactical status of the strings (read with the tactical reader it shares
 * its board, node counter and recorder with). Wide near the root, narrow below, bounded by a
 * node budget. Simplified: no ko results except those the tactical reader reports.
 */
public final class ConnectionReader {
    private final Reader reader;
    private final Board board;
    private final int[] delta;
    /** Plies of connection reading (moves of both sides). */
    private int depth = 10;
    /** Nodes (tactical ones included) one connect/disconnect call may use. */
    private long nodeLimit = 20_000;
    /** Empty points on the shortest path beyond which two strings count as apart. */
    private static final int MAX_GAP = 5;
    private static final int WIDE_PLIES = 2;
    private static final int WIDE = 14;
    private static final int NARROW = 3;
    /** Nodes one tactical read inside the connection search may use. */
    private static final long TACTICAL_LIMIT = 500;
    // distance maps of the candidate generator (reused; one reader per thread)
    private final int[] dist1;
    private final int[] dist2;
    private final int[] queue;
    private final int[] stones;
    private final int[] level;
    private final int[] reached;
    private final int[] keys;
    private int lastMove = Board.PASS;
    private long nodes;

    /** A connection reader that uses this tactical reader (and its board). */
    public ConnectionReader(Reader reader) {
        this.reader = reader;
        this.board = reader.board();
        this.delta = board.neighborOffsets();
        int n = board.boardArraySize();
        this.dist1 = new int[n];
        this.dist2 = new int[n];
        this.queue = new int[2 * n];
        this.level = new int[n];
        this.reached = new int[n];
        this.keys = new int[n];
        this.stones = new int[n];
    }

    /**
     * Nodes one connect/disconnect call may use (default 20000). Past it, moves whose reading was
     * cut short do not count: the answer is what was read in full (FAIL if nothing was).
     */
    public void setNodeLimit(long limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("connection node limit must be at least 1, got " + limit);
        }
        nodeLimit = limit;
    }

    /** Plies of connection search (default 10). */
    public void setDepth(int plies) {
        if (plies < 1) {
            throw new IllegalArgumentException("connection depth must be at least 1, got " + plies);
        }
        depth = plies;
    }

    /** Plies of connection search. */
    public int depth() {
        return depth;
    }

    /** The move of the last call (PASS if none is needed or none was found). */
    public int lastMove() {
        return lastMove;
    }

    /** Connection nodes since creation or reset (they count as reading nodes as well). */
    public long nodeCounter() {
        return nodes;
    }

    /** Resets the connection node counter. */
    public void resetNodeCounter() {
        nodes = 0;
    }

    /** Code for the owner, moving first, to connect the strings at s1 and s2. */
    public int connect(int s1, int s2) {
        return connect(s1, s2, null);
    }

    /** connect with an optional recorder. */
    public int connect(int s1, int s2, SearchRecorder rec) {
        check(s1, s2, "connect");
        reader.begin(rec, "connect", s1, s2);
        int r = doConnect(s1, s2, depth);
        lastMove = Reader.move(r);
        return reader.end(r);
    }

    /** Code for the opponent, moving first, to disconnect the strings at s1 and s2. */
    public int disconnect(int s1, int s2) {
        return disconnect(s1, s2, null);
    }

    /** disconnect with an optional recorder. */
    public int disconnect(int s1, int s2, SearchRecorder rec) {
        check(s1, s2, "disconnect");
        reader.begin(rec, "disconnect", s1, s2);
        int r = doDisconnect(s1, s2, depth);
        lastMove = Reader.move(r);
        return reader.end(r);
    }

    private void check(int s1, int s2, String what) {
        int size = board.size();
        for (int s : new int[] {s1, s2}) {
            if (!board.isOnBoard(s)) {
                throw new IllegalArgumentException(what + ": point " + s + " is off the board");
            }
            if (!Color.isStone(board.color(s))) {
                throw new IllegalArgumentException(what + ": " + Vertex.toString(s, size) + " is empty");
            }
        }
        if (board.color(s1) != board.color(s2)) {
            throw new IllegalArgumentException(what + ": " + Vertex.toString(s1, size) + " and "
                    + Vertex.toString(s2, size) + " have different colours");
        }
    }

    private boolean play(int move, int color, String fn, int target) {
        if (board.color(move) != Color.EMPTY || !reader.tryMove(move, color, fn, target)) {
            return false;
        }
        nodes++;
        return true;
    }

    /** Owner to move. */
    private int doConnect(int s1, int s2, int plies) {
        if (board.color(s1) == Color.EMPTY || board.color(s2) == Color.EMPTY) {
            return Reader.pack(FAIL, Board.PASS);
        }
        if (board.sameString(s1, s2)) {
            return Reader.pack(WIN, Board.PASS);
        }
        int color = board.color(s1);
        if (plies <= 0) {
            return Reader.pack(joinsInOne(s1, s2, color) ? WIN : FAIL, Board.PASS);
        }
        int[] cand = new int[48];
        int n = candidates(s1, s2, color, cand, true, width(plies));
        int best = FAIL;
        int bestMove = Board.PASS;
        for (int i = 0; i < n; i++) {
            int m = cand[i];
            if (!play(m, color, "connect", s1)) {
                continue;
            }
            int code;
            if (board.color(s1) == Color.EMPTY || board.color(s2) == Color.EMPTY) {
                code = FAIL;
            } else if (board.sameString(s1, s2)) {
                code = ReadCodes.invert(Reader.code(reader.attackBounded(s1, TACTICAL_LIMIT)));
            } else {
                code = ReadCodes.invert(Reader.code(doDisconnect(s1, s2, plies - 1)));
            }
            reader.leave(code, Board.PASS);
            board.popgo();
            if (reader.nodesThisCall() >= nodeLimit) {
                // out of budget: this move's value is unfinished; keep what was read in full
                break;
            }
            if (code > best) {
                best = code;
                bestMove = m;
                if (code == WIN) {
                    break;
                }
            }
        }
        return Reader.pack(best, bestMove);
    }

    /** Opponent to move. */
    private int doDisconnect(int s1, int s2, int plies) {
        if (board.color(s1) == Color.EMPTY || board.color(s2) == Color.EMPTY) {
            return Reader.pack(WIN, Board.PASS);
        }
        if (board.sameString(s1, s2)) {
            return Reader.pack(FAIL, Board.PASS);
        }
        int color = board.color(s1);
        int cutter = Color.other(color);
        // A string that can be captured is cut off.
        // (strings with four or more liberties are not read: a cut is not won by ladders of those)
        int a1 = board.countlib(s1) <= 3 ? reader.attackBounded(s1, TACTICAL_LIMIT) : Reader.pack(FAIL, Board.PASS);
        if (Reader.code(a1) == WIN) {
            return a1;
        }
        int a2 = board.countlib(s2) <= 3 ? reader.attackBounded(s2, TACTICAL_LIMIT) : Reader.pack(FAIL, Board.PASS);
        if (Reader.code(a2) == WIN) {
            return a2;
        }
        int[] cand = new int[48];
        int n = candidates(s1, s2, color, cand, false, width(plies));
        if (n == 0) {
            // nothing links them: they are apart
            return Reader.pack(WIN, Board.PASS);
        }
        if (plies <= 0) {
            // horizon: two common liberties (that are not both needed against an atari) hold
            return Reader.pack(board.countCommonLibs(s1, s2) >= 2 ? FAIL : cutsInOne(s1, s2, cutter), Board.PASS);
        }
        int best = Math.max(Reader.code(a1), Reader.code(a2));
        int bestMove = best == FAIL ? Board.PASS : Reader.move(Reader.code(a1) >= Reader.code(a2) ? a1 : a2);
        for (int i = 0; i < n; i++) {
            int m = cand[i];
            if (!play(m, cutter, "disconnect", s1)) {
                continue;
            }
            int code = ReadCodes.invert(Reader.code(doConnect(s1, s2, plies - 1)));
            reader.leave(code, Board.PASS);
            board.popgo();
            if (reader.nodesThisCall() >= nodeLimit) {
                // out of budget: this move's value is unfinished; keep what was read in full
                break;
            }
            if (code > best) {
                best = code;
                bestMove = m;
                if (code == WIN) {
                    break;
                }
            }
        }
        return Reader.pack(best, bestMove);
    }

    /**
     * Moves that matter for the connection, none if the strings are apart: first the liberties
     * of opponent strings in atari next to either string, then (for both sides) the points
     * on the shortest paths between them (see pathPoints), then for the owner the attacks on
     * cutting strings with at most three liberties that touch both.
     */
    private int candidates(int s1, int s2, int color, int[] out, boolean owner, int width) {
        int[] path = new int[out.length];
        int np = pathPoints(s1, s2, color, path, width);
        if (np == 0) {
            return 0;
        }
        int n = 0;
        // Cutting stones in atari next to either string first: the owner captures them (which
        // joins the strings for good), the cutter saves them if they get out (three liberties;
        // with two they would only be chased).
        int[] adj = new int[256];
        int[] one = new int[1];
        int cutter = Color.other(color);
        for (int s : new int[] {s1, s2}) {
            int k = board.adjacentStringsWithLiberties(s, 1, adj);
            for (int i = 0; i < k; i++) {
                board.findlib(adj[i], 1, one);
                if (owner || board.approxlib(one[0], cutter, 3, null) >= 3) {
                    n = add(out, n, one[0]);
                }
            }
        }
        if (owner) {
            int[] l2 = new int[16];
            int n2 = Math.min(board.findlib(s2, 16, l2), 16);
            // then the shortest ways across
            for (int i = 0; i < np; i++) {
                n = add(out, n, path[i]);
            }
            // A cutting string that touches both (or a liberty of both) and can be captured:
            // capturing it connects (last: reading it costs, and it is rarely the only way).
            int k = board.adjacentStrings(s1, adj);
            for (int i = 0; i < k; i++) {
                int cut = adj[i];
                if (board.countlib(cut) <= 3 && touches(cut, s2, l2, n2)) {
                    int a = reader.attackBounded(cut, TACTICAL_LIMIT);
                    if (Reader.code(a) != FAIL && Reader.move(a) != Board.PASS) {
                        n = add(out, n, Reader.move(a));
                    }
                }
            }
        }
        for (int i = 0; i < np; i++) {
            n = add(out, n, path[i]);
        }
        return n;
    }

    /**
     * The empty points on the shortest paths between the strings, where a path runs over empty
     * points (each costs one), friendly stones (free) and opponent strings in atari (one, the
     * capture), never through other opponent stones:
     * the points that join them or cut them apart (common liberties, the points of a bamboo
     * joint, a tiger's mouth, a one- or two-point jump, a link through a third friendly string).
     * Points on paths at most one longer than the shortest come too, best first. None if the
     * shortest path needs more than MAX_GAP empty points (the strings are apart).
     */
    private int pathPoints(int s1, int s2, int color, int[] out, int max) {
        int limit = MAX_GAP + 2;
        // the empty points reached from s1 are the only ones that can lie on a path
        int nv = distances(s1, color, dist1, limit, reached);
        distances(s2, color, dist2, limit, null);
        int best = Integer.MAX_VALUE;
        for (int i = 0; i < nv; i++) {
            int p = reached[i];
            if (dist2[p] > 0) {
                best = Math.min(best, dist1[p] + dist2[p] - 1);
            }
        }
        if (best > MAX_GAP) {
            return 0;
        }
        // order: shorter paths first, then points with more friendly neighbours, then board order
        int nk = 0;
        for (int i = 0; i < nv; i++) {
            int p = reached[i];
            if (dist2[p] > 0) {
                int t = dist1[p] + dist2[p] - 1;
                if (t <= best + 1) {
                    keys[nk++] = ((t - best) * 8 + (4 - friendlyNeighbours(p, color))) * 4096 + p;
                }
            }
        }
        java.util.Arrays.sort(keys, 0, nk);
        int n = 0;
        for (int i = 0; i < nk && n < max; i++) {
            n = add(out, n, keys[i] & 4095);
        }
        return n;
    }

    private int friendlyNeighbours(int p, int color) {
        int k = 0;
        for (int d = 0; d < 4; d++) {
            k += board.color(p + delta[d]) == color ? 1 : 0;
        }
        return k;
    }

    /**
     * dist[p] = number of empty points on the shortest path from the string at s to p (p
     * included), 0 if unreached within limit; friendly strings are crossed for free. The empty
     * points reached go to reachedOut (if not null); returns their number.
     */
    private int distances(int s, int color, int[] dist, int limit, int[] reachedOut) {
        int nr = 0;
        java.util.Arrays.fill(dist, 0);
        int head = dist.length;
        int tail = dist.length;
        // stones of s and of friendly strings reached get distance "limit + 1 - d" encoded as
        // negative marks, so that empty points alone hold positive distances
        int ns = board.stringStones(s, stones);
        for (int i = 0; i < ns; i++) {
            dist[stones[i]] = -1;
            level[stones[i]] = 0;
            queue[tail++] = stones[i];
        }
        while (head < tail) {
            int p = queue[head++];
            int dp = level[p];
            for (int k = 0; k < 4; k++) {
                int q = p + delta[k];
                if (dist[q] != 0) {
                    continue;
                }
                int c = board.color(q);
                if (c == Color.EMPTY) {
                    if (dp + 1 > limit) {
                        continue;
                    }
                    dist[q] = dp + 1;
                    level[q] = dp + 1;
                    if (reachedOut != null) {
                        reachedOut[nr++] = q;
                    }
                    queue[tail++] = q;
                } else if (c == color) {
                    // a friendly string: all its stones at the distance of p (0-1 BFS is not
                    // needed for the short paths we look at; layers stay nearly ordered)
                    int k2 = board.stringStones(q, stones);
                    for (int i = 0; i < k2; i++) {
                        dist[stones[i]] = -1;
                        level[stones[i]] = dp;
                        queue[--head] = stones[i]; // free step: to the front (0-1 BFS)
                    }
                } else if (Color.isStone(c) && dp + 1 <= limit && board.countlib(q) == 1) {
                    // an opponent string in atari is no wall: capturing it opens the way
                    int k2 = board.stringStones(q, stones);
                    for (int i = 0; i < k2; i++) {
                        dist[stones[i]] = -1;
                        level[stones[i]] = dp + 1;
                        queue[tail++] = stones[i];
                    }
                }
            }
        }
        return nr;
    }

    /** Path points tried at a node: wide near the root, narrow deeper down. */
    private int width(int plies) {
        return depth - plies < WIDE_PLIES ? WIDE : NARROW;
    }

    /** Horizon test, owner to move: a common liberty where the owner joins them without self-atari. */
    private boolean joinsInOne(int s1, int s2, int color) {
        int[] common = new int[4];
        int k = board.findCommonLibs(s1, s2, 4, common);
        for (int i = 0; i < k; i++) {
            if (board.approxlib(common[i], color, 2, null) >= 2) {
                return true;
            }
        }
        return false;
    }

    /**
     * Horizon test, cutter to move with at most one common liberty: WIN if they have none, or
     * if the cutter can occupy it without the cutting stone being in atari at once.
     */
    private int cutsInOne(int s1, int s2, int cutter) {
        int[] common = new int[1];
        int k = board.findCommonLibs(s1, s2, 1, common);
        if (k == 0) {
            return WIN; // not linked yet when the reading stops: count it as cut
        }
        return board.approxlib(common[0], cutter, 2, null) >= 2 ? WIN : FAIL;
    }

    /** True if the string at cut is next to the string at s or to one of the given liberties of it. */
    private boolean touches(int cut, int s, int[] libs, int nlibs) {
        int[] st = new int[board.boardArraySize()];
        int ns = board.stringStones(cut, st);
        for (int i = 0; i < ns; i++) {
            for (int k = 0; k < 4; k++) {
                int q = st[i] + delta[k];
                if (Color.isStone(board.color(q)) && board.color(q) == board.color(s) && board.sameString(q, s)) {
                    return true;
                }
                for (int j = 0; j < nlibs; j++) {
                    if (libs[j] == q) {
                        return true;
                    }
                }
            }
        }
        return false;
    }


    private static int add(int[] out, int n, int m) {
        for (int i = 0; i < n; i++) {
            if (out[i] == m) {
                return n;
            }
        }
        if (n < out.length) {
            out[n++] = m;
        }
        return n;
    }
}
