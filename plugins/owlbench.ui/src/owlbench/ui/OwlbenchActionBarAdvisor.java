package owlbench.ui;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

/**
 * The menu bar skeleton: File (with Save, Save As), Edit (Undo, Redo, Find/Replace), Game, Window (Eclipse's
 * standard Open Perspective, Show View, Reset Perspective, Preferences) and Help menus with named groups; the
 * commands themselves come from plugin.xml menu contributions so other bundles can add theirs.
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
    private IWorkbenchAction find;
    private IWorkbenchAction resetPerspective;
    private IWorkbenchAction savePerspective;
    private IWorkbenchAction closePerspective;
    private IWorkbenchAction nextEditor;
    private IWorkbenchAction nextView;
    private IWorkbenchAction showViewMenu;

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
        // Retargeted too: text editors (the pattern editor) supply Find/Replace (Ctrl+F).
        find = ActionFactory.FIND.create(window);
        register(find);
        resetPerspective = ActionFactory.RESET_PERSPECTIVE.create(window);
        register(resetPerspective);
        savePerspective = ActionFactory.SAVE_PERSPECTIVE.create(window);
        register(savePerspective);
        closePerspective = ActionFactory.CLOSE_PERSPECTIVE.create(window);
        register(closePerspective);
        nextEditor = ActionFactory.NEXT_EDITOR.create(window);
        register(nextEditor);
        nextView = ActionFactory.NEXT_PART.create(window);
        register(nextView);
        showViewMenu = ActionFactory.SHOW_PART_PANE_MENU.create(window);
        register(showViewMenu);
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
        edit.add(new Separator(IWorkbenchActionConstants.FIND_EXT));
        edit.add(find);
        // Text editors' contributors put Find Next/Previous, Incremental Find ... after this group.
        edit.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(edit);

        MenuManager game = new MenuManager("&Game", "owlbench.ui.menu.game");
        game.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(game);

        MenuManager windowMenu = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
        IWorkbenchWindow window = getActionBarConfigurer().getWindowConfigurer().getWindow();
        // The IDE's Window menu: the shortlists come from each perspective's shortcuts (plugin.xml
        // perspectiveExtensions), "Other..." lists every view and perspective.
        MenuManager perspectives = new MenuManager("Open &Perspective", "openPerspective");
        perspectives.add(ContributionItemFactory.PERSPECTIVES_SHORTLIST.create(window));
        windowMenu.add(perspectives);
        MenuManager views = new MenuManager("Show &View", "showView");
        views.add(ContributionItemFactory.VIEWS_SHORTLIST.create(window));
        windowMenu.add(views);
        windowMenu.add(new Separator("perspective"));
        windowMenu.add(savePerspective);
        windowMenu.add(resetPerspective);
        windowMenu.add(closePerspective);
        MenuManager navigation = new MenuManager("Na&vigation", IWorkbenchActionConstants.M_NAVIGATE);
        navigation.add(showViewMenu);
        navigation.add(nextEditor);
        navigation.add(nextView);
        windowMenu.add(navigation);
        windowMenu.add(new Separator());
        windowMenu.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
        windowMenu.add(new Separator());
        windowMenu.add(preferences);
        menuBar.add(windowMenu);

        MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
        help.add(about);
        menuBar.add(help);
    }
}
