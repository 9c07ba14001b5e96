package owlbench.ui.reading;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.handlers.HandlerUtil;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.ui.game.GamePart;

/**
 * Game > Read Attack / Read Defence: reads the game editor's first marked string (Ctrl+click), else
 * the string at its described point (under the mouse, else the last clicked stone), as a
 * {@link ReadingJob}.
 */
public class ReadHandler extends AbstractHandler {

    /** Command ids. */
    public static final String ATTACK = "owlbench.ui.reading.readAttack", DEFENCE = "owlbench.ui.reading.readDefence";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchPart part = HandlerUtil.getActivePartChecked(event);
        GamePart editor = GamePart.of(part);
        if (editor == null) {
            return null;
        }
        ReadingJob job = start(editor, DEFENCE.equals(event.getCommand().getId()) ? false : true);
        return job;
    }

    /**
     * Starts reading in editor on its first marked string, else at its described point; null (with a
     * message in the editor) if no stone is there.
     */
    public static ReadingJob start(GamePart editor, boolean attack) {
        Board b = editor.getModel().position().board();
        int[] marked = editor.getMarkedPoints();
        int p = marked.length > 0 ? marked[0] : editor.describedPoint();
        if (p == Board.PASS || !b.isOnBoard(p) || b.color(p) == StoneColor.EMPTY) {
            editor.showMessage("Reading: click a stone first (the string to " + (attack ? "attack" : "defend") + ")");
            return null;
        }
        ReadingJob job = new ReadingJob(b, b.origin(p), attack, editor.getSite().getPage());
        job.schedule();
        return job;
    }
}
