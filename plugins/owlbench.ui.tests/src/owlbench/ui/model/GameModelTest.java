package owlbench.ui.model;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;
import owlbench.sgf.SgfWriter;

/** The SWT-free game model: moves, variations, promotion, comments, setup, undo/redo, dirty state, saving. */
public class GameModelTest {

    private static int pt(GameModel m, String vertex) {
        return Vertex.parse(vertex, m.boardSize());
    }

    private static GameModel read(String sgf) throws Exception {
        return new GameModel(SgfReader.read(sgf, "test.sgf"));
    }

    @Test
    public void newGameHasSizeKomiRulesAndHandicap() {
        GameModel m = GameModel.newGame(9, 6.5, 0, "Japanese");
        assertEquals("9", m.root().get("SZ"));
        assertEquals("6.5", m.root().get("KM"));
        assertEquals("Japanese", m.root().get("RU"));
        assertEquals(StoneColor.BLACK, m.position().toMove());
        assertFalse(m.isDirty());

        GameModel h = GameModel.newGame(19, 0.5, 4, "Chinese");
        assertEquals("4", h.root().get("HA"));
        assertEquals(4, h.root().getAll("AB").size());
        assertEquals(StoneColor.WHITE, h.position().toMove());
        assertEquals(StoneColor.BLACK, h.position().color(pt(h, "D4")));
        assertEquals(StoneColor.BLACK, h.position().color(pt(h, "Q16")));
    }

    @Test(expected = IllegalArgumentException.class)
    public void tooManyHandicapStonesAreRefused() {
        GameModel.newGame(6, 0, 5, "");
    }

    @Test
    public void playingMovesCapturesAndAlternates() {
        GameModel m = GameModel.newGame(9, 0, 0, "");
        m.play(pt(m, "B1"));
        m.play(pt(m, "A1"));
        m.play(pt(m, "A2")); // captures A1
        assertEquals(3, m.position().moveNumber());
        assertEquals(StoneColor.EMPTY, m.position().color(pt(m, "A1")));
        assertEquals(StoneColor.WHITE, m.position().toMove());
        assertEquals(pt(m, "A2"), m.position().lastMove());
        assertTrue(m.isDirty());
        assertEquals("Play B A2", m.undoLabel());
    }

    @Test
    public void illegalMovesAreRefusedWithTheReason() {
        GameModel m = GameModel.newGame(9, 0, 0, "");
        m.play(pt(m, "E5"));
        assertTrue(m.whyIllegal(pt(m, "E5")).contains("occupied"));
        try {
            m.play(pt(m, "E5"));
            fail("occupied point accepted");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("occupied"));
        }
        // suicide: white A1 inside black B1, A2
        m.play(pt(m, "J9"));
        m.play(pt(m, "B1"));
        m.play(pt(m, "J8"));
        m.play(pt(m, "A2"));
        assertTrue(m.whyIllegal(pt(m, "A1")), m.whyIllegal(pt(m, "A1")).contains("suicide"));
        assertEquals(5, m.position().moveNumber());
    }

    @Test
    public void koRetakeIsIllegal() {
        GameModel m = GameModel.newGame(9, 0, 0, "");
        for (String v : new String[] { "D5", "E5", "C4", "F4", "D3", "E3", "J9", "D4" }) {
            m.play(pt(m, v));
        }
        m.play(pt(m, "E4")); // black captures D4
        assertEquals(StoneColor.EMPTY, m.position().color(pt(m, "D4")));
        String why = m.whyIllegal(pt(m, "D4"));
        assertNotNull(why);
        assertTrue(why, why.contains("ko"));
    }

    @Test
    public void aDifferentMoveMakesAVariationAndTheSameMoveFollowsIt() {
        GameModel m = GameModel.newGame(9, 0, 0, "");
        SgfNode a = m.play(pt(m, "E5"));
        m.previous();
        SgfNode same = m.play(pt(m, "E5"));
        assertSame("replaying an existing move follows it", a, same);
        assertEquals(2, m.nodeCount());
        m.previous();
        SgfNode b = m.play(pt(m, "C3"));
        assertEquals(2, m.root().children().size());
        assertSame(a, m.root().mainChild());
        assertSame(b, m.current());
        assertFalse(m.isMainLine(b));
        assertTrue(m.sibling(-1));
        assertSame(a, m.current());
    }

    @Test
    public void undoAndRedoRestoreTreeAndCursor() throws Exception {
        GameModel m = GameModel.newGame(9, 6.5, 0, "");
        String empty = SgfWriter.write(m.collection());
        m.play(pt(m, "E5"));
        m.play(pt(m, "C3"));
        m.previous();
        m.play(pt(m, "G7")); // variation
        String full = SgfWriter.write(m.collection());
        SgfNode cursor = m.current();
        assertTrue(m.undo());
        assertEquals(1, m.root().mainChild().children().size());
        assertEquals(pt(m, "E5"), m.position().lastMove());
        assertTrue(m.undo());
        assertTrue(m.undo());
        assertFalse(m.undo());
        assertEquals(empty, SgfWriter.write(m.collection()));
        assertSame(m.root(), m.current());
        assertFalse("back at the saved state", m.isDirty());
        while (m.redo()) {
            // redo all
        }
        assertEquals(full, SgfWriter.write(m.collection()));
        assertSame(cursor, m.current());
        assertTrue(m.isDirty());
    }

    @Test
    public void aNewEditClearsRedo() {
        GameModel m = GameModel.newGame(9, 0, 0, "");
        m.play(pt(m, "E5"));
        m.undo();
        assertTrue(m.canRedo());
        m.play(pt(m, "D4"));
        assertFalse(m.canRedo());
    }

    @Test
    public void deleteAndPromoteVariationsAreUndoable() throws Exception {
        GameModel m = read("(;SZ[9];B[ee];W[cc](;B[gg];W[gc])(;B[cg];W[dg]))");
        SgfNode w = m.root().mainChild().mainChild();
        SgfNode second = w.children().get(1);
        SgfNode deep = second.mainChild();
        String before = SgfWriter.write(m.collection());

        m.promote(deep);
        assertSame(second, w.children().get(0));
        assertTrue(m.isMainLine(deep));
        assertEquals("Promote Variation", m.undoLabel());
        m.undo();
        assertEquals(before, SgfWriter.write(m.collection()));

        m.goTo(deep);
        m.deleteVariation(second);
        assertEquals(1, w.children().size());
        assertSame("the cursor leaves the deleted branch", w, m.current());
        m.undo();
        assertEquals(before, SgfWriter.write(m.collection()));
        assertSame(deep, m.current());
        m.redo();
        assertEquals("(;SZ[9];B[ee];W[cc];B[gg];W[gc])", SgfWriter.write(m.collection()).replaceAll("\\s", ""));
    }

    @Test
    public void commentsAreEditsThatKeepPropertyOrder() throws Exception {
        GameModel m = read("(;SZ[9];B[ee]C[old]N[name])");
        m.next();
        assertEquals("old", m.comment());
        m.setComment(m.current(), "new");
        assertEquals("new", m.comment());
        m.setComment(m.current(), "new");
        assertEquals("unchanged text is no edit", "Edit Comment", m.undoLabel());
        m.undo();
        assertEquals(java.util.List.of("B", "C", "N"), m.current().propertyIds());
        assertEquals("old", m.comment());
        m.setComment(m.current(), "");
        assertFalse(m.current().has("C"));
        m.undo();
        assertFalse(m.canUndo());
    }

    @Test
    public void setupAddsAndRemovesStonesAndSetsPlayer() throws Exception {
        GameModel m = read("(;SZ[9]AB[cc][dd];B[ee])");
        m.setupStone(pt(m, "G3"), StoneColor.WHITE);
        assertEquals(java.util.List.of("gg"), m.root().getAll("AW"));
        m.setupStone(pt(m, "C7"), StoneColor.EMPTY); // cc is C7 on 9x9
        assertEquals(java.util.List.of("dd"), m.root().getAll("AB"));
        assertEquals(StoneColor.EMPTY, m.position().color(pt(m, "C7")));
        m.setPlayerToMove(StoneColor.WHITE);
        assertEquals(StoneColor.WHITE, m.position().toMove());

        m.next(); // a move node: setup goes into a new child
        SgfNode moveNode = m.current();
        m.setupStone(pt(m, "A1"), StoneColor.BLACK);
        assertSame(moveNode, m.current().parent());
        assertEquals("ai", m.current().get("AB"));
        assertEquals(StoneColor.BLACK, m.position().color(pt(m, "A1")));
        assertEquals(StoneColor.EMPTY, new GameModel(SgfReader.read(SgfWriter.write(m.collection()), "x")).position().color(pt(m, "A1")));
        m.setupStone(pt(m, "E5"), StoneColor.EMPTY);
        assertEquals("ee", m.current().get("AE"));
        assertEquals(StoneColor.EMPTY, m.position().color(pt(m, "E5")));
        for (int i = 0; i < 5; i++) {
            m.undo();
        }
        assertEquals("(;SZ[9]AB[cc][dd];B[ee])", SgfWriter.write(m.collection()).replaceAll("\\s", ""));
    }

    @Test
    public void variationPositionsAreComputedFromTheirOwnPath() throws Exception {
        GameModel m = read("(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc]))");
        m.goTo(m.root().mainChild().children().get(1));
        assertEquals(StoneColor.WHITE, m.position().color(pt(m, "G7")));
        assertEquals(StoneColor.EMPTY, m.position().color(pt(m, "C7")));
        assertEquals(2, m.position().moveNumber());
        assertEquals(StoneColor.BLACK, m.position().toMove());
    }

    @Test
    public void aBadRecordedMoveIsReportedNotThrown() throws Exception {
        GameModel m = read("(;SZ[9];B[ee];W[ee];B[aa])");
        m.last();
        assertNotNull(m.position().problem());
        assertTrue(m.position().problem(), m.position().problem().contains("move 2"));
        assertEquals(StoneColor.BLACK, m.position().color(pt(m, "A9")));
    }

    @Test
    public void navigationIsNotAnEdit() throws Exception {
        GameModel m = read("(;SZ[9];B[ee];W[cc];B[gg])");
        m.last();
        m.step(-2);
        assertEquals(1, m.position().moveNumber());
        m.step(10);
        assertEquals(3, m.position().moveNumber());
        m.first();
        assertFalse(m.canUndo());
        assertFalse(m.isDirty());
    }

    @Test
    public void passesArePlayedAndFollowed() {
        GameModel m = GameModel.newGame(9, 0, 0, "");
        SgfNode p = m.play(Board.PASS);
        assertEquals("", p.get("B"));
        m.previous();
        assertSame(p, m.play(Board.PASS));
        assertEquals(StoneColor.WHITE, m.position().toMove());
    }

    @Test
    public void atomicSaveReplacesTheFileAndMarksClean() throws Exception {
        Path dir = Files.createTempDirectory("owlsave");
        Path file = dir.resolve("g.sgf");
        Files.writeString(file, "(;SZ[9])");
        GameModel m = read("(;SZ[9])");
        m.play(pt(m, "E5"));
        GameSaver.save(m, file);
        assertFalse(m.isDirty());
        SgfCollection back = SgfReader.read(file);
        assertTrue(back.treeEquals(m.collection()));
        try (var files = Files.list(dir)) {
            assertEquals("no temporary file is left behind", 1, files.count());
        }
    }

    @Test
    public void aFailedSaveKeepsTheOldFile() throws Exception {
        Path dir = Files.createTempDirectory("owlsave");
        Path file = dir.resolve("g.sgf");
        Files.writeString(file, "(;SZ[9]C[precious])");
        GameModel m = read("(;SZ[9])");
        m.play(pt(m, "E5"));
        try {
            GameSaver.save(m, file, text -> {
                throw new java.io.IOException("disk full (simulated)");
            });
            fail("the failure is reported");
        } catch (java.io.IOException e) {
            assertTrue(e.getMessage().contains("disk full"));
        }
        assertEquals("(;SZ[9]C[precious])", Files.readString(file));
        assertTrue(m.isDirty());
        try (var files = Files.list(dir)) {
            assertEquals("the temporary file is removed", 1, files.count());
        }
        assertNull(null);
    }
}
