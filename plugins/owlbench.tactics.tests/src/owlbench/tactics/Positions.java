package owlbench.tactics;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/** Handmade positions for the tactical layer's tests: rows of X (black), O (white) and '.'. */
final class Positions {
    private Positions() {
    }

    static Board board(String... rows) {
        Board b = new Board(rows.length);
        for (int r = 0; r < rows.length; r++) {
            String row = rows[r].replace(" ", "");
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (ch == 'X') b.setStone(b.point(c, r), StoneColor.BLACK);
                else if (ch == 'O') b.setStone(b.point(c, r), StoneColor.WHITE);
            }
        }
        return b;
    }

    /** A white stone in atari in a black net (C4, last liberty D4), a safe black wall, an empty corner. */
    static Board atari() {
        return board(
                ".......",
                ".......",
                "..XXX..",
                ".XO....",
                "..X....",
                ".......",
                ".......");
    }

    static int v(Board b, String vertex) {
        return Vertex.parse(vertex, b.size());
    }
}
