package owlbench.ui;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * The Play perspective: the game editor area. The game tree, GTP console and analysis views
 * join it as they are built (see README, "What is not there yet").
 */
public class PlayPerspective implements IPerspectiveFactory {

    /** The perspective's id, as registered in plugin.xml. */
    public static final String ID = "owlbench.ui.perspective.play";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        layout.setEditorAreaVisible(true);
    }
}
