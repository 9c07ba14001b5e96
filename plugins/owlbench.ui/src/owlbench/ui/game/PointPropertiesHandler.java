package owlbench.ui.game;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * Game &gt; Point Properties: shows the standard Properties view, which describes the point under
 * the mouse (or the last clicked one) of the active game editor; the editor stays active so that
 * moving the mouse over the board keeps updating it.
 */
public class PointPropertiesHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        IWorkbenchPage page = window.getActivePage();
        if (page == null) {
            return null;
        }
        try {
            page.showView(IPageLayout.ID_PROP_SHEET, null, IWorkbenchPage.VIEW_VISIBLE);
        } catch (PartInitException e) {
            throw new ExecutionException("cannot open the Properties view: " + e.getMessage(), e);
        }
        return null;
    }
}
