package owlbench.owl.optics;

import java.util.ArrayList;
import java.util.List;

/**
 * GNU Go's analyze_eyegraph on the eye-shape database: an eye graph written as eyes.db draws it
 * ({@code .} eye space, {@code !} marginal, {@code X} dead opponent stone, {@code $} marginal with a
 * stone; blanks are not part of the eye) is looked up by graph isomorphism, and the answer is the
 * matched shape's value and the graph with its vital points marked. A shape the database does not
 * hold is read as a local game ({@link EyeLocalGame}, centre of the board) when it is small enough.
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
     * Analyses a diagram: the database's value (db may be null), else the graph read as a local game;
     * null when neither knows it (too large to read). Characters other than . ! X $ count as
     * blanks (as GNU Go reads them).
     */
    public static Analysis analyze(List<String> rows, EyeShapeDatabase db) {
        return analyze(rows, db, true);
    }

    /**
     * As {@link #analyze(List, EyeShapeDatabase)}, the database alone: null where it holds no match
     * (no local game is read: a caller at every node of a search cannot pay for one).
     */
    public static Analysis lookup(List<String> rows, EyeShapeDatabase db) {
        return db == null ? null : analyze(rows, db, false);
    }

    private static Analysis analyze(List<String> rows, EyeShapeDatabase db, boolean readUnknown) {
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
        // a diagram is a shape of the centre: edge and corner shapes of the database do not match it
        char[] symbols = db == null ? null : db.matchSymbols(n, marginal, stone, adj, EyeLocalGame.centreWall(adj), value);
        if (symbols == null && readUnknown) symbols = read(n, marginal, stone, adj, value);
        if (symbols == null) return null;
        for (int i = 0; i < n; i++) {
            char own = rows.get(cells.get(i)[0]).charAt(cells.get(i)[1]);
            char s = symbols[i];
            out[cells.get(i)[0]][cells.get(i)[1]] = "*@<>()".indexOf(s) >= 0 ? s : own;
        }
        return new Analysis("" + value[0] + value[1] + value[2] + value[3], render(out));
    }

    /** Largest graph read when the database has no match (a few seconds at most). */
    public static final int MAX_READ = 10;

    /** Reads a graph the database does not hold; null if it is too large. */
    private static char[] read(int n, boolean[] marginal, boolean[] stone, boolean[][] adj, int[] value) {
        if (n > MAX_READ) return null;
        EyeLocalGame.Value v = new EyeLocalGame(adj, marginal, stone, EyeLocalGame.centreWall(adj)).solve();
        value[0] = v.a();
        value[1] = v.b();
        value[2] = v.c();
        value[3] = v.d();
        char[] out = new char[n];
        java.util.Arrays.fill(out, '.');
        if (v.b() < v.c()) {
            int both = -1;
            for (int x : v.attacks()) for (int y : v.defenses()) if (x == y && both < 0) both = x;
            if (both >= 0) {
                out[both] = marginal[both] ? '@' : '*';
            } else {
                if (v.attacks().length > 0) out[v.attacks()[0]] = marginal[v.attacks()[0]] ? '(' : '<';
                if (v.defenses().length > 0) out[v.defenses()[0]] = marginal[v.defenses()[0]] ? ')' : '>';
            }
        }
        return out;
    }

    private static List<String> render(char[][] out) {
        List<String> rows = new ArrayList<>();
        for (char[] r : out) rows.add(new String(r));
        return rows;
    }
}
