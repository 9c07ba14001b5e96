package owlbench.patterns.edit;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.List;
import java.util.Set;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.match.Match;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;

/** A new pattern from a board region: symbols, edges, the move, the name, and that it matches there. */
public class RegionPatternTest {
    private static Board board() {
        Board b = new Board(9);
        b.play(Vertex.parse("C7", 9), StoneColor.BLACK);
        b.play(Vertex.parse("B8", 9), StoneColor.WHITE);
        b.play(Vertex.parse("E5", 9), StoneColor.BLACK);
        return b;
    }

    @Test
    public void cornerRegionGetsEdgesAndCornerAndParses() {
        Board b = board();
        // A9..D6: columns 0..3, rows 0..3 (top-left corner); white to move plays B7
        int move = Vertex.parse("B7", 9);
        String text = RegionPattern.text(b, new int[] {3, 3, 0, 0}, StoneColor.WHITE, move, "Region1", null, "game.sgf move 4");
        assertEquals("Pattern Region1\n# from game.sgf move 4\n\n+----\n|....\n|.O..\n|.*X.\n|....\n\n:8,-\n\n\n", text);
        DbFile f = DbParser.parse(text, "new.db");
        assertEquals(f.diagnostics().toString(), 0, f.diagnostics().size());
        Pattern p = f.pattern("Region1");
        // it matches the position it came from, at the chosen move, in transformation a
        int identity = 0;
        for (Match m : new CompiledMatcher(List.of(p)).match(b, StoneColor.WHITE)) {
            if (m.transformation == 0) {
                identity++;
                assertEquals(move, m.move);
            }
        }
        assertEquals(1, identity);
        // with black as O the colours swap: no match
        assertEquals(0, new CompiledMatcher(List.of(p)).match(b, StoneColor.BLACK).size());
    }

    @Test
    public void middleRegionHasNoEdgesAndBlackIsO() {
        Board b = board();
        String text = RegionPattern.text(b, new int[] {3, 3, 5, 5}, StoneColor.BLACK, Vertex.parse("F4", 9), "R", "OB", null);
        assertEquals("Pattern R\n\n...\n.O.\n..*\n\n:8,OB\n\n\n", text);
    }

    @Test
    public void bottomRightEdges() {
        Board b = new Board(5);
        String text = RegionPattern.text(b, new int[] {3, 3, 4, 4}, StoneColor.BLACK, Vertex.parse("E1", 5), "BR", null, null);
        assertEquals("Pattern BR\n\n..|\n.*|\n--+\n\n:8,-\n\n\n", text);
        assertEquals(0, DbParser.parse(text, "x").diagnostics().size());
    }

    @Test
    public void badInputIsRefused() {
        Board b = board();
        int[] region = {0, 0, 3, 3};
        expect(() -> RegionPattern.text(b, region, StoneColor.WHITE, Vertex.parse("C7", 9), "N", null, null), "occupied");
        expect(() -> RegionPattern.text(b, region, StoneColor.WHITE, Vertex.parse("J1", 9), "N", null, null), "outside the region");
        expect(() -> RegionPattern.text(b, new int[] {0, 0, 9, 3}, StoneColor.WHITE, Vertex.parse("A9", 9), "N", null, null), "leaves the 9x9 board");
        expect(() -> RegionPattern.text(b, region, StoneColor.WHITE, Vertex.parse("A9", 9), "two words", null, null), "one word");
    }

    @Test
    public void uniqueNamesSkipTakenOnes() {
        assertEquals("Region1", RegionPattern.uniqueName("Region", Set.of()));
        assertEquals("Region3", RegionPattern.uniqueName("Region", Set.of("Region1", "Region2")));
    }

    private static void expect(Runnable r, String part) {
        try {
            r.run();
            fail("accepted; expected " + part);
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains(part));
        }
    }
}
