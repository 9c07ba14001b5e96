package owlbench.owl.optics;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * not, empty or holding a dead opponent stone). Immutable as seen from outside and safe to share
 * between threads and analyses: a lazily read database only compiles shapes on first use.
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

    /**
     * The shapes of one matching key (size, degrees and marginal flags: an isomorphism keeps all
     * three) in file order; a generated database holds thousands of shapes of a size. A bucket of
     * a lazily read database compiles its shapes from the text when a graph first asks for them.
     */
    private static final class Bucket {
        private final int[] offsets;
        private volatile List<Shape> shapes;

        Bucket(List<Shape> shapes) {
            this.offsets = null;
            this.shapes = shapes;
        }

        Bucket(int[] offsets) {
            this.offsets = offsets;
        }

        List<Shape> shapes(String text) {
            List<Shape> s = shapes;
            if (s == null) {
                // compiling twice on two threads gives equal lists: no lock needed
                Shape[] out = new Shape[offsets.length];
                for (int i = 0; i < out.length; i++) out[i] = CompactEyeReader.shape(text, offsets[i]);
                s = List.of(out);
                shapes = s;
            }
            return s;
        }
    }

    private final int size;
    private final int maxSize;
    private final Map<Long, Bucket> buckets = new HashMap<>();
    /** The text of a lazily read database (null when the shapes were compiled at once). */
    private final String text;
    /** Every shape's place in the text, in file order (lazily read database only). */
    private final int[] offsets;
    /** The shapes in file order (compiled at once) or null. */
    private final List<Shape> all;

    /**
     * Whether shapes drawn at the board edge match only where the graph's vertices touch the wall
     * as theirs do (owlbench's generated database, whose edge shapes are exact), or anywhere (GNU
     * Go's eyes.db, matched first to last as the eye code always did).
     */
    private final boolean exactEdges;

    private EyeShapeDatabase(List<Shape> shapes, boolean exactEdges) {
        this.exactEdges = exactEdges;
        this.all = List.copyOf(shapes);
        this.text = null;
        this.offsets = null;
        int m = 0;
        Map<Long, List<Shape>> byKey = new HashMap<>();
        for (Shape s : shapes) {
            m = Math.max(m, s.symbol.length);
            int n = s.symbol.length;
            int[] sig = new int[n];
            for (int i = 0; i < n; i++) sig[i] = CompactEyeReader.signature(s.neighbours[i].length, CompactEyeReader.isMarginalSymbol(s.symbol[i]));
            byKey.computeIfAbsent(CompactEyeReader.key(sig, n), k -> new ArrayList<>()).add(s);
        }
        byKey.forEach((k, v) -> buckets.put(k, new Bucket(List.copyOf(v))));
        this.size = all.size();
        this.maxSize = m;
    }

    /** A database read lazily: the text checked and indexed, each bucket compiled on first use. */
    private EyeShapeDatabase(String text, CompactEyeReader.Index index) {
        this.exactEdges = true;
        this.all = null;
        this.text = text;
        this.offsets = index.offsets();
        Map<Long, int[]> byKey = new HashMap<>();
        Map<Long, Integer> counts = new HashMap<>();
        long[] keys = index.keys();
        for (long k : keys) counts.merge(k, 1, Integer::sum);
        Map<Long, Integer> filled = new HashMap<>();
        for (int i = 0; i < keys.length; i++) {
            int[] o = byKey.computeIfAbsent(keys[i], k -> new int[counts.get(k)]);
            int at = filled.merge(keys[i], 1, Integer::sum) - 1;
            o[at] = offsets[i];
        }
        byKey.forEach((k, v) -> buckets.put(k, new Bucket(v)));
        this.size = offsets.length;
        this.maxSize = index.maxSize();
    }

    /** The shapes that can match a graph: same size, degrees and marginal flags, in file order. */
    private List<Shape> candidates(int n, boolean[] marginal, boolean[][] adj) {
        int[] sig = new int[n];
        for (int i = 0; i < n; i++) {
            int d = 0;
            for (int j = 0; j < n; j++) if (j != i && adj[i][j]) d++;
            sig[i] = CompactEyeReader.signature(d, marginal[i]);
        }
        Bucket b = buckets.get(CompactEyeReader.key(sig, n));
        return b == null ? List.of() : b.shapes(text);
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
     * Reads owlbench's generated database ({@link #GENERATED_FILE}): its edge shapes are exact. The
     * whole text is checked and indexed at once, but a shape is compiled only when an eye graph of
     * its size, degrees and marginal flags is first looked up (tens of thousands of shapes, of which
     * a game needs a few hundred; all compiled at once took 0.35 to 0.9 s). A file the compact
     * reader does not understand goes through the parser, which says what is wrong and where.
     */
    public static EyeShapeDatabase loadGenerated(Path file) throws IOException {
        String text = owlbench.input.InputFiles.readLines(file, java.nio.charset.StandardCharsets.ISO_8859_1,
                owlbench.input.InputLimits.builtIn());
        return generated(text, file.getFileName().toString());
    }

    /** A generated database's text, read as {@link #loadGenerated} reads a file of that name. */
    static EyeShapeDatabase generated(String text, String name) {
        CompactEyeReader.Index index = CompactEyeReader.index(text);
        if (index == null) return new EyeShapeDatabase(of(EyeDbParser.parse(text, name)).shapes(), true);
        return new EyeShapeDatabase(text, index);
    }

    /** Every shape, compiled, in file order (for the reader's tests: a lazy database compiles them all here). */
    List<Shape> shapes() {
        if (all != null) return all;
        List<Shape> out = new ArrayList<>(offsets.length);
        for (int o : offsets) out.add(CompactEyeReader.shape(text, o));
        return out;
    }

    /** How many shapes are compiled so far (all, unless the database is read lazily): for the tests. */
    int compiledShapes() {
        int c = 0;
        for (Bucket b : buckets.values()) {
            List<Shape> s = b.shapes;
            if (s != null) c += s.size();
        }
        return c;
    }

    /** Number of shapes (with a value). */
    public int size() {
        return size;
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
