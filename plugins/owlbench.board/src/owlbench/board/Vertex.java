package owlbench.board;

import java.util.Locale;

/**
 * GTP vertices ("D4", "pass") to and from board points. Columns are A..Z without I, row 1 is at
 * the bottom; the point layout is the one of {@link Board} for the given size.
 */
public final class Vertex {
    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    private Vertex() {
    }

    /** The letter of column {@code col} (0 = A; I is skipped). */
    public static char columnLetter(int col) {
        if (col < 0 || col >= COLUMNS.length()) {
            throw new IllegalArgumentException("column index out of range: " + col);
        }
        return COLUMNS.charAt(col);
    }

    /**
     * Parses a vertex for a board of the given size: returns the point, or {@link Board#PASS}
     * for "pass". Throws IllegalArgumentException naming the text for malformed or off-board input.
     */
    public static int parse(String text, int size) {
        Board.checkSize(size);
        if (text == null) {
            throw new IllegalArgumentException("bad vertex: null");
        }
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.equals("PASS")) {
            return Board.PASS;
        }
        if (t.length() < 2 || t.length() > 3) {
            throw new IllegalArgumentException("bad vertex '" + text + "': expected a column letter and a row number, or pass");
        }
        char letter = t.charAt(0);
        if (letter == 'I') {
            throw new IllegalArgumentException("bad vertex '" + text + "': column I is not used in GTP coordinates");
        }
        int col = COLUMNS.indexOf(letter);
        if (col < 0) {
            throw new IllegalArgumentException("bad vertex '" + text + "': column must be a letter A..Z (without I)");
        }
        int number = 0;
        for (int i = 1; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c < '0' || c > '9') {
                throw new IllegalArgumentException("bad vertex '" + text + "': row must be a number");
            }
            number = number * 10 + (c - '0');
        }
        if (col >= size || number < 1 || number > size) {
            throw new IllegalArgumentException("vertex '" + text + "' is off the " + size + "x" + size + " board");
        }
        return Board.pointOf(size, col, size - number);
    }

    /** Formats a point of a board of the given size as "D4", or "PASS" for {@link Board#PASS}. */
    public static String toString(int point, int size) {
        Board.checkSize(size);
        if (point == Board.PASS) {
            return "PASS";
        }
        int ns = size + 1;
        int col = point % ns - 1;
        int row = point / ns - 1;
        if (point < 0 || col < 0 || col >= size || row < 0 || row >= size) {
            throw new IllegalArgumentException("point " + point + " is not on a " + size + "x" + size + " board");
        }
        return COLUMNS.charAt(col) + Integer.toString(size - row);
    }
}
