package owlbench.engine;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.nio.file.Path;
import java.util.List;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.patterns.PatternPath;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;
import owlbench.reading.TreeRecorder;

/** Owl searches set up on a position of their own, with owlbench's own databases (patterns/). */
public class OwlSearchTest {

    /** White's corner group around a straight three on the edge (A1 B1 C1): whoever plays B1 decides. */
    private static final String[] STRAIGHT_THREE = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "X X X X X . . . .",
        "O O O O X . . . .",
        ". . . O X . . . ."};

    private static AnalysisDatabases own() {
        Path patterns = Path.of(System.getProperty("owlbench.patterns", "../../patterns"));
        return new AnalysisDatabases(PatternPath.of(List.of(patterns), null));
    }

    @Test
    public void theVitalPointOfAStraightThreeKillsAndSaves() throws Exception {
        Board b = DragonsTest.board(STRAIGHT_THREE);
        AnalysisDatabases dbs = own();
        int a2 = DragonsTest.v(b, "A2"), b1 = DragonsTest.v(b, "B1");
        SearchResult attack = OwlSearch.on(b, dbs).attack(a2, null);
        assertEquals(ReadCodes.WIN, attack.code());
        assertEquals("the attack takes the vital point", b1, attack.move());
        SearchResult defence = OwlSearch.on(b, dbs).defend(a2, null);
        assertEquals(ReadCodes.WIN, defence.code());
        assertEquals("the defence takes it too", b1, defence.move());
    }

    @Test
    public void theRecordedTreeHasTheSearchsNodesAndTheCallersBoardIsUntouched() throws Exception {
        Board b = DragonsTest.board(STRAIGHT_THREE);
        long hash = b.hash();
        TreeRecorder rec = new TreeRecorder();
        SearchResult r = OwlSearch.on(b, own()).attack(DragonsTest.v(b, "D1"), rec);
        assertEquals(r.nodes(), rec.nodeCount());
        assertTrue(rec.nodeCount() > 0);
        assertEquals("the search plays on its own copy", hash, b.hash());
    }

    @Test
    public void anEmptyPointIsAnError() throws Exception {
        Board b = DragonsTest.board(STRAIGHT_THREE);
        try {
            OwlSearch.on(b, own()).attack(DragonsTest.v(b, "J9"), null);
            fail("an empty point has no dragon");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("stone"));
        }
    }

    @Test
    public void theAnalysisGivesEachDragonItsOwlStatus() throws Exception {
        Board b = DragonsTest.board(STRAIGHT_THREE);
        PositionAnalysis a = new PositionAnalysis(b, owlbench.board.StoneColor.BLACK, 0, own());
        java.util.Map<Integer, owlbench.owl.OwlStatus> st = a.owlStatuses();
        assertEquals("one status per dragon", a.dragons().dragons().size(), st.size());
        owlbench.owl.OwlStatus white = st.get(a.dragons().dragon(DragonsTest.v(b, "A2")).origin);
        assertEquals(owlbench.owl.OwlStatus.Status.CRITICAL, white.status());
        assertEquals("critical B1 B1", white.gtp(9));
        owlbench.owl.OwlStatus black = st.get(a.dragons().dragon(DragonsTest.v(b, "A3")).origin);
        assertEquals(owlbench.owl.OwlStatus.Status.ALIVE, black.status());
        assertEquals("read once", st, a.owlStatuses());
    }
}
