package owlbench.ui;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

/**
 * The menu bar skeleton: File (with Save, Save As), Edit (Undo, Redo), Game, Window and Help menus with named groups; the commands
 * themselves come from plugin.xml menu contributions so other bundles can add theirs.
 */
public class OwlbenchActionBarAdvisor extends ActionBarAdvisor {

    private IWorkbenchAction quit;
    private IWorkbenchAction close;
    private IWorkbenchAction about;
    private IWorkbenchAction preferences;
    private IWorkbenchAction save;
    private IWorkbenchAction saveAs;
    private IWorkbenchAction undo;
    private IWorkbenchAction redo;

    public OwlbenchActionBarAdvisor(IActionBarConfigurer configurer) {
        super(configurer);
    }

    @Override
    protected void makeActions(IWorkbenchWindow window) {
        quit = ActionFactory.QUIT.create(window);
        register(quit);
        close = ActionFactory.CLOSE.create(window);
        register(close);
        about = ActionFactory.ABOUT.create(window);
        register(about);
        preferences = ActionFactory.PREFERENCES.create(window);
        register(preferences);
        save = ActionFactory.SAVE.create(window);
        register(save);
        saveAs = ActionFactory.SAVE_AS.create(window);
        register(saveAs);
        // Retargeted: the active game editor supplies the real undo/redo as global action handlers.
        undo = ActionFactory.UNDO.create(window);
        register(undo);
        redo = ActionFactory.REDO.create(window);
        register(redo);
    }

    @Override
    protected void fillMenuBar(IMenuManager menuBar) {
        MenuManager file = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
        file.add(new GroupMarker("open"));
        file.add(new Separator());
        file.add(save);
        file.add(saveAs);
        file.add(new Separator());
        file.add(close);
        file.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        file.add(new Separator());
        file.add(quit);
        menuBar.add(file);

        MenuManager edit = new MenuManager("&Edit", IWorkbenchActionConstants.M_EDIT);
        edit.add(undo);
        edit.add(redo);
        edit.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(edit);

        MenuManager game = new MenuManager("&Game", "owlbench.ui.menu.game");
        game.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(game);

        MenuManager windowMenu = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
        windowMenu.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        windowMenu.add(preferences);
        menuBar.add(windowMenu);

        MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
        help.add(about);
        menuBar.add(help);
    }
}
