package owlbench.ui.model;

import owlbench.board.StoneColor;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.junit.Test;

import owlbench.board.Vertex;
import owlbench.sgf.SgfReader;

/**
 * Issue 19's data-loss faults on the SWT-free side: typed comments are edits (dirty, undoable),
 * a file changed on disk is never silently overwritten, saving keeps the file's permissions and
 * CP's line breaks, and saving into a vanished folder says why.
 */
public class SavingFaultsTest {

    private static GameModel read(String sgf) throws Exception {
        return new GameModel(SgfReader.read(sgf, "test.sgf"));
    }

    @Test
    public void typingACommentMarksDirtyAndIsOneUndoableEdit() throws Exception {
        GameModel m = read("(;SZ[9];B[ee])");
        m.next();
        assertFalse(m.isDirty());
        for (String typed : new String[] { "g", "go", "goo", "good" }) {
            m.typeComment(typed);
        }
        assertTrue("typing makes the game dirty at once", m.isDirty());
        assertEquals("good", m.current().get("C"));
        assertEquals("Edit Comment", m.undoLabel());
        m.undo();
        assertEquals("one undo takes the whole run of typing back", null, m.current().get("C"));
        assertFalse(m.canUndo());
        assertFalse(m.isDirty());
        m.redo();
        assertEquals("good", m.current().get("C"));
    }

    @Test
    public void typingAfterASaveOrNavigationStartsANewEdit() throws Exception {
        Path dir = Files.createTempDirectory("owltype");
        Path file = dir.resolve("g.sgf");
        GameModel m = read("(;SZ[9];B[ee];W[cc])");
        m.next();
        m.typeComment("a");
        GameSaver.save(m, file);
        m.typeComment("ab");
        assertTrue("typing after a save is a change", m.isDirty());
        m.undo();
        assertEquals("a", m.current().get("C"));
        assertFalse("back at the saved state", m.isDirty());
        m.next();
        m.typeComment("x");
        m.previous();
        m.typeComment("ay");
        m.undo();
        assertEquals("a", m.current().get("C"));
        m.undo();
        assertEquals("the other node's typing is its own edit", null, m.current().get("C"));
        assertEquals("W", m.current().move().color() == StoneColor.WHITE ? "W" : "B");
    }

    @Test
    public void typingBackToTheOriginalLeavesNoEdit() throws Exception {
        GameModel m = read("(;SZ[9]C[old])");
        m.typeComment("old!");
        m.typeComment("old");
        assertFalse(m.isDirty());
        assertFalse(m.canUndo());
        m.typeComment("");
        assertFalse("an empty comment removes the property", m.root().has("C"));
        assertTrue(m.isDirty());
    }

    @Test
    public void aFileChangedOnDiskIsNotOverwrittenSilently() throws Exception {
        Path file = Files.createTempDirectory("owldisk").resolve("g.sgf");
        Files.writeString(file, "(;SZ[9])");
        GameFile gf = new GameFile(file);
        GameModel m = gf.read();
        m.play(Vertex.parse("E5", 9));
        Files.writeString(file, "(;SZ[9]GN[added outside])");
        assertTrue(gf.changedOnDisk());
        try {
            gf.save(m, false);
            fail("a save over a file changed on disk must ask first");
        } catch (GameFile.ChangedOnDiskException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("changed on disk"));
        }
        assertEquals("the outside change is kept", "(;SZ[9]GN[added outside])", Files.readString(file));
        assertTrue(m.isDirty());
        gf.save(m, true); // the user chose to overwrite
        assertFalse(gf.changedOnDisk());
        assertFalse(m.isDirty());
        m.play(Vertex.parse("D4", 9));
        gf.save(m, false); // our own last save is no outside change
        assertTrue("the second move is saved", SgfReader.read(file).games().get(0).mainChild().mainChild() != null);
    }

    @Test
    public void savingKeepsTheFilesPermissions() throws Exception {
        Path dir = Files.createTempDirectory("owlmode");
        Path file = dir.resolve("g.sgf");
        Files.writeString(file, "(;SZ[9])");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        GameModel m = new GameFile(file).read();
        m.play(Vertex.parse("E5", 9));
        GameSaver.save(m, file);
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-r--"));
        m.play(Vertex.parse("D4", 9));
        GameSaver.save(m, file);
        assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        Path fresh = dir.resolve("new.sgf");
        GameSaver.save(m, fresh);
        assertEquals("a new file is readable by others, as files normally are", "rw-r--r--",
                PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh)));
    }

    @Test
    public void savingThroughASymbolicLinkKeepsTheLink() throws Exception {
        Path dir = Files.createTempDirectory("owllink");
        Path real = dir.resolve("real.sgf");
        Files.writeString(real, "(;SZ[9])");
        Path link = Files.createSymbolicLink(dir.resolve("link.sgf"), real.getFileName());
        GameModel m = new GameFile(link).read();
        m.play(Vertex.parse("E5", 9));
        GameSaver.save(m, link);
        assertTrue("still a link", Files.isSymbolicLink(link));
        assertTrue("the file it points to has the move", Files.readString(real).contains("B[ee]"));
    }

    @Test
    public void lineBreaksInTheCopyrightSurviveASave() throws Exception {
        Path file = Files.createTempDirectory("owlcp").resolve("g.sgf");
        Files.writeString(file, "(;SZ[9]CP[Copyright 2026\nowlbench tests\nAll rights reserved])");
        GameModel m = new GameFile(file).read();
        m.setGameInfo("GN", "x");
        GameSaver.save(m, file);
        assertEquals("Copyright 2026\nowlbench tests\nAll rights reserved",
                SgfReader.read(file).games().get(0).get("CP"));
    }

    @Test
    public void savingIntoADeletedFolderSaysWhy() throws Exception {
        Path dir = Files.createTempDirectory("owlgone");
        Path file = dir.resolve("g.sgf");
        Files.writeString(file, "(;SZ[9])");
        GameFile gf = new GameFile(file);
        GameModel m = gf.read();
        m.play(Vertex.parse("E5", 9));
        Files.delete(file);
        Files.delete(dir);
        try {
            gf.save(m, false);
            fail("the save cannot succeed");
        } catch (IOException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("does not exist"));
            assertTrue(e.getMessage(), e.getMessage().contains(dir.toString()));
        }
        assertTrue(m.isDirty());
    }

    @Test
    public void controlCharactersInMessagesAreShownAsCodes() {
        assertEquals("found 'U+0001U+0000' at 1:2\nnext", GameFile.printable("found '\u0001\u0000' at 1:2\nnext"));
        assertEquals("Go \uD83D\uDE00", GameFile.printable("Go \uD83D\uDE00"));
    }
}
