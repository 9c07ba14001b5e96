package owlbench.patterns.fullboard;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.fullboard.FullboardMatcher.FullboardMatch;

/** The fullboard fuseki databases: counts, round trip, and whole-board matching in every symmetry. */
public class FullboardTest {
    private static File dir() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping fullboard database tests",
                new File(shared, "gnugo-3.8").isDirectory());
        return new File(shared, "gnugo-3.8/patterns");
    }

    @Test
    public void gnuGosFusekiFilesParseWithTheirLineCountsAndRoundTrip() throws IOException {
        File dir = dir();
        String[] names = {"fuseki9.dbz", "fuseki13.dbz", "fuseki19.dbz"};
        int[] counts = {1356, 864, 24955}; // one pattern per line; the files have no comments
        int[] sizes = {9, 13, 19};
        for (int i = 0; i < names.length; i++) {
            File f = new File(dir, names[i]);
            FusekiDbFile db = FusekiParser.parse(f.toPath());
            assertFalse(names[i] + " " + db.diagnostics(), db.hasErrors());
            assertEquals(names[i], counts[i], db.patterns().size());
            assertEquals(sizes[i], db.boardSize());
            assertTrue(java.util.Arrays.equals(Files.readAllBytes(f.toPath()), db.write().getBytes(StandardCharsets.ISO_8859_1)));
        }
    }

    @Test
    public void firstPatternsOfFuseki9() throws IOException {
        FusekiDbFile db = FusekiParser.parse(new File(dir(), "fuseki9.dbz").toPath());
        FullboardPattern p = db.patterns().get(0); // F-H0-1 329 ee: black opens at tengen
        assertEquals("F-H0-1", p.name());
        assertEquals(329, p.games());
        assertEquals(StoneColor.BLACK, p.colorToMove());
        assertEquals(4, p.moveRow());
        assertEquals(4, p.moveCol());
        FullboardMatcher m = new FullboardMatcher(db.patterns(), 9);
        Board b = new Board(9);
        List<FullboardMatch> onEmpty = m.match(b, StoneColor.BLACK);
        // every empty-board pattern matches in all 8 symmetries
        int h0Empty = 0;
        for (FullboardPattern q : db.patterns()) if (q.moves().length() == 2) h0Empty++;
        assertEquals(8 * h0Empty, onEmpty.size());
        boolean tengen = false;
        for (FullboardMatch x : onEmpty) if (x.pattern.name().equals("F-H0-1")) tengen |= Vertex.toString(x.move, 9).equals("E5");
        assertTrue(tengen);
    }

    @Test
    public void wholeBoardMustBeEqualInSomeSymmetry() {
        // a handmade database: after black E5 and white G3 (SGF ee, gg), black plays C7 (cc)
        String text = "# test\nT-1 3 ccggee\n\nT-2 1 gcee\n";
        FusekiDbFile db = FusekiParser.parse(text, "t.dbz", 9);
        assertFalse(db.diagnostics().toString(), db.hasErrors());
        assertEquals(2, db.patterns().size());
        assertEquals(StoneColor.BLACK, db.patterns().get(0).colorToMove());
        assertEquals(StoneColor.WHITE, db.patterns().get(1).colorToMove());
        FullboardMatcher m = new FullboardMatcher(db.patterns(), 9);
        Board b = new Board(9);
        b.play(Vertex.parse("E5", 9), StoneColor.BLACK);
        b.play(Vertex.parse("C3", 9), StoneColor.WHITE); // G3 mirrored left-right
        List<FullboardMatch> ms = m.match(b, StoneColor.BLACK);
        // E5 and C3 are symmetric about the diagonal through C3: two symmetries match, both give G7
        assertEquals(2, ms.size());
        for (FullboardMatch x : ms) {
            assertEquals("T-1", x.pattern.name());
            assertEquals("G7", Vertex.toString(x.move, 9)); // C7 mirrored
        }
        assertTrue(m.match(b, StoneColor.WHITE).isEmpty()); // colours are relative to the side to move
        b.play(Vertex.parse("A1", 9), StoneColor.BLACK); // one more stone anywhere: no fullboard match
        assertTrue(m.match(b, StoneColor.BLACK).isEmpty());
    }

    @Test
    public void malformedLinesAreReportedWithLocations() {
        FusekiDbFile db = FusekiParser.parse("X 1 ee\nY two ee\nZ 1 eee\nW 1 eeee\n", "bad.dbz", 9);
        assertEquals(1, db.patterns().size());
        assertEquals(3, db.diagnostics().size());
        assertEquals("bad.dbz:2:3: the count must be a number: two", db.diagnostics().get(0).format("bad.dbz"));
        assertEquals(3, db.diagnostics().get(1).line);
        assertEquals("bad.dbz:4:5: the move 'ee' is on a stone", db.diagnostics().get(2).format("bad.dbz"));
    }
}
