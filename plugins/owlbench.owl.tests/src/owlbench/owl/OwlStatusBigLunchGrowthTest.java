package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.dragon;

import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.Reader;

/**
 * OwlParams.bigLunchGrowthInStatus: a dragon's status read grows only the lunches whose capture
 * the growth can turn from two eyes into one (four stones or more, grown to five or six), and only
 * where the reader still branches. On OwlStatusLunchGrowthTest's handmade corner (semeai.tst 33's
 * shape) that is enough for the kill owl_attack finds: the growth that kills is white's A7, the
 * corner string A9 A8 B8 C8 grown to five stones at depth 6.
 */
public class OwlStatusBigLunchGrowthTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    private static OwlParams params(boolean big) {
        OwlParams p = new OwlParams();
        p.lunchGrowthInStatus = false;
        p.bigLunchGrowthInStatus = big;
        return p;
    }

    @Test
    public void onTheStatusReadFindsOwlAttacksKill() {
        Board b = OwlProblems.board(OwlStatusLunchGrowthTest.CORNER);
        OwlStatus st = OwlStatus.of(OwlProblems.reader(b, db, params(true)), OwlProblems.string(b, "D9"));
        assertEquals(OwlStatus.Status.CRITICAL, st.status());
        assertEquals("C8", Vertex.toString(st.attackMove(), 9));
        assertEquals("the board is left as it was", 0, b.stackp());
    }

    @Test
    public void offTheStatusReadCallsTheStringAlive() {
        Board b = OwlProblems.board(OwlStatusLunchGrowthTest.CORNER);
        OwlStatus st = OwlStatus.of(OwlProblems.reader(b, db, params(false)), OwlProblems.string(b, "D9"));
        assertEquals(OwlStatus.Status.ALIVE, st.status());
    }

    /**
     * A handmade corner (9x9): black's two stones C9 C8 inside white's corner group, their
     * liberties B9 (away from the group) and B8. B9 grows them to a bent three, one eye as the two
     * stones' capture is: owl_attack proposes it, the status read's minimum does not.
     */
    @Test
    public void aTwoStoneLunchIsNotGrownInTheStatusRead() {
        Board b = OwlProblems.board(
                ". . X O X . . . .",
                "O . X O X X . . .",
                ". . O O . X . . .",
                "O O O . X X . . .",
                "X X X X X . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        OwlNode n = node(b, "D9", "D8", "D7", "C7", "C6", "B6", "A6", "A8");
        assertEquals(List.of(Vertex.parse("B9", 9)), LunchGrowth.points(n));
        assertEquals(List.of(), LunchGrowth.points(n, LunchGrowth.MIN_STONES_IN_STATUS));
    }

    /**
     * OwlLunchGrowthTest's handmade corner: black's four stones C9 C8 B8 B7 (captured, a twisted
     * four's space) grown at B9 into a bulky five: the status read's minimum keeps it.
     */
    @Test
    public void aFourStoneLunchIsGrownInTheStatusRead() {
        Board b = OwlProblems.fourStoneLunchCorner();
        OwlNode n = node(b, "D9", "D8", "D7", "C7", "C6", "B6", "A6", "A8");
        assertEquals(List.of(Vertex.parse("B9", 9)), LunchGrowth.points(n, LunchGrowth.MIN_STONES_IN_STATUS));
    }

    private static OwlNode node(Board b, String... goal) {
        int[] g = dragon(b, goal);
        return new OwlNode(b, new OwlGoal(b, g), new EyeSpacesCache(b, db.eyes, false, true), new Reader(b));
    }
}
