package owlbench.ui.game;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

/** File &gt; New Game...: asks for the settings and opens an unsaved game. */
public class NewGameHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        NewGameDialog dialog = new NewGameDialog(window.getShell());
        if (dialog.open() != Window.OK || dialog.result() == null) {
            return null;
        }
        NewGameDialog.Settings s = dialog.result();
        try {
            GameFiles.newGame(window.getActivePage(), s.size(), s.komi(), s.handicap(), s.rules());
        } catch (PartInitException e) {
            throw new ExecutionException("cannot open the new game", e);
        }
        return null;
    }
}
