package owlbench.ui.patterns;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.dialogs.ElementListSelectionDialog;
import org.eclipse.ui.handlers.HandlerUtil;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;

/** Go to Pattern: pick a pattern of the active .db editor by (part of) its name and jump to it. */
public final class GoToPatternHandler extends AbstractHandler {
    public static final String COMMAND_ID = "owlbench.ui.patterns.goToPattern";

    @Override
    public Object execute(ExecutionEvent event) {
        IEditorPart part = HandlerUtil.getActiveEditor(event);
        if (!(part instanceof PatternDbEditor)) return null;
        PatternDbEditor editor = (PatternDbEditor) part;
        DbFile db = editor.parsed();
        if (db == null) return null;
        List<Pattern> patterns = db.patterns();
        ElementListSelectionDialog d = new ElementListSelectionDialog(part.getSite().getShell(), new LabelProvider() {
            @Override
            public String getText(Object element) {
                return PatternDbOutlinePage.label((Pattern) element);
            }
        });
        d.setTitle("Go to Pattern");
        d.setMessage("Pattern name (* and ? are wildcards):");
        d.setElements(patterns.toArray());
        d.setMultipleSelection(false);
        if (d.open() == Window.OK && d.getFirstResult() instanceof Pattern) {
            editor.goToPattern(((Pattern) d.getFirstResult()).name());
        }
        return null;
    }
}
