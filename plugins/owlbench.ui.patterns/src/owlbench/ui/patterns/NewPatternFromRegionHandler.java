package owlbench.ui.patterns;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.handlers.HandlerUtil;

import owlbench.board.Vertex;
import owlbench.ui.game.GamePart;

/**
 * New Pattern from Region: from the pattern editor, takes the region marked in an open game editor;
 * from a game editor, writes into an open pattern editor. Asks for the move when the last move is not
 * inside the region.
 */
public final class NewPatternFromRegionHandler extends AbstractHandler {
    public static final String COMMAND_ID = "owlbench.ui.patterns.newPatternFromRegion";
    private static final String TITLE = "New Pattern from Region";

    @Override
    public Object execute(ExecutionEvent event) {
        IEditorPart active = HandlerUtil.getActiveEditor(event);
        Shell shell = HandlerUtil.getActiveShell(event);
        if (active == null) return null;
        IWorkbenchPage page = active.getSite().getPage();
        GamePart activeGame = GamePart.of(active);
        GamePart game = activeGame != null && activeGame.getMarkedRegion() != null
                ? activeGame : RegionPatterns.gameWithRegion(page);
        PatternDbEditor target = active instanceof PatternDbEditor ? (PatternDbEditor) active : RegionPatterns.patternEditor(page);
        if (game == null) {
            MessageDialog.openInformation(shell, TITLE, "Mark a region on a game's board first (Shift+drag).");
            return null;
        }
        if (target == null) {
            MessageDialog.openInformation(shell, TITLE, "Open a pattern database (.db) to write the pattern into.");
            return null;
        }
        RegionPatterns.Source source = RegionPatterns.fromLastMove(game);
        if (source == null) {
            InputDialog ask = new InputDialog(shell, TITLE,
                    "The last move is not in the marked region. Point of the pattern's move '*' (e.g. D4):", "",
                    v -> {
                        String why = RegionPatterns.checkPoint(game, v);
                        return why.isEmpty() ? null : why;
                    });
            if (ask.open() != Window.OK) return null;
            source = RegionPatterns.atPoint(game, Vertex.parse(ask.getValue().trim(), game.getModel().position().size()));
        }
        try {
            RegionPatterns.insert(target, source);
            page.activate(target);
        } catch (BadLocationException | IllegalArgumentException e) {
            MessageDialog.openError(shell, TITLE, e.getMessage());
        }
        return null;
    }
}
