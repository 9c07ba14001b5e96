package owlbench.engine;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.influence.InfluenceRegion;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.EyeValue;
import owlbench.patterns.PatternPath;
import owlbench.tactics.Worms;

/** One position's analysis through the engine's Java API: its parts agree with each other and with the engine's own calls. */
public class PositionAnalysisTest {

    private static Path ownPatterns() {
        return Path.of(System.getProperty("owlbench.patterns", "../../patterns"));
    }

    /** owlbench's own databases only (patterns/), GNU Go's left out. */
    private static AnalysisDatabases own() {
        return new AnalysisDatabases(PatternPath.of(List.of(ownPatterns()), null));
    }

    private static int v(Board b, String vertex) {
        return Vertex.parse(vertex, b.size());
    }

    /** Black's wall on the C line, white's on the F line: black owns A-B, white G-J. */
    private static Board walls() {
        Board b = new Board(9);
        for (int row = 1; row <= 9; row++) {
            b.setStone(v(b, "C" + row), StoneColor.BLACK);
            b.setStone(v(b, "F" + row), StoneColor.WHITE);
        }
        return b;
    }

    @Test
    public void territoryRegionsAndTheScoreGoToTheRightColour() throws Exception {
        Board b = walls();
        long before = b.hash();
        PositionAnalysis a = new PositionAnalysis(b, StoneColor.BLACK, 0, own());
        PositionAnalysis.PointAnalysis black = a.point(v(b, "A5"));
        PositionAnalysis.PointAnalysis white = a.point(v(b, "H5"));
        assertEquals(InfluenceRegion.BLACK_TERRITORY, black.region());
        assertEquals(StoneColor.BLACK, black.region().owner());
        assertTrue("GNU Go's sign: black's territory is negative " + black.territoryValue(), black.territoryValue() < 0);
        assertEquals(InfluenceRegion.WHITE_TERRITORY, white.region());
        assertTrue(white.territoryValue() > 0);
        assertTrue(black.blackInfluence() > black.whiteInfluence());
        assertTrue(white.whiteInfluence() > white.blackInfluence());
        assertEquals(InfluenceRegion.BLACK_STONE, InfluenceRegion.at(a.influence(), v(b, "C5")));
        // white's three lines against black's two, no komi: white leads, and the estimate lies between its bounds
        PositionAnalysis.Score s = a.score();
        assertTrue(s.text(), s.estimate().score() > 0 && s.estimate().result().startsWith("W+"));
        assertTrue(s.text(), s.lower().score() <= s.estimate().score() && s.estimate().score() <= s.upper().score());
        assertEquals("the caller's board is not touched", before, b.hash());
    }

    @Test
    public void partsAreComputedOnceAndAgreeWithTheEnginesOwnCalls() throws Exception {
        Board b = walls();
        b.setStone(v(b, "E5"), StoneColor.BLACK); // in white's reach: alone against the wall
        PositionAnalysis a = new PositionAnalysis(b, StoneColor.WHITE, 6.5, own());
        Worms w = a.worms();
        assertSame(w, a.worms());
        Worms fresh = Worms.compute(new owlbench.reading.Reader(b.copy()));
        assertEquals(fresh.all().size(), w.all().size());
        for (owlbench.tactics.Worm worm : fresh.all()) {
            assertEquals(worm.status(), w.worm(worm.origin).status());
        }
        Dragons d = a.dragons();
        assertSame(d, a.dragons());
        assertTrue("the wall is one dragon", d.sameDragon(v(b, "C1"), v(b, "C9")));
        EyeSpaces e = a.eyeSpaces();
        PositionAnalysis.PointAnalysis p = a.point(v(b, "A5"));
        assertEquals(1, p.eyeSpaces().size());
        PositionAnalysis.EyeSpaceAt space = p.eyeSpaces().get(0);
        assertEquals(StoneColor.BLACK, space.color());
        assertEquals(e.size(StoneColor.BLACK, v(b, "A5")), space.size());
        assertEquals(e.origin(StoneColor.BLACK, v(b, "A5")), space.origin());
        assertEquals(e.halfEyeType(v(b, "A5")), p.halfEyeType());
        assertEquals(a.unconditionalStatuses()[v(b, "A5")], p.unconditionalStatus());
    }

    @Test
    public void oneAnalysisServesSeveralThreads() throws Exception {
        PositionAnalysis a = new PositionAnalysis(walls(), StoneColor.BLACK, 0, own());
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Callable<Object>> asks = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                asks.add(a::influence);
                asks.add(a::worms);
                asks.add(a::score);
            }
            List<Future<Object>> answers = pool.invokeAll(asks);
            for (int i = 3; i < answers.size(); i++) {
                assertSame("one part per position, whoever asked first", answers.get(i % 3).get(), answers.get(i).get());
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    public void eyeValuesComeFromEyesDbWhereThereIsOne() throws Exception {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/patterns");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping eye values from GNU Go's eyes.db", shared.isDirectory());
        // a black group in the corner with two separate one-point eyes at A1 and C1
        Board b = new Board(9);
        for (String s : new String[] { "B1", "A2", "B2", "C2", "D2", "D1" }) b.setStone(v(b, s), StoneColor.BLACK);
        for (String s : new String[] { "A3", "B3", "C3", "D3", "E3", "E2", "E1" }) b.setStone(v(b, s), StoneColor.WHITE);
        PositionAnalysis a = new PositionAnalysis(b, StoneColor.WHITE, 0,
                new AnalysisDatabases(PatternPath.of(List.of(ownPatterns(), shared.toPath()), null)));
        assertTrue(a.eyeValuesKnown());
        EyeValue one = a.point(v(b, "A1")).eyeSpaces().get(0).value();
        assertEquals(1, one.minEyes());
        assertEquals(1, one.maxEyes());
        assertEquals(a.eyeSpaces().value(StoneColor.BLACK, v(b, "C1")), a.point(v(b, "C1")).eyeSpaces().get(0).value());
    }

    @Test
    public void missingDatabasesAreNamedWithWhereTheyWereLookedFor() throws Exception {
        Path empty = Files.createTempDirectory("no-patterns");
        try {
            AnalysisDatabases none = new AnalysisDatabases(PatternPath.of(List.of(empty), null));
            PositionAnalysis a = new PositionAnalysis(walls(), StoneColor.BLACK, 0, none);
            try {
                a.influence();
                fail("influence without its patterns");
            } catch (AnalysisException e) {
                assertTrue(e.getMessage(), e.getMessage().contains("owl-barriers.db") && e.getMessage().contains(empty.toString()));
            }
            try {
                a.dragons();
                fail("dragons without a connection database");
            } catch (AnalysisException e) {
                assertTrue(e.getMessage(), e.getMessage().contains("connections.db") && e.getMessage().contains(empty.toString()));
            }
            assertNull(none.eyeShapes());
            assertTrue(none.whyNoEyeShapes(), none.whyNoEyeShapes().contains("eyes.db"));
            assertFalse(a.eyeValuesKnown());
            assertNotNull("eye spaces are there without values", a.eyeSpaces());
            assertTrue(a.eyeSpaces().isEyeSpace(StoneColor.BLACK, v(a.board(), "A5")));
            try {
                a.point(v(a.board(), "A5"));
                fail("a point's influence without the patterns");
            } catch (AnalysisException e) {
                assertTrue(e.getMessage(), e.getMessage().contains("owl-barriers.db"));
            }
        } finally {
            Files.deleteIfExists(empty);
        }
    }

    @Test
    public void badInputIsRefusedWithAReason() {
        Board b = walls();
        try {
            new PositionAnalysis(b, StoneColor.EMPTY, 0, own());
            fail();
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("colour to move"));
        }
        b.trymove(v(b, "E5"), StoneColor.BLACK);
        try {
            new PositionAnalysis(b, StoneColor.WHITE, 0, own());
            fail();
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("trial moves"));
        }
    }
}
