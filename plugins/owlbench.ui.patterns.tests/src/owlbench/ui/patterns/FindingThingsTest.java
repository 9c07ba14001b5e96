package owlbench.ui.patterns;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.Command;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.ide.IDE;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

/**
 * What a GoGui or Eclipse user reaches for, found where they look (issue 17, "Finding things"): the
 * standard Window menu with Show View and the perspectives, the Pattern perspective, Edit &gt;
 * Find/Replace in the pattern editor, its problems as Problems-view markers also for a file from
 * outside the workspace (a double-click goes to the line), and the dirty mark gone after undoing
 * back to the saved text. The pattern text is handmade.
 */
public class FindingThingsTest {
    private static final String GOOD = "# handmade test database\n\nPattern T1\n\nOX.\n.*.\n...\n\n:8,-\n\n\n";
    private static final String BAD = GOOD.replace(".*.", ".*%");

    private IWorkbenchWindow window;
    private IWorkbenchPage page;
    private final List<IEditorPart> editors = new ArrayList<>();
    private Path dir;

    @Before
    public void setUp() throws Exception {
        window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        page = window.getActivePage();
        dir = Files.createTempDirectory("owlbench-finding");
    }

    @After
    public void tearDown() throws Exception {
        for (IEditorPart e : editors) page.closeEditor(e, false);
        PlatformUI.getWorkbench().showPerspective("owlbench.ui.perspective.play", window);
        settle();
    }

    private static void settle() {
        Display d = Display.getCurrent();
        while (d.readAndDispatch()) {
            // drain
        }
    }

    /** The labels of a menu's items as the user sees them on opening it (dynamic items filled). */
    private static List<String> open(Menu menu) {
        menu.notifyListeners(SWT.Show, new Event());
        settle();
        List<String> labels = new ArrayList<>();
        for (MenuItem item : menu.getItems()) labels.add(item.getText().replace("&", "").replaceAll("\t.*", ""));
        menu.notifyListeners(SWT.Hide, new Event());
        return labels;
    }

    private Menu topMenu(String label) {
        for (MenuItem item : window.getShell().getMenuBar().getItems()) {
            if (item.getText().replace("&", "").equals(label)) return item.getMenu();
        }
        throw new AssertionError("no " + label + " menu in " + List.of(window.getShell().getMenuBar().getItems()));
    }

    private static Menu subMenu(Menu menu, String label) {
        menu.notifyListeners(SWT.Show, new Event());
        settle();
        for (MenuItem item : menu.getItems()) {
            if (item.getText().replace("&", "").startsWith(label)) return item.getMenu();
        }
        throw new AssertionError("no " + label + " in " + open(menu));
    }

    @Test
    public void windowMenuHasShowViewPerspectivesAndPreferences() {
        Menu windowMenu = topMenu("Window");
        List<String> items = open(windowMenu);
        for (String want : new String[] {"Open Perspective", "Show View", "Reset Perspective...", "Preferences"}) {
            assertTrue(want + " in " + items, items.stream().anyMatch(s -> s.startsWith(want)));
        }
        List<String> views = open(subMenu(windowMenu, "Show View"));
        for (String want : new String[] {"Game Tree", "GTP Console", "Analysis", "Live Matches", "Pattern Hits",
                "Outline", "Problems", "Progress", "Properties", "Other..."}) {
            assertTrue(want + " in Show View " + views, views.contains(want));
        }
        // the reading views, where their bundle runs (this test's runtime holds only what the pattern editor needs)
        if (PlatformUI.getWorkbench().getViewRegistry().find("owlbench.ui.reading.tree") != null) {
            assertTrue("Reading Tree in Show View " + views, views.contains("Reading Tree"));
            assertTrue("Regression in Show View " + views, views.contains("Regression"));
        }
        List<String> perspectives = open(subMenu(windowMenu, "Open Perspective"));
        assertTrue("Pattern in " + perspectives, perspectives.contains("Pattern"));
        assertTrue("Play in " + perspectives, perspectives.contains("Play"));
    }

    @Test
    public void patternPerspectiveHasItsViewsAndResets() throws Exception {
        PlatformUI.getWorkbench().showPerspective(PatternPerspective.ID, window);
        settle();
        assertEquals(PatternPerspective.ID, page.getPerspective().getId());
        for (String id : new String[] {IPageLayout.ID_OUTLINE, LiveMatchView.ID, IPageLayout.ID_PROBLEM_VIEW, PatternHitsView.ID}) {
            assertNotNull(id + " in the Pattern perspective", page.findViewReference(id));
        }
        page.hideView(page.findViewReference(LiveMatchView.ID));
        assertEquals(null, page.findViewReference(LiveMatchView.ID));
        page.resetPerspective();
        settle();
        assertNotNull("Reset Perspective brings Live Matches back", page.findViewReference(LiveMatchView.ID));
    }

    @Test
    public void theLiveMatchesBoardGrowsWithTheView() throws Exception {
        LiveMatchView view = (LiveMatchView) page.showView(LiveMatchView.ID);
        settle();
        org.eclipse.ui.IViewReference ref = (org.eclipse.ui.IViewReference) page.getReference(view);
        page.setPartState(ref, IWorkbenchPage.STATE_MAXIMIZED);
        settle();
        org.eclipse.swt.graphics.Point size = view.boardCanvas().getSize();
        org.eclipse.swt.graphics.Point whole = view.boardCanvas().getParent().getSize();
        page.setPartState(ref, IWorkbenchPage.STATE_RESTORED);
        page.hideView(view);
        settle();
        assertTrue("maximised Live Matches board " + size + " in " + whole,
                Math.min(size.x, size.y) >= Math.min(Math.min(whole.x, whole.y), whole.x * 6 / 10) - 10);
        assertTrue("larger than the old fixed share: " + size, Math.min(size.x, size.y) > 400);
    }

    private PatternDbEditor openOutside(String text) throws Exception {
        File f = dir.resolve("outside.db").toFile();
        Files.write(f.toPath(), text.getBytes(StandardCharsets.ISO_8859_1));
        IEditorPart part = IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(f.toURI()));
        editors.add(part);
        assertTrue(part instanceof PatternDbEditor);
        settle();
        return (PatternDbEditor) part;
    }

    @Test
    public void findReplaceIsEnabledInThePatternEditor() throws Exception {
        PatternDbEditor editor = openOutside(GOOD);
        page.activate(editor);
        settle();
        List<String> edit = open(topMenu("Edit"));
        assertTrue("Find/Replace in Edit " + edit, edit.stream().anyMatch(s -> s.startsWith("Find/Replace")));
        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        Command find = commands.getCommand("org.eclipse.ui.edit.findReplace");
        assertTrue("Find/Replace is enabled in the pattern editor", find.isEnabled());
    }

    @Test
    public void problemsOfAnOutsideFileAreMarkersAndDoubleClickGoesToTheLine() throws Exception {
        PatternDbEditor editor = openOutside(BAD);
        IFile file = editor.getEditorInput().getAdapter(IFile.class);
        assertNotNull("the outside file is edited through a workspace link", file);
        assertTrue(file.isLinked());
        assertEquals(dir.resolve("outside.db").toUri().normalize(), file.getLocationURI().normalize());
        IMarker[] markers = file.findMarkers(IMarker.PROBLEM, true, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length);
        assertEquals(6, markers[0].getAttribute(IMarker.LINE_NUMBER, -1));
        // The Problems view opens a marker with IDE.openEditor(page, marker): the same editor, at the problem.
        editor.selectAndReveal(0, 0);
        IEditorPart opened = IDE.openEditor(page, markers[0]);
        assertSame("the open editor, not a second one", editor, opened);
        ITextSelection sel = (ITextSelection) editor.getSelectionProvider().getSelection();
        assertEquals("line of the problem (0-based)", 5, sel.getStartLine());
        // Opening the file again from disk finds the same editor too.
        assertSame(editor, IDE.openEditorOnFileStore(page,
                EFS.getLocalFileSystem().getStore(dir.resolve("outside.db").toUri())));
        // The Problems view lists it.
        page.showView(IPageLayout.ID_PROBLEM_VIEW);
        settle();
        IMarker[] all = org.eclipse.core.resources.ResourcesPlugin.getWorkspace().getRoot()
                .findMarkers(IMarker.PROBLEM, true, IResource.DEPTH_INFINITE);
        assertTrue(List.of(all).contains(markers[0]));
    }

    @Test
    public void undoingBackToTheSavedTextClearsTheDirtyMark() throws Exception {
        PatternDbEditor editor = openOutside(GOOD);
        assertFalse(editor.isDirty());
        editor.textWidget().setCaretOffset(0);
        for (char ch : "abc".toCharArray()) {
            Event e = new Event();
            e.character = ch;
            e.keyCode = ch;
            e.doit = true;
            editor.textWidget().notifyListeners(SWT.KeyDown, e);
        }
        settle();
        assertTrue("typed: dirty", editor.isDirty());
        ITextOperationTarget target = editor.getAdapter(ITextOperationTarget.class);
        while (target.canDoOperation(ITextOperationTarget.UNDO)) target.doOperation(ITextOperationTarget.UNDO);
        settle();
        assertEquals(GOOD, editor.document().get());
        assertFalse("back at the saved text: not dirty", editor.isDirty());
        assertFalse("the tab has no '*'", editor.getTitle().startsWith("*") || page.getDirtyEditors().length > 0
                && List.of(page.getDirtyEditors()).contains(editor));
    }
}
