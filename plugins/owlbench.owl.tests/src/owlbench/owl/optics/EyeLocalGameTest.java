package owlbench.owl.optics;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.Test;

import owlbench.patterns.eyes.EyeDbFile;
import owlbench.patterns.eyes.EyeDbParser;

/**
 * The eye local game on shapes whose value doc/eyes.texi and a Go player know, the generator's
 * output (deterministic, parseable, matched by the eye code) and the shipped database.
 */
public class EyeLocalGameTest {

    /** Reads a diagram in eyes.db's notation (. ! X $), in the centre of the board. */
    private static EyeLocalGame.Value read(String... rows) {
        List<int[]> cells = new ArrayList<>();
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length(); c++) if (rows[r].charAt(c) != ' ') cells.add(new int[] {r, c});
        }
        int n = cells.size();
        boolean[][] adj = new boolean[n][n];
        boolean[] marginal = new boolean[n], stone = new boolean[n];
        for (int i = 0; i < n; i++) {
            char ch = rows[cells.get(i)[0]].charAt(cells.get(i)[1]);
            marginal[i] = ch == '!' || ch == '$';
            stone[i] = ch == 'X' || ch == '$';
            for (int j = 0; j < n; j++) {
                adj[i][j] = Math.abs(cells.get(i)[0] - cells.get(j)[0]) + Math.abs(cells.get(i)[1] - cells.get(j)[1]) == 1;
            }
        }
        return new EyeLocalGame(adj, marginal, stone, EyeLocalGame.centreWall(adj)).solve();
    }

    @Test
    public void onePointAndTwoPointEyesAreOneEye() {
        assertEquals("1111", read(".").digits());
        assertEquals("1111", read("..").digits());
    }

    /**
     * A space full of dead X stones has their outside liberty (a false margin), which O fills to
     * capture them: straight four of stones is two eyes as the empty straight four is (optics.tst
     * 1008), a straight three of stones is one eye unless O gets two moves (capture, then the
     * middle), a lone stone one eye.
     */
    @Test
    public void deadStonesFillingTheSpaceAreCapturedFromOutside() {
        assertEquals("2222", read("XXXX").digits());
        assertEquals("1112", read("XXX").digits());
        assertEquals("1111", read("X").digits());
        assertEquals("1111", read("XX", "XX").digits());
        // the capture costs O its move: the margin is O's only after a second one (.! is 0011)
        assertEquals("0001", read("$X").digits());
    }

    /** Straight three: the middle point decides (eyes.db's x*x). */
    @Test
    public void straightThreeHasItsVitalPointInTheMiddle() {
        EyeLocalGame.Value v = read("...");
        assertEquals("1122", v.digits());
        assertArrayEquals(new int[] {1}, v.attacks());
        assertArrayEquals(new int[] {1}, v.defenses());
    }

    /** Bent three: the corner of the bend is the vital point. */
    @Test
    public void bentThree() {
        EyeLocalGame.Value v = read("..", " .");
        assertEquals("1122", v.digits());
        assertArrayEquals(new int[] {1}, v.attacks());
    }

    /** Straight and square four. */
    @Test
    public void fourPointSpaces() {
        assertEquals("X playing twice can spoil a straight four", "1222", read("....").digits());
        // one eye, but O playing twice takes two diagonal points: two eyes (eyes.db 462, ../x. 1112)
        assertEquals("1112", read("..", "..").digits());
    }

    /** Two dead stones apart: capturing both (or X's suicide in the middle) gives two eyes (eyes.db 301, 1222). */
    @Test
    public void suicideIsAllowed() {
        assertEquals("1222", read("X.X").digits());
    }

    /** A marginal point: X's move there is a threat to the eye behind it (eyes.db 304, !.x 0111). */
    @Test
    public void marginalPointIsAThreat() {
        assertEquals("0111", read("!..").digits());
        assertEquals("0000", read("!").digits());
        assertEquals("0011", read("!.").digits());
    }

    /** A dead stone on a margin stays dead (eyes.db 308 and 309). */
    @Test
    public void deadStoneOnAMargin() {
        assertEquals("1111", read("$.X").digits());
        assertEquals("0001", read("$X.").digits());
    }

    /** Pattern 6141 of the doc, read as X playing twice: 0122 (GNU Go writes 1122, see docs/benchmarks.md). */
    @Test
    public void firstDigitIsTwoMovesInARow() {
        EyeLocalGame.Value v = read(" X", "XX.!.");
        assertEquals("0122", v.digits());
        EyeLocalGame.Value byChoice = new EyeLocalGame(adj6141(), marg6141(), stone6141(), EyeLocalGame.centreWall(adj6141()))
                .tenukiByChoice(true).solve();
        assertEquals("the doc's own reading of the first digit", "1122", byChoice.digits());
    }

    private static boolean[][] adj6141() {
        // vertices: 0 top X (above 2), 1 X, 2 X, 3 '.', 4 '!', 5 '.'
        boolean[][] a = new boolean[6][6];
        int[][] edges = {{0, 2}, {1, 2}, {2, 3}, {3, 4}, {4, 5}};
        for (int[] e : edges) a[e[0]][e[1]] = a[e[1]][e[0]] = true;
        return a;
    }

    private static boolean[] marg6141() {
        return new boolean[] {false, false, false, false, true, false};
    }

    private static boolean[] stone6141() {
        return new boolean[] {true, true, true, false, false, false};
    }

    /**
     * Bent four in the corner: the corner point touches no wall, so an O stone there can be taken
     * (eyes.db 401 writes 1122 with the vital point at the bend).
     */
    @Test
    public void bentFourInTheCorner() {
        // 0 is the corner, 1 and 2 along the top edge, 3 below the corner
        boolean[][] adj = new boolean[4][4];
        int[][] edges = {{0, 1}, {1, 2}, {0, 3}};
        for (int[] e : edges) adj[e[0]][e[1]] = adj[e[1]][e[0]] = true;
        boolean[] corner = {false, true, true, true};
        EyeLocalGame.Value inCorner = new EyeLocalGame(adj, new boolean[4], new boolean[4], corner).solve();
        EyeLocalGame.Value inCentre = new EyeLocalGame(adj, new boolean[4], new boolean[4], EyeLocalGame.centreWall(adj)).solve();
        assertEquals("a straight four in the centre", "1222", inCentre.digits());
        assertEquals("1122", inCorner.digits());
        assertTrue(java.util.Arrays.stream(inCorner.attacks()).anyMatch(v -> v == 0 || v == 1));
    }

    @Test
    public void generatorIsDeterministicAndItsOutputParsesAndMatches() throws IOException {
        int[] limits = {0, 3, 3, 3, 3};
        StringWriter a = new StringWriter(), b = new StringWriter();
        int n = new EyeShapeGenerator(4, limits).write(a);
        new EyeShapeGenerator(4, limits).write(b);
        assertEquals(a.toString(), b.toString());
        EyeDbFile f = EyeDbParser.parse(a.toString(), "generated");
        assertTrue(f.diagnostics().toString(), f.diagnostics().isEmpty());
        assertEquals(n, f.shapes().size());
        EyeShapeDatabase db = EyeShapeDatabase.of(f);
        // straight three with its vital point, matched as a graph
        boolean[][] adj = new boolean[3][3];
        adj[0][1] = adj[1][0] = adj[1][2] = adj[2][1] = true;
        int[] m = db.match(3, new boolean[3], new boolean[3], adj);
        assertEquals(1, m[0]);
        assertEquals(2, m[2]);
        assertEquals("vital point", 1, m[4]);
        // straight three with a dead stone at each end is another shape: 1222
        int[] m2 = db.match(3, new boolean[3], new boolean[] {true, false, true}, adj);
        assertArrayEquals(new int[] {1, 2, 2, 2}, java.util.Arrays.copyOf(m2, 4));
    }

    /** The shipped database is the generator's output (regenerate it when the game changes). */
    @Test
    public void shippedDatabaseIsGenerated() throws IOException {
        Path shipped = Path.of(System.getProperty("owlbench.patterns", "../../patterns"), EyeShapeDatabase.GENERATED_FILE);
        assertTrue("missing " + shipped, Files.isRegularFile(shipped));
        EyeDbFile f = EyeDbParser.parse(shipped);
        assertTrue(f.diagnostics().isEmpty());
        assertTrue("generated shapes: " + f.shapes().size(), f.shapes().size() > 10000);
        String text = Files.readString(shipped, java.nio.charset.StandardCharsets.ISO_8859_1);
        assertTrue(text.startsWith("# owlbench's eye-shape database, generated by computation"));
        // its first part is what the generator writes for spaces up to four points today
        StringWriter w = new StringWriter();
        new EyeShapeGenerator(4, 4, new int[] {0, 3, 3, 3, 3}).write(w);
        String small = w.toString();
        String body = small.substring(small.indexOf("\n###"));
        String shippedBody = text.substring(text.indexOf("\n###"));
        assertTrue("patterns/" + EyeShapeDatabase.GENERATED_FILE + " is not what the generator writes: regenerate it",
                shippedBody.startsWith(body));
    }

    /** Bad command lines of the generator say what is wrong (the launcher prints it and the usage). */
    @Test
    public void generatorRejectsBadArguments() throws IOException {
        String[][] bad = {{"--max-size", "x", "out.db"}, {"--max-size", "9", "out.db"}, {"--max-size"},
                {"--max-marginal-at", "7", "out.db"}, {"--frobnicate", "out.db"}, {}};
        for (String[] args : bad) {
            try {
                EyeShapeGenerator.run(args);
                org.junit.Assert.fail("accepted " + java.util.Arrays.toString(args));
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage(), e.getMessage() != null && !e.getMessage().isEmpty());
            }
        }
    }
}
