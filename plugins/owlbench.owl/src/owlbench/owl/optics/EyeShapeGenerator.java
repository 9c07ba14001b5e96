package owlbench.owl.optics;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Generates owlbench's eye-shape database (patterns/eyes-generated.db) by computation: every eye
 * space that fits on the board as a connected set of up to {@code maxSize} points (a polyomino),
 * taken once per graph, with every labelling of its vertices as empty, marginal, dead X stone or
 * marginal dead X stone (at most {@code maxMarginal} marginal ones, once per symmetry of the
 * graph), is read by {@link EyeLocalGame} in the centre of the board. Shapes whose value is what
 * the eye code assumes for a shape it does not find (2222, or 0000 for an all-marginal space) are
 * left out. The output is in eyes.db's format (doc/eyes.texi), deterministic: the same arguments
 * give the same file, byte for byte.
 */
public final class EyeShapeGenerator {
    /** Vertex labels, in the order they are enumerated. */
    private static final char EMPTY = '.', MARGIN = '!', STONE = 'X', MARGIN_STONE = '$';
    private static final char[] LABELS = {EMPTY, MARGIN, STONE, MARGIN_STONE};

    /**
     * One polyomino graph: cells (row, col), its adjacency, which vertices touch the wall, where
     * it lies (CENTRE, TOP edge, top-left CORNER) and the symmetries that keep all that.
     */
    private record Graph(int[][] cells, boolean[][] adj, boolean[] wall, int place, int[][] automorphisms) {
    }

    private static final int CENTRE = 0, TOP = 1, CORNER = 2;

    private final int maxSize;
    private final int maxEdgeSize;
    private final int[] maxMarginal;
    /** Most marginal vertices of edge and corner shapes, by size (they are many more than the centre's). */
    private final int[] maxEdgeMarginal;
    private int shapesRead;
    private long nodes;

    /**
     * @param maxSize largest eye space generated (1..8)
     * @param maxMarginal most marginal vertices, by size (index 1..maxSize)
     */
    public EyeShapeGenerator(int maxSize, int[] maxMarginal) {
        this(maxSize, 0, maxMarginal);
    }

    /**
     * @param maxEdgeSize largest eye space also generated on the edge and in the corner (0: none);
     *        only shapes whose value or vital points differ there from the centre are written
     */
    public EyeShapeGenerator(int maxSize, int maxEdgeSize, int[] maxMarginal) {
        if (maxSize < 1 || maxSize > 8) throw new IllegalArgumentException("size must be 1..8: " + maxSize);
        this.maxEdgeSize = Math.min(maxEdgeSize, maxSize);
        if (maxMarginal.length <= maxSize) throw new IllegalArgumentException("a marginal limit for every size is needed");
        this.maxSize = maxSize;
        this.maxMarginal = maxMarginal.clone();
        this.maxEdgeMarginal = maxMarginal.clone();
    }

    /** Limits the marginal vertices of edge and corner shapes of one size; returns this generator. */
    public EyeShapeGenerator maxEdgeMarginal(int size, int m) {
        maxEdgeMarginal[size] = Math.min(m, maxMarginal[size]);
        return this;
    }

    /** Number of labelled shapes read by the last {@link #write}. */
    public int shapesRead() {
        return shapesRead;
    }

    /** Writes the database (header and shapes); returns the number of shapes written. */
    public int write(Writer out) throws IOException {
        out.write(header());
        int written = 0;
        shapesRead = 0;
        for (int size = 1; size <= maxSize; size++) {
            List<Graph> graphs = graphs(size);
            out.write("\n###############################\n#  " + size + " element" + (size == 1 ? "" : "s") + ", "
                    + graphs.size() + " graph" + (graphs.size() == 1 ? "" : "s") + "\n###############################\n\n");
            int serial = 0;
            List<Graph> all = new ArrayList<>();
            if (size <= maxEdgeSize) all.addAll(edgeGraphs(size));
            all.addAll(graphs); // edge and corner shapes first: they are the special cases
            for (Graph g : all) {
                int combos = 1 << (2 * size);
                char[] lab = new char[size];
                boolean[] centreWall = EyeLocalGame.centreWall(g.adj);
                for (int code = 0; code < combos; code++) {
                    int marg = 0, plain = 0;
                    for (int i = 0; i < size; i++) {
                        lab[i] = LABELS[(code >> (2 * i)) & 3];
                        if (lab[i] == MARGIN || lab[i] == MARGIN_STONE) marg++;
                        else plain++;
                    }
                    if (marg > maxMarginal[size] || plain == 0 || !canonical(lab, g.automorphisms)) continue;
                    if (g.place != CENTRE && marg > maxEdgeMarginal[size]) continue;
                    boolean[] marginal = new boolean[size], stone = new boolean[size];
                    for (int i = 0; i < size; i++) {
                        marginal[i] = lab[i] == MARGIN || lab[i] == MARGIN_STONE;
                        stone[i] = lab[i] == STONE || lab[i] == MARGIN_STONE;
                    }
                    EyeLocalGame game = new EyeLocalGame(g.adj, marginal, stone, g.wall);
                    EyeLocalGame.Value v = game.solve();
                    shapesRead++;
                    nodes += game.nodes();
                    if (g.place == CENTRE) {
                        if (v.digits().equals("2222")) continue;
                    } else {
                        // written only where the edge changes something; else the centre shape serves
                        EyeLocalGame centre = new EyeLocalGame(g.adj, marginal, stone, centreWall);
                        EyeLocalGame.Value c = centre.solve();
                        nodes += centre.nodes();
                        if (c.digits().equals(v.digits()) && sameVitalPoints(c, v)) continue;
                    }
                    serial++;
                    out.write(shape(size * 100000 + serial, g, lab, v));
                    written++;
                }
            }
        }
        return written;
    }

    private String header() {
        return "# owlbench's eye-shape database, generated by computation (not written by hand).\n"
                + "#\n"
                + "# Regenerate with:\n"
                + "#   releng/dev/jt run owlbench.owl.optics.EyeShapeGenerator --max-size " + maxSize
                + limits() + " patterns/eyes-generated.db\n"
                + "#\n"
                + "# Every connected eye space of 1 to " + maxSize + " points that fits on the board (taken once per\n"
                + "# graph: the eye code matches graphs), every labelling of its vertices with . (empty),\n"
                + "# ! (marginal), X (dead attacker stone), $ (marginal, dead attacker stone) (at most\n"
                + "# as many marginal ones as the limits above say), once per symmetry of the graph, read as a\n"
                + "# game of Go in the centre of\n"
                + "# the board (owlbench.owl.optics.EyeLocalGame): an invulnerable wall of the defender O\n"
                + "# around the space; an X stone played on a marginal point joins X's safe outside; the\n"
                + "# X stones of the shape are dead; captures, suicide allowed, single-stone ko not retaken\n"
                + "# at once, passes; at the end, every part of the space not held by O with no margin and\n"
                + "# no X stone joined to the outside is an eye (two are enough). A space filled with dead\n"
                + "# X stones has their liberty outside it (a false margin): O may capture them with a move.\n"
                + "#\n"
                + "# Values (doc/eyes.texi): a = X plays twice first, b = X first, c = O first, d = O plays\n"
                + "# twice first. Key points where b < c: * (or @ on a margin) is both sides' vital point,\n"
                + "# < ( the attacker's, > ) the defender's. Shapes valued 2222 (what the eye code assumes\n"
                + "# for a shape it does not find) and spaces of marginal points only are left out.\n"
                + "#\n"
                + "# Edge and corner shapes (up to " + maxEdgeSize + " points): the same graphs along the top edge\n"
                + "# and in the top-left corner, where fewer vertices touch the wall (an O stone there can\n"
                + "# be captured: bent four in the corner); written before the centre shapes of their size,\n"
                + "# and only where the value or the vital points differ from the centre's. The eye code\n"
                + "# matches them only where its vertices touch the wall the same way.\n";
    }

    /** The marginal limits as command-line options: one for all sizes, then the exceptions. */
    private String limits() {
        int common = maxMarginal[1];
        StringBuilder sb = new StringBuilder((maxEdgeSize > 0 ? " --max-edge-size " + maxEdgeSize : "") + " --max-marginal " + common);
        for (int s = 2; s <= maxSize; s++) {
            if (maxMarginal[s] != common) sb.append(" --max-marginal-at ").append(s).append(':').append(maxMarginal[s]);
        }
        for (int s = 1; s <= maxEdgeSize; s++) {
            if (maxEdgeMarginal[s] != maxMarginal[s]) sb.append(" --max-edge-marginal-at ").append(s).append(':').append(maxEdgeMarginal[s]);
        }
        return sb.toString();
    }

    private static String shape(int name, Graph g, char[] lab, EyeLocalGame.Value v) {
        int n = lab.length;
        char[] sym = lab.clone();
        int[] chosen = chosenPoints(v);
        if (chosen[0] >= 0 && chosen[0] == chosen[1]) {
            sym[chosen[0]] = lab[chosen[0]] == MARGIN ? '@' : '*';
        } else {
            if (chosen[0] >= 0) sym[chosen[0]] = lab[chosen[0]] == MARGIN ? '(' : '<';
            if (chosen[1] >= 0) sym[chosen[1]] = lab[chosen[1]] == MARGIN ? ')' : '>';
        }
        int rows = 0, cols = 0;
        for (int[] c : g.cells) {
            rows = Math.max(rows, c[0] + 1);
            cols = Math.max(cols, c[1] + 1);
        }
        char[][] d = new char[rows][cols];
        for (char[] r : d) Arrays.fill(r, ' ');
        for (int i = 0; i < n; i++) d[g.cells[i][0]][g.cells[i][1]] = sym[i];
        StringBuilder sb = new StringBuilder("Pattern ").append(name).append("\n\n");
        if (g.place == TOP) sb.append("-".repeat(cols)).append('\n');
        if (g.place == CORNER) sb.append('+').append("-".repeat(cols)).append('\n');
        for (char[] r : d) sb.append(g.place == CORNER ? "|" : "").append(new String(r).replaceAll("\\s+$", "")).append('\n');
        return sb.append("\n:").append(v.digits()).append("\n\n\n").toString();
    }

    /** True if the vital points written for the centre's value are vital on the edge too. */
    private static boolean sameVitalPoints(EyeLocalGame.Value centre, EyeLocalGame.Value edge) {
        int[] chosen = chosenPoints(centre);
        return contains(edge.attacks(), chosen[0]) && contains(edge.defenses(), chosen[1]);
    }

    private static boolean contains(int[] a, int x) {
        if (x < 0) return a.length == 0;
        for (int y : a) if (y == x) return true;
        return false;
    }

    /** The attack and defence points written for a value ({-1, -1} when b == c): a common one first. */
    private static int[] chosenPoints(EyeLocalGame.Value v) {
        if (v.b() >= v.c()) return new int[] {-1, -1};
        for (int x : v.attacks()) for (int y : v.defenses()) if (x == y) return new int[] {x, x};
        return new int[] {v.attacks().length > 0 ? v.attacks()[0] : -1, v.defenses().length > 0 ? v.defenses()[0] : -1};
    }

    /** True if no symmetry of the graph maps the labelling to a smaller one. */
    private static boolean canonical(char[] lab, int[][] automorphisms) {
        int n = lab.length;
        for (int[] p : automorphisms) {
            for (int i = 0; i < n; i++) {
                int a = order(lab[p[i]]), b = order(lab[i]);
                if (a < b) return false;
                if (a > b) break;
            }
        }
        return true;
    }

    private static int order(char c) {
        return new String(LABELS).indexOf(c);
    }

    // ------------------------------------------------------------------ polyomino graphs

    /** The graphs of the polyominoes of a size, each once, in a fixed order. */
    static List<Graph> graphs(int size) {
        Map<String, Graph> byGraph = new LinkedHashMap<>();
        for (String k : fixedPolyominoes(size)) {
            int[][] cells = cells(k);
            boolean[][] adj = adjacency(cells);
            boolean[] wall = EyeLocalGame.centreWall(adj);
            byGraph.computeIfAbsent(canonicalGraph(adj, wall), c -> new Graph(cells, adj, wall, CENTRE, automorphisms(adj, wall)));
        }
        return new ArrayList<>(byGraph.values());
    }

    /**
     * The polyominoes of a size along the top edge and in the top-left corner (every edge or
     * corner placement is one of these turned), once per graph with its wall flags, leaving out
     * those whose vertices touch the wall as in the centre.
     */
    static List<Graph> edgeGraphs(int size) {
        Map<String, Graph> byGraph = new LinkedHashMap<>();
        for (int place : new int[] {TOP, CORNER}) {
            for (String k : fixedPolyominoes(size)) {
                int[][] cells = cells(k);
                boolean[][] adj = adjacency(cells);
                boolean[] wall = new boolean[size];
                boolean differs = false;
                for (int i = 0; i < size; i++) {
                    int onBoard = 4 - (cells[i][0] == 0 ? 1 : 0) - (place == CORNER && cells[i][1] == 0 ? 1 : 0);
                    int degree = 0;
                    for (int j = 0; j < size; j++) if (adj[i][j]) degree++;
                    wall[i] = degree < onBoard;
                    differs |= wall[i] != degree < 4;
                }
                if (!differs) continue;
                byGraph.computeIfAbsent(canonicalGraph(adj, wall), c -> new Graph(cells, adj, wall, place, automorphisms(adj, wall)));
            }
        }
        return new ArrayList<>(byGraph.values());
    }

    /** The fixed polyominoes of a size (translated to row and column 0), sorted. */
    private static TreeSet<String> fixedPolyominoes(int size) {
        TreeSet<String> fixed = new TreeSet<>();
        Set<String> level = new HashSet<>();
        level.add(key(new int[][] {{0, 0}}));
        for (int s = 1; s < size; s++) {
            Set<String> next = new HashSet<>();
            for (String k : level) {
                int[][] cells = cells(k);
                Set<Long> have = new HashSet<>();
                for (int[] c : cells) have.add(pack(c[0], c[1]));
                for (int[] c : cells) {
                    for (int[] d : new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
                        int r = c[0] + d[0], q = c[1] + d[1];
                        if (have.contains(pack(r, q))) continue;
                        int[][] grown = Arrays.copyOf(cells, cells.length + 1);
                        grown[cells.length] = new int[] {r, q};
                        next.add(key(grown));
                    }
                }
            }
            level = next;
        }
        fixed.addAll(level);
        return fixed;
    }

    private static long pack(int r, int c) {
        return ((long) r << 32) ^ (c & 0xffffffffL);
    }

    /** Cells translated to row and column 0, sorted, as text (the polyomino's identity). */
    private static String key(int[][] cells) {
        int minR = Integer.MAX_VALUE, minC = Integer.MAX_VALUE;
        for (int[] c : cells) {
            minR = Math.min(minR, c[0]);
            minC = Math.min(minC, c[1]);
        }
        List<String> parts = new ArrayList<>();
        for (int[] c : cells) parts.add(String.format("%02d,%02d", c[0] - minR, c[1] - minC));
        parts.sort(null);
        return String.join(";", parts);
    }

    private static int[][] cells(String key) {
        String[] parts = key.split(";");
        int[][] out = new int[parts.length][];
        for (int i = 0; i < parts.length; i++) {
            String[] rc = parts[i].split(",");
            out[i] = new int[] {Integer.parseInt(rc[0]), Integer.parseInt(rc[1])};
        }
        return out;
    }

    private static boolean[][] adjacency(int[][] cells) {
        int n = cells.length;
        boolean[][] adj = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                adj[i][j] = Math.abs(cells[i][0] - cells[j][0]) + Math.abs(cells[i][1] - cells[j][1]) == 1;
            }
        }
        return adj;
    }

    /** The smallest adjacency and wall bit string over all orderings of the vertices. */
    private static String canonicalGraph(boolean[][] adj, boolean[] wall) {
        int n = adj.length;
        String[] best = {null};
        permute(n, p -> {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) sb.append(wall[p[i]] ? '1' : '0');
            for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) sb.append(adj[p[i]][p[j]] ? '1' : '0');
            String s = sb.toString();
            if (best[0] == null || s.compareTo(best[0]) < 0) best[0] = s;
        });
        return best[0];
    }

    private static int[][] automorphisms(boolean[][] adj, boolean[] wall) {
        int n = adj.length;
        List<int[]> out = new ArrayList<>();
        permute(n, p -> {
            for (int i = 0; i < n; i++) if (wall[i] != wall[p[i]]) return;
            for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) if (adj[i][j] != adj[p[i]][p[j]]) return;
            out.add(p.clone());
        });
        return out.toArray(new int[0][]);
    }

    private interface PermutationVisitor {
        void visit(int[] p);
    }

    private static void permute(int n, PermutationVisitor v) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) p[i] = i;
        permute(p, 0, v);
    }

    private static void permute(int[] p, int k, PermutationVisitor v) {
        if (k == p.length) {
            v.visit(p);
            return;
        }
        for (int i = k; i < p.length; i++) {
            int t = p[k]; p[k] = p[i]; p[i] = t;
            permute(p, k + 1, v);
            t = p[k]; p[k] = p[i]; p[i] = t;
        }
    }

    /**
     * Usage: EyeShapeGenerator [--max-size N] [--max-marginal M] OUT.db (written through a temporary
     * file and a rename).
     */
    public static void main(String[] args) {
        try {
            run(args);
        } catch (IOException e) {
            System.err.println("EyeShapeGenerator: cannot write the database: " + e);
            System.exit(1);
        } catch (IllegalArgumentException e) {
            // a bad number, a size out of range or an option without its value
            System.err.println("EyeShapeGenerator: bad arguments (" + e.getMessage() + ")");
            System.err.println("usage: EyeShapeGenerator [--max-size N] [--max-edge-size E] [--max-marginal M] [--max-edge-marginal-at SIZE:M ...] [--max-marginal-at SIZE:M ...] OUT.db");
            System.exit(2);
        }
    }

    /** The command line's work; bad arguments throw IllegalArgumentException with the reason. */
    static void run(String[] args) throws IOException {
        int size = 6, marginal = 3, edge = 0;
        Map<Integer, Integer> edgeAt = new LinkedHashMap<>();
        Map<Integer, Integer> at = new LinkedHashMap<>();
        Path outFile = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].startsWith("--max-") && i + 1 == args.length) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
            switch (args[i]) {
            case "--max-size" -> size = Integer.parseInt(args[++i]);
            case "--max-marginal" -> marginal = Integer.parseInt(args[++i]);
            case "--max-edge-size" -> edge = Integer.parseInt(args[++i]);
            case "--max-edge-marginal-at" -> {
                String[] kv = args[++i].split(":");
                if (kv.length != 2) throw new IllegalArgumentException("--max-edge-marginal-at takes SIZE:M, not " + args[i]);
                edgeAt.put(Integer.parseInt(kv[0]), Integer.parseInt(kv[1]));
            }
            case "--max-marginal-at" -> {
                String[] kv = args[++i].split(":");
                if (kv.length != 2) throw new IllegalArgumentException("--max-marginal-at takes SIZE:M, not " + args[i]);
                at.put(Integer.parseInt(kv[0]), Integer.parseInt(kv[1]));
            }
            case "--help" -> {
                System.out.println("usage: EyeShapeGenerator [--max-size N] [--max-edge-size E] [--max-marginal M] [--max-edge-marginal-at SIZE:M ...] [--max-marginal-at SIZE:M ...] OUT.db");
                return;
            }
            default -> {
                if (args[i].startsWith("-")) throw new IllegalArgumentException("unknown option " + args[i]);
                outFile = Path.of(args[i]);
            }
            }
        }
        if (outFile == null) {
            throw new IllegalArgumentException("no output file");
        }
        int[] limits = new int[size + 1];
        for (int s = 1; s <= size; s++) limits[s] = at.getOrDefault(s, marginal);
        EyeShapeGenerator g = new EyeShapeGenerator(size, edge, limits);
        for (Map.Entry<Integer, Integer> e : edgeAt.entrySet()) {
            if (e.getKey() < 1 || e.getKey() > size) throw new IllegalArgumentException("no size " + e.getKey());
            g.maxEdgeMarginal(e.getKey(), e.getValue());
        }
        owlbench.input.AtomicFiles.checkTarget(outFile); // a rename onto a device would replace it
        Path dir = outFile.toAbsolutePath().getParent();
        Path tmp = dir.resolve(outFile.getFileName() + ".tmp"); // created with the usual permissions
        long t0 = System.nanoTime();
        int written;
        try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.ISO_8859_1)) {
            written = g.write(w);
        }
        Files.move(tmp, outFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        System.err.printf("%s: %d shapes written of %d read (%d positions) in %.1f s%n", outFile, written, g.shapesRead,
                g.nodes, (System.nanoTime() - t0) / 1e9);
    }
}
