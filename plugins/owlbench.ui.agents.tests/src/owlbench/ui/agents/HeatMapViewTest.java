package owlbench.ui.agents;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.After;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.ui.game.GameEditor;
import owlbench.ui.game.GameFiles;
import owlbench.ui.jobs.JobFamilies;
import owlbench.ui.model.BoardOverlay;

/** The agent heat map over a game editor: computed in a Job, per agent and for the network, follows the position, goes with the view. */
public class HeatMapViewTest {

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    private static void settle() {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // run the event loop until idle
        }
    }

    @After
    public void tearDown() {
        var v = page().findView(HeatMapView.ID);
        if (v != null) {
            page().hideView(v);
        }
        page().closeAllEditors(false);
        settle();
    }

    private static Path weights() throws Exception {
        Path f = Files.createTempFile("heat", ".weights");
        Files.writeString(f, "hidden 1\nagent capturer 1\nagent follower 1\noutput 1\n");
        return f;
    }

    @Test
    public void theHeatMapShowsEachAgentAndTheNetworkOnTheCurrentPosition() throws Exception {
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        // black to move, white E5 in atari: the capturer values E6 (its last liberty) and nothing else
        for (String v : new String[] {"D5", "E5", "F5", "H9", "E4", "J5"}) {
            editor.playClick(Vertex.parse(v, 9));
        }
        HeatMapView view = (HeatMapView) page().showView(HeatMapView.ID);
        view.useWeights(weights());
        page().activate(editor);
        assertTrue(JobFamilies.waitUntil(() -> view.boards() != null && JobFamilies.idle(JobFamilies.HEAT_MAP), 120_000));
        assertEquals(3, view.sources().length);   // network output, capturer, follower
        view.select(1);
        BoardOverlay o = editor.analysisOverlay();
        assertNotNull(o);
        int e6 = Vertex.parse("E6", 9);
        assertTrue(o.color(e6) >= 0);
        assertEquals("100", o.label(e6));   // the capturer's only point
        assertTrue(view.messageText(), view.messageText().startsWith("capturer: "));
        // the network output sums to 1 over legal points
        double sum = 0;
        for (double x : view.boards().values()[0]) {
            sum += x;
        }
        assertEquals(1, sum, 1e-9);
        // a new move: the heat map follows the position
        editor.playClick(e6);
        assertTrue(JobFamilies.waitUntil(() -> view.boards() != null && editor.analysisOverlay() != o, 120_000));
        assertTrue(editor.analysisOverlay().color(e6) < 0);   // a stone now
        // closing the view removes the heat map
        page().hideView(view);
        settle();
        assertNull(editor.analysisOverlay());
    }

    @Test
    public void aMalformedWeightsFileIsSaidWithItsLocation() throws Exception {
        GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        HeatMapView view = (HeatMapView) page().showView(HeatMapView.ID);
        Path bad = Files.createTempFile("bad", ".weights");
        Files.writeString(bad, "hidden 1\nagent capturer x\n");
        view.useWeights(bad);
        assertTrue(view.messageText(), view.messageText().contains(bad.getFileName() + ":2:"));
        assertTrue(Board.PASS != Vertex.parse("A1", 9));
    }
}
