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

    /** A liberty race on 9x9: black A5-D5 against white A6-D6 between two walls (E5 and E6 open). */
    private static Board race() {
        Board b = new Board(9);
        for (String v : new String[] {"A7", "B7", "C7", "D7", "E7", "F7", "G7", "H7", "J7", "F6", "A5", "B5", "C5", "D5"}) {
            b.setStone(DragonsTest.v(b, v), owlbench.board.StoneColor.BLACK);
        }
        for (String v : new String[] {"A6", "B6", "C6", "D6", "F5", "A4", "B4", "C4", "D4", "E4", "F4", "G4", "H4", "J4"}) {
            b.setStone(DragonsTest.v(b, v), owlbench.board.StoneColor.WHITE);
        }
        return b;
    }

    @Test
    public void theSemeaiOfTwoDragonsIsReadWithItsTree() throws Exception {
        Board b = race();
        TreeRecorder rec = new TreeRecorder();
        owlbench.owl.semeai.SemeaiResult r = OwlSearch.on(b, own()).semeai(DragonsTest.v(b, "A5"), DragonsTest.v(b, "A6"), rec);
        assertEquals("black to move wins the race (as gnugo and the GTP command answer)", "1 1 E6", r.gtp(9));
        assertEquals("the recorded tree has the search's nodes (the count may decide at the root)", r.nodes(), rec.nodeCount());
        try {
            OwlSearch.on(b, own()).semeai(DragonsTest.v(b, "A5"), DragonsTest.v(b, "B5"), null);
            fail("one colour is no race");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("opposite"));
        }
    }
}
