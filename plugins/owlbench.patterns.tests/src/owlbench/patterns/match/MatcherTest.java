package owlbench.patterns.match;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;

/** Brute-force matcher (the oracle) and the compiled matcher: edges, symmetry, labels, agreement. */
public class MatcherTest {
    private static final String SMALL = "attribute_map general\n\n"
            + "Pattern T1\n\n?.X\nO*O\n?X?\n\n:8,nBC\n\n?aX\nb*c\n?X?\n\n;lib(a)>0\n\n\n"
            + "Pattern T2\n\nO*O\n\n:+,C\n\n\n"
            + "Pattern H1\n\n|.....\n|...*.\n|.....\n|.....\n|O....\n+-----\n\n:/,-\n\n\n";

    private static List<Pattern> small() {
        DbFile f = DbParser.parse(SMALL, "small.db");
        assertEquals(f.diagnostics().toString(), 0, f.diagnostics().size());
        return f.patterns();
    }

    private static Pattern named(List<Pattern> ps, String name) {
        for (Pattern p : ps) if (p.name().equals(name)) return p;
        throw new AssertionError(name);
    }

    private static void put(Board b, String v, int color) {
        b.setStone(Vertex.parse(v, b.size()), color);
    }

    @Test
    public void cornerPatternMatchesOnlyInItsCornerOnce() {
        Board b = new Board(19);
        put(b, "A1", StoneColor.WHITE);
        Pattern h1 = named(small(), "H1");
        List<Match> ms = BruteForceMatcher.match(b, StoneColor.WHITE, h1);
        assertEquals(ms.toString(), 1, ms.size());
        assertEquals("D4", Vertex.toString(ms.get(0).move, 19));
        assertEquals(0, BruteForceMatcher.match(b, StoneColor.BLACK, h1).size());
        // the same shape in the other three corners (the '/' symmetry still finds each once)
        put(b, "T19", StoneColor.WHITE);
        put(b, "A19", StoneColor.WHITE);
        put(b, "T1", StoneColor.WHITE);
        TreeSet<String> moves = new TreeSet<>();
        for (Match m : BruteForceMatcher.match(b, StoneColor.WHITE, h1)) moves.add(Vertex.toString(m.move, 19));
        assertEquals("[D16, D4, Q16, Q4]", moves.toString());
        assertEquals(4, BruteForceMatcher.match(b, StoneColor.WHITE, h1).size());
        // away from the corner the edge constraint fails
        Board c = new Board(19);
        put(c, "B2", StoneColor.WHITE);
        assertEquals(0, BruteForceMatcher.match(c, StoneColor.WHITE, h1).size());
    }

    @Test
    public void symmetricPatternIsTriedOnlyInItsDistinctTransformations() {
        Board b = new Board(9);
        put(b, "C5", StoneColor.WHITE);
        put(b, "E5", StoneColor.WHITE);
        List<Match> ms = BruteForceMatcher.match(b, StoneColor.WHITE, named(small(), "T2"));
        assertEquals(1, ms.size());
        assertEquals("D5", Vertex.toString(ms.get(0).move, 9));
        put(b, "D6", StoneColor.WHITE);
        put(b, "D4", StoneColor.WHITE);
        assertEquals(2, BruteForceMatcher.match(b, StoneColor.WHITE, named(small(), "T2")).size());
        assertArrayEquals(new int[] {0, 6}, Transformation.forSymmetry('+'));
        assertEquals(4, Transformation.forSymmetry('O').length);
        assertEquals(8, Transformation.forSymmetry('8').length);
    }

    @Test
    public void labelsAreMappedToBoardPoints() {
        Board b = new Board(9);
        // T1 in its written orientation with '*' at E5: O at D5 and F5, X at F6 and E4
        put(b, "D5", StoneColor.WHITE);
        put(b, "F5", StoneColor.WHITE);
        put(b, "F6", StoneColor.BLACK);
        put(b, "E4", StoneColor.BLACK);
        List<Match> ms = BruteForceMatcher.match(b, StoneColor.WHITE, named(small(), "T1"));
        assertEquals(ms.toString(), 1, ms.size());
        Match m = ms.get(0);
        assertEquals(0, m.transformation);
        assertEquals("E5", Vertex.toString(m.move, 9));
        assertEquals("E5", Vertex.toString(m.anchor, 9));
        assertEquals("E6", Vertex.toString(m.point('a'), 9));
        assertEquals("D5", Vertex.toString(m.point('b'), 9));
        assertEquals("F5", Vertex.toString(m.point('c'), 9));
        assertEquals("E5", Vertex.toString(m.point('*'), 9));
        // mirrored position: found with transformation c (left-right)
        Board mb = new Board(9);
        put(mb, "D5", StoneColor.WHITE);
        put(mb, "F5", StoneColor.WHITE);
        put(mb, "D6", StoneColor.BLACK);
        put(mb, "E4", StoneColor.BLACK);
        ms = BruteForceMatcher.match(mb, StoneColor.WHITE, named(small(), "T1"));
        assertEquals(1, ms.size());
        assertEquals('c', Transformation.name(ms.get(0).transformation));
        assertEquals("F5", Vertex.toString(ms.get(0).point('b'), 9));
    }

    private static Board random(int size, long seed, double density) {
        Random r = new Random(seed);
        Board b = new Board(size);
        for (int p : b.onBoardPoints()) {
            double x = r.nextDouble();
            if (x < density / 2) b.setStone(p, StoneColor.BLACK);
            else if (x < density) b.setStone(p, StoneColor.WHITE);
        }
        return b;
    }

    private static List<Pattern> gnugo(String... names) throws IOException {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping matcher tests on GNU Go's databases",
                new File(shared, "gnugo-3.8").isDirectory());
        List<Pattern> out = new ArrayList<>();
        for (String n : names) out.addAll(DbParser.parse(new File(shared, "gnugo-3.8/patterns/" + n).toPath()).patterns());
        return out;
    }

    private static TreeSet<String> keys(List<Match> ms) {
        TreeSet<String> out = new TreeSet<>();
        for (Match m : ms) {
            StringBuilder sb = new StringBuilder(m.key()).append(" move ").append(m.move);
            for (Map.Entry<Character, int[]> e : new TreeMap<>(m.labels()).entrySet()) {
                sb.append(' ').append(e.getKey()).append(java.util.Arrays.toString(e.getValue()));
            }
            out.add(sb.toString());
        }
        return out;
    }

    @Test
    public void compiledMatcherAgreesWithTheOracle() throws IOException {
        List<Pattern> ps = gnugo("patterns.db", "patterns2.db", "owl_attackpats.db", "owl_defendpats.db",
                "barriers.db", "conn.db", "fuseki.db", "handicap.db", "hoshi_keima.db", "endgame.db");
        CompiledMatcher cm = new CompiledMatcher(ps);
        int total = 0;
        long brute = 0, compiled = 0;
        for (int i = 0; i < 3; i++) {
            Board b = random(i == 1 ? 9 : 19, 17 + i, 0.15 + 0.1 * i);
            for (int color : new int[] {StoneColor.WHITE, StoneColor.BLACK}) {
                long t0 = System.nanoTime();
                List<Match> slow = BruteForceMatcher.matchAll(b, color, ps);
                long t1 = System.nanoTime();
                List<Match> fast = cm.match(b, color);
                long t2 = System.nanoTime();
                brute += t1 - t0;
                compiled += t2 - t1;
                assertEquals(keys(slow), keys(fast));
                total += slow.size();
            }
        }
        System.out.println("matcher agreement: " + ps.size() + " patterns, " + cm.variantCount() + " variants, "
                + total + " matches; brute force " + brute / 1_000_000 + " ms, compiled " + compiled / 1_000_000 + " ms");
        assertTrue("the positions should produce matches", total > 100);
    }

    /**
     * One compiled matcher keeps the survivors of each 3x3 square of states it met (2026-11-28):
     * two squares with the same five cells (the bucket's code) but other diagonals must not share
     * them. The pattern wants the opponent's stone on a diagonal of the move with both points
     * between empty, so on an empty 9x9 board with one black stone C6 it matches at D5 (and the
     * other diagonals of C6); with the stone on H2 instead D5's five cells are the same (all empty),
     * its diagonals are empty and it must not match there; asked again, the first board matches at
     * D5 again. Each answer is the oracle's.
     */
    @Test
    public void squaresThatShareABucketKeepTheirOwnSurvivors() {
        DbFile f = DbParser.parse("attribute_map general\n\nPattern S1\n\nX.\n.*\n\n:8,-\n\n\n", "square.db");
        assertEquals(f.diagnostics().toString(), 0, f.diagnostics().size());
        List<Pattern> ps = f.patterns();
        CompiledMatcher cm = new CompiledMatcher(ps);
        Board near = new Board(9);
        put(near, "C6", StoneColor.BLACK);
        Board far = new Board(9);
        put(far, "H2", StoneColor.BLACK);
        for (int round = 0; round < 2; round++) {
            List<Match> a = cm.match(near, StoneColor.WHITE);
            assertEquals("[B5, B7, D5, D7]", moves(a).toString());
            assertEquals(keys(BruteForceMatcher.matchAll(near, StoneColor.WHITE, ps)), keys(a));
            List<Match> b = cm.match(far, StoneColor.WHITE);
            assertEquals("[G1, G3, J1, J3]", moves(b).toString());
            assertEquals(keys(BruteForceMatcher.matchAll(far, StoneColor.WHITE, ps)), keys(b));
            // black's own stone is no 'X' for black
            assertEquals(0, cm.match(near, StoneColor.BLACK).size());
        }
    }

    private static TreeSet<String> moves(List<Match> ms) {
        TreeSet<String> out = new TreeSet<>();
        for (Match m : ms) out.add(Vertex.toString(m.move, 9));
        return out;
    }

    /**
     * The filter told the variant's index (2026-11-28, owl's goal test by variant) sees the same
     * pattern, transformation and anchor as the filter told the pattern, in the same order, and
     * what it rejects is not built: on ten random 9x9 and 13x13 boards, SMALL's patterns for white, a
     * filter that keeps only T1's matches returns exactly the oracle's T1 matches.
     */
    @Test
    public void variantFilterSeesWhatThePatternFilterSees() {
        List<Pattern> ps = small();
        CompiledMatcher cm = new CompiledMatcher(ps);
        int seen = 0;
        for (int i = 0; i < 10; i++) {
            Board b = random(i % 2 == 0 ? 9 : 13, 300 + i, 0.1 + 0.04 * i);
            List<String> byPattern = new ArrayList<>();
            List<String> byVariant = new ArrayList<>();
            cm.match(b, StoneColor.WHITE, null, (CompiledMatcher.Filter) (p, t, anchor) -> byPattern.add(p.name() + "/" + t + "@" + anchor));
            cm.match(b, StoneColor.WHITE, null, (CompiledMatcher.VariantFilter) (v, anchor) -> byVariant.add(
                    cm.variantPattern(v).name() + "/" + cm.variantTransformation(v) + "@" + anchor));
            assertEquals(byPattern, byVariant);
            seen += byPattern.size();
            List<Match> t1 = cm.match(b, StoneColor.WHITE, null,
                    (CompiledMatcher.VariantFilter) (v, anchor) -> cm.variantPattern(v).name().equals("T1"));
            assertEquals(keys(BruteForceMatcher.match(b, StoneColor.WHITE, named(ps, "T1"))), keys(t1));
        }
        assertTrue("the boards should offer matches", seen > 10);
    }

    /**
     * Anchors far from every edge (the interior ones, 2026-11-28) try their square's survivors
     * without the variants pinned to an edge and without the anchor range test, and every cell is
     * tested by one packed word (offset and accepted states): on 19x19 boards the interior is wide,
     * so the edge-pinned patterns E1 (the move on the first line) and E2 (the move on the fifth
     * line: its anchor one line inside the interior's bounds, as far from the edge as F1 reaches),
     * the far-reaching F1 ('x' four points from the move) and F2 ('o' and 'O' beyond the 3x3) must
     * find there exactly what the
     * oracle finds, at interior and edge anchors alike: 24 random boards of several densities, both
     * colours, with matches of each pattern seen, some of F1 and F2 in the middle of the board.
     */
    @Test
    public void interiorAnchorsSkipOnlyTheEdgePinnedVariants() {
        DbFile f = DbParser.parse("attribute_map general\n\n"
                + "Pattern E1\n\n.X*.\n----\n\n:8,-\n\n\n"
                + "Pattern F1\n\nx...*\n\n:8,-\n\n\n"
                + "Pattern F2\n\nO.o\n..*\n\n:8,-\n\n\n"
                + "Pattern E2\n\n*\n.\n.\n.\n.\n-\n\n:8,-\n\n\n", "interior.db");
        assertEquals(f.diagnostics().toString(), 0, f.diagnostics().size());
        List<Pattern> ps = f.patterns();
        CompiledMatcher cm = new CompiledMatcher(ps);
        Map<String, Integer> seen = new HashMap<>();
        int middle = 0;
        for (int i = 0; i < 24; i++) {
            Board b = random(19, 900 + i, 0.05 + 0.025 * (i % 12));
            for (int color : new int[] {StoneColor.WHITE, StoneColor.BLACK}) {
                List<Match> slow = BruteForceMatcher.matchAll(b, color, ps);
                assertEquals(keys(slow), keys(cm.match(b, color)));
                for (Match m : slow) {
                    seen.merge(m.pattern.name(), 1, Integer::sum);
                    int r = b.row(m.anchor), c = b.col(m.anchor);
                    if (r >= 7 && r <= 11 && c >= 7 && c <= 11) middle++;
                }
            }
        }
        assertTrue("each pattern should match somewhere: " + seen, seen.getOrDefault("E1", 0) > 0
                && seen.getOrDefault("F1", 0) > 0 && seen.getOrDefault("F2", 0) > 0 && seen.getOrDefault("E2", 0) > 0);
        assertTrue("some matches should lie in the middle of the board", middle > 20);
    }

    /**
     * The matches as codes (h/owlspeed27): on 30 random 9x9 and 19x19 boards, both colours, with an
     * anchor mask of scattered points (a row's asked anchors between unasked ones) and a variant
     * filter that drops every third variant, {@code matchCodes} built one by one is {@code match}
     * with the same mask and filter, in the same order; each code's variant and move are the built
     * match's; and the matches are the oracle's at the asked anchors whose variant the filter keeps.
     * It fails where a code's move or variant is not its match's, or where matches are found at an
     * anchor the mask leaves out (as with a row's survivor lists gathered before the walks, tried and
     * taken out again, had they kept a stale list at an unasked point).
     */
    @Test
    public void matchCodesAreTheMatchesUnbuiltAtTheAskedAnchorsOnly() {
        List<Pattern> ps = small();
        CompiledMatcher cm = new CompiledMatcher(ps);
        CompiledMatcher.VariantFilter filter = (v, anchor) -> v % 3 != 2;
        int total = 0, dropped = 0;
        for (int i = 0; i < 30; i++) {
            Board b = random(i % 2 == 0 ? 9 : 19, 700 + i, 0.1 + 0.02 * (i % 20));
            Random r = new Random(i);
            boolean[] anchors = new boolean[b.boardArraySize()];
            for (int p : b.onBoardPoints()) anchors[p] = r.nextInt(3) != 0;
            for (int color : new int[] {StoneColor.WHITE, StoneColor.BLACK}) {
                long[] codes = cm.matchCodes(b, color, anchors, filter);
                List<Match> built = cm.match(b, color, anchors, filter);
                assertEquals(built.size(), codes.length);
                List<Match> fromCodes = new ArrayList<>();
                for (int k = 0; k < codes.length; k++) {
                    Match m = cm.build(b, codes[k]);
                    fromCodes.add(m);
                    assertEquals(built.get(k).key(), m.key());
                    assertTrue(cm.variantPattern(CompiledMatcher.codeVariant(codes[k])) == m.pattern);
                    assertEquals(m.transformation, cm.variantTransformation(CompiledMatcher.codeVariant(codes[k])));
                    assertEquals(m.move, cm.codeMove(b, codes[k]));
                }
                assertEquals(keys(built), keys(fromCodes));
                // the oracle's matches at the asked anchors, less those of the variants filtered out
                List<Match> oracle = new ArrayList<>();
                for (Match m : BruteForceMatcher.matchAll(b, color, ps)) {
                    if (!anchors[m.anchor]) {
                        dropped++;
                        continue;
                    }
                    int v = variantOf(cm, m);
                    if (filter.accept(v, m.anchor)) oracle.add(m);
                }
                assertEquals(keys(oracle), keys(fromCodes));
                total += codes.length;
            }
        }
        assertTrue("the positions should produce matches: " + total, total > 50);
        assertTrue("the mask should leave matches out: " + dropped, dropped > 20);
    }

    /** The compiled variant of a match: its pattern in its transformation. */
    private static int variantOf(CompiledMatcher cm, Match m) {
        for (int v = 0; v < cm.variantCount(); v++) {
            if (cm.variantPattern(v) == m.pattern && cm.variantTransformation(v) == m.transformation) return v;
        }
        throw new AssertionError("no variant of " + m.key());
    }

    /**
     * One compiled matcher on many positions in turn (its survivors per square filled by the first
     * ones and read by the later ones) finds what the oracle finds on each: SMALL's patterns on 40
     * random 9x9 and 13x13 boards of several densities, both colours.
     */
    @Test
    public void oneMatcherOnManyPositionsAgreesWithTheOracle() {
        List<Pattern> ps = small();
        CompiledMatcher cm = new CompiledMatcher(ps);
        int total = 0;
        for (int i = 0; i < 40; i++) {
            Board b = random(i % 2 == 0 ? 9 : 13, 300 + i, 0.1 + 0.02 * (i % 20));
            for (int color : new int[] {StoneColor.WHITE, StoneColor.BLACK}) {
                List<Match> slow = BruteForceMatcher.matchAll(b, color, ps);
                assertEquals(keys(slow), keys(cm.match(b, color)));
                total += slow.size();
            }
        }
        assertTrue("the positions should produce matches", total > 50);
    }

    @Test
    public void matchCountsAreInvariantUnderBoardSymmetries() throws IOException {
        List<Pattern> ps = gnugo("patterns.db", "owl_defendpats.db", "fuseki.db");
        CompiledMatcher cm = new CompiledMatcher(ps);
        Board b = random(13, 99, 0.3);
        Map<String, Integer> base = counts(cm.match(b, StoneColor.BLACK));
        for (int t = 1; t < 8; t++) {
            Board tb = new Board(13);
            for (int p : b.onBoardPoints()) {
                int c = b.col(p) - 6, r = b.row(p) - 6;
                int nr = Transformation.row(t, r, c) + 6, nc = Transformation.col(t, r, c) + 6;
                if (b.color(p) != StoneColor.EMPTY) tb.setStone(tb.point(nc, nr), b.color(p));
            }
            assertEquals("transformation " + Transformation.name(t), base, counts(cm.match(tb, StoneColor.BLACK)));
        }
        assertTrue(base.size() > 10);
    }

    private static Map<String, Integer> counts(List<Match> ms) {
        Map<String, Integer> out = new HashMap<>();
        for (Match m : ms) out.merge(m.pattern.name(), 1, Integer::sum);
        return new TreeMap<>(out);
    }

    /** One shape per symmetry code, each symmetric exactly as its code says (GNU Go's table). */
    private static final String[][] SYMMETRIC_SHAPES = {
        { "8", "XO.\n.*.\n...", "8" },
        { "|", "X.X\n.*.\nO.O", "4" },
        { "-", "X.O\n.*.\nX.O", "4" },
        { "\\", "XO.\nO*.\n...", "4" },
        { "/", ".OX\n.*O\n...", "4" },
        { "O", "XO.\n.*.\n.OX", "4" },
        { "X", "X.O\n.*.\nO.X", "2" },
        { "+", ".X.\nO*O\n.X.", "2" },
    };

    @Test
    public void everySymmetryCodeFindsEachPlacementOnce() {
        for (String[] shape : SYMMETRIC_SHAPES) {
            String code = shape[0];
            String db = "Pattern S\n\n" + shape[1] + "\n\n:" + code + ",-\n\n\n";
            DbFile f = DbParser.parse(db, "sym.db");
            assertEquals(code + ": " + f.diagnostics(), 0, f.diagnostics().size());
            Pattern p = f.patterns().get(0);
            assertEquals("transformations tried for '" + code + "'", Integer.parseInt(shape[2]),
                    Transformation.forSymmetry(code.charAt(0)).length);
            // The shape as written, centred on K10, and every rotation or reflection of it elsewhere:
            // each placement must be found once, never twice through an equivalent transformation.
            String[] rows = shape[1].split("\n");
            for (int t = 0; t < 8; t++) {
                Board b = new Board(19);
                for (int r = 0; r < 3; r++) {
                    for (int c = 0; c < 3; c++) {
                        char ch = rows[r].charAt(c);
                        if (ch == '.' || ch == '*') continue;
                        int[] rc = orient(t, r - 1, c - 1);
                        b.setStone(b.point(9 + rc[1], 9 + rc[0]), ch == 'X' ? StoneColor.BLACK : StoneColor.WHITE);
                    }
                }
                List<Match> ms = BruteForceMatcher.match(b, StoneColor.WHITE, p);
                // Other anchors may fit too (the shape's empty points are empty elsewhere as well), but an
                // equivalent transformation tried twice would give the same anchor twice.
                TreeSet<String> moves = new TreeSet<>();
                for (Match m : ms) {
                    assertTrue("symmetry '" + code + "', orientation " + t + ": found twice: " + ms,
                            moves.add(Vertex.toString(m.move, 19)));
                }
                assertTrue("symmetry '" + code + "', orientation " + t + ": " + moves, moves.contains("K10"));
                assertEquals(keys(ms), keys(new CompiledMatcher(List.of(p)).match(b, StoneColor.WHITE)));
            }
        }
    }

    /** The 8 rotations and reflections of an offset (row, col) around the centre. */
    private static int[] orient(int t, int r, int c) {
        int rr = (t & 1) != 0 ? -r : r;
        int cc = (t & 2) != 0 ? -c : c;
        return (t & 4) != 0 ? new int[] { cc, rr } : new int[] { rr, cc };
    }
}
