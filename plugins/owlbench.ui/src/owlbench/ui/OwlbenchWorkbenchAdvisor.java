package owlbench.ui;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

import owlbench.ui.game.GameEditor;
import owlbench.ui.game.GameFiles;

/** Sets up the workbench: the Play perspective first, then the games given on the command line. */
public class OwlbenchWorkbenchAdvisor extends WorkbenchAdvisor {

    private final List<String> gamesToOpen;
    private final StartOptions options;
    private final long startNanos = System.nanoTime();

    public OwlbenchWorkbenchAdvisor(StartOptions options) {
        this.options = options;
        this.gamesToOpen = options.games();
    }

    @Override
    public String getInitialWindowPerspectiveId() {
        return PlayPerspective.ID;
    }

    @Override
    public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        return new OwlbenchWindowAdvisor(configurer);
    }

    /**
     * With --exit-after-start (docs/benchmarks.md's start-up runner) the workbench closes normally,
     * saving the workspace, once the figures are printed, so the next start restores it.
     */
    private void exitIfMeasuring() {
        if (options.exitAfterStart()) {
            org.eclipse.swt.widgets.Display display = getWorkbenchConfigurer().getWorkbench().getDisplay();
            display.timerExec(300, () -> getWorkbenchConfigurer().getWorkbench().close());
        }
    }

    @Override
    public void postStartup() {
        IWorkbenchPage page = getWorkbenchConfigurer().getWorkbench().getActiveWorkbenchWindow().getActivePage();
        IEditorPart first = null;
        if (!gamesToOpen.isEmpty()) {
            // one editor made now, the others when their tab is selected (lazily, as restored ones are)
            java.util.List<File> files = gamesToOpen.stream().map(File::new).toList();
            StringBuilder problems = new StringBuilder();
            java.util.List<org.eclipse.ui.IEditorReference> refs = GameFiles.openAll(page, files,
                    problem -> problems.append(problems.length() > 0 ? "\n" : "").append(problem));
            first = refs.isEmpty() ? null : refs.get(0).getEditor(false);
            if (problems.length() > 0) {
                org.eclipse.jface.dialogs.MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Cannot open game",
                        problems.toString());
            }
        }
        if (first == null) {
            // no game on the command line: the editor the workspace restored in front, if any
            first = page.getActiveEditor();
        }
        if (options.timing()) {
            // Read by docs/benchmarks.md's start-up measurement: JVM uptime (from process start) when the
            // window is up, and when the first game's board has painted.
            System.out.printf("owlbench: workbench ready after %d ms (JVM uptime %d ms)%n",
                    (System.nanoTime() - startNanos) / 1_000_000, ManagementFactory.getRuntimeMXBean().getUptime());
            if (first instanceof GameEditor editor && editor.getCanvas() != null) {
                Canvas board = editor.getCanvas();
                Listener[] once = new Listener[1];
                once[0] = e -> {
                    board.removeListener(SWT.Paint, once[0]);
                    System.out.printf("owlbench: first board painted at JVM uptime %d ms%n",
                            ManagementFactory.getRuntimeMXBean().getUptime());
                    exitIfMeasuring();
                };
                board.addListener(SWT.Paint, once[0]);
                board.redraw();
            } else {
                exitIfMeasuring();
            }
        }
    }
}
