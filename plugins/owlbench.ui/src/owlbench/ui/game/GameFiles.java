package owlbench.ui.game;

import java.io.File;
import java.io.IOException;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.filesystem.IFileStore;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;

import owlbench.sgf.SgfException;
import owlbench.sgf.SgfReader;

/** Opens game files in the game editor, showing a clear error (with line and column) instead of a broken editor. */
public final class GameFiles {

    private GameFiles() {
    }

    /** Opens {@code file} in a game editor; on bad input shows an error dialog and returns null. */
    public static IEditorPart open(IWorkbenchPage page, File file) {
        String problem = check(file);
        if (problem != null) {
            MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Cannot open game", problem);
            return null;
        }
        IFileStore store = EFS.getLocalFileSystem().getStore(file.getAbsoluteFile().toURI());
        try {
            return IDE.openEditorOnFileStore(page, store);
        } catch (PartInitException e) {
            MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Cannot open game", e.getMessage());
            return null;
        }
    }

    /** Null if {@code file} reads as SGF, else a message naming the file, line and column. */
    public static String check(File file) {
        if (!file.isFile()) {
            return file + ": no such file";
        }
        try {
            new GameRecord(SgfReader.read(file.toPath()).games().get(0));
            return null;
        } catch (SgfException e) {
            return e.getMessage();
        } catch (IOException e) {
            return file + ": " + e.getMessage();
        }
    }
}
