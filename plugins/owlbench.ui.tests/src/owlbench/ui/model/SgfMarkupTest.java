package owlbench.ui.model;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/** SGF markup as a board overlay: SL, DD (inherited), TB and TW beside the older LB/TR/SQ/CR/MA, and their round trip. */
public class SgfMarkupTest {

    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    /** Root; move 1 with selected points, territory and dimmed stones; move 2 (DD inherited); move 3 clears DD. */
    private static final String GAME = "(;GM[1]FF[4]SZ[9]AB[cc][dc]AW[cd][dd]"
            + ";B[ee]SL[aa][ba]TB[gg:hh]TW[ai]DD[cc][cd]TR[ee]"
            + ";W[ef]"
            + ";B[eg]DD[])";

    private static int pt(String vertex) {
        return Vertex.parse(vertex, 9);
    }

    private static SgfNode node(GameModel m, int move) {
        SgfNode n = m.root();
        for (int i = 0; i < move; i++) {
            n = n.mainChild();
        }
        return n;
    }

    @Test
    public void selectedTerritoryAndDimmedPointsAreDrawn() throws Exception {
        GameModel m = new GameModel(SgfReader.read(GAME, "markup.sgf"));
        BoardOverlay o = SgfMarkup.of(node(m, 1), 9);
        assertNotNull(o);
        assertEquals(SgfMarkup.SELECTED_COLOR, o.color(pt("A9")));
        assertEquals(SgfMarkup.SELECTED_COLOR, o.color(pt("B9")));
        assertEquals(-1, o.color(pt("C9")));
        // TB[gg:hh] is the rectangle G3 H3 G2 H2
        for (String v : new String[] { "G3", "H3", "G2", "H2" }) {
            assertEquals(v, StoneColor.BLACK, o.territory(pt(v)));
        }
        assertEquals(StoneColor.EMPTY, o.territory(pt("J2")));
        assertEquals(StoneColor.WHITE, o.territory(pt("A1")));
        assertTrue(o.isDimmed(pt("C7")));
        assertTrue(o.isDimmed(pt("C6")));
        assertFalse(o.isDimmed(pt("D7")));
        assertEquals(BoardOverlay.TRIANGLE, o.mark(pt("E5")));
        assertFalse(o.isEmptyOnBoard());
    }

    @Test
    public void dimmingIsInheritedUntilDdClearsIt() throws Exception {
        GameModel m = new GameModel(SgfReader.read(GAME, "markup.sgf"));
        assertNull("the root has no markup", SgfMarkup.of(node(m, 0), 9));
        BoardOverlay second = SgfMarkup.of(node(m, 2), 9);
        assertNotNull("DD holds in the next node", second);
        assertTrue(second.isDimmed(pt("C7")));
        assertEquals("SL, TB, TW hold for their node only", -1, second.color(pt("A9")));
        assertEquals(StoneColor.EMPTY, second.territory(pt("G3")));
        BoardOverlay third = SgfMarkup.of(node(m, 3), 9);
        assertNotNull(third);
        assertFalse("DD[] clears the dimming", third.isDimmed(pt("C7")));
        assertTrue(third.isEmptyOnBoard());
    }

    @Test
    public void badValuesAreSkipped() throws Exception {
        // the reader refuses such values; a tree built in code can still hold them
        SgfNode n = new SgfNode();
        n.add("SL", "zz");
        n.add("SL", "aa");
        n.add("TB", "??");
        n.add("TW", "bb");
        n.add("DD", "qq");
        BoardOverlay o = SgfMarkup.of(n, 9);
        assertEquals(SgfMarkup.SELECTED_COLOR, o.color(pt("A9")));
        assertEquals(StoneColor.WHITE, o.territory(pt("B8")));
        for (int p : o.geometry().onBoardPoints()) {
            assertFalse(o.isDimmed(p));
        }
    }

    @Test
    public void markupSurvivesSaveAndReopen() throws Exception {
        GameModel m = new GameModel(SgfReader.read(GAME, "markup.sgf"));
        m.last();
        m.play(pt("F5")); // an edit, so the saved file is the model's, not the text read
        Path file = tmp.getRoot().toPath().resolve("markup.sgf");
        GameSaver.save(m, file);
        GameModel again = new GameModel(SgfReader.read(file));
        SgfNode first = node(again, 1);
        assertEquals(java.util.List.of("aa", "ba"), first.getAll("SL"));
        assertEquals(java.util.List.of("cc", "cd"), first.getAll("DD"));
        assertEquals(java.util.List.of("ai"), first.getAll("TW"));
        assertFalse(first.getAll("TB").isEmpty());
        assertTrue(node(again, 3).has("DD"));
        BoardOverlay before = SgfMarkup.of(node(m, 1), 9);
        BoardOverlay after = SgfMarkup.of(first, 9);
        for (int p : before.geometry().onBoardPoints()) {
            assertEquals(before.color(p), after.color(p));
            assertEquals(before.territory(p), after.territory(p));
            assertEquals(before.isDimmed(p), after.isDimmed(p));
        }
        assertTrue(Files.readString(file).contains("DD[]"));
    }
}
