package owlbench.ui.game;

import java.nio.file.Path;

import org.eclipse.core.runtime.Adapters;
import org.eclipse.ui.IWorkbenchPart2;

import owlbench.ui.model.GameModel;

/**
 * A game shown in the workbench, as the other bundles see it: what they may ask of and do to a
 * game editor. They get one by adapting a part ({@link #of}), the platform's idiom, not by casting
 * to the concrete editor.
 */
public interface GamePart extends IWorkbenchPart2 {

    /** The game of a part (a game editor, or anything that adapts to one), or null. */
    static GamePart of(Object part) {
        return part == null ? null : Adapters.adapt(part, GamePart.class);
    }

    /** Escape or a plain click: removes all marks (strings and region). */
    void clearMarks();

    /**
     * The marked rectangle as {col0,row0,col1,row1} (col/row as {@link owlbench.board.Board#col}/{@link owlbench.board.Board#row},
     * row 0 at the top, col0 &lt;= col1, row0 &lt;= row1), or null if no region is marked.
     */
    int[] getMarkedRegion();

    /** The edited game. */
    GameModel getModel();

    /** The external engine attached to this game (may be idle): the GTP Console talks to it. */
    EngineSession getEngine();

    /** Goes to move {@code moves} of the line through the current node (clamped). */
    void goTo(int moves);

    /** Shift+drag: marks the rectangle with corners {@code from} and {@code to} (both on the board). */
    void markRegion(int from, int to);

    /** The file this game is saved in, or null for a new game never saved. */
    Path getFile();

    /**
     * The marked strings: for each, the stone the user clicked to mark it, in the order marked; an
     * empty array if none. Stones captured since are dropped; a string is one mark however many of its
     * stones were clicked.
     */
    int[] getMarkedPoints();

    /** The point the Properties view describes: under the mouse, else the last clicked one. */
    int describedPoint();

    /** Shows a message in the status label and the workbench status line. */
    void showMessage(String message);

    /**
     * Draws an analysis overlay over the board (null removes it). One layer, shared with the
     * Analysis view's answers: the last one shown stays until another replaces it.
     */
    void showAnalysisOverlay(owlbench.ui.model.BoardOverlay overlay);

    /** The overlay drawn over the board by the last {@link #showAnalysisOverlay}, or null. */
    owlbench.ui.model.BoardOverlay analysisOverlay();
}
