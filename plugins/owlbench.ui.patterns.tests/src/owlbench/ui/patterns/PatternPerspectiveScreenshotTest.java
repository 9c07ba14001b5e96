package owlbench.ui.patterns;

import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.Assume;
import org.junit.Test;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;

/**
 * The user guide's pictures of the Pattern perspective (docs/screenshots/take-screenshots.sh): a copy
 * of GNU Go's patterns.db with one broken diagram, its problem in the Problems view, and the Pattern
 * Hits of one pattern over GNU Go's 9x9 regression games. Skipped unless -Dowlbench.screenshots=DIR.
 */
public class PatternPerspectiveScreenshotTest {

    private static void pause(long millis) throws InterruptedException {
        Display d = Display.getCurrent();
        long end = System.currentTimeMillis() + millis;
        owlbench.ui.jobs.JobFamilies.waitUntil(() -> false, Math.max(0, end - System.currentTimeMillis()));
    }

    private static void capture(Shell shell, File dir, String name) throws InterruptedException {
        pause(800);
        Display d = shell.getDisplay();
        Rectangle r = shell.getBounds();
        Image img = new Image(d, r.width, r.height);
        GC gc = new GC(d);
        gc.copyArea(img, r.x, r.y);
        gc.dispose();
        ImageLoader l = new ImageLoader();
        l.data = new ImageData[] {img.getImageData()};
        File out = new File(dir, name);
        l.save(out.getPath(), SWT.IMAGE_PNG);
        img.dispose();
        assertTrue(name + " written", out.length() > 10_000);
    }

    @Test
    public void patternPerspectiveProblemsAndHits() throws Exception {
        String target = System.getProperty("owlbench.screenshots", "");
        Assume.assumeTrue("-Dowlbench.screenshots=DIR not given: no screenshots", !target.isEmpty());
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File db = new File(shared, "gnugo-3.8/patterns/patterns.db");
        File games = new File(shared, "gnugo-3.8/regression/games");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping", db.isFile() && games.isDirectory());
        File dir = new File(target);
        dir.mkdirs();
        // a copy with one diagram symbol broken, so the Problems view has something to list
        String text = Files.readString(db.toPath(), java.nio.charset.StandardCharsets.ISO_8859_1);
        int at = text.indexOf("Pattern CC10b");
        int diagram = text.indexOf("\n\n", at) + 2;
        text = text.substring(0, diagram + 2) + "%" + text.substring(diagram + 3);
        Path work = Files.createTempDirectory("owlbench-shots");
        Path copy = work.resolve("patterns.db");
        Files.writeString(copy, text, java.nio.charset.StandardCharsets.ISO_8859_1);

        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        Shell shell = window.getShell();
        shell.setBounds(0, 0, 1200, 860);
        PlatformUI.getWorkbench().showPerspective(PatternPerspective.ID, window);
        IWorkbenchPage page = window.getActivePage();
        page.resetPerspective();
        PatternDbEditor editor = (PatternDbEditor) IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(copy.toUri()));
        pause(1500);
        page.showView(IPageLayout.ID_PROBLEM_VIEW);
        editor.goToPattern("CC11");
        page.activate(editor);
        capture(shell, dir, "pattern-perspective-problems.png");

        // Pattern Hits of one pattern over the 9x9 games
        DbFile parsed = DbParser.parse(text, "patterns.db");
        Pattern p = parsed.pattern("CC11");
        Path nine = work.resolve("games");
        Files.createDirectories(nine);
        for (String g : new String[] {"9x9-1.sgf", "9x9-2.sgf", "CrazyStone1.sgf"}) {
            if (new File(games, g).isFile()) Files.copy(new File(games, g).toPath(), nine.resolve(g));
        }
        PatternHitsView hits = (PatternHitsView) page.showView(PatternHitsView.ID);
        Job job = hits.search(parsed, List.of(p), "pattern CC11", nine);
        assertTrue("the job ended within 2 minutes", job.join(120_000, null));
        pause(1000);
        capture(shell, dir, "pattern-hits.png");
        page.closeEditor(editor, false);
        PlatformUI.getWorkbench().showPerspective("owlbench.ui.perspective.play", window);
    }
}
