package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.regressionGame;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.SearchResult;

/**
 * OwlParams.lunchGrowthForAttacker: the attacker grows a lunch by one stone on its liberty away
 * from the dragon, so that the capture leaves a dead shape. owl.tst 203's position (GNU Go's
 * owl25.sgf before move 60, from ../shared, skipped where absent; the engine's generated eye
 * shapes): white's D9 takes the ko at E9, and black's four stones G9 G8 H8 H7 are white's lunch,
 * whose capture would leave a twisted four (two eyes). Black's H9 makes them a bulky five: white
 * still captures them, but the space is one eye once black plays its vital point. gnugo 3.8:
 * owl_attack H6 after D9 is "1 H9", owl_defend H6 "0". Without the growth the attacker has only
 * the ko retake E9, and owl_defend answers the ko D9.
 */
public class OwlLunchGrowthTest {
    /** The dragon before white's D9, and after it (the ko stone joins it). */
    private static final String[] DRAGON = "F9 E8 F8 F7 G7 G6 H6 J6".split(" ");
    private static final String[] AFTER_D9 = "D9 F9 E8 F8 F7 G7 G6 H6 J6".split(" ");
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    private static Board position() throws Exception {
        // the stones only, as loadsgf gives them: the replay's ko (black's E9 took at move 59) is
        // not kept, so that white's D9 is an ordinary capture (owl_defend's "2 D9" without the rule)
        Board game = OwlProblems.gamePosition(regressionGame("owl25.sgf", "the lunch grown into a bulky five"), 60);
        Board b = new Board(game.size());
        for (int p : game.onBoardPoints()) {
            if (game.color(p) != StoneColor.EMPTY) b.setStone(p, game.color(p));
        }
        return b;
    }

    private static OwlParams params(boolean on) {
        OwlParams p = new OwlParams();
        p.lunchGrowthForAttacker = on;
        return p;
    }

    @Test
    public void afterTheKoCaptureTheGrowthKills() throws Exception {
        Board b = position();
        b.play(Vertex.parse("D9", 9), StoneColor.WHITE);
        SearchResult r = OwlProblems.reader(b, db, params(true)).attack(dragon(b, AFTER_D9), null);
        assertEquals(ReadCodes.WIN, r.code());
        assertEquals("H9", Vertex.toString(r.move(), 9));
    }

    @Test
    public void theKoDefenceFailsWithTheGrowth() throws Exception {
        Board b = position();
        SearchResult r = OwlProblems.reader(b, db, params(true)).defend(dragon(b, DRAGON), null);
        assertEquals(ReadCodes.FAIL, r.code());
        assertEquals("the board is left as it was", 0, b.stackp());
    }

    @Test
    public void withoutTheGrowthTheKoDefenceStays() throws Exception {
        Board b = position();
        SearchResult r = OwlProblems.reader(b, db, params(false)).defend(dragon(b, DRAGON), null);
        assertEquals(ReadCodes.KO_A, r.code());
        assertEquals("D9", Vertex.toString(r.move(), 9));
    }

    /**
     * A handmade corner (9x9): black's four stones C9 C8 B8 B7 inside white's corner group, their
     * liberties B9 and A7. A7 touches white's stones (filling it is white's capture, not a growth);
     * B9 grows them into a bulky five (B9 C9 B8 C8 and B7) with two liberties, A9 and A7.
     */
    @Test
    public void aHandmadeLunchGrowsOnItsLibertyAwayFromTheGroup() throws Exception {
        Board b = OwlProblems.fourStoneLunchCorner();
        int[] goal = dragon(b, "D9", "D8", "D7", "C7", "C6", "B6", "A6", "A8");
        OwlNode n = new OwlNode(b, new OwlGoal(b, goal), new EyeSpacesCache(b, db.eyes, false, true), new Reader(b));
        assertEquals(java.util.List.of(Vertex.parse("B9", 9)), LunchGrowth.points(n));
    }
}
