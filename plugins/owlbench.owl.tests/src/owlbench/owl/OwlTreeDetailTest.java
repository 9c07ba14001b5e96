package owlbench.owl;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.openCorner;
import static owlbench.owl.OwlProblems.cornerThree;
import static owlbench.owl.OwlProblems.reader;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.v;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.NodeDetail;
import owlbench.reading.NodeDetailText;
import owlbench.reading.SearchResult;
import owlbench.reading.TreeRecorder;

/**
 * The structured detail of recorded owl trees (NodeDetail): each node's eye spaces and values,
 * the pattern or rule that proposed its move (a pattern resolving to its real file and line), the
 * lunches and why the line ended; and recording changes nothing of the search.
 */
public class OwlTreeDetailTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    private static List<TreeRecorder.Node> all(List<TreeRecorder.Node> level) {
        List<TreeRecorder.Node> out = new ArrayList<>();
        for (TreeRecorder.Node n : level) {
            out.add(n);
            out.addAll(all(n.children));
        }
        return out;
    }

    @Test
    public void theStartPositionAndEachNodeSayWhatOwlSaw() {
        Board b = cornerThree();
        TreeRecorder t = new TreeRecorder();
        SearchResult r = reader(b, db, new OwlParams()).attack(stones(b, StoneColor.WHITE), t);
        assertEquals(v(b, "B9"), r.move());

        NodeDetail start = t.rootDetail();
        assertNotNull("the start position's detail", start);
        assertNull("nothing proposed the start position", start.proposer());
        assertEquals(5, start.goal().length);
        assertEquals(1, start.minEyes());
        assertEquals(2, start.maxEyes());
        assertEquals(1, start.eyeSpaces().size());
        NodeDetail.EyeSpace space = start.eyeSpaces().get(0);
        assertEquals(StoneColor.WHITE, space.color());
        assertEquals("the three points A9 B9 C9", 3, space.points().length);
        assertEquals("1-2", space.eyesLabel());
        assertEquals("1122", space.value());
        assertArrayEquals("its vital point", new int[] {v(b, "B9")}, space.vitalPoints());
        assertEquals(NodeDetail.End.READ_ON, start.end());

        TreeRecorder.Node kill = t.roots().get(0);
        assertEquals(v(b, "B9"), kill.move);
        NodeDetail d = kill.detail;
        assertNotNull("every node has its detail", d);
        assertTrue(d.proposer().text(), d.proposer().text().startsWith("vital point"));
        assertNull("an owl rule, not a pattern", d.proposer().pattern());
        assertEquals(0, d.maxEyes());
        assertEquals("white has no move left to try", NodeDetail.End.NO_MOVE, d.end());
        assertEquals("lunches were looked for", List.of(), d.lunches());
        assertTrue(NodeDetailText.end(d), NodeDetailText.end(d).startsWith("line ended: no move to try"));
        assertTrue(NodeDetailText.eyes(start, 9), NodeDetailText.eyes(start, 9).contains("A9 3 points, 1-2 eyes (1122), vital B9"));
    }

    @Test
    public void aPatternThatProposedAMoveResolvesToItsFileAndLine() throws Exception {
        Board b = openCorner();
        TreeRecorder t = new TreeRecorder();
        reader(b, db, new OwlParams()).defend(stones(b, StoneColor.WHITE), t);
        List<NodeDetail.PatternRef> refs = new ArrayList<>();
        int withEyes = 0;
        for (TreeRecorder.Node n : all(t.roots())) {
            assertNotNull("node " + n.variation + " has its detail", n.detail);
            if (n.detail.proposer().pattern() != null) refs.add(n.detail.proposer().pattern());
            if (!n.detail.eyeSpaces().isEmpty()) withEyes++;
        }
        assertTrue("owlbench's defence patterns propose moves here", !refs.isEmpty());
        assertTrue("nodes with eye spaces: " + withEyes, withEyes > 0);
        for (NodeDetail.PatternRef ref : refs) {
            Path file = Path.of(ref.file());
            assertTrue(ref.file() + " is absolute", file.isAbsolute());
            assertTrue(ref.file() + " exists", Files.isRegularFile(file));
            List<String> lines = Files.readAllLines(file, StandardCharsets.ISO_8859_1);
            assertEquals(ref + ": the line names the pattern", "Pattern " + ref.name(), lines.get(ref.line() - 1).trim());
        }
    }

    @Test
    public void casesWhereALineEndsAreNamed() {
        assertEquals(NodeDetail.End.EYES, OwlTreeNotes.end("two eyes: A1: 3 points"));
        assertEquals(NodeDetail.End.EYES, OwlTreeNotes.end("two eyes (vital attacks fail): A1"));
        assertEquals(NodeDetail.End.ESCAPED, OwlTreeNotes.end("escaped (6 open points in reach)"));
        assertEquals(NodeDetail.End.CAPTURED, OwlTreeNotes.end("dragon captured"));
        assertEquals(NodeDetail.End.CAPTURED, OwlTreeNotes.end("captured"));
        assertEquals(NodeDetail.End.DEAD, OwlTreeNotes.end("terminal: dead (eyes 0-1: no eye space)"));
        assertEquals(NodeDetail.End.NO_MOVE, OwlTreeNotes.end("no legal attacking move"));
        assertEquals(NodeDetail.End.CACHE, OwlTreeNotes.end("cache"));
        assertEquals(NodeDetail.End.BUDGET, OwlTreeNotes.end("node budget"));
        assertEquals(NodeDetail.End.DEPTH, OwlTreeNotes.end("reading depth"));
        assertEquals(NodeDetail.End.WINNING_PATTERN, OwlTreeNotes.end("winning pattern OA1 owl_attackpats.db:23"));
        assertEquals(NodeDetail.End.READ_ON, OwlTreeNotes.end("attack works: vital point (eyes 1-2)"));
        assertEquals("unknown words are kept as they are", NodeDetail.End.OTHER, OwlTreeNotes.end("something new"));
    }

    @Test
    public void aBudgetCutSaysSo() {
        Board b = openCorner();
        OwlParams p = new OwlParams();
        p.nodeLimit = 3;
        TreeRecorder t = new TreeRecorder();
        reader(b, db, p).defend(stones(b, StoneColor.WHITE), t);
        boolean budget = false;
        for (TreeRecorder.Node n : all(t.roots())) {
            budget |= n.detail.end() == NodeDetail.End.BUDGET;
        }
        assertTrue("a line cut by the node budget is marked so", budget);
    }

    @Test
    public void recordingChangesNothingOfTheSearch() {
        for (Board b : new Board[] {cornerThree(), openCorner()}) {
            int[] white = stones(b, StoneColor.WHITE);
            for (boolean attack : new boolean[] {true, false}) {
                OwlReader plain = reader(b, db, new OwlParams());
                OwlReader recorded = reader(b, db, new OwlParams());
                SearchResult x = attack ? plain.attack(white, null) : plain.defend(white, null);
                TreeRecorder t = new TreeRecorder();
                SearchResult y = attack ? recorded.attack(white, t) : recorded.defend(white, t);
                assertEquals(x.code(), y.code());
                assertEquals(x.move(), y.move());
                assertEquals(x.nodes(), y.nodes());
                assertEquals(y.nodes(), t.nodeCount());
            }
        }
    }

    @Test
    public void theSgfTraceCarriesTheDetailInWordsAndMarksTheDragon() {
        Board b = cornerThree();
        TreeRecorder t = new TreeRecorder();
        reader(b, db, new OwlParams()).attack(stones(b, StoneColor.WHITE), t);
        owlbench.sgf.SgfNode first = t.toSgf().children().get(0);
        String comment = first.get("C");
        assertTrue(comment, comment.contains("tried for: vital point"));
        assertTrue(comment, comment.contains("line ended: no move to try"));
        assertEquals("the dragon's five stones marked", 5, first.getAll("MA").size());
    }
}
