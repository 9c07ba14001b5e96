package owlbench.agents;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/** Test positions from ASCII diagrams (top row first; X black, O white, . empty). */
public final class Diagrams {
    private Diagrams() {
    }

    /** A position with black to move at move 30 unless told otherwise. */
    public static Position position(int toMove, int moveNumber, String... rows) {
        Board b = new Board(rows.length);
        for (int r = 0; r < rows.length; r++) {
            String row = rows[r].replace(" ", "");
            if (row.length() != rows.length) {
                throw new IllegalArgumentException("row " + (r + 1) + " has " + row.length() + " points");
            }
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (ch == 'X') {
                    b.setStone(b.point(c, r), StoneColor.BLACK);
                } else if (ch == 'O') {
                    b.setStone(b.point(c, r), StoneColor.WHITE);
                }
            }
        }
        return new Position(b, toMove, moveNumber, Board.PASS);
    }

    /** The index of a GTP vertex ("D4"). */
    public static int at(Position p, String vertex) {
        return p.index(Vertex.parse(vertex, p.size()));
    }

    /** The single component of an agent's output. */
    public static double[] values(Agent a, Position p) {
        double[][] out = new double[a.components()][p.pointCount()];
        a.evaluate(p, out);
        return out[0];
    }

    /** Vertex name of an index. */
    public static String name(Position p, int index) {
        return Vertex.toString(p.point(index), p.size());
    }
}
