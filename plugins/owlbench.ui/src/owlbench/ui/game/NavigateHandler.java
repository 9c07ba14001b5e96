package owlbench.ui.game;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.handlers.HandlerUtil;

/** Game &gt; First/Previous/Next/Last Move in the active game editor. */
public class NavigateHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchPart part = HandlerUtil.getActiveEditor(event); // also while a view (Game Tree, console) has focus
        if (part instanceof GameEditor editor) {
            switch (event.getCommand().getId()) {
                case "owlbench.ui.game.first" -> editor.first();
                case "owlbench.ui.game.previous" -> editor.previous();
                case "owlbench.ui.game.next" -> editor.next();
                case "owlbench.ui.game.last" -> editor.last();
                default -> throw new IllegalStateException("unexpected command " + event.getCommand().getId());
            }
        }
        return null;
    }
}
