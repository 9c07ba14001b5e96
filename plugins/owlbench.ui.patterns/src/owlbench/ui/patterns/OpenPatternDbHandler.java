package owlbench.ui.patterns;

import java.io.File;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;
import org.eclipse.ui.ide.IDE;

/** File &gt; Open Pattern Database...: picks a .db file and opens it in the pattern editor. */
public class OpenPatternDbHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        FileDialog dialog = new FileDialog(window.getShell(), SWT.OPEN);
        dialog.setText("Open Pattern Database");
        dialog.setFilterExtensions(new String[] { "*.db", "*.*" });
        dialog.setFilterNames(new String[] { "GNU Go pattern databases (*.db)", "All files" });
        String path = dialog.open();
        if (path != null) {
            try {
                IDE.openEditor(window.getActivePage(), EFS.getLocalFileSystem().getStore(new File(path).toURI()).toURI(),
                        PatternDbEditor.ID, true);
            } catch (PartInitException e) {
                MessageDialog.openError(window.getShell(), "Cannot open pattern database", path + ": " + e.getMessage());
            }
        }
        return null;
    }
}
