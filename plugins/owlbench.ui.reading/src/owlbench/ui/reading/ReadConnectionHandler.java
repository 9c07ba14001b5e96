package owlbench.ui.reading;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.ISources;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.handlers.HandlerUtil;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.ui.game.GamePart;

/**
 * Game &gt; Read Connection: reads whether two marked strings of one colour (Ctrl+click in the game
 * editor) can be connected and whether they can be cut apart, as one {@link ReadingJob}; enabled
 * only while the active game editor has such a pair marked.
 */
public class ReadConnectionHandler extends AbstractHandler {

    /** The command id. */
    public static final String ID = "owlbench.ui.reading.readConnection";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchPart part = HandlerUtil.getActivePartChecked(event);
        GamePart editor = GamePart.of(part);
        if (editor == null) {
            return null;
        }
        return start(editor);
    }

    /** The workbench asks before showing the menu or running the command: enabled iff a pair is marked. */
    @Override
    public void setEnabled(Object evaluationContext) {
        Object part = HandlerUtil.getVariable(evaluationContext, ISources.ACTIVE_PART_NAME);
        GamePart game = GamePart.of(part);
        setBaseEnabled(game != null && pair(game) != null);
    }

    /**
     * The first two marked strings of one colour, in the order marked, as {s1, s2} (the clicked
     * stones), or null if no two marked strings share a colour.
     */
    public static int[] pair(GamePart editor) {
        Board b = editor.getModel().position().board();
        int[] marked = editor.getMarkedPoints();
        for (int j = 1; j < marked.length; j++) {
            for (int i = 0; i < j; i++) {
                int c = b.color(marked[i]);
                if (c != StoneColor.EMPTY && c == b.color(marked[j]) && b.origin(marked[i]) != b.origin(marked[j])) {
                    return new int[] { marked[i], marked[j] };
                }
            }
        }
        return null;
    }

    /** Starts Read Connection in editor; null (with a message in the editor) unless a pair is marked. */
    public static ReadingJob start(GamePart editor) {
        int[] pair = pair(editor);
        if (pair == null) {
            editor.showMessage("Read Connection: Ctrl+click two strings of one colour first");
            return null;
        }
        Board b = editor.getModel().position().board();
        ReadingJob job = ReadingJob.connection(b, b.origin(pair[0]), b.origin(pair[1]), editor.getSite().getPage());
        job.schedule();
        return job;
    }
}
