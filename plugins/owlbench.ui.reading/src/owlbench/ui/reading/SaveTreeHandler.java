package owlbench.ui.reading;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.handlers.HandlerUtil;

import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfWriter;

/** Save Reading Tree as SGF...: writes the viewer's tree in GNU Go's trace form. */
public class SaveTreeHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchPart part = HandlerUtil.getActivePartChecked(event);
        if (!(part instanceof ReadingTreeView view) || view.getTree() == null) {
            return null;
        }
        FileDialog dialog = new FileDialog(part.getSite().getShell(), SWT.SAVE);
        dialog.setText("Save Reading Tree as SGF");
        dialog.setFilterExtensions(new String[] {"*.sgf"});
        dialog.setOverwrite(true);
        String name = dialog.open();
        if (name == null) {
            return null;
        }
        try {
            save(view.getTree(), Path.of(name));
        } catch (IOException e) {
            MessageDialog.openError(part.getSite().getShell(), "Cannot save reading tree", name + ": " + e.getMessage());
        }
        return null;
    }

    /** Writes tree to file as SGF. */
    public static void save(ReadingTree tree, Path file) throws IOException {
        SgfCollection coll = new SgfCollection(file.toString());
        coll.add(tree.toSgf());
        SgfWriter.write(coll, file);
    }
}
