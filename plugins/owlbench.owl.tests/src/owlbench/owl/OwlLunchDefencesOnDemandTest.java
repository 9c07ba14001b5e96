package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.stones;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.Reader;
import owlbench.reading.SearchResult;
import owlbench.reading.TreeRecorder;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * OwlParams.lunchDefencesOnDemand: a defender's owl node reads its lunches' captures but not where
 * the attacker would save them (only the attacker's candidates use that point), and reads it when
 * asked; the answers stay, the tactical reads are fewer.
 */
public class OwlLunchDefencesOnDemandTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    /**
     * White's corner with two black stones inside it: D3 (liberties C3, D2), which white can take
     * but black can also save for a while, and a wall to the right; white's eyes depend on them.
     */
    private static Board lunchCorner() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X X . . .",
                "O O O O O X . . .",
                "O . . . O X . . .",
                "O . . X O X . . .",
                "O . . . O X . . .",
                "O O O O O X . . .");
    }

    @Test
    public void aDefendersNodeReadsItsLunchesDefencesOnlyWhenAsked() {
        Board b = lunchCorner();
        OwlGoal goal = new OwlGoal(b, stones(b, StoneColor.WHITE));
        Reader eagerReader = new Reader(b);
        int[][] eager = new OwlNode(b, goal, new EyeSpacesCache(b, db.eyes), eagerReader, true).lunches();
        Reader lazyReader = new Reader(b);
        OwlNode lazy = new OwlNode(b, goal, new EyeSpacesCache(b, db.eyes), lazyReader, true);
        lazy.defencesOnDemand = true;
        int[][] read = lazy.lunches();
        assertEquals(eager.length, read.length);
        assertTrue("the corner has a lunch", read.length > 0);
        assertNotEquals("eagerly read, the defence point is known", OwlNode.UNREAD, eager[0][2]);
        assertEquals("not read on the defender's node", OwlNode.UNREAD, read[0][2]);
        assertTrue("fewer tactical nodes: " + lazyReader.nodeCounter() + " against " + eagerReader.nodeCounter(),
                lazyReader.nodeCounter() < eagerReader.nodeCounter());
        int[][] asked = lazy.lunchesWithDefences();
        for (int i = 0; i < eager.length; i++) {
            assertEquals("the same lunch", eager[i][0], asked[i][0]);
            assertEquals("the same capture", eager[i][1], asked[i][1]);
            assertEquals("the same defence point once asked", eager[i][2], asked[i][2]);
        }
        assertEquals("the board is left as it was", 0, b.stackp());
    }

    private static long[] defend(boolean onDemand) {
        return defend(onDemand, null);
    }

    private static long[] defend(boolean onDemand, TreeRecorder tree) {
        Board b = lunchCorner();
        OwlParams p = new OwlParams();
        p.lunchDefencesOnDemand = onDemand;
        Reader r = new Reader(b);
        OwlReader owl = new OwlReader(r, new TacticalFacts(r, Worms.compute(r)), db, p);
        long before = r.nodeCounter();
        SearchResult res = owl.defend(stones(b, StoneColor.WHITE), tree);
        return new long[] {res.code(), res.move(), res.nodes(), r.nodeCounter() - before};
    }

    @Test
    public void owlDefendGivesTheSameAnswerWithFewerTacticalNodes() {
        long[] off = defend(false);
        long[] on = defend(true);
        assertEquals("the same code", off[0], on[0]);
        assertEquals("the same move", off[1], on[1]);
        assertEquals("the same owl nodes", off[2], on[2]);
        assertTrue("fewer tactical nodes: " + on[3] + " against " + off[3], on[3] < off[3]);
    }

    /** A recorded tree is the search the counters measured: it reads the lunches as the untraced search does. */
    @Test
    public void aRecordedTreeReadsAsTheUntracedSearch() {
        long[] plain = defend(true);
        TreeRecorder tree = new TreeRecorder();
        long[] traced = defend(true, tree);
        assertEquals("the same code", plain[0], traced[0]);
        assertEquals("the same owl nodes", plain[2], traced[2]);
        assertEquals("the same tactical nodes", plain[3], traced[3]);
        assertTrue("the tree was recorded", tree.nodeCount() > 0);
    }
}
