package owlbench.ui.game;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.handlers.HandlerUtil;

import owlbench.board.StoneColor;
import owlbench.ui.engine.EnginePreferences;

/** Game menu commands that act on the active game editor: pass, setup mode, move numbers, play against engine. */
public class GameCommandHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchPart part = HandlerUtil.getActiveEditor(event); // also while a view (Game Tree, console) has focus
        if (!(part instanceof GameEditor editor)) {
            return null;
        }
        switch (event.getCommand().getId()) {
            case "owlbench.ui.game.pass" -> editor.pass();
            case "owlbench.ui.game.setup" -> editor.setSetupMode(!editor.isSetupMode());
            case "owlbench.ui.game.playEngine" -> {
                EngineSession engine = editor.getEngine();
                engine.configure(EnginePreferences.commandLine(), EnginePreferences.name());
                EngineSession.ComputerColor chosen = askComputerColor(HandlerUtil.getActiveShell(event), engine,
                        editor.getModel().position().toMove());
                if (chosen != null) {
                    engine.setComputerColor(chosen);
                }
            }
            case "owlbench.ui.game.stopEngine" -> editor.getEngine().stopEngine();
            case "owlbench.ui.game.moveNumbers" -> editor.setShowMoveNumbers(!editor.isShowMoveNumbers());
            default -> throw new IllegalStateException("unexpected command " + event.getCommand().getId());
        }
        return null;
    }

    /**
     * Play Against Engine's question, as GoGui's Computer Color: which colours the engine plays
     * (black, white, both, none); the side to move now is the default. Null if cancelled.
     */
    static EngineSession.ComputerColor askComputerColor(org.eclipse.swt.widgets.Shell shell, EngineSession engine, int toMove) {
        EngineSession.ComputerColor[] choices = EngineSession.ComputerColor.values(); // BLACK, WHITE, BOTH, NONE
        String[] buttons = { "&Black", "&White", "B&oth", "&None", "Cancel" };
        int preselected = toMove == StoneColor.BLACK ? 0 : 1;
        MessageDialog dialog = new MessageDialog(shell, "Play Against Engine", null,
                "Which colours should " + engine.name() + " (" + EnginePreferences.commandLine() + ") play?\n"
                        + "The side to move now is " + StoneColor.name(toMove) + ". The engine answers each move of its colours;"
                        + "\nGame > Stop Engine (or cancel in the Progress view) stops it.",
                MessageDialog.QUESTION, preselected, buttons);
        int answer = dialog.open();
        return answer >= 0 && answer < choices.length ? choices[answer] : null;
    }
}
