package owlbench.ui;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * The Play perspective: the game editor area with the Game Tree and Analysis views beside it and
 * the GTP Console below, and the Properties view (the point under the mouse) under the tree.
 * Window &gt; Show View lists its shortcuts; the other bundles add theirs (Reading Tree, Live
 * Matches ...) through perspectiveExtensions.
 */
public class PlayPerspective implements IPerspectiveFactory {

    /** The perspective's id, as registered in plugin.xml. */
    public static final String ID = "owlbench.ui.perspective.play";
    /** The Eclipse Progress view: running Jobs (engine moves, readings, searches) and their Cancel buttons. */
    public static final String PROGRESS_VIEW = "org.eclipse.ui.views.ProgressView";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        layout.setEditorAreaVisible(true);
        String editors = layout.getEditorArea();
        IFolderLayout right = layout.createFolder("owlbench.ui.folder.right", IPageLayout.RIGHT, 0.72f, editors);
        right.addView("owlbench.ui.views.gameTree");
        right.addView("owlbench.ui.views.analysis");
        IFolderLayout bottom = layout.createFolder("owlbench.ui.folder.bottom", IPageLayout.BOTTOM, 0.72f, editors);
        bottom.addView("owlbench.ui.views.gtpConsole");
        bottom.addPlaceholder(PROGRESS_VIEW);
        // The point under the mouse (string, liberties, status): the game editor's selection.
        layout.addView(IPageLayout.ID_PROP_SHEET, IPageLayout.BOTTOM, 0.6f, "owlbench.ui.folder.right");
        layout.addShowViewShortcut("owlbench.ui.views.gameTree");
        layout.addShowViewShortcut("owlbench.ui.views.gtpConsole");
        layout.addShowViewShortcut("owlbench.ui.views.analysis");
        layout.addShowViewShortcut(IPageLayout.ID_PROP_SHEET);
        layout.addShowViewShortcut(PROGRESS_VIEW);
    }
}
