package owlbench.owl.optics;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import owlbench.patterns.eyes.EyeDbFile;
import owlbench.patterns.eyes.EyeDbParser;
import owlbench.patterns.eyes.EyeShape;
import owlbench.patterns.eyes.EyeVertex;

/**
 * Eye shapes of an eyes.db compiled for graph matching (doc/eyes.texi, "Eye Shape"): an eye
 * space matches a shape when their graphs are isomorphic with compatible vertices (marginal or
 * not, empty or holding a dead opponent stone). Immutable; shared by many analyses.
 */
public final class EyeShapeDatabase {
    /** One shape: vertex kinds, adjacency matrix, value and vital points. */
    static final class Shape {
        final String name;
        final char[] symbol;
        final boolean[][] adjacent;
        final int[][] neighbours;
        final int edges;
        final int[] value;

        Shape(EyeShape s) {
            name = s.name();
            List<EyeVertex> vs = s.vertices();
            int n = vs.size();
            symbol = new char[n];
            adjacent = new boolean[n][n];
            neighbours = new int[n][];
            for (int i = 0; i < n; i++) {
                symbol[i] = vs.get(i).symbol;
                neighbours[i] = s.neighbours(i);
                for (int j : neighbours[i]) adjacent[i][j] = true;
            }
            edges = s.edgeCount();
            value = s.value();
        }
    }

    private final List<Shape> shapes;
    private final int maxSize;

    private EyeShapeDatabase(List<Shape> shapes) {
        this.shapes = List.copyOf(shapes);
        int m = 0;
        for (Shape s : shapes) m = Math.max(m, s.symbol.length);
        this.maxSize = m;
    }

    /** The shapes with a value of a parsed eyes.db. */
    public static EyeShapeDatabase of(EyeDbFile file) {
        List<Shape> out = new ArrayList<>();
        for (EyeShape s : file.shapes()) {
            if (s.value() != null && !s.vertices().isEmpty()) out.add(new Shape(s));
        }
        return new EyeShapeDatabase(out);
    }

    /** Reads and compiles an eyes.db file. */
    public static EyeShapeDatabase load(Path file) throws IOException {
        return of(EyeDbParser.parse(file));
    }

    public int size() {
        return shapes.size();
    }

    /** Largest number of vertices of a shape: bigger eye graphs never match. */
    public int maxSize() {
        return maxSize;
    }

    /**
     * The value of an eye graph: vertices 0..n-1 with marginal and stone flags and an adjacency
     * matrix; the vital points are returned as graph vertex indices (-1 if none). Null if no
     * shape matches.
     */
    int[] match(int n, boolean[] marginal, boolean[] stone, boolean[][] adj) {
        if (n > maxSize) return null;
        int edges = 0;
        for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) if (adj[i][j]) edges++;
        int[] map = new int[0];
        for (Shape s : shapes) {
            if (s.symbol.length != n || s.edges != edges) continue;
            int[] m = new int[n];
            boolean[] used = new boolean[n];
            if (extend(s, 0, m, used, marginal, stone, adj)) {
                int attack = -1, defense = -1;
                for (int i = 0; i < n; i++) {
                    char c = s.symbol[i];
                    if (attack < 0 && "*@<(".indexOf(c) >= 0) attack = m[i];
                    if (defense < 0 && "*@>)".indexOf(c) >= 0) defense = m[i];
                }
                map = new int[] {s.value[0], s.value[1], s.value[2], s.value[3], attack, defense};
                return map;
            }
        }
        return null;
    }

    /**
     * The first shape matching an eye graph, as {value digits..., then for each graph vertex the
     * symbol of the shape's vertex mapped onto it}; null if none matches.
     */
    char[] matchSymbols(int n, boolean[] marginal, boolean[] stone, boolean[][] adj, int[] value) {
        if (n > maxSize) return null;
        int edges = 0;
        for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) if (adj[i][j]) edges++;
        for (Shape s : shapes) {
            if (s.symbol.length != n || s.edges != edges) continue;
            int[] m = new int[n];
            if (extend(s, 0, m, new boolean[n], marginal, stone, adj)) {
                char[] out = new char[n];
                for (int i = 0; i < n; i++) out[m[i]] = s.symbol[i];
                System.arraycopy(s.value, 0, value, 0, 4);
                return out;
            }
        }
        return null;
    }

    /** The name of the first matching shape, for diagnostics; null if none. */
    String matchName(int n, boolean[] marginal, boolean[] stone, boolean[][] adj) {
        int edges = 0;
        for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) if (adj[i][j]) edges++;
        for (Shape s : shapes) {
            if (s.symbol.length != n || s.edges != edges) continue;
            if (extend(s, 0, new int[n], new boolean[n], marginal, stone, adj)) return s.name;
        }
        return null;
    }

    private static boolean compatible(char c, boolean marginal, boolean stone) {
        switch (c) {
        case '!': case '@': case '(': case ')':
            return marginal && !stone;
        case '$':
            return marginal && stone;
        case 'X':
            return !marginal && stone;
        case 'x':
            return !marginal;
        default: // . * < >
            return !marginal && !stone;
        }
    }

    /** Backtracking isomorphism: pattern vertex i goes to an unused graph vertex. */
    private static boolean extend(Shape s, int i, int[] m, boolean[] used, boolean[] marginal, boolean[] stone,
            boolean[][] adj) {
        int n = m.length;
        if (i == n) return true;
        for (int g = 0; g < n; g++) {
            if (used[g] || !compatible(s.symbol[i], marginal[g], stone[g])) continue;
            boolean ok = true;
            for (int j = 0; j < i && ok; j++) {
                if (s.adjacent[i][j] != adj[g][m[j]]) ok = false;
            }
            if (!ok) continue;
            m[i] = g;
            used[g] = true;
            if (extend(s, i + 1, m, used, marginal, stone, adj)) return true;
            used[g] = false;
        }
        return false;
    }
}
