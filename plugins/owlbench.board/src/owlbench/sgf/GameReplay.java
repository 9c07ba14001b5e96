package owlbench.sgf;

import owlbench.board.Board;
import owlbench.board.Vertex;

/**
 * Replays the main line (first children) of a game onto a Board with GNU Go's loadsgf semantics
 * (doc/gtp-commands.texi; the rules themselves are {@link SgfReplay}'s, strict), optionally stopping
 * BEFORE move number N or before the first move at a vertex; the reply is the colour to move. A move
 * on an occupied point or a ko violation is reported with the node's location.
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
        SgfReplay replay = SgfReplay.strict(root);
        SgfReplay.Stop stop = (point, moveNumber) -> (byVertex && point == untilPoint) || moveNumber == until;
        SgfNode last = null;
        for (SgfNode node = root; node != null; node = node.mainChild()) {
            if (!replay.apply(node, stop)) {
                return new GamePosition(replay.board(), replay.toMove(), replay.moves(), last, node, replay.game());
            }
            last = node;
        }
        return new GamePosition(replay.board(), replay.toMove(), replay.moves(), last, null, replay.game());
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
