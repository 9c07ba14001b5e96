package owlbench.ui.views;

import java.util.function.Consumer;

import org.eclipse.ui.IWorkbenchPage;

import owlbench.ui.game.GameEditor;

/**
 * The Analysis view's access to {@link owlbench.ui.game.ActiveGameTracker}, the one tracker of the
 * active game: it only hands the game on as the concrete editor, which that view still uses for its
 * in-process engine. It tracks nothing itself; it goes when the Analysis view follows a
 * {@link owlbench.ui.game.GamePart} (the Analysis view is being reworked on another branch).
 */
final class ActiveGameTracker {

    private final owlbench.ui.game.ActiveGameTracker tracker;

    ActiveGameTracker(IWorkbenchPage page, Consumer<GameEditor> onChange) {
        tracker = new owlbench.ui.game.ActiveGameTracker(page, g -> onChange.accept(g instanceof GameEditor e ? e : null));
    }

    GameEditor current() {
        return tracker.current() instanceof GameEditor e ? e : null;
    }

    void dispose() {
        tracker.dispose();
    }
}
