package owlbench.sgf;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.IllegalMoveException;
import owlbench.board.MoveLegality;
import owlbench.board.Vertex;

/**
 * Replays the main line (first children) of a game onto a Board with GNU Go's loadsgf semantics
 * (doc/gtp-commands.texi): setup AB/AW/AE and PL applied in property order, moves played, and optionally
 * stopping BEFORE move number N or before the first move at a vertex; the reply is the colour to move.
 * As GNU Go does, when white is about to move on an empty board and HA >= 2, the fixed handicap stones are
 * placed first (files that give HA but no AB). Recorded moves are facts, so suicide is allowed during replay;
 * a move on an occupied point or a ko violation is reported with the node's location.
 */
public final class GameReplay {

    private static final int NO_VERTEX = -1;
    private static final int NO_LIMIT = Integer.MAX_VALUE;

    private GameReplay() {
    }

    /**
     * The position before move number {@code moveNumber} (1 = before the first move; moves 1..N-1 are
     * played), like "loadsgf file N". A number beyond the game gives the final position.
     */
    public static GamePosition atMove(SgfNode root, int moveNumber) throws SgfException {
        if (moveNumber < 1) {
            throw new IllegalArgumentException("move number must be at least 1, got " + moveNumber);
        }
        return replay(root, moveNumber, NO_VERTEX, false);
    }

    /**
     * The position before the first main-line move at this GTP vertex (e.g. "D4"), like "loadsgf file D4";
     * "pass" stops at the first pass. The whole game when no move is played there.
     */
    public static GamePosition untilVertex(SgfNode root, String gtpVertex) throws SgfException {
        int size = SgfGame.parseSize(root);
        int point = Vertex.parse(gtpVertex, size);
        return replay(root, NO_LIMIT, point, true);
    }

    /** The position after the whole main line, like "loadsgf file". */
    public static GamePosition atEnd(SgfNode root) throws SgfException {
        return replay(root, NO_LIMIT, NO_VERTEX, false);
    }

    /**
     * The loadsgf argument rule: null/empty = whole game, text starting with a digit 1..9 = move number,
     * otherwise a vertex.
     */
    public static GamePosition load(SgfNode root, String until) throws SgfException {
        if (until == null || until.trim().isEmpty()) {
            return atEnd(root);
        }
        String u = until.trim();
        if (u.charAt(0) >= '1' && u.charAt(0) <= '9') {
            int n = 0;
            for (int i = 0; i < u.length(); i++) {
                char c = u.charAt(i);
                if (c < '0' || c > '9') {
                    throw new IllegalArgumentException("bad move number '" + u + "': digits 0-9 only");
                }
                if (n > 100_000_000) {
                    throw new IllegalArgumentException("move number " + u + " is out of range (at most 100000000)");
                }
                n = n * 10 + (c - '0');
            }
            return atMove(root, n);
        }
        return untilVertex(root, u);
    }

    private static GamePosition replay(SgfNode root, int until, int untilPoint, boolean byVertex)
            throws SgfException {
        if (root == null) {
            throw new IllegalArgumentException("root is null");
        }
        SgfGame game = new SgfGame(root);
        int size = SgfGame.parseSize(root);
        int handicap;
        try {
            handicap = game.handicap();
        } catch (IllegalStateException e) {
            throw new SgfException(locate(root.blame("HA", 0)), "HA must be a whole number, found '"
                    + root.get("HA") + "'");
        }
        Board board = new Board(size);
        board.setSuicideAllowed(true);
        int next = StoneColor.BLACK;
        int moves = 0;
        SgfNode last = null;
        for (SgfNode node = root; node != null; node = node.mainChild()) {
            for (String id : node.propertyIds()) {
                switch (id) {
                    case "AB":
                    case "AW":
                    case "AE":
                        setup(board, node, id);
                        break;
                    case "PL": {
                        String v = node.get("PL").trim();
                        char c = v.isEmpty() ? 'B' : v.charAt(0);
                        next = (c == 'w' || c == 'W' || c == '2') ? StoneColor.WHITE : StoneColor.BLACK;
                        if (next == StoneColor.WHITE) {
                            fixedHandicapIfEmpty(board, handicap);
                        }
                        break;
                    }
                    case "B":
                    case "W": {
                        next = id.equals("B") ? StoneColor.BLACK : StoneColor.WHITE;
                        if (next == StoneColor.WHITE) {
                            fixedHandicapIfEmpty(board, handicap);
                        }
                        String v = node.get(id);
                        int move;
                        try {
                            move = SgfCoords.toPoint(v, board);
                        } catch (IllegalArgumentException e) {
                            throw new SgfException(locate(node.blame(id, 0)), "move " + (moves + 1) + ": "
                                    + e.getMessage());
                        }
                        if ((byVertex && move == untilPoint) || moves == until - 1) {
                            return new GamePosition(board, next, moves, last, node, game);
                        }
                        if (move != Board.PASS && board.color(move) != StoneColor.EMPTY) {
                            throw new SgfException(locate(node.blame(id, 0)), "move " + (moves + 1) + " ("
                                    + StoneColor.name(next) + " " + Vertex.toString(move, size) + ", " + id + "[" + v
                                    + "]) is on an occupied point");
                        }
                        try {
                            board.play(move, next);
                        } catch (IllegalMoveException e) {
                            throw new SgfException(locate(node.blame(id, 0)), "move " + (moves + 1) + " ("
                                    + StoneColor.name(next) + " " + Vertex.toString(move, size) + ") is illegal: "
                                    + e.getLegality().name().toLowerCase(java.util.Locale.ROOT));
                        }
                        moves++;
                        next = StoneColor.other(next);
                        break;
                    }
                    default:
                        break;
                }
            }
            last = node;
        }
        return new GamePosition(board, next, moves, last, null, game);
    }

    private static SgfLocation locate(SgfLocation l) {
        return l != null ? l : new SgfLocation(null, 0, 0);
    }

    /** AB/AW/AE overwrite whatever is on the point (FF4). */
    private static void setup(Board board, SgfNode node, String id) throws SgfException {
        int color = id.equals("AB") ? StoneColor.BLACK : id.equals("AW") ? StoneColor.WHITE : StoneColor.EMPTY;
        java.util.List<String> values = node.getAll(id);
        for (int i = 0; i < values.size(); i++) {
            int[] points;
            try {
                points = SgfCoords.expandList(values.get(i), board);
            } catch (IllegalArgumentException e) {
                throw new SgfException(locate(node.blame(id, i)), id + ": " + e.getMessage());
            }
            board.setStones(points, color);
        }
    }

    private static void fixedHandicapIfEmpty(Board board, int handicap) {
        if (handicap < 2) {
            return;
        }
        for (int p : board.onBoardPoints()) {
            if (board.color(p) != StoneColor.EMPTY) {
                return;
            }
        }
        for (int p : fixedHandicapPoints(board, handicap)) {
            board.setStone(p, StoneColor.BLACK);
        }
    }

    /**
     * Standard fixed handicap points (the stones GNU Go's fixed_handicap places): corners on the 4-4 points
     * (3-3 on boards up to 11), then tengen for 5 and 7, side points for 6 and 8, tengen for 9. At most 9 on
     * odd boards from 9x9, 4 on other boards from 7x7, none below 7x7.
     */
    public static int[] fixedHandicapPoints(Board board, int handicap) {
        int size = board.size();
        int max = (size % 2 == 1 && size >= 9) ? 9 : size >= 7 ? 4 : 0;
        int n = Math.min(Math.max(handicap, 0), max);
        if (n < 2) {
            return new int[0];
        }
        int near = size > 11 ? 3 : 2;
        int far = size - 1 - near;
        int mid = size / 2;
        // {row, col} in placement order; tengen is taken out of order for 5 and 7.
        int[][] order = {{near, far}, {far, near}, {near, near}, {far, far}, {mid, near}, {mid, far},
            {near, mid}, {far, mid}, {mid, mid}};
        int[] out = new int[n];
        int k = 0;
        int remaining = n;
        if (n == 5 || n == 7) {
            out[k++] = board.point(mid, mid);
            remaining--;
        }
        for (int i = 0; i < remaining; i++) {
            out[k++] = board.point(order[i][1], order[i][0]);
        }
        return out;
    }
}
