package owlbench.ui.reading;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.handlers.HandlerUtil;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.ui.game.GamePart;

/**
 * Game &gt; Semeai: reads the capturing race between the dragons of two marked stones of opposite
 * colours (Ctrl+click in the game editor), the first marked moving first, as a {@link ReadingJob}
 * that opens the Reading Tree view.
 */
public class SemeaiHandler extends AbstractHandler {

    /** The command id. */
    public static final String ID = "owlbench.ui.reading.semeai";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        GamePart editor = GamePart.of(HandlerUtil.getActivePartChecked(event));
        return editor == null ? null : start(editor);
    }

    /** The first two marked stones of opposite colours, in the order marked, or null. */
    public static int[] pair(GamePart editor) {
        Board b = editor.getModel().position().board();
        int[] marked = editor.getMarkedPoints();
        for (int j = 1; j < marked.length; j++) {
            for (int i = 0; i < j; i++) {
                int c = b.color(marked[i]);
                if (c != StoneColor.EMPTY && b.color(marked[j]) == StoneColor.other(c)) {
                    return new int[] {marked[i], marked[j]};
                }
            }
        }
        return null;
    }

    /** Starts the semeai in editor; null (with a message in the editor) unless such a pair is marked. */
    public static ReadingJob start(GamePart editor) {
        int[] pair = pair(editor);
        if (pair == null) {
            editor.showMessage("Semeai: Ctrl+click a stone of each of the two racing dragons first (opposite colours)");
            return null;
        }
        ReadingJob job = ReadingJob.semeai(editor.getModel().position().board(), pair[0], pair[1], editor.getSite().getPage());
        job.schedule();
        return job;
    }
}
