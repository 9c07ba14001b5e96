package owlbench.gtp;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/**
 * The showboard answer exactly as GNU Go 3.8 prints it: column letters above and below, row
 * numbers on both sides, X/O/., '+' on star points, and the two prisoner captions beside rows
 * whose position GNU Go chooses by board size (measured: the WHITE caption stands at row
 * size-8, kept within 2..11, the BLACK caption one row below).
 */
final class Showboard {
    private Showboard() {
    }

    static String render(Board b) {
        int size = b.size();
        StringBuilder letters = new StringBuilder("  ");
        for (int c = 0; c < size; c++) {
            letters.append(' ').append(Vertex.columnLetter(c));
        }
        int whiteCaptionRow = Math.max(2, Math.min(11, size - 8));
        StringBuilder sb = new StringBuilder();
        sb.append('\n').append(letters).append('\n');
        for (int row = 0; row < size; row++) {
            int label = size - row;
            sb.append(label < 10 ? " " : "").append(label);
            for (int col = 0; col < size; col++) {
                int p = b.point(col, row);
                int c = b.color(p);
                char ch = c == StoneColor.BLACK ? 'X' : c == StoneColor.WHITE ? 'O' : isStarPoint(size, col, row) ? '+' : '.';
                sb.append(' ').append(ch);
            }
            sb.append(' ').append(label);
            if (label == whiteCaptionRow) {
                sb.append("     WHITE (O) has captured ").append(b.captures(StoneColor.BLACK)).append(" stones");
            } else if (label == whiteCaptionRow - 1) {
                sb.append("     BLACK (X) has captured ").append(b.captures(StoneColor.WHITE)).append(" stones");
            }
            sb.append('\n');
        }
        return sb.append(letters).toString();
    }

    /**
     * GNU Go's star points as its showboard draws them on 2..19 (observed): the corner points
     * at distance 1 (sizes up to 5), 2 (up to 11) or 3 from the edges, plus on odd sizes the
     * centre and, from 13, the side points; none on 4x4. Above 19 GNU Go draws the 19x19 points
     * anchored at A1, which we do not copy: the same rule as on 19 is used there.
     */
    static boolean isStarPoint(int size, int col, int row) {
        if (size == 4) {
            return false;
        }
        int d = size <= 5 ? 1 : size <= 11 ? 2 : 3;
        int mid = size / 2;
        int m = Math.min(col, size - 1 - col);
        int k = Math.min(row, size - 1 - row);
        if (m == d && k == d) {
            return true;
        }
        if (size % 2 == 0) {
            return false;
        }
        if (m == mid && k == mid) {
            return true;
        }
        return size >= 13 && ((m == d && k == mid) || (m == mid && k == d));
    }
}
