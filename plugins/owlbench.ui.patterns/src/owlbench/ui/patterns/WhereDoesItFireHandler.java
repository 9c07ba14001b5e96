package owlbench.ui.patterns;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;

/**
 * Where Does It Fire: asks for a folder of SGF games and searches it for the pattern under the caret
 * (parameter scope=pattern) or every pattern of the file (scope=file); hits go to the Pattern Hits view.
 */
public final class WhereDoesItFireHandler extends AbstractHandler {
    public static final String COMMAND_ID = "owlbench.ui.patterns.whereDoesItFire";
    public static final String SCOPE = "owlbench.ui.patterns.scope";

    @Override
    public Object execute(ExecutionEvent event) {
        IEditorPart part = HandlerUtil.getActiveEditor(event);
        if (!(part instanceof PatternDbEditor)) return null;
        PatternDbEditor editor = (PatternDbEditor) part;
        boolean wholeFile = "file".equals(event.getParameter(SCOPE));
        DbFile db = DbParser.parse(editor.document().get(), editor.getTitle());
        List<Pattern> patterns;
        String what;
        if (wholeFile) {
            patterns = db.patterns();
            what = editor.getTitle();
        } else {
            int caret = PatternEdits.caret(editor);
            Pattern p = caret < 0 ? null : db.patternAt(caret);
            if (p == null) {
                MessageDialog.openInformation(part.getSite().getShell(), "Where Does It Fire", "The caret is not in a pattern.");
                return null;
            }
            patterns = List.of(p);
            what = "pattern " + p.name();
        }
        PatternHitsView view;
        try {
            view = (PatternHitsView) part.getSite().getPage().showView(PatternHitsView.ID);
        } catch (PartInitException e) {
            MessageDialog.openError(part.getSite().getShell(), "Where Does It Fire", e.getMessage());
            return null;
        }
        DirectoryDialog d = new DirectoryDialog(part.getSite().getShell());
        d.setText("Where Does It Fire");
        d.setMessage("Folder of SGF games to search (sub-folders too):");
        if (view.lastFolder() != null) d.setFilterPath(view.lastFolder().toString());
        String folder = d.open();
        if (folder == null) return null;
        view.search(db, patterns, what, Path.of(folder));
        return null;
    }
}
