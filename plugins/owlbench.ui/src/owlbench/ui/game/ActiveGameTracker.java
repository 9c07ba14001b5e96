package owlbench.ui.game;

import java.util.function.Consumer;

import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;

/**
 * The one tracker of the active game, for every view that follows a game (Game Tree, GTP Console,
 * Analysis, Live Matches ...): it follows the page's game parts (anything that adapts to
 * {@link GamePart}) and tells its view when the game changes, null when none is left. A view makes
 * one in createPartControl and disposes it with itself.
 *
 * <p>The game is the last activated, opened or brought-to-top game part; activating a part that is
 * not a game (a pattern editor, a view) keeps it. At the start it is the page's active editor if that
 * is a game, else the first game editor already made. When the followed game closes, the active
 * editor takes over if it is a game, else there is none.
 */
public final class ActiveGameTracker implements IPartListener2 {

    private final IWorkbenchPage page;
    private final Consumer<GamePart> onChange;
    private GamePart current;

    /** Starts following the page's games; {@code onChange} is called at once if there is one. */
    public ActiveGameTracker(IWorkbenchPage page, Consumer<GamePart> onChange) {
        this.page = page;
        this.onChange = onChange;
        page.addPartListener(this);
        GamePart first = GamePart.of(page.getActiveEditor());
        if (first == null) {
            for (IEditorReference ref : page.getEditorReferences()) {
                first = GamePart.of(ref.getEditor(false)); // made editors only: never restores a lazy one
                if (first != null) {
                    break;
                }
            }
        }
        if (first != null) {
            set(first);
        }
    }

    /** The followed game, or null. */
    public GamePart current() {
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
        GamePart g = GamePart.of(ref.getPart(false));
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
        IWorkbenchPart closed = ref.getPart(false);
        if (closed != null && closed == current) {
            GamePart active = GamePart.of(page.getActiveEditor());
            set(active != null && active != current ? active : null);
        }
    }

    /** Stops following (the view is disposed). */
    public void dispose() {
        page.removePartListener(this);
    }
}
