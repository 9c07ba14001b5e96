package owlbench.ui.game;

import java.io.File;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

/** File &gt; Open Game...: picks an SGF file and opens it in the game editor. */
public class OpenGameHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        FileDialog dialog = new FileDialog(window.getShell(), SWT.OPEN);
        dialog.setText("Open Game");
        dialog.setFilterExtensions(new String[] { "*.sgf", "*.*" });
        dialog.setFilterNames(new String[] { "SGF games (*.sgf)", "All files" });
        String path = dialog.open();
        if (path != null) {
            GameFiles.open(window.getActivePage(), new File(path));
        }
        return null;
    }
}
