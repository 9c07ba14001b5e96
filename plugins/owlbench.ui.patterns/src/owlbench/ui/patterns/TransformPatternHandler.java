package owlbench.ui.patterns;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * Rotate/Mirror Pattern: turns the pattern under the caret by the transformation named in the command
 * parameter (a..h as in doc/patterns.texi), one undoable edit.
 */
public final class TransformPatternHandler extends AbstractHandler {
    public static final String COMMAND_ID = "owlbench.ui.patterns.transformPattern";
    public static final String PARAMETER = "owlbench.ui.patterns.transformation";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IEditorPart part = HandlerUtil.getActiveEditor(event);
        if (!(part instanceof PatternDbEditor)) return null;
        String name = event.getParameter(PARAMETER);
        int t = name == null || name.length() != 1 ? -1 : "abcdefgh".indexOf(name.charAt(0));
        if (t < 0) throw new ExecutionException("transformation must be one of a..h, got " + name);
        String problem = PatternEdits.transformAtCaret((PatternDbEditor) part, t);
        if (problem != null) MessageDialog.openInformation(part.getSite().getShell(), "Rotate/Mirror Pattern", problem);
        return null;
    }
}
