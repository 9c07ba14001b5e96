package owlbench.ui;

import java.io.File;
import java.util.List;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

import owlbench.ui.game.GameFiles;

/** Sets up the workbench: the Play perspective first, then the games given on the command line. */
public class OwlbenchWorkbenchAdvisor extends WorkbenchAdvisor {

    private final List<String> gamesToOpen;
    private final long startNanos = System.nanoTime();

    public OwlbenchWorkbenchAdvisor(List<String> gamesToOpen) {
        this.gamesToOpen = List.copyOf(gamesToOpen);
    }

    @Override
    public String getInitialWindowPerspectiveId() {
        return PlayPerspective.ID;
    }

    @Override
    public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        return new OwlbenchWindowAdvisor(configurer);
    }

    @Override
    public void postStartup() {
        IWorkbenchPage page = getWorkbenchConfigurer().getWorkbench().getActiveWorkbenchWindow().getActivePage();
        for (String game : gamesToOpen) {
            GameFiles.open(page, new File(game));
        }
        if (Boolean.getBoolean("owlbench.timing")) {
            // Read by docs/benchmarks.md's start-up measurement: time from advisor creation to an open window.
            System.out.printf("owlbench: workbench ready after %d ms%n", (System.nanoTime() - startNanos) / 1_000_000);
        }
    }
}
