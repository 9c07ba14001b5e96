package owlbench.owl.optics;

import java.util.ArrayList;
import java.util.List;

/**
 * GNU Go's analyze_eyegraph on the eye-shape database: an eye graph written as eyes.db draws it
 * ({@code .} eye space, {@code !} marginal, {@code X} dead opponent stone, {@code $} marginal with a
 * stone; blanks are not part of the eye) is looked up by graph isomorphism, and the answer is the
 * matched shape's value and the graph with its vital points marked. Shapes the database does not
 * hold are reported as unknown: owlbench does not read eye graphs yet.
 */
public final class EyeGraphs {
    /** The value digits and the diagram with the vital points marked (rows padded to one width). */
    public record Analysis(String value, List<String> rows) {
    }

    private EyeGraphs() {
    }

    /**
     * Decodes GNU Go's GTP form of a diagram: '%' separates rows and 'O' stands for a blank.
     */
    public static List<String> decode(String coded) {
        List<String> rows = new ArrayList<>();
        for (String r : coded.split("%", -1)) rows.add(r.replace('O', ' '));
        return rows;
    }

    /**
     * Analyses a diagram; returns null when the database holds no matching shape. Characters other
     * than . ! X $ count as blanks (as GNU Go reads them).
     */
    public static Analysis analyze(List<String> rows, EyeShapeDatabase db) {
        int width = 0;
        for (String r : rows) width = Math.max(width, r.length());
        List<int[]> cells = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            for (int c = 0; c < row.length(); c++) {
                if (".!X$".indexOf(row.charAt(c)) >= 0) cells.add(new int[] {r, c});
            }
        }
        int n = cells.size();
        boolean[] marginal = new boolean[n];
        boolean[] stone = new boolean[n];
        boolean[][] adj = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            char ch = rows.get(cells.get(i)[0]).charAt(cells.get(i)[1]);
            marginal[i] = ch == '!' || ch == '$';
            stone[i] = ch == 'X' || ch == '$';
            for (int j = 0; j < i; j++) {
                int dr = Math.abs(cells.get(i)[0] - cells.get(j)[0]);
                int dc = Math.abs(cells.get(i)[1] - cells.get(j)[1]);
                adj[i][j] = adj[j][i] = dr + dc == 1;
            }
        }
        char[][] out = new char[rows.size()][width];
        for (char[] row : out) java.util.Arrays.fill(row, ' ');
        if (n == 0) {
            return new Analysis("0000", render(out));
        }
        int[] value = new int[4];
        char[] symbols = db.matchSymbols(n, marginal, stone, adj, value);
        if (symbols == null) return null;
        for (int i = 0; i < n; i++) {
            char own = rows.get(cells.get(i)[0]).charAt(cells.get(i)[1]);
            char s = symbols[i];
            out[cells.get(i)[0]][cells.get(i)[1]] = "*@<>()".indexOf(s) >= 0 ? s : own;
        }
        return new Analysis("" + value[0] + value[1] + value[2] + value[3], render(out));
    }

    private static List<String> render(char[][] out) {
        List<String> rows = new ArrayList<>();
        for (char[] r : out) rows.add(new String(r));
        return rows;
    }
}
