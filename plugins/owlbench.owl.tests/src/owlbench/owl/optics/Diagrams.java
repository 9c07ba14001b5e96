package owlbench.owl.optics;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/** Test positions from ASCII diagrams: rows from the top, X black, O white, anything else empty. */
final class Diagrams {
    private Diagrams() {
    }

    static Board board(String... rows) {
        int n = rows.length;
        Board b = new Board(n);
        for (int r = 0; r < n; r++) {
            String row = rows[r].replace(" ", "");
            if (row.length() != n) throw new IllegalArgumentException("row " + r + " has " + row.length() + " points, not " + n);
            for (int c = 0; c < n; c++) {
                char ch = row.charAt(c);
                if (ch == 'X' || ch == 'O') {
                    b.setStone(at(b, c, r), ch == 'X' ? StoneColor.BLACK : StoneColor.WHITE);
                }
            }
        }
        return b;
    }

    /** The point at column c (0 = A) and diagram row r (0 = top). */
    static int at(Board b, int c, int r) {
        return Vertex.parse("" + Vertex.columnLetter(c) + (b.size() - r), b.size());
    }

    static int v(Board b, String vertex) {
        return Vertex.parse(vertex, b.size());
    }
}
