package owlbench.ui.patterns;

import static org.junit.Assert.assertTrue;

import java.io.File;

import org.eclipse.core.filesystem.EFS;
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
import org.eclipse.ui.ide.IDE;
import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Takes a docs picture of the Live Matches view (board, table, details) on patterns.db when
 * -Dowlbench.screenshots=DIR is given (skipped otherwise; not a check, a picture for the docs).
 */
public class LiveMatchScreenshotTest {
    @Test
    public void liveMatchesOnPatternsDb() throws Exception {
        String dir = System.getProperty("owlbench.screenshots", "");
        Assume.assumeTrue("-Dowlbench.screenshots=DIR not given: no screenshots", !dir.isEmpty());
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping", new File(shared, "gnugo-3.8").isDirectory());
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        LiveMatchView view = (LiveMatchView) page.showView(LiveMatchView.ID);
        Board b = new Board(19);
        for (int i = 2; i < 17; i++) {
            b.setStone(b.point(i, i), i % 2 == 0 ? StoneColor.BLACK : StoneColor.WHITE);
            b.setStone(b.point(i + 1, i), i % 3 == 0 ? StoneColor.WHITE : StoneColor.BLACK);
        }
        view.setPosition(b, StoneColor.BLACK, "handmade 19x19");
        PatternDbEditor editor = (PatternDbEditor) IDE.openEditorOnFileStore(page,
                EFS.getLocalFileSystem().getStore(new File(shared, "gnugo-3.8/patterns/patterns.db").toURI()));
        Display d = Display.getCurrent();
        long end = System.currentTimeMillis() + 10000;
        owlbench.ui.jobs.JobFamilies.waitUntil(() -> !(editor.parsed() == null), Math.max(0, end - System.currentTimeMillis()));
        view.setAllPatterns(true);
        page.activate(view);
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        end = System.currentTimeMillis() + 3000;
        owlbench.ui.jobs.JobFamilies.waitUntil(() -> false, Math.max(0, end - System.currentTimeMillis()));
        if (!view.rows().isEmpty()) {
            view.tableViewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(view.rows().get(0)), true);
        }
        end = System.currentTimeMillis() + 1000;
        owlbench.ui.jobs.JobFamilies.waitUntil(() -> false, Math.max(0, end - System.currentTimeMillis()));
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        Rectangle r = shell.getBounds();
        Image img = new Image(d, r.width, r.height);
        GC gc = new GC(d);
        gc.copyArea(img, r.x, r.y);
        gc.dispose();
        ImageLoader l = new ImageLoader();
        l.data = new ImageData[] {img.getImageData()};
        File out = new File(dir, "live-matches.png");
        out.getParentFile().mkdirs();
        l.save(out.getPath(), SWT.IMAGE_PNG);
        img.dispose();
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
        view.setAllPatterns(false);
        page.closeEditor(editor, false);
        page.hideView(view);
        assertTrue(out.length() > 0);
    }
}
