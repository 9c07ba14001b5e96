package owlbench.board;

/** Test helper: boards from ASCII diagrams (top row first; X black, O white, '.' or '+' empty). */
final class Diagrams {
    private Diagrams() {
    }

    static Board board(String... rows) {
        Board b = new Board(rows.length);
        for (int r = 0; r < rows.length; r++) {
            String row = rows[r].replace(" ", "");
            if (row.length() != rows.length) {
                throw new IllegalArgumentException("diagram row " + r + " has " + row.length() + " points, expected " + rows.length);
            }
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (ch == 'X') {
                    b.setStone(b.point(c, r), StoneColor.BLACK);
                } else if (ch == 'O') {
                    b.setStone(b.point(c, r), StoneColor.WHITE);
                } else if (ch != '.' && ch != '+') {
                    throw new IllegalArgumentException("bad diagram character '" + ch + "' in row " + r);
                }
            }
        }
        return b;
    }

    static int v(Board b, String vertex) {
        return Vertex.parse(vertex, b.size());
    }
}
