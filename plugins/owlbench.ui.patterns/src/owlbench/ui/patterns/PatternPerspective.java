package owlbench.ui.patterns;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * The Pattern perspective, beside Play: the pattern-database editor area with the Outline on the
 * left, the Live Matches board on the right and the Problems and Pattern Hits views below.
 */
public class PatternPerspective implements IPerspectiveFactory {

    /** The perspective's id, as registered in plugin.xml. */
    public static final String ID = "owlbench.ui.patterns.perspective";
    /** The Eclipse Progress view (the folder search's Job). */
    static final String PROGRESS_VIEW = "org.eclipse.ui.views.ProgressView";
    /** The Play perspective, for its shortcut. */
    static final String PLAY = "owlbench.ui.perspective.play";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        layout.setEditorAreaVisible(true);
        String editors = layout.getEditorArea();
        layout.addView(IPageLayout.ID_OUTLINE, IPageLayout.LEFT, 0.22f, editors);
        IFolderLayout right = layout.createFolder("owlbench.ui.patterns.folder.right", IPageLayout.RIGHT, 0.55f, editors);
        right.addView(LiveMatchView.ID);
        IFolderLayout bottom = layout.createFolder("owlbench.ui.patterns.folder.bottom", IPageLayout.BOTTOM, 0.7f, editors);
        bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
        bottom.addView(PatternHitsView.ID);
        bottom.addPlaceholder(PROGRESS_VIEW);
        layout.addShowViewShortcut(IPageLayout.ID_OUTLINE);
        layout.addShowViewShortcut(LiveMatchView.ID);
        layout.addShowViewShortcut(IPageLayout.ID_PROBLEM_VIEW);
        layout.addShowViewShortcut(PatternHitsView.ID);
        layout.addShowViewShortcut(PROGRESS_VIEW);
        layout.addShowViewShortcut("owlbench.ui.views.gameTree");
        layout.addPerspectiveShortcut(PLAY);
        layout.addPerspectiveShortcut(ID);
    }
}
