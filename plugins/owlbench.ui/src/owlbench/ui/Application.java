package owlbench.ui;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;

/** The owlbench workbench application: starts the workbench and opens games named on the command line. */
public class Application implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        Display display = PlatformUI.createDisplay();
        try {
            List<String> games = gameArguments(context.getArguments().get(IApplicationContext.APPLICATION_ARGS));
            int code = PlatformUI.createAndRunWorkbench(display, new OwlbenchWorkbenchAdvisor(games));
            return code == PlatformUI.RETURN_RESTART ? IApplication.EXIT_RESTART : IApplication.EXIT_OK;
        } finally {
            display.dispose();
        }
    }

    /** The application arguments that are not options: the start script passes game files this way. */
    static List<String> gameArguments(Object raw) {
        List<String> games = new ArrayList<>();
        if (raw instanceof String[]) {
            for (String arg : (String[]) raw) {
                if (!arg.startsWith("-") && arg.toLowerCase().endsWith(".sgf")) {
                    games.add(arg);
                }
            }
        }
        return games;
    }

    @Override
    public void stop() {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        Display display = workbench.getDisplay();
        display.syncExec(() -> {
            if (!display.isDisposed()) {
                workbench.close();
            }
        });
    }
}
