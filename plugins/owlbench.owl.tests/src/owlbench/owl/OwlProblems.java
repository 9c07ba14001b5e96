package owlbench.owl;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;

import org.junit.Assume;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.Reader;
import owlbench.reading.SearchResult;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * Test positions from diagrams (rows from the top, X black, O white, anything else empty) and an
 * owl reader on them with owlbench's own owl databases (patterns/) and GNU Go's eyes.db from
 * ../shared (tests skip with a message where it is absent).
 */
final class OwlProblems {
    private OwlProblems() {
    }

    static Board board(String... rows) {
        int n = rows.length;
        Board b = new Board(n);
        for (int r = 0; r < n; r++) {
            String row = rows[r].replace(" ", "");
            if (row.length() != n) throw new IllegalArgumentException("row " + r + " has " + row.length() + " points, not " + n);
            for (int c = 0; c < n; c++) {
                char ch = row.charAt(c);
                if (ch == 'X' || ch == 'O') {
                    b.setStone(Vertex.parse("" + Vertex.columnLetter(c) + (n - r), n), ch == 'X' ? StoneColor.BLACK : StoneColor.WHITE);
                }
            }
        }
        return b;
    }

    /** Straight three in the 9x9 corner: the vital point B9 kills (black first) or lives (white first). */
    static Board cornerThree() {
        return board(
                ". . . O X . . . .",
                "O O O O X . . . .",
                "X X X X X . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    /**
     * The 9x9 corner of owl.tst 45 and 46 drawn by hand: black's B3 C3 D4 among white's loose
     * stones, and its friend F3 F2 beyond the open cut E3, F2 between white's E2 and G2; shared by
     * the tests of OD102 (a defence) and OA760 (the first-line hane F1 under the friend).
     */
    static Board secondLineInvaderCorner() {
        return board(
                ". . . . . . . . .",
                ". O . . . . . . .",
                ". O . . . O . O .",
                ". . O . O . . . .",
                ". O . . . . . O .",
                ". O . X . . . . .",
                ". X X . . X . O .",
                ". . . . O X O . .",
                ". . . . . . . . .");
    }

    /**
     * White's corner dragon round black's four captured stones C9 C8 B8 B7 (a twisted four's
     * space; the lunch grows at B9 into a bulky five), shared by the lunch-growth tests.
     */
    static Board fourStoneLunchCorner() {
        return board(
                ". . X O X . . . .",
                "O X X O X X . . .",
                ". X O O . X . . .",
                "O O O . X X . . .",
                "X X X X X . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    /**
     * White's five stones in the 9x9 corner around the one-point eye C1, shut in by black's wall,
     * with one outside liberty E1: after black's E1 white is in atari inside its own eye, no eye
     * even moving first (the cut lines of OwlParams.readingDepth's rules).
     */
    static Board shutInCorner() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X . . . .",
                "X O O O X . . . .",
                "X O . O . X . . .");
    }

    /**
     * owl_attack (or, with status, the status read's) on {@link #shutInCorner()}'s white stones
     * with params; the board is left as it was, and a kill is E1.
     */
    static SearchResult shutInCornerAttack(OwlDatabases db, OwlParams params, boolean status) {
        Board b = shutInCorner();
        OwlReader reader = reader(b, db, params);
        int[] white = stones(b, StoneColor.WHITE);
        SearchResult r = status ? reader.attackForStatus(white, null) : reader.attack(white, null);
        org.junit.Assert.assertEquals("the board is left as it was", 0, b.stackp());
        if (r.code() == owlbench.reading.ReadCodes.WIN) org.junit.Assert.assertEquals(v(b, "E1"), r.move());
        return r;
    }

    /** White's open corner group on the 9x9 board: room for eyes, several ways to enlarge it. */
    static Board openCorner() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X . . . .",
                "O O O O X . . . .",
                ". . . O X . . . .",
                ". . . . . . . . .");
    }

    /**
     * White's corner string C3-C2 (with B1 and B5 beside it) inside black's wall from D1 to A7, the
     * shape of owl.tst 18 (owl01) cut out: gnugo 3.8 kills with A2 (owl_attack 1 A2, owl_defend 1
     * A2); without OA350 owlbench's own moves there win only a ko (B2), and A2 is the defender's
     * answer to them.
     */
    static Board refutationCorner() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X . . . . .",
                ". . X . X . . . .",
                ". O . X . . . . .",
                ". . . X X . . . .",
                ". . O . X . . . .",
                ". . O X . . . . .",
                ". O X X . . . . .");
    }

    /** A white dragon on the bottom side that the attacker's first own move kills at once. */
    static Board bottomSideKill() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X X . . .",
                "X O O O O X . . .",
                "X O . . O X . . .",
                ". . . . . . . . .");
    }

    /**
     * A game of GNU Go's regression directory in ../shared; skips the test (saying what it skips)
     * where it is absent.
     */
    static File regressionGame(String name, String skipping) {
        File game = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/" + name);
        Assume.assumeTrue("../shared/gnugo-3.8/regression/games/" + name + " is absent: skipping " + skipping, game.isFile());
        return game;
    }

    /** The position of game before move number move, as "loadsgf game move" gives it. */
    static Board gamePosition(File game, int move) throws Exception {
        return owlbench.sgf.GameReplay.atMove(owlbench.sgf.SgfReader.read(game.toPath()).games().get(0), move).board();
    }

    /**
     * A goal dragon given by its stones (as owlbench's dragon_stones gives them), checked to be
     * stones of one colour on b.
     */
    static int[] dragon(Board b, String... stones) {
        int[] dragon = java.util.Arrays.stream(stones).mapToInt(s -> Vertex.parse(s, b.size())).toArray();
        int color = b.color(dragon[0]);
        org.junit.Assert.assertTrue("not a stone: " + stones[0], color == StoneColor.BLACK || color == StoneColor.WHITE);
        for (int i = 0; i < dragon.length; i++) org.junit.Assert.assertEquals("colour of " + stones[i], color, b.color(dragon[i]));
        return dragon;
    }

    static int v(Board b, String vertex) {
        return Vertex.parse(vertex, b.size());
    }

    /** owlbench's own owl databases with GNU Go's eyes.db; skips the test without ../shared. */
    static OwlDatabases ownDatabases() throws IOException {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/patterns");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping owl tests (they need its eyes.db)", new File(shared, "eyes.db").isFile());
        Path own = Path.of(System.getProperty("owlbench.patterns", "../../patterns"));
        return OwlDatabases.load(own.resolve(OwlDatabases.ATTACK), own.resolve(OwlDatabases.DEFEND),
                own.resolve(OwlDatabases.VITAL), shared.toPath().resolve(OwlDatabases.EYES));
    }

    /**
     * {@link #ownDatabases()} with the named defence patterns taken out: for the tests of a reading
     * rule on a regression position whose root order a later pattern changed (owl.tst 79's L6 comes
     * first with OD103, nineteenth session), so that the rule is still read where it decides.
     */
    static OwlDatabases ownDatabasesWithoutDefences(String... names) throws IOException {
        return withoutPatterns(ownDatabases(), names);
    }

    /**
     * The own databases' texts (patterns/owl_*.db) with the named patterns taken out of whichever
     * file holds them, over base's eye shapes: a test shows a pattern decides by reading without it.
     */
    static OwlDatabases withoutPatterns(OwlDatabases base, String... names) {
        String[] texts = { ownText(OwlDatabases.ATTACK), ownText(OwlDatabases.DEFEND), ownText(OwlDatabases.VITAL) };
        for (String name : names) {
            boolean found = false;
            for (int i = 0; i < texts.length; i++) {
                StringBuilder kept = new StringBuilder();
                for (String block : java.util.regex.Pattern.compile("(?m)^(?=Pattern )").split(texts[i])) {
                    if (block.startsWith("Pattern " + name + "\n")) found = true;
                    else kept.append(block);
                }
                texts[i] = kept.toString();
            }
            org.junit.Assert.assertTrue("pattern " + name + " is in the own databases", found);
        }
        return OwlDatabases.of(texts[0], texts[1], texts[2], base.eyes);
    }

    private static String ownText(String file) {
        Path dir = Path.of(System.getProperty("owlbench.patterns", "../../patterns"));
        try {
            return java.nio.file.Files.readString(dir.resolve(file));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * owlbench's own owl databases with the engine's generated eye shapes
     * (patterns/eyes-generated.db, a build output, up to 7 points): no file of ../shared; skips the
     * test where the build has not made it.
     */
    static OwlDatabases generatedDatabases() throws IOException {
        Path own = Path.of(System.getProperty("owlbench.patterns", "../../patterns"));
        Path generated = own.resolve(owlbench.owl.optics.EyeShapeDatabase.GENERATED_FILE);
        Assume.assumeTrue("patterns/eyes-generated.db is made by the build; absent here", generated.toFile().isFile());
        return OwlDatabases.load(own.resolve(OwlDatabases.ATTACK), own.resolve(OwlDatabases.DEFEND), own.resolve(OwlDatabases.VITAL),
                generated);
    }

    /** An owl reader on b with the tactical facts of b. */
    static OwlReader reader(Board b, OwlDatabases db, OwlParams params) {
        Reader r = new Reader(b);
        return new OwlReader(r, new TacticalFacts(r, Worms.compute(r)), db, params);
    }

    /** The stones of the string at vertex (a goal dragon for the tests: one string). */
    static int[] string(Board b, String vertex) {
        int p = v(b, vertex);
        int[] out = new int[b.stringSize(p)];
        b.stringStones(p, out);
        return out;
    }

    /** All stones of a colour (a goal dragon of several strings). */
    static int[] stones(Board b, int color) {
        return java.util.Arrays.stream(b.onBoardPoints()).filter(p -> b.color(p) == color).toArray();
    }
}
