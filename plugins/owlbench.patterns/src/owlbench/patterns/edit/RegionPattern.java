package owlbench.patterns.edit;

import java.util.Set;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/**
 * Writes a new pattern from a rectangle of a board position: 'X'/'O'/'.' for the points (O is the
 * player about to move), '|', '-' and '+' where the rectangle reaches the board's edges, '*' at the
 * chosen move, a ':' line with symmetry 8 and a default class, and a comment naming the source.
 */
public final class RegionPattern {
    /** The ':' line written when the caller gives no classification. */
    public static final String DEFAULT_CLASS = "-";

    private RegionPattern() {
    }

    /**
     * The pattern text (ending with a blank line). region is {col0, row0, col1, row1}, corners inclusive,
     * in either order; toMove is O; move must be an empty point inside the region.
     */
    public static String text(Board board, int[] region, int toMove, int move, String name, String classification,
            String source) {
        if (region == null || region.length != 4) throw new IllegalArgumentException("region must be {col0,row0,col1,row1}");
        if (toMove != StoneColor.BLACK && toMove != StoneColor.WHITE) throw new IllegalArgumentException("toMove must be black or white");
        int n = board.size();
        int c0 = Math.min(region[0], region[2]), c1 = Math.max(region[0], region[2]);
        int r0 = Math.min(region[1], region[3]), r1 = Math.max(region[1], region[3]);
        if (c0 < 0 || r0 < 0 || c1 >= n || r1 >= n) {
            throw new IllegalArgumentException("region " + c0 + "," + r0 + ".." + c1 + "," + r1 + " leaves the " + n + "x" + n + " board");
        }
        if (!board.isOnBoard(move) || board.col(move) < c0 || board.col(move) > c1 || board.row(move) < r0 || board.row(move) > r1) {
            throw new IllegalArgumentException("the move " + Vertex.toString(move, n) + " is outside the region");
        }
        if (board.color(move) != StoneColor.EMPTY) {
            throw new IllegalArgumentException("the move " + Vertex.toString(move, n) + " is on an occupied point");
        }
        if (name == null || name.isEmpty() || name.chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException("a pattern name is one word, got '" + name + "'");
        }
        boolean top = r0 == 0, bottom = r1 == n - 1, left = c0 == 0, right = c1 == n - 1;
        StringBuilder sb = new StringBuilder();
        sb.append("Pattern ").append(name).append("\n");
        if (source != null && !source.isEmpty()) sb.append("# from ").append(source.replace('\n', ' ')).append("\n");
        sb.append("\n");
        if (top) sb.append(edgeRow(c1 - c0 + 1, left, right)).append("\n");
        for (int r = r0; r <= r1; r++) {
            if (left) sb.append('|');
            for (int c = c0; c <= c1; c++) {
                int p = board.point(c, r);
                int color = board.color(p);
                sb.append(p == move ? '*' : color == StoneColor.EMPTY ? '.' : color == toMove ? 'O' : 'X');
            }
            if (right) sb.append('|');
            sb.append("\n");
        }
        if (bottom) sb.append(edgeRow(c1 - c0 + 1, left, right)).append("\n");
        String cls = classification == null || classification.isEmpty() ? DEFAULT_CLASS : classification;
        sb.append("\n:8,").append(cls).append("\n\n\n");
        return sb.toString();
    }

    private static String edgeRow(int width, boolean left, boolean right) {
        StringBuilder sb = new StringBuilder();
        if (left) sb.append('+');
        for (int i = 0; i < width; i++) sb.append('-');
        if (right) sb.append('+');
        return sb.toString();
    }

    /** base followed by the smallest number 1, 2, ... that makes a name not in taken. */
    public static String uniqueName(String base, Set<String> taken) {
        for (int i = 1; ; i++) {
            String s = base + i;
            if (!taken.contains(s)) return s;
        }
    }
}
