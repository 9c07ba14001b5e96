package owlbench.ui.agents;

import java.util.function.Consumer;

import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;

import owlbench.ui.game.GamePart;

/** Follows the page's active game (any part adapting to {@link GamePart}) and tells when it changes (null when none is left). */
final class GamePartTracker implements IPartListener2 {
    private final IWorkbenchPage page;
    private final Consumer<GamePart> onChange;
    private GamePart current;

    GamePartTracker(IWorkbenchPage page, Consumer<GamePart> onChange) {
        this.page = page;
        this.onChange = onChange;
        page.addPartListener(this);
        GamePart g = GamePart.of(page.getActiveEditor());
        if (g != null) {
            set(g);
        }
    }

    GamePart current() {
        return current;
    }

    private void set(GamePart game) {
        if (game != current) {
            current = game;
            onChange.accept(game);
        }
    }

    @Override
    public void partActivated(IWorkbenchPartReference ref) {
        IWorkbenchPart part = ref.getPart(false);
        GamePart g = GamePart.of(part);
        if (g != null) {
            set(g);
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
        IWorkbenchPart part = ref.getPart(false);
        if (part != null && GamePart.of(part) == current) {
            GamePart next = GamePart.of(page.getActiveEditor());
            set(next != current ? next : null);
        }
    }

    void dispose() {
        page.removePartListener(this);
    }
}
