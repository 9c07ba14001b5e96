package owlbench.ui.game;

import static owlbench.ui.game.Workbench.*;

import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.util.List;

import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.PlatformUI;
import org.junit.Assume;
import org.junit.Test;

import owlbench.ui.PlayPerspective;
import owlbench.ui.model.AnalyzeCommand;
import owlbench.ui.views.AnalysisView;
import owlbench.ui.views.GtpConsoleView;

/**
 * Takes the user guide's screenshots (docs/screenshots/take-screenshots.sh): skipped unless
 * -Dowlbench.screenshots=DIR names the folder for the PNGs. Opens a regression game, steps to a
 * move, attaches GNU Go, shows its analyses as overlays and saves the workbench window each time.
 */
public class ScreenshotsTest {

    private static final File SHARED = new File(System.getProperty("owlbench.shared", "../../../shared"));
    private static final String GNUGO = "/usr/games/gnugo";

    /** Lets the window paint completely (layouts, deferred redraws) before a capture. */
    private static void settle(long millis) {
        long end = System.currentTimeMillis() + millis;
        waitFor(() -> System.currentTimeMillis() >= end, millis + 1000);
    }

    /** Saves the workbench window as {@code dir/name} (PNG), copied from the screen as the user sees it. */
    private static void capture(Shell shell, File dir, String name) {
        settle(700);
        shell.update();
        Display display = shell.getDisplay();
        Rectangle area = shell.getClientArea();
        Point origin = shell.toDisplay(area.x, area.y);
        Rectangle r = new Rectangle(origin.x, origin.y, area.width, area.height);
        Image image = new Image(display, r.width, r.height);
        GC gc = new GC(display);
        try {
            gc.copyArea(image, r.x, r.y);
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { image.getImageData() };
            loader.save(new File(dir, name).getPath(), SWT.IMAGE_PNG);
        } finally {
            gc.dispose();
            image.dispose();
        }
        assertTrue(name + " written", new File(dir, name).length() > 10_000);
    }

    private static int indexOf(List<AnalyzeCommand> commands, String commandStart) {
        for (int i = 0; i < commands.size(); i++) {
            if (commands.get(i).command().startsWith(commandStart)) {
                return i;
            }
        }
        throw new AssertionError("no analyze command " + commandStart + " in " + commands);
    }

    @Test
    public void takeUserGuideScreenshots() throws Exception {
        String target = System.getProperty("owlbench.screenshots", "");
        Assume.assumeTrue("-Dowlbench.screenshots=DIR is not set: no screenshots taken", !target.isBlank());
        File game = new File(SHARED, "gnugo-3.8/regression/games/strategy25.sgf");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the screenshots", game.isFile());
        Assume.assumeTrue(GNUGO + " is absent: skipping the screenshots", new File(GNUGO).canExecute());
        File dir = new File(target);
        assertTrue("cannot create " + dir, dir.isDirectory() || dir.mkdirs());

        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        shell.setBounds(0, 0, 1200, 860);
        page().setPerspective(PlatformUI.getWorkbench().getPerspectiveRegistry().findPerspectiveWithId(PlayPerspective.ID));
        page().resetPerspective();
        page().closeAllEditors(false);
        shell.forceActive();

        // 1. A regression game at move 66 (owl.tst asks about this position), the Properties view on a string.
        GameEditor editor = (GameEditor) GameFiles.open(page(), game);
        editor.goTo(66);
        editor.getEngine().configure(GNUGO + " --mode gtp --level 1", "GNU Go");
        AnalysisView analysis = (AnalysisView) page().showView(AnalysisView.ID);
        analysis.setAutoRefresh(false);
        page().activate(editor);
        analysis.loadCommands();
        // owlbench's own group is listed too: wait for GNU Go's
        assertTrue("GNU Go lists its analyses", waitFor(() -> analysis.getCommands().stream()
                .anyMatch(c -> c.command().startsWith("initial_influence")), 30_000));
        mouseOver(editor, "D4");
        assertTrue("GNU Go gives the string's status", waitFor(() -> {
            Object o = ((IStructuredSelection) editor.getSelection()).getFirstElement();
            return o instanceof PointProperties p && String.valueOf(p.status()).contains("dragon_status");
        }, 30_000));
        assertNotNull(page().findView(IPageLayout.ID_PROP_SHEET));
        capture(shell, dir, "game-editor.png");

        // 2. GNU Go's initial influence as an overlay (black squares: black's territory).
        List<AnalyzeCommand> commands = analysis.getCommands();
        analysis.select(indexOf(commands, "initial_influence %c territory_value"));
        int runs = analysis.getRuns();
        analysis.run();
        assertTrue(waitFor(() -> analysis.getRuns() > runs, 30_000));
        assertNotNull(analysis.getOutputText(), editor.getCanvas().getAnalysis());
        capture(shell, dir, "analysis-influence.png");

        // 3. Move numbers on, GNU Go's top moves as labelled points, and a console exchange.
        editor.setShowMoveNumbers(true);
        analysis.select(indexOf(commands, "top_moves_%c"));
        int runs2 = analysis.getRuns();
        analysis.run();
        assertTrue(waitFor(() -> analysis.getRuns() > runs2, 30_000));
        GtpConsoleView console = (GtpConsoleView) page().showView(GtpConsoleView.ID);
        page().activate(editor);
        console.send("estimate_score");
        assertTrue(waitFor(() -> console.getHistoryText().contains("> estimate_score\n="), 30_000));
        capture(shell, dir, "move-numbers-top-moves-console.png");

        // 4. owlbench's own Worm status (tactical reading in the workbench's process, no engine needed).
        editor.setShowMoveNumbers(false);
        page().activate(editor);
        analysis.selectOwn(owlbench.ui.model.OwnAnalysis.WORM_STATUS);
        int runs3 = analysis.getRuns();
        analysis.run();
        assertTrue(waitFor(() -> analysis.getRuns() > runs3, 30_000));
        assertNotNull(analysis.getOutputText(), editor.getCanvas().getAnalysis());
        capture(shell, dir, "own-worm-status.png");

        // 5. owlbench's own Dragons: worms joined by conn.db's connection patterns, one colour each.
        analysis.selectOwn(owlbench.ui.model.OwnAnalysis.DRAGONS);
        int runs4 = analysis.getRuns();
        analysis.run();
        assertTrue(waitFor(() -> analysis.getRuns() > runs4, 30_000));
        assertNotNull(analysis.getOutputText(), editor.getCanvas().getAnalysis());
        capture(shell, dir, "own-dragons.png");

        // 6. owlbench's own territory, moyo and area regions, with their legend in the Analysis view.
        analysis.selectOwn(owlbench.ui.model.OwnAnalysis.REGIONS);
        int runs5 = analysis.getRuns();
        analysis.run();
        assertTrue(waitFor(() -> analysis.getRuns() > runs5, 30_000));
        assertNotNull(analysis.getOutputText(), editor.getCanvas().getAnalysis());
        capture(shell, dir, "own-regions.png");

        page().closeAllEditors(false);
    }
}
