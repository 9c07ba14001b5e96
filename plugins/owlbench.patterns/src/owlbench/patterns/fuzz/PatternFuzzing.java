package owlbench.patterns.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.model.Diagnostic;
import owlbench.sgf.fuzz.FuzzChecks;

/** What the pattern fuzz targets share: a test position and the diagnostics check. */
final class PatternFuzzing {
    private PatternFuzzing() {
    }

    static String latin1(byte[] data) {
        return new String(data, StandardCharsets.ISO_8859_1);
    }

    /** Every diagnostic formats as one line "name:line:column: ...". */
    static void diagnostics(List<Diagnostic> ds, String name) {
        for (Diagnostic d : ds) {
            FuzzChecks.location(d.format(name), name + ":");
        }
    }

    /** A 9x9 position with stones of both colours near a corner and an edge, for matching. */
    static Board position() {
        Board b = new Board(9);
        int[][] black = {{2, 2}, {3, 2}, {2, 3}, {6, 6}, {0, 4}};
        int[][] white = {{3, 3}, {4, 2}, {6, 5}, {1, 4}};
        for (int[] p : black) b.setStone(b.point(p[0], p[1]), StoneColor.BLACK);
        for (int[] p : white) b.setStone(b.point(p[0], p[1]), StoneColor.WHITE);
        return b;
    }
}
