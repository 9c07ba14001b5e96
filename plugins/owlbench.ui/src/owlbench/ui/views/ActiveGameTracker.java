package owlbench.ui.views;

import java.util.function.Consumer;

import org.eclipse.ui.IWorkbenchPage;

import owlbench.ui.game.GameEditor;

/**
 * The Analysis view's access to {@link owlbench.ui.game.ActiveGameTracker}, the one tracker of the
 * active game: it tracks nothing itself and only hands the game on as the concrete editor. The
 * Analysis view lives in the editor's own bundle and draws on its canvas and picks points on it,
 * which are not {@link owlbench.ui.game.GamePart} API for other bundles.
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
