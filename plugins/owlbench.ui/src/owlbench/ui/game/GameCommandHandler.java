package owlbench.ui.game;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.handlers.HandlerUtil;

import owlbench.board.Color;
import owlbench.ui.engine.EnginePreferences;

/** Game menu commands that act on the active game editor: pass, setup mode, move numbers, play against engine. */
public class GameCommandHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchPart part = HandlerUtil.getActivePart(event);
        if (!(part instanceof GameEditor editor)) {
            return null;
        }
        switch (event.getCommand().getId()) {
            case "owlbench.ui.game.pass" -> editor.pass();
            case "owlbench.ui.game.setup" -> editor.setSetupMode(!editor.isSetupMode());
            case "owlbench.ui.game.playEngine" -> {
                EngineSession engine = editor.getEngine();
                engine.configure(EnginePreferences.commandLine(), EnginePreferences.name());
                int engineColor = editor.getModel().position().toMove();
                boolean ok = MessageDialog.openConfirm(HandlerUtil.getActiveShell(event), "Play Against Engine",
                        engine.name() + " (" + EnginePreferences.commandLine() + ") will play "
                                + Color.name(engineColor) + ", the side to move now, and answer each of your moves."
                                + "\nGame > Stop Engine (or cancel in the Progress view) stops it.");
                if (ok) {
                    engine.playAgainst(engineColor);
                }
            }
            case "owlbench.ui.game.stopEngine" -> editor.getEngine().stopEngine();
            case "owlbench.ui.game.moveNumbers" -> editor.setShowMoveNumbers(!editor.isShowMoveNumbers());
            default -> throw new IllegalStateException("unexpected command " + event.getCommand().getId());
        }
        return null;
    }
}
