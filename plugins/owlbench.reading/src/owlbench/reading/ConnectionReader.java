package owlbench.reading;

import owlbench.board.Board;
import owlbench.board.Color;
import owlbench.board.Vertex;

import static owlbench.reading.ReadCodes.FAIL;
import static owlbench.reading.ReadCodes.WIN;

/**
 * Connection reading between two strings of one colour: can they be connected (connect) or cut
 * apart (disconnect), and with which move. A small alternating search over common liberties,
 * cutting points and the tactical status of the strings (read with the tactical reader it
 * shares its board, node counter and recorder with). Simplified: no ko results except those the
 * tactical reader reports.
 */
public final class ConnectionReader {
    private final Reader reader;
    private final Board board;
    private final int[] delta;
    /** Plies of connection reading (moves of both sides). */
    private int depth = 6;
    private int lastMove = Board.PASS;
    private long nodes;

    /** A connection reader that uses this tactical reader (and its board). */
    public ConnectionReader(Reader reader) {
        this.reader = reader;
        this.board = reader.board();
        this.delta = board.neighborOffsets();
    }

    /** Plies of connection search (default 6). */
    public void setDepth(int plies) {
        if (plies < 1) {
            throw new IllegalArgumentException("connection depth must be at least 1, got " + plies);
        }
        depth = plies;
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
        int[] cand = new int[48];
        int n = candidates(s1, s2, color, cand, true);
        if (plies <= 0) {
            return Reader.pack(FAIL, Board.PASS);
        }
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
                code = ReadCodes.invert(Reader.code(reader.attackPacked(s1)));
            } else {
                code = ReadCodes.invert(Reader.code(doDisconnect(s1, s2, plies - 1)));
            }
            reader.leave(code, Board.PASS);
            board.popgo();
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
        int a1 = reader.attackPacked(s1);
        if (Reader.code(a1) == WIN) {
            return a1;
        }
        int a2 = reader.attackPacked(s2);
        if (Reader.code(a2) == WIN) {
            return a2;
        }
        int[] cand = new int[48];
        int n = candidates(s1, s2, color, cand, false);
        if (n == 0) {
            // nothing links them: they are apart
            return Reader.pack(WIN, Board.PASS);
        }
        if (plies <= 0) {
            return Reader.pack(FAIL, Board.PASS);
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
     * Moves that matter for the connection: common liberties first, then liberties of one
     * string next to a liberty of the other (the cutting/linking points of a one-point jump or
     * diagonal), then captures of cutting stones in atari next to either string (for the owner)
     * and the defence points of the strings.
     */
    private int candidates(int s1, int s2, int color, int[] out, boolean owner) {
        int n = 0;
        int[] l1 = new int[16];
        int[] l2 = new int[16];
        int n1 = Math.min(board.findlib(s1, 16, l1), 16);
        int n2 = Math.min(board.findlib(s2, 16, l2), 16);
        for (int i = 0; i < n1; i++) {
            for (int j = 0; j < n2; j++) {
                if (l1[i] == l2[j]) {
                    n = add(out, n, l1[i]);
                }
            }
        }
        for (int i = 0; i < n1; i++) {
            for (int j = 0; j < n2; j++) {
                if (adjacent(l1[i], l2[j])) {
                    n = add(out, n, l1[i]);
                    n = add(out, n, l2[j]);
                }
            }
        }
        // A third friendly string touching liberties of both can link them: its access points.
        n = addBridges(s1, s2, color, l1, n1, l2, n2, out, n);
        if (n == 0) {
            return 0;
        }
        if (owner) {
            int[] adj = new int[256];
            int[] one = new int[1];
            for (int s : new int[] {s1, s2}) {
                int k = board.adjacentStringsWithLiberties(s, 1, adj);
                for (int i = 0; i < k; i++) {
                    board.findlib(adj[i], 1, one);
                    n = add(out, n, one[0]);
                }
            }
            // A cutting string that touches both (or a liberty of both) and can be captured:
            // capturing it connects.
            int k = board.adjacentStrings(s1, adj);
            for (int i = 0; i < k; i++) {
                int cut = adj[i];
                if (board.countlib(cut) <= 3 && touches(cut, s2, l2, n2)) {
                    int a = reader.attackPacked(cut);
                    if (Reader.code(a) != FAIL && Reader.move(a) != Board.PASS) {
                        n = add(out, n, Reader.move(a));
                    }
                }
            }
        }
        return n;
    }

    private int addBridges(int s1, int s2, int color, int[] l1, int n1, int[] l2, int n2, int[] out, int n) {
        for (int i = 0; i < n1; i++) {
            for (int k = 0; k < 4; k++) {
                int f = l1[i] + delta[k];
                if (board.color(f) != color || board.sameString(f, s1) || board.sameString(f, s2)) {
                    continue;
                }
                // f is a friend next to a liberty of s1: does it touch a liberty of s2 (or s2 itself)?
                for (int j = 0; j < n2; j++) {
                    boolean touches = false;
                    for (int k2 = 0; k2 < 4 && !touches; k2++) {
                        int q = l2[j] + delta[k2];
                        touches = board.color(q) == color && board.sameString(q, f);
                    }
                    if (touches) {
                        n = add(out, n, l1[i]);
                        n = add(out, n, l2[j]);
                    }
                }
            }
        }
        return n;
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

    private boolean adjacent(int a, int b) {
        for (int k = 0; k < 4; k++) {
            if (a + delta[k] == b) {
                return true;
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
