package owlbench.ui;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * The Play perspective: the game editor area with the Game Tree and Analysis views beside it and
 * the GTP Console below, and the Properties view (the point under the mouse) under the tree.
 */
public class PlayPerspective implements IPerspectiveFactory {

    /** The perspective's id, as registered in plugin.xml. */
    public static final String ID = "owlbench.ui.perspective.play";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        layout.setEditorAreaVisible(true);
        String editors = layout.getEditorArea();
        IFolderLayout right = layout.createFolder("owlbench.ui.folder.right", IPageLayout.RIGHT, 0.72f, editors);
        right.addView("owlbench.ui.views.gameTree");
        right.addView("owlbench.ui.views.analysis");
        layout.addView("owlbench.ui.views.gtpConsole", IPageLayout.BOTTOM, 0.72f, editors);
        // The point under the mouse (string, liberties, status): the game editor's selection.
        layout.addView(IPageLayout.ID_PROP_SHEET, IPageLayout.BOTTOM, 0.6f, "owlbench.ui.folder.right");
        layout.addShowViewShortcut("owlbench.ui.views.gameTree");
        layout.addShowViewShortcut("owlbench.ui.views.gtpConsole");
        layout.addShowViewShortcut("owlbench.ui.views.analysis");
        layout.addShowViewShortcut(IPageLayout.ID_PROP_SHEET);
    }
}
