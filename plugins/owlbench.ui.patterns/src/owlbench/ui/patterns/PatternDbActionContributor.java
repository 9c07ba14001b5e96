package owlbench.ui.patterns;

import org.eclipse.jface.action.IMenuManager;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.editors.text.TextEditorActionContributor;

/**
 * The text editor's action contributor, made safe for owlbench's menu bar: the standard contributor
 * inserts Find actions after the Edit menu's "find.ext" group and fails to create the editor when that
 * group is absent, so the menu contributions are made only where the IDE's Edit menu exists.
 */
public class PatternDbActionContributor extends TextEditorActionContributor {
    @Override
    public void contributeToMenu(IMenuManager menu) {
        IMenuManager edit = menu.findMenuUsingPath(IWorkbenchActionConstants.M_EDIT);
        if (edit != null && edit.find(IWorkbenchActionConstants.FIND_EXT) != null) {
            super.contributeToMenu(menu);
        }
    }
}
