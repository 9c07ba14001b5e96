package owlbench.ui.views;

import java.util.function.Consumer;

import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;

import owlbench.ui.game.GameEditor;

/** Follows the page's active game editor and tells a view when it changes (null when none is left). */
final class ActiveGameTracker implements IPartListener2 {

    private final IWorkbenchPage page;
    private final Consumer<GameEditor> onChange;
    private GameEditor current;

    ActiveGameTracker(IWorkbenchPage page, Consumer<GameEditor> onChange) {
        this.page = page;
        this.onChange = onChange;
        page.addPartListener(this);
        if (page.getActiveEditor() instanceof GameEditor e) {
            set(e);
        }
    }

    GameEditor current() {
        return current;
    }

    private void set(GameEditor editor) {
        if (editor != current) {
            current = editor;
            onChange.accept(editor);
        }
    }

    @Override
    public void partActivated(IWorkbenchPartReference ref) {
        IWorkbenchPart part = ref.getPart(false);
        if (part instanceof GameEditor e) {
            set(e);
        }
    }

    @Override
    public void partBroughtToTop(IWorkbenchPartReference ref) {
        partActivated(ref);
    }

    @Override
    public void partOpened(IWorkbenchPartReference ref) {
        partActivated(ref);
    }

    @Override
    public void partClosed(IWorkbenchPartReference ref) {
        if (ref.getPart(false) == current) {
            set(page.getActiveEditor() instanceof GameEditor e && e != current ? e : null);
        }
    }

    void dispose() {
        page.removePartListener(this);
    }
}
