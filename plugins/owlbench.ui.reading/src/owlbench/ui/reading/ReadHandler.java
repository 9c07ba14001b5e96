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
 * Game > Read Attack / Read Defence / Owl Attack / Owl Defence: reads the game editor's first marked
 * string (Ctrl+click), else the string at its described point (under the mouse, else the last
 * clicked stone), or for owl the dragon of that string, as a {@link ReadingJob}.
 */
public class ReadHandler extends AbstractHandler {

    /** Command ids. */
    public static final String ATTACK = "owlbench.ui.reading.readAttack", DEFENCE = "owlbench.ui.reading.readDefence";
    /** Command ids of Owl Attack / Owl Defence (the dragon of the string). */
    public static final String OWL_ATTACK = "owlbench.ui.reading.owlAttack", OWL_DEFENCE = "owlbench.ui.reading.owlDefence";

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchPart part = HandlerUtil.getActivePartChecked(event);
        GamePart editor = GamePart.of(part);
        if (editor == null) {
            return null;
        }
        String id = event.getCommand().getId();
        if (OWL_ATTACK.equals(id) || OWL_DEFENCE.equals(id)) {
            return startOwl(editor, OWL_ATTACK.equals(id));
        }
        ReadingJob job = start(editor, DEFENCE.equals(id) ? false : true);
        return job;
    }

    /**
     * Starts reading in editor on its first marked string, else at its described point; null (with a
     * message in the editor) if no stone is there.
     */
    public static ReadingJob start(GamePart editor, boolean attack) {
        int p = stone(editor, "Reading: click a stone first (the string to " + (attack ? "attack" : "defend") + ")");
        if (p == Board.PASS) {
            return null;
        }
        Board b = editor.getModel().position().board();
        ReadingJob job = new ReadingJob(b, b.origin(p), attack, editor.getSite().getPage());
        job.schedule();
        return job;
    }

    /** Starts owl reading of the dragon at the editor's first marked stone, else its described point. */
    public static ReadingJob startOwl(GamePart editor, boolean attack) {
        int p = stone(editor, "Owl reading: click a stone of the dragon to " + (attack ? "attack" : "defend") + " first");
        if (p == Board.PASS) {
            return null;
        }
        ReadingJob job = ReadingJob.owl(editor.getModel().position().board(), p, attack, editor.getSite().getPage());
        job.schedule();
        return job;
    }

    /** The editor's first marked point, else its described point, if a stone is there; else PASS (with a message). */
    private static int stone(GamePart editor, String message) {
        Board b = editor.getModel().position().board();
        int[] marked = editor.getMarkedPoints();
        int p = marked.length > 0 ? marked[0] : editor.describedPoint();
        if (p == Board.PASS || !b.isOnBoard(p) || b.color(p) == StoneColor.EMPTY) {
            editor.showMessage(message);
            return Board.PASS;
        }
        return p;
    }
}
