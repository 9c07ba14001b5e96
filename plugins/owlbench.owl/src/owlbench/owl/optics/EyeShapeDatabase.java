package owlbench.owl.optics;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
    /** owlbench's own eye-shape database in patterns/, written by {@link EyeShapeGenerator}. */
    public static final String GENERATED_FILE = "eyes-generated.db";

    /**
     * One shape: vertex kinds, adjacency matrix, value and vital points; for a shape drawn at the
     * board edge, which vertices touch the defender's wall (null for a shape of the centre).
     */
    static final class Shape {
        final String name;
        final char[] symbol;
        final boolean[][] adjacent;
        final int[][] neighbours;
        final int edges;
        final int[] value;
        final boolean[] wall;

        Shape(EyeShape s) {
            this(s.name(), symbols(s.vertices()), neighbours(s), s.value(), walls(s));
        }

        Shape(String name, char[] symbol, int[][] neighbours, int[] value, boolean[] wall) {
            this.name = name;
            this.symbol = symbol;
            this.neighbours = neighbours;
            this.value = value;
            this.wall = wall;
            int n = symbol.length;
            adjacent = new boolean[n][n];
            int e = 0;
            for (int i = 0; i < n; i++) {
                for (int j : neighbours[i]) adjacent[i][j] = true;
                e += neighbours[i].length;
            }
            edges = e / 2;
        }

        private static char[] symbols(List<EyeVertex> vs) {
            char[] out = new char[vs.size()];
            for (int i = 0; i < out.length; i++) out[i] = vs.get(i).symbol;
            return out;
        }

        private static int[][] neighbours(EyeShape s) {
            int[][] out = new int[s.vertices().size()][];
            for (int i = 0; i < out.length; i++) out[i] = s.neighbours(i);
            return out;
        }

        /** A vertex on a drawn edge has fewer board neighbours; it touches the wall if some are not in the shape. */
        private static boolean[] walls(EyeShape s) {
            List<EyeVertex> vs = s.vertices();
            int n = vs.size();
            int[] row = new int[n], col = new int[n], degree = new int[n];
            for (int i = 0; i < n; i++) {
                row[i] = vs.get(i).row;
                col[i] = vs.get(i).col;
                degree[i] = s.degree(i);
            }
            return walls(row, col, degree, s.hasTopEdge(), s.hasBottomEdge(), s.hasLeftEdge(), s.hasRightEdge());
        }

        /** The wall flags of a shape drawn with the given edges; null for a shape of the centre. */
        static boolean[] walls(int[] row, int[] col, int[] degree, boolean top, boolean bottom, boolean left, boolean right) {
            if (!top && !bottom && !left && !right) return null;
            int n = row.length;
            int minRow = Integer.MAX_VALUE, maxRow = -1, maxCol = -1;
            for (int i = 0; i < n; i++) {
                minRow = Math.min(minRow, row[i]);
                maxRow = Math.max(maxRow, row[i]);
                maxCol = Math.max(maxCol, col[i]);
            }
            boolean[] w = new boolean[n];
            for (int i = 0; i < n; i++) {
                int onBoard = 4;
                if (top && row[i] == minRow) onBoard--;
                if (bottom && row[i] == maxRow) onBoard--;
                if (left && col[i] == 0) onBoard--;
                if (right && col[i] == maxCol) onBoard--;
                w[i] = degree[i] < onBoard;
            }
            return w;
        }
    }

    private final List<Shape> shapes;
    private final int maxSize;
    /**
     * The shapes by the degrees and marginal flags of their vertices, each list in file order: an
     * isomorphism must keep both, and a generated database holds thousands of shapes of a size.
     */
    private final Map<String, List<Shape>> buckets = new HashMap<>();

    /**
     * Whether shapes drawn at the board edge match only where the graph's vertices touch the wall
     * as theirs do (owlbench's generated database, whose edge shapes are exact), or anywhere (GNU
     * Go's eyes.db, matched first to last as the eye code always did).
     */
    private final boolean exactEdges;

    private EyeShapeDatabase(List<Shape> shapes, boolean exactEdges) {
        this.exactEdges = exactEdges;
        this.shapes = List.copyOf(shapes);
        int m = 0;
        for (Shape s : shapes) {
            m = Math.max(m, s.symbol.length);
            int n = s.symbol.length;
            int[] sig = new int[n];
            for (int i = 0; i < n; i++) sig[i] = s.neighbours[i].length * 2 + ("!@$()".indexOf(s.symbol[i]) >= 0 ? 1 : 0);
            buckets.computeIfAbsent(key(sig), k -> new ArrayList<>()).add(s);
        }
        this.maxSize = m;
    }

    private static String key(int[] signature) {
        int[] sig = signature.clone();
        Arrays.sort(sig);
        StringBuilder sb = new StringBuilder(sig.length);
        for (int x : sig) sb.append((char) ('a' + x));
        return sb.toString();
    }

    /** The shapes that can match a graph: same degrees and marginal flags. */
    private List<Shape> candidates(int n, boolean[] marginal, boolean[][] adj) {
        int[] sig = new int[n];
        for (int i = 0; i < n; i++) {
            int d = 0;
            for (int j = 0; j < n; j++) if (j != i && adj[i][j]) d++;
            sig[i] = d * 2 + (marginal[i] ? 1 : 0);
        }
        return buckets.getOrDefault(key(sig), List.of());
    }

    /** The shapes with a value of a parsed eyes.db. */
    public static EyeShapeDatabase of(EyeDbFile file) {
        return of(file.shapes());
    }

    /** The given shapes (those with a value), in their order. */
    public static EyeShapeDatabase of(List<EyeShape> shapes) {
        List<Shape> out = new ArrayList<>();
        for (EyeShape s : shapes) {
            if (s.value() != null && !s.vertices().isEmpty()) out.add(new Shape(s));
        }
        return new EyeShapeDatabase(out, false);
    }

    /** Reads and compiles an eyes.db file. */
    public static EyeShapeDatabase load(Path file) throws IOException {
        return of(EyeDbParser.parse(file));
    }

    /**
     * The eye-shape database the pattern path names first: the first folder holding owlbench's
     * generated database or GNU Go's eyes.db (a folder given with --patterns for comparison comes
     * before the installation's patterns/); empty if no folder has either.
     */
    public static java.util.Optional<Path> findOnPath(owlbench.patterns.PatternPath path) {
        for (Path dir : path.dirs()) {
            for (String name : new String[] {GENERATED_FILE, "eyes.db"}) {
                Path f = dir.resolve(name);
                if (java.nio.file.Files.isRegularFile(f)) return java.util.Optional.of(f);
            }
        }
        return java.util.Optional.empty();
    }

    /** Reads a database found by {@link #findOnPath}: the generated one's way or eyes.db's, by its name. */
    public static EyeShapeDatabase loadFound(Path file) throws IOException {
        return GENERATED_FILE.equals(file.getFileName().toString()) ? loadGenerated(file) : load(file);
    }

    /**
     * Reads owlbench's generated database ({@link #GENERATED_FILE}): its edge shapes are exact. It is
     * read by a compact reader (tens of thousands of shapes, a second or more through the full
     * parser); a file that reader does not understand goes through the parser.
     */
    public static EyeShapeDatabase loadGenerated(Path file) throws IOException {
        String text = owlbench.input.InputFiles.readLines(file, java.nio.charset.StandardCharsets.ISO_8859_1,
                owlbench.input.InputLimits.builtIn());
        List<Shape> shapes = CompactEyeReader.read(text);
        if (shapes == null) shapes = of(EyeDbParser.parse(text, file.getFileName().toString())).shapes;
        return new EyeShapeDatabase(shapes, true);
    }

    /** The compiled shapes, for the reader's tests. */
    List<Shape> shapes() {
        return shapes;
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
        return match(n, marginal, stone, adj, null);
    }

    /**
     * As {@link #match(int, boolean[], boolean[], boolean[][])}, where {@code wall} (may be null)
     * tells which vertices touch the defender's wall: a shape drawn at the board edge then matches
     * only a graph whose vertices touch the wall as its do (doc/eyes.texi: edge and corner shapes
     * are special cases). Without it edge shapes match anywhere.
     */
    int[] match(int n, boolean[] marginal, boolean[] stone, boolean[][] adj, boolean[] wall) {
        if (n > maxSize) return null;
        int edges = 0;
        for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) if (adj[i][j]) edges++;
        int[] map = new int[0];
        for (Shape s : candidates(n, marginal, adj)) {
            if (s.symbol.length != n || s.edges != edges) continue;
            int[] m = new int[n];
            boolean[] used = new boolean[n];
            if (extend(s, 0, m, used, marginal, stone, adj, wall)) {
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
        return matchSymbols(n, marginal, stone, adj, null, value);
    }

    /** As matchSymbols, with the wall flags of {@link #match(int, boolean[], boolean[], boolean[][], boolean[])}. */
    char[] matchSymbols(int n, boolean[] marginal, boolean[] stone, boolean[][] adj, boolean[] wall, int[] value) {
        if (n > maxSize) return null;
        int edges = 0;
        for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) if (adj[i][j]) edges++;
        for (Shape s : candidates(n, marginal, adj)) {
            if (s.symbol.length != n || s.edges != edges) continue;
            int[] m = new int[n];
            if (extend(s, 0, m, new boolean[n], marginal, stone, adj, wall)) {
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
        if (n > maxSize) return null;
        for (Shape s : candidates(n, marginal, adj)) {
            if (s.symbol.length != n || s.edges != edges) continue;
            if (extend(s, 0, new int[n], new boolean[n], marginal, stone, adj, null)) return s.name;
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
    private boolean extend(Shape s, int i, int[] m, boolean[] used, boolean[] marginal, boolean[] stone,
            boolean[][] adj, boolean[] wall) {
        int n = m.length;
        if (i == n) return true;
        for (int g = 0; g < n; g++) {
            if (used[g] || !compatible(s.symbol[i], marginal[g], stone[g])) continue;
            if (exactEdges && wall != null && s.wall != null && wall[g] != s.wall[i]) continue;
            boolean ok = true;
            for (int j = 0; j < i && ok; j++) {
                if (s.adjacent[i][j] != adj[g][m[j]]) ok = false;
            }
            if (!ok) continue;
            m[i] = g;
            used[g] = true;
            if (extend(s, i + 1, m, used, marginal, stone, adj, wall)) return true;
            used[g] = false;
        }
        return false;
    }
}
