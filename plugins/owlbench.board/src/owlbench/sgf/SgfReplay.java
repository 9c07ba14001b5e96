package owlbench.sgf;

import java.util.List;

import owlbench.board.Board;
import owlbench.board.IllegalMoveException;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/**
 * The one place of the replay rules: applies SGF nodes, one after the other, to a board with GNU
 * Go's loadsgf semantics (doc/gtp-commands.texi). A node's setup (AB, AW, AE), PL and moves (B, W)
 * are applied in property order; recorded moves are facts, so suicide is allowed; when white is
 * about to move (by PL or a W move) on an empty board and HA >= 2, the fixed handicap stones are
 * placed first (files that give HA but no AB).
 *
 * <p>What happens to a node that breaks the rules (a bad point, a move on an occupied point, a ko
 * violation, a bad HA) is the caller's choice: a strict replay ({@link #strict}, loadsgf, the
 * tools) throws an {@link SgfException} with the node's location; a lenient one ({@link #lenient},
 * the game editor, where a variation typed by hand must not make the game unusable) skips the
 * setup value or move, counts the move, and remembers the first problem ({@link #problem()}).
 * {@link GameReplay} replays main lines with it, the workbench the path to any node.
 */
public final class SgfReplay {

    /** Where a replay may stop: before a move, given its point and its number (1 = first move). */
    public interface Stop {
        /** Never stops. */
        Stop NEVER = (point, moveNumber) -> false;

        /** True to stop before the move. */
        boolean before(int point, int moveNumber);
    }

    private final SgfGame game;
    private final Board board;
    private final int handicap;
    private final boolean strict;
    private int next = StoneColor.BLACK;
    private int moves;
    private int lastMove = Board.PASS;
    private String problem;

    private SgfReplay(SgfNode root, boolean strict) throws SgfException {
        if (root == null) {
            throw new IllegalArgumentException("root is null");
        }
        this.strict = strict;
        this.game = new SgfGame(root);
        int size = SgfGame.parseSize(root);
        int h;
        try {
            h = game.handicap();
        } catch (IllegalStateException e) {
            fault(root, "HA", 0, "HA must be a whole number, found '" + root.get("HA") + "'");
            h = 0;
        }
        this.handicap = h;
        this.board = new Board(size);
        board.setSuicideAllowed(true);
    }

    /** A replay from the game's root that throws at the first node breaking the rules. */
    public static SgfReplay strict(SgfNode root) throws SgfException {
        return new SgfReplay(root, true);
    }

    /**
     * A replay from the game's root that skips what breaks the rules and remembers the first problem.
     *
     * @throws IllegalStateException when the root's SZ is not a board size, the one thing a replay
     *         cannot skip (with the SZ property's location in the message)
     */
    public static SgfReplay lenient(SgfNode root) {
        try {
            return new SgfReplay(root, false);
        } catch (SgfException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /**
     * Applies the node's properties in order, stopping before a move if {@code stop} says so (the
     * properties before that move applied, the move and those after it not).
     *
     * @return false if it stopped before the node's move, true if the whole node was applied
     * @throws SgfException in a strict replay, for a node that breaks the rules (with its location)
     */
    public boolean apply(SgfNode node, Stop stop) throws SgfException {
        lastMove = Board.PASS;
        for (String id : node.propertyIds()) {
            switch (id) {
                case "AB":
                case "AW":
                case "AE":
                    setup(node, id);
                    break;
                case "PL": {
                    String v = node.get("PL").trim();
                    char c = v.isEmpty() ? 'B' : v.charAt(0);
                    next = (c == 'w' || c == 'W' || c == '2') ? StoneColor.WHITE : StoneColor.BLACK;
                    if (next == StoneColor.WHITE) {
                        fixedHandicapIfEmpty();
                    }
                    break;
                }
                case "B":
                case "W":
                    if (!move(node, id, stop)) {
                        return false;
                    }
                    break;
                default:
                    break; // other properties do not change the position
            }
        }
        return true;
    }

    /** {@link #apply} of a lenient replay, which never stops and never throws. */
    public void applyLeniently(SgfNode node) {
        if (strict) {
            throw new IllegalStateException("applyLeniently needs a lenient replay");
        }
        try {
            apply(node, Stop.NEVER);
        } catch (SgfException e) {
            throw new IllegalStateException("a lenient replay does not throw", e);
        }
    }

    private boolean move(SgfNode node, String id, Stop stop) throws SgfException {
        next = id.equals("B") ? StoneColor.BLACK : StoneColor.WHITE;
        if (next == StoneColor.WHITE) {
            fixedHandicapIfEmpty();
        }
        String v = node.get(id);
        int size = board.size();
        int point;
        try {
            point = SgfCoords.toPoint(v, board);
        } catch (IllegalArgumentException e) {
            fault(node, id, 0, "move " + (moves + 1) + ": " + e.getMessage());
            point = -1;
        }
        if (point >= 0 && stop.before(point, moves + 1)) {
            return false;
        }
        if (point > 0 && board.color(point) != StoneColor.EMPTY) {
            fault(node, id, 0, "move " + (moves + 1) + " (" + StoneColor.name(next) + " " + Vertex.toString(point, size)
                    + ", " + id + "[" + v + "]) is on an occupied point");
        } else if (point >= 0) {
            try {
                board.play(point, next);
                lastMove = point;
            } catch (IllegalMoveException e) {
                fault(node, id, 0, "move " + (moves + 1) + " (" + StoneColor.name(next) + " "
                        + Vertex.toString(point, size) + ") is illegal: "
                        + e.getLegality().name().toLowerCase(java.util.Locale.ROOT));
            }
        }
        moves++;
        next = StoneColor.other(next);
        return true;
    }

    /** AB/AW/AE overwrite whatever is on the point (FF4); each value is one list of points. */
    private void setup(SgfNode node, String id) throws SgfException {
        int color = id.equals("AB") ? StoneColor.BLACK : id.equals("AW") ? StoneColor.WHITE : StoneColor.EMPTY;
        List<String> values = node.getAll(id);
        for (int i = 0; i < values.size(); i++) {
            int[] points;
            try {
                points = SgfCoords.expandList(values.get(i), board);
            } catch (IllegalArgumentException e) {
                fault(node, id, i, id + "[" + values.get(i) + "]: " + e.getMessage());
                continue;
            }
            board.setStones(points, color);
        }
    }

    /** Throws (strict) or remembers the first problem (lenient). */
    private void fault(SgfNode node, String id, int index, String message) throws SgfException {
        if (strict) {
            SgfLocation l = node.blame(id, index);
            throw new SgfException(l != null ? l : new SgfLocation(null, 0, 0), message);
        }
        if (problem == null) {
            problem = message + "; skipped";
        }
    }

    private void fixedHandicapIfEmpty() {
        if (handicap < 2) {
            return;
        }
        for (int p : board.onBoardPoints()) {
            if (board.color(p) != StoneColor.EMPTY) {
                return;
            }
        }
        board.setStones(GameReplay.fixedHandicapPoints(board, handicap), StoneColor.BLACK);
    }

    /** The board (the replay's own; the caller may keep it once the replay is done). */
    public Board board() {
        return board;
    }

    /** The colour to move next. */
    public int toMove() {
        return next;
    }

    /** Moves replayed so far (skipped ones included). */
    public int moves() {
        return moves;
    }

    /** The point of the last applied node's own move; PASS when it had none, passed or was skipped. */
    public int lastMove() {
        return lastMove;
    }

    /** Null, or the first problem a lenient replay skipped (e.g. "move 12 (black D4, B[dp]) is on an occupied point; skipped"). */
    public String problem() {
        return problem;
    }

    /** The game of the root. */
    public SgfGame game() {
        return game;
    }
}
