package owlbench.ui.game;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.ui.IViewPart;
import org.junit.After;
import org.junit.Test;

import owlbench.ui.views.GameTreeView;

/**
 * The one tracker of the active game (issue 20): follows game editors as they are activated, keeps
 * its game while a part that is not a game is active, and hands over or lets go when its game closes.
 */
public class ActiveGameTrackerTest {
    private ActiveGameTracker tracker;

    @After
    public void tearDown() {
        if (tracker != null) tracker.dispose();
        Workbench.page().closeAllEditors(false);
        Workbench.settle();
    }

    @Test
    public void followsTheActiveGameAndLetsGoWhenItCloses() throws Exception {
        GameEditor first = GameFiles.newGame(Workbench.page(), 9, 6.5, 0, "Japanese");
        List<GamePart> seen = new ArrayList<>();
        tracker = new ActiveGameTracker(Workbench.page(), seen::add);
        assertEquals("the active game at once", List.of(first), seen);
        GameEditor second = GameFiles.newGame(Workbench.page(), 13, 6.5, 0, "Japanese");
        Workbench.settle();
        assertSame(second, tracker.current());
        IViewPart view = Workbench.page().showView(GameTreeView.ID);
        Workbench.page().activate(view);
        Workbench.settle();
        assertSame("a view that is not a game keeps the game", second, tracker.current());
        Workbench.page().activate(first);
        Workbench.settle();
        assertSame(first, tracker.current());
        Workbench.page().closeEditor(first, false);
        Workbench.settle();
        assertSame("the active editor, a game, takes over", second, tracker.current());
        Workbench.page().closeEditor(second, false);
        Workbench.settle();
        assertNull("no game is left", tracker.current());
        assertNull(seen.get(seen.size() - 1));
        int calls = seen.size();
        tracker.dispose();
        GameFiles.newGame(Workbench.page(), 9, 6.5, 0, "Japanese");
        Workbench.settle();
        assertEquals("a disposed tracker follows nothing", calls, seen.size());
        tracker = null;
    }
}
