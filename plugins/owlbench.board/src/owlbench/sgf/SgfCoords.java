package owlbench.sgf;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;

/**
 * SGF point letters ("dd": column d, row d counted from the TOP, as on the board) to and from board points,
 * and compressed point lists ("aa:cc" is the rectangle from a1-corner aa to cc).
 */
public final class SgfCoords {
    private SgfCoords() {
    }

    /** Two letters a.. within the board. */
    public static boolean isPoint(String s, int size) {
        return s.length() == 2 && index(s.charAt(0), size) >= 0 && index(s.charAt(1), size) >= 0;
    }

    /** A point or a rectangle "p1:p2" of two points. */
    public static boolean isPointOrRectangle(String s, int size) {
        int colon = s.indexOf(':');
        if (colon < 0) {
            return isPoint(s, size);
        }
        return isPoint(s.substring(0, colon).trim(), size) && isPoint(s.substring(colon + 1).trim(), size);
    }

    private static int index(char c, int size) {
        int i = c - 'a';
        return i >= 0 && i < size ? i : -1;
    }

    /** Column (0 = left) of an SGF point. */
    public static int col(String sgfPoint) {
        return sgfPoint.charAt(0) - 'a';
    }

    /** Row (0 = top) of an SGF point. */
    public static int row(String sgfPoint) {
        return sgfPoint.charAt(1) - 'a';
    }

    /** SGF letters of a column and row (0-based, row 0 at the top). */
    public static String pointName(int col, int row) {
        return new String(new char[] {(char) ('a' + col), (char) ('a' + row)});
    }

    /**
     * The board point of an SGF move or setup value: "" (and "tt" on boards up to 19) give Board.PASS.
     * IllegalArgumentException for anything off the board.
     */
    public static int toPoint(String sgf, Board board) {
        int size = board.size();
        String s = sgf.trim();
        if (s.isEmpty() || (size <= 19 && s.equals("tt"))) {
            return Board.PASS;
        }
        if (!isPoint(s, size)) {
            throw new IllegalArgumentException("bad SGF point '" + sgf + "' for a " + size + "x" + size + " board");
        }
        return board.point(col(s), row(s));
    }

    /** SGF letters of a board point; "" for Board.PASS (the FF4 pass). */
    public static String toSgf(int pos, Board board) {
        if (pos == Board.PASS) {
            return "";
        }
        if (!board.isOnBoard(pos)) {
            throw new IllegalArgumentException("point " + pos + " is not on the " + board.size() + "x"
                    + board.size() + " board");
        }
        return pointName(board.col(pos), board.row(pos));
    }

    /** SGF letters of a point of a board of this size (makes a scratch Board; prefer the Board overload). */
    public static String toSgf(int pos, int size) {
        return toSgf(pos, new Board(size));
    }

    /** The SGF points of one list value: a point, a rectangle "aa:cc" (row by row from the top), or "" (none). */
    public static List<String> expand(String value, int size) {
        List<String> out = new ArrayList<>();
        String s = value.trim();
        if (s.isEmpty()) {
            return out;
        }
        if (!isPointOrRectangle(s, size)) {
            throw new IllegalArgumentException("bad SGF point or rectangle '" + value + "' for a " + size + "x"
                    + size + " board");
        }
        int colon = s.indexOf(':');
        if (colon < 0) {
            out.add(s);
            return out;
        }
        String a = s.substring(0, colon).trim();
        String b = s.substring(colon + 1).trim();
        int c0 = Math.min(col(a), col(b));
        int c1 = Math.max(col(a), col(b));
        int r0 = Math.min(row(a), row(b));
        int r1 = Math.max(row(a), row(b));
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                out.add(pointName(c, r));
            }
        }
        return out;
    }

    /** Board points of one list value (see {@link #expand(String, int)}). */
    public static int[] expandList(String value, Board board) {
        List<String> pts = expand(value, board.size());
        int[] out = new int[pts.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = board.point(col(pts.get(i)), row(pts.get(i)));
        }
        return out;
    }
}
