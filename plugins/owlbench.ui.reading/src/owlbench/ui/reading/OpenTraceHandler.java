package owlbench.ui.reading;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

/** File > Open Reading Trace...: an SGF trace (owlbench's or GNU Go's) in the reading-tree viewer. */
public class OpenTraceHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        FileDialog dialog = new FileDialog(window.getShell(), SWT.OPEN);
        dialog.setText("Open Reading Trace");
        dialog.setFilterExtensions(new String[] {"*.sgf", "*"});
        String name = dialog.open();
        if (name == null) {
            return null;
        }
        return open(window, Path.of(name));
    }

    /** Opens file in the viewer; a bad file gives an error dialog naming file, line and column. */
    public static ReadingTreeView open(IWorkbenchWindow window, Path file) {
        try {
            return ReadingJob.show(window.getActivePage(), ReadingTree.fromFile(file));
        } catch (Exception e) {
            MessageDialog.openError(window.getShell(), "Cannot open reading trace", e.getMessage());
            return null;
        }
    }
}
