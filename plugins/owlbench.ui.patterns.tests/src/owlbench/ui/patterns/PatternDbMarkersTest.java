package owlbench.ui.patterns;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

/**
 * A .db file inside a workspace project: the parser's problems become Problems-view markers with line
 * and column, and saving the fixed text removes them. The pattern text is handmade.
 */
public class PatternDbMarkersTest {
    private static final String GOOD = "# handmade test database\n\nPattern T1\n\nOX.\n.*.\n...\n\n:8,-\n\n\n";
    private static final String BAD = GOOD.replace(".*.", ".*%");

    private IProject project;
    private IWorkbenchPage page;
    private IEditorPart editor;

    @Before
    public void setUp() throws Exception {
        project = ResourcesPlugin.getWorkspace().getRoot().getProject("owlbench-db-markers");
        if (!project.exists()) project.create(null);
        project.open(null);
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    @After
    public void tearDown() throws Exception {
        if (editor != null) page.closeEditor(editor, false);
        project.delete(true, true, null);
    }

    @Test
    public void markersFollowTheSavedText() throws Exception {
        IFile file = project.getFile("bad.db");
        file.create(new ByteArrayInputStream(BAD.getBytes(StandardCharsets.ISO_8859_1)), true, null);
        assertEquals("ISO-8859-1", file.getCharset());
        editor = IDE.openEditor(page, file);
        assertTrue(editor instanceof PatternDbEditor);
        IMarker[] markers = file.findMarkers(PatternDbEditor.MARKER_TYPE, false, IResource.DEPTH_ZERO);
        assertEquals(1, markers.length);
        assertEquals(6, markers[0].getAttribute(IMarker.LINE_NUMBER, -1));
        assertEquals(IMarker.SEVERITY_ERROR, markers[0].getAttribute(IMarker.SEVERITY, -1));
        assertTrue(markers[0].getAttribute(IMarker.MESSAGE, "").startsWith("6:3: "));
        assertEquals(BAD.indexOf('%'), markers[0].getAttribute(IMarker.CHAR_START, -1));
        PatternDbEditor ed = (PatternDbEditor) editor;
        ed.document().set(GOOD);
        ed.doSave(null);
        while (Display.getCurrent().readAndDispatch()) {
            // let the save finish
        }
        assertEquals(0, file.findMarkers(PatternDbEditor.MARKER_TYPE, false, IResource.DEPTH_ZERO).length);
    }
}
