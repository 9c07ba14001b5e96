package owlbench.ui.model;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.IllegalMoveException;
import owlbench.board.Vertex;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfGame;
import owlbench.sgf.SgfMove;
import owlbench.sgf.SgfNode;

/**
 * Computes the position at any node (not only on the main line) by replaying the path from the root,
 * with the rules GameReplay uses for loadsgf: setup in property order, PL, recorded moves played with
 * suicide allowed (they are facts), HA fixed stones when white is first to play on an empty board.
 * A recorded move that cannot be played is skipped and reported, never thrown: a variation typed in
 * by hand must not make the editor unusable.
 */
public final class PathReplay {

    private PathReplay() {
    }

    /** The nodes from the root down to {@code node}, root first. */
    public static List<SgfNode> pathTo(SgfNode node) {
        List<SgfNode> path = new ArrayList<>();
        for (SgfNode n = node; n != null; n = n.parent()) {
            path.add(0, n);
        }
        return path;
    }

    /** The position after {@code node}'s setup and move. */
    public static NodePosition at(SgfNode node) {
        SgfNode root = node.root();
        SgfGame game = new SgfGame(root);
        int size = game.boardSize();
        int handicap;
        try {
            handicap = game.handicap();
        } catch (RuntimeException e) {
            handicap = 0;
        }
        Board board = new Board(size);
        board.setSuicideAllowed(true);
        int next = StoneColor.BLACK;
        int moves = 0;
        int last = Board.PASS;
        String problem = null;
        for (SgfNode n : pathTo(node)) {
            last = Board.PASS;
            for (String id : n.propertyIds()) {
                switch (id) {
                    case "AB", "AW", "AE" -> {
                        int color = id.equals("AB") ? StoneColor.BLACK : id.equals("AW") ? StoneColor.WHITE : StoneColor.EMPTY;
                        for (String v : n.getAll(id)) {
                            try {
                                for (int p : SgfCoords.expandList(v, board)) {
                                    board.setStone(p, color);
                                }
                            } catch (IllegalArgumentException e) {
                                problem = first(problem, id + "[" + v + "]: " + e.getMessage());
                            }
                        }
                    }
                    case "PL" -> {
                        String v = n.get("PL").trim();
                        next = v.startsWith("W") || v.startsWith("w") || v.equals("2") ? StoneColor.WHITE : StoneColor.BLACK;
                        if (next == StoneColor.WHITE) {
                            handicapIfEmpty(board, handicap);
                        }
                    }
                    default -> {
                        // moves are handled after setup below; other properties do not change the position
                    }
                }
            }
            SgfMove move = n.move();
            if (move != null) {
                next = move.color();
                if (next == StoneColor.WHITE) {
                    handicapIfEmpty(board, handicap);
                }
                int point;
                try {
                    point = move.isPass(size) ? Board.PASS : SgfCoords.toPoint(move.point(), board);
                } catch (IllegalArgumentException e) {
                    problem = first(problem, "move " + (moves + 1) + ": " + e.getMessage());
                    point = -1;
                }
                if (point >= 0) {
                    try {
                        board.play(point, next);
                        last = point;
                    } catch (IllegalMoveException e) {
                        problem = first(problem, "move " + (moves + 1) + " (" + StoneColor.name(next) + " "
                                + Vertex.toString(point, size) + ") is illegal: "
                                + e.getLegality().name().toLowerCase(java.util.Locale.ROOT) + "; skipped");
                    }
                }
                moves++;
                next = StoneColor.other(next);
            }
        }
        return new NodePosition(board, next, moves, last, problem);
    }

    private static String first(String old, String now) {
        return old != null ? old : now;
    }

    private static void handicapIfEmpty(Board board, int handicap) {
        if (handicap < 2) {
            return;
        }
        for (int p : board.onBoardPoints()) {
            if (board.color(p) != StoneColor.EMPTY) {
                return;
            }
        }
        for (int p : GameReplay.fixedHandicapPoints(board, handicap)) {
            board.setStone(p, StoneColor.BLACK);
        }
    }
}
