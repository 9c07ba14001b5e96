package owlbench.ui.game;

import java.io.File;
import java.io.IOException;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.filesystem.IFileStore;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.FileStoreEditorInput;

import owlbench.sgf.SgfException;
import owlbench.sgf.SgfReader;
import owlbench.ui.model.GameFile;
import owlbench.ui.model.GameModel;
import owlbench.ui.model.GameSaver;

/** Opens game files in the game editor, showing a clear error (with line and column) instead of a broken editor. */
public final class GameFiles {

    private GameFiles() {
    }

    /** Opens {@code file} in a game editor; on bad input shows an error dialog and returns null. */
    public static IEditorPart open(IWorkbenchPage page, File file) {
        return open(page, file, problem -> MessageDialog.openError(page.getWorkbenchWindow().getShell(),
                "Cannot open game", problem));
    }

    /**
     * Opens {@code file} in a game editor; on bad input hands the message (with line and column) to
     * {@code reportError} instead of opening anything, so open editors keep their content. Tests pass
     * their own reporter instead of the modal error dialog.
     */
    public static IEditorPart open(IWorkbenchPage page, File file, java.util.function.Consumer<String> reportError) {
        String problem = check(file);
        if (problem != null) {
            reportError.accept(problem);
            return null;
        }
        IFileStore store = EFS.getLocalFileSystem().getStore(file.getAbsoluteFile().toURI());
        try {
            // Straight to the game editor: IDE.openEditorOnFileStore looks the editor up by content type
            // (content-type registry, org.eclipse.core.resources), work on the way to the first board
            // that a game file, which always opens here, does not need.
            return page.openEditor(new FileStoreEditorInput(store), GameEditor.ID);
        } catch (PartInitException e) {
            reportError.accept(GameFile.printable(e.getMessage()));
            return null;
        }
    }

    /**
     * Opens several games at once, as the command line gives them: each is checked (a malformed one
     * goes to {@code reportError} and is left out), all get an editor tab, but only the first game's
     * editor is created and shown now; the others are made when their tab is first selected, as
     * Eclipse restores editors, so the first board appears as soon as with one game. Returns the
     * editor references in order (empty if none could be opened).
     */
    public static java.util.List<org.eclipse.ui.IEditorReference> openAll(IWorkbenchPage page, java.util.List<File> files,
            java.util.function.Consumer<String> reportError) {
        java.util.List<org.eclipse.ui.IEditorInput> inputs = new java.util.ArrayList<>();
        for (File file : files) {
            String problem = check(file);
            if (problem != null) {
                reportError.accept(problem);
            } else {
                inputs.add(new FileStoreEditorInput(EFS.getLocalFileSystem().getStore(file.getAbsoluteFile().toURI())));
            }
        }
        if (inputs.isEmpty()) {
            return java.util.List.of();
        }
        String[] ids = new String[inputs.size()];
        java.util.Arrays.fill(ids, GameEditor.ID);
        // Each tab's state as the workbench saves an editor's, so that the tabs not yet shown are
        // saved with the workspace and come back in the next session too.
        org.eclipse.ui.IMemento[] states = new org.eclipse.ui.IMemento[inputs.size()];
        for (int i = 0; i < states.length; i++) {
            states[i] = editorState(inputs.get(i));
        }
        try {
            org.eclipse.ui.IEditorReference[] opened = page.openEditors(inputs.toArray(new org.eclipse.ui.IEditorInput[0]), ids,
                    states, IWorkbenchPage.MATCH_INPUT | IWorkbenchPage.MATCH_ID, 0);
            // a game already open (a restored workspace, the same file given twice) comes back as
            // null: its existing tab stands for it
            java.util.List<org.eclipse.ui.IEditorReference> refs = new java.util.ArrayList<>();
            for (int i = 0; i < opened.length; i++) {
                org.eclipse.ui.IEditorReference r = opened[i];
                if (r == null) {
                    org.eclipse.ui.IEditorReference[] found = page.findEditors(inputs.get(i), GameEditor.ID,
                            IWorkbenchPage.MATCH_INPUT | IWorkbenchPage.MATCH_ID);
                    r = found.length > 0 ? found[0] : null;
                }
                if (r != null && !refs.contains(r)) refs.add(r);
            }
            return refs;
        } catch (org.eclipse.ui.MultiPartInitException e) {
            reportError.accept(e.getMessage());
            return java.util.List.of();
        }
    }

    /** The "editor" memento the workbench keeps for an editor it has not made yet: its id, names and input. */
    static org.eclipse.ui.IMemento editorState(org.eclipse.ui.IEditorInput input) {
        org.eclipse.ui.XMLMemento state = org.eclipse.ui.XMLMemento.createWriteRoot("editor");
        state.putString("id", GameEditor.ID);
        state.putString("name", input.getName());
        state.putString("partName", input.getName());
        state.putString("title", input.getName());
        state.putString("tooltip", input.getToolTipText());
        org.eclipse.ui.IPersistableElement persistable = input.getPersistable();
        if (persistable != null) {
            org.eclipse.ui.IMemento in = state.createChild("input");
            in.putString("factoryID", persistable.getFactoryId());
            persistable.saveState(in);
        }
        return state;
    }

    /** Opens a new, unsaved game in a game editor. */
    public static GameEditor newGame(IWorkbenchPage page, int size, double komi, int handicap, String rules)
            throws PartInitException {
        GameModel model = GameModel.newGame(size, komi, handicap, rules);
        String name = "New game " + size + "x" + size;
        return (GameEditor) page.openEditor(new NewGameInput(model, name), GameEditor.ID);
    }

    /**
     * Null if {@code file} reads as SGF, else a message naming the file, line and column. A recorded
     * move that cannot be played is not refused here: the editor opens the game and names the problem.
     */
    public static String check(File file) {
        if (!file.isFile()) {
            return file + ": no such file";
        }
        try {
            if (SgfReader.read(file.toPath()).games().isEmpty()) {
                return file + ": no game in the file";
            }
            return null;
        } catch (SgfException e) {
            return GameFile.printable(e.getMessage()); // a binary file's bytes are quoted in the message
        } catch (IOException e) {
            return file + ": " + GameSaver.reason(e);
        }
    }
}
