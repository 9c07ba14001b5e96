package owlbench.ui.reading;

import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.Assume;
import org.junit.Test;

/**
 * The user guide's picture of a GNU Go owl trace in the Reading Tree view (made in the same run by
 * /usr/games/gnugo --decide-dragon), the view maximised. Skipped unless -Dowlbench.screenshots=DIR.
 */
public class ReadingTraceScreenshotTest {

    private static void pause(long millis) throws InterruptedException {
        Display d = Display.getCurrent();
        long end = System.currentTimeMillis() + millis;
        owlbench.ui.jobs.JobFamilies.waitUntil(() -> false, Math.max(0, end - System.currentTimeMillis()));
    }

    @Test
    public void gnuGoOwlTrace() throws Exception {
        String target = System.getProperty("owlbench.screenshots", "");
        Assume.assumeTrue("-Dowlbench.screenshots=DIR not given: no screenshots", !target.isEmpty());
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File game = new File(shared, "gnugo-3.8/regression/games/mertin13x13/gnugo-goliath2.W+38.sgf");
        Assume.assumeTrue("needs GNU Go and ../shared", new File("/usr/games/gnugo").canExecute() && game.isFile());
        Path trace = Files.createTempDirectory("owlbench-trace").resolve("owl-L10.sgf");
        Process p = new ProcessBuilder("/usr/games/gnugo", "--decide-dragon", "L10", "-o", trace.toString(), "-l",
                game.getPath(), "-L", "27").redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        Shell shell = page.getWorkbenchWindow().getShell();
        shell.setBounds(0, 0, 1200, 860);
        ReadingTreeView view = (ReadingTreeView) page.showView(ReadingTreeView.ID);
        view.setTree(ReadingTree.fromFile(trace));
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        pause(500);
        var tree = view.getTree();
        var first = tree.principalLine().isEmpty() ? tree.roots().get(0) : tree.principalLine().get(0);
        view.getViewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(first), true);
        pause(800);
        Rectangle r = shell.getBounds();
        Image img = new Image(shell.getDisplay(), r.width, r.height);
        GC gc = new GC(shell.getDisplay());
        gc.copyArea(img, r.x, r.y);
        gc.dispose();
        ImageLoader l = new ImageLoader();
        l.data = new ImageData[] {img.getImageData()};
        File out = new File(target, "reading-tree-gnugo-owl-trace.png");
        l.save(out.getPath(), SWT.IMAGE_PNG);
        img.dispose();
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
        page.hideView(view);
        assertTrue(out.length() > 10_000);
    }
}
