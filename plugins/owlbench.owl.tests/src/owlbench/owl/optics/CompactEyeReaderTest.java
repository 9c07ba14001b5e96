package owlbench.owl.optics;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.Assume;
import org.junit.Test;

import owlbench.patterns.eyes.EyeDbParser;

/** The compact reader compiles the same shapes as the parser, and hands bad input to the parser. */
public class CompactEyeReaderTest {

    private static void sameShapes(String text) {
        List<EyeShapeDatabase.Shape> fast = CompactEyeReader.read(text);
        assertNotNull("the compact reader gave up", fast);
        List<EyeShapeDatabase.Shape> parsed = EyeShapeDatabase.of(EyeDbParser.parse(text, "x")).shapes();
        assertEquals(parsed.size(), fast.size());
        for (int i = 0; i < fast.size(); i++) {
            EyeShapeDatabase.Shape a = parsed.get(i), b = fast.get(i);
            assertEquals(a.name, b.name);
            assertArrayEquals(a.name, a.symbol, b.symbol);
            assertArrayEquals(a.name, a.value, b.value);
            assertArrayEquals(a.name, a.wall, b.wall);
            for (int v = 0; v < a.symbol.length; v++) assertArrayEquals(a.name, a.neighbours[v], b.neighbours[v]);
        }
    }

    @Test
    public void sameShapesAsTheParserOnGnuGosEyesDb() throws IOException {
        File f = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/patterns/eyes.db");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping GNU Go's eyes.db", f.isFile());
        sameShapes(Files.readString(f.toPath(), StandardCharsets.ISO_8859_1));
    }

    @Test
    public void sameShapesAsTheParserOnTheGeneratedDatabase() throws IOException {
        Path p = Path.of(System.getProperty("owlbench.patterns", "../../patterns"), EyeShapeDatabase.GENERATED_FILE);
        Assume.assumeTrue("no " + p + ": skipping", Files.isRegularFile(p));
        sameShapes(Files.readString(p, StandardCharsets.ISO_8859_1));
    }

    /**
     * The generated database is checked and indexed when read, but a shape is compiled only when a
     * graph of its key is looked up; the lazy database answers as the one compiled at once.
     */
    @Test
    public void theGeneratedDatabaseCompilesOnlyTheShapesLookedUp() throws IOException {
        Path p = Path.of(System.getProperty("owlbench.patterns", "../../patterns"), EyeShapeDatabase.GENERATED_FILE);
        Assume.assumeTrue("no " + p + ": skipping", Files.isRegularFile(p));
        String text = Files.readString(p, StandardCharsets.ISO_8859_1);
        EyeShapeDatabase lazy = EyeShapeDatabase.generated(text, p.getFileName().toString());
        assertEquals(0, lazy.compiledShapes());
        List<EyeShapeDatabase.Shape> all = CompactEyeReader.read(text);
        assertEquals(all.size(), lazy.size());
        // a straight three with a margin at one end, then a bent three of empty points
        boolean[][] line = {{false, true, false}, {true, false, true}, {false, true, false}};
        int[] v = lazy.match(3, new boolean[] {false, false, true}, new boolean[3], line);
        assertNotNull(v);
        int compiled = lazy.compiledShapes();
        assertTrue("compiled " + compiled + " of " + all.size(), compiled > 0 && compiled < 100);
        int[] again = lazy.match(3, new boolean[] {false, false, true}, new boolean[3], line);
        assertArrayEquals(v, again);
        assertEquals(compiled, lazy.compiledShapes());
        // the same answers as every shape compiled at once, in the same file order
        EyeShapeDatabase eager = EyeShapeDatabase.of(EyeDbParser.parse(text, "x"));
        assertArrayEquals(eager.match(3, new boolean[] {false, false, true}, new boolean[3], line), v);
        assertArrayEquals(eager.match(3, new boolean[3], new boolean[3], line), lazy.match(3, new boolean[3], new boolean[3], line));
        assertEquals(eager.maxSize(), lazy.maxSize());
    }

    /** Threads compiling the same buckets at once get the answers of one thread (the database is shared). */
    @Test
    public void lazyCompilationIsSafeAcrossThreads() throws Exception {
        Path p = Path.of(System.getProperty("owlbench.patterns", "../../patterns"), EyeShapeDatabase.GENERATED_FILE);
        Assume.assumeTrue("no " + p + ": skipping", Files.isRegularFile(p));
        String text = Files.readString(p, StandardCharsets.ISO_8859_1);
        EyeShapeDatabase single = EyeShapeDatabase.generated(text, "x");
        EyeShapeDatabase shared = EyeShapeDatabase.generated(text, "x");
        // paths of 2 to 7 vertices, each with a margin at one end
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            List<java.util.concurrent.Future<int[]>> answers = new java.util.ArrayList<>();
            for (int rep = 0; rep < 4; rep++) {
                for (int n = 2; n <= 7; n++) {
                    final int size = n;
                    answers.add(pool.submit(() -> path(shared, size)));
                }
            }
            int k = 0;
            for (int rep = 0; rep < 4; rep++) {
                for (int n = 2; n <= 7; n++) assertArrayEquals("path of " + n, path(single, n), answers.get(k++).get());
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(single.compiledShapes(), shared.compiledShapes());
    }

    private static int[] path(EyeShapeDatabase db, int n) {
        boolean[][] adj = new boolean[n][n];
        for (int i = 1; i < n; i++) adj[i][i - 1] = adj[i - 1][i] = true;
        boolean[] marginal = new boolean[n];
        marginal[n - 1] = true;
        int[] v = db.match(n, marginal, new boolean[n], adj);
        return v == null ? new int[0] : v;
    }

    /** Text the compact reader refuses is read by the parser, as before (its good shapes kept). */
    @Test
    public void textTheCompactReaderRefusesGoesToTheParser() {
        String text = "Pattern 1\n\n...\n\n:1122\n\nPattern 2\n\n.?.\n\n:1111\n";
        assertNull(CompactEyeReader.index(text));
        EyeShapeDatabase db = EyeShapeDatabase.generated(text, "bad.db");
        assertEquals(EyeShapeDatabase.of(EyeDbParser.parse(text, "bad.db")).size(), db.size());
        boolean[][] line = {{false, true, false}, {true, false, true}, {false, true, false}};
        assertArrayEquals(new int[] {1, 1, 2, 2, -1, -1}, db.match(3, new boolean[3], new boolean[3], line));
    }

    @Test
    public void edgeShapesKeepTheirWalls() {
        // bent four in the corner: the corner point touches no wall, the others do
        List<EyeShapeDatabase.Shape> s = CompactEyeReader.read("Pattern 1\n\n+---\n|...\n|.\n\n:1122\n");
        assertNotNull(s);
        assertArrayEquals(new boolean[] {false, true, true, true}, s.get(0).wall);
    }

    @Test
    public void givesUpOnWhatOnlyTheParserCanExplain() {
        assertNull(CompactEyeReader.read("Pattern 1\n\n.?.\n\n:1111\n"));
        assertNull(CompactEyeReader.read("Pattern 1\n\n...\n\n:1131\n"));
        assertNull(CompactEyeReader.read("Pattern 1\n\n...\n\n"));
        assertNull(CompactEyeReader.read("stray text\n"));
    }
}
