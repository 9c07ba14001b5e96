package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.cornerThree;
import static owlbench.owl.OwlProblems.reader;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.v;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;
import owlbench.reading.TreeRecorder;

/**
 * Handmade life-and-death problems with known answers, read by owl with owlbench's own databases:
 * corner, side and centre shapes, nakade, a ko, and the search's limits (node budget, recorded
 * tree = node counter, bad goals).
 */
public class OwlReaderTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    private static OwlReader owl(Board b) {
        return reader(b, db, new OwlParams());
    }

    @Test
    public void cornerStraightThreeDiesOrLivesAtTheVitalPoint() {
        Board b = cornerThree();
        int[] white = stones(b, StoneColor.WHITE);
        SearchResult a = owl(b).attack(white, null);
        assertEquals(ReadCodes.WIN, a.code());
        assertEquals(v(b, "B9"), a.move());
        assertTrue(a.certain());
        SearchResult d = owl(b).defend(white, null);
        assertEquals(ReadCodes.WIN, d.code());
        assertEquals(v(b, "B9"), d.move());
        assertEquals("the board is left as it was", 0, b.stackp());
    }

    @Test
    public void twoEyesInTheCornerCannotBeAttacked() {
        Board b = board(
                ". O . O X . . . .",
                "O O O O X . . . .",
                "X X X X X . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        int[] white = stones(b, StoneColor.WHITE);
        assertEquals(ReadCodes.FAIL, owl(b).attack(white, null).code());
        SearchResult d = owl(b).defend(white, null);
        assertEquals(ReadCodes.WIN, d.code());
        assertEquals("no move is needed", Board.PASS, d.move());
    }

    @Test
    public void straightFourOnTheSideLives() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X X X X .",
                "X O O O O O O X .",
                "X O . . . . O X .");
        int[] white = stones(b, StoneColor.WHITE);
        assertEquals(ReadCodes.FAIL, owl(b).attack(white, null).code());
    }

    @Test
    public void straightThreeOnTheSideHasOneVitalPoint() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". X X X X X X X .",
                ". X O O O O O X .",
                ". X O . . . O X .");
        int[] white = stones(b, StoneColor.WHITE);
        SearchResult a = owl(b).attack(white, null);
        assertEquals(ReadCodes.WIN, a.code());
        assertEquals(v(b, "E1"), a.move());
        SearchResult d = owl(b).defend(white, null);
        assertEquals(ReadCodes.WIN, d.code());
        assertEquals(v(b, "E1"), d.move());
    }

    /** Bulky five in the corner (nakade): black kills at its vital point B9, white lives there (as gnugo's eval_eye says). */
    @Test
    public void bulkyFiveNakade() {
        Board b = board(
                ". . . O X . . . .",
                ". . O O X . . . .",
                "O O O X X . . . .",
                "X X X X . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        int[] white = stones(b, StoneColor.WHITE);
        SearchResult a = owl(b).attack(white, null);
        assertEquals(ReadCodes.WIN, a.code());
        assertEquals(v(b, "B9"), a.move());
        SearchResult d = owl(b).defend(white, null);
        assertEquals(ReadCodes.WIN, d.code());
        assertEquals(v(b, "B9"), d.move());
    }

    /** A one-eyed group shut in the centre is dead whoever moves. */
    @Test
    public void oneEyeInTheCentreIsDead() {
        Board b = board(
                ". . . . . . . . .",
                ". . X X X X . . .",
                ". X O O O O X . .",
                ". X O . . O X . .",
                ". X O O O O X . .",
                ". . X X X X . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        int[] white = stones(b, StoneColor.WHITE);
        assertEquals(ReadCodes.FAIL, owl(b).defend(white, null).code());
        assertEquals(ReadCodes.WIN, owl(b).attack(white, null).code());
    }

    @Test
    public void doesAttackAndDoesDefendJudgeTheGivenMove() {
        Board b = cornerThree();
        int[] white = stones(b, StoneColor.WHITE);
        OwlReader o = owl(b);
        assertEquals(ReadCodes.WIN, o.doesAttack(v(b, "B9"), white, null).code());
        assertEquals(ReadCodes.WIN, o.doesDefend(v(b, "B9"), white, null).code());
        assertEquals(ReadCodes.FAIL, o.doesDefend(v(b, "F5"), white, null).code());
        assertEquals(0, b.stackp());
    }

    @Test
    public void everySearchEndsWithinItsBudgetAndSaysSo() {
        Board b = cornerThree();
        int[] white = stones(b, StoneColor.WHITE);
        for (int limit = 0; limit <= 6; limit++) {
            OwlParams p = new OwlParams();
            p.nodeLimit = limit;
            OwlReader o = reader(b, db, p);
            SearchResult r = o.defend(white, null);
            assertTrue("nodes " + r.nodes() + " within " + limit, r.nodes() <= limit);
            SearchResult a = o.attack(white, null);
            assertTrue("nodes " + a.nodes() + " within " + limit, a.nodes() <= limit);
            if (a.code() == ReadCodes.FAIL) assertFalse("a failure cut by the budget is not certain", a.certain());
            assertEquals(0, b.stackp());
        }
    }

    @Test
    public void recordedTreeHasAsManyNodesAsTheCounter() {
        Board b = cornerThree();
        int[] white = stones(b, StoneColor.WHITE);
        OwlReader o = owl(b);
        o.resetNodeCounter();
        TreeRecorder t = new TreeRecorder();
        SearchResult r = o.attack(white, t);
        assertTrue(r.nodes() > 0);
        assertEquals(r.nodes(), t.nodeCount());
        assertEquals(o.nodeCounter(), t.nodeCount());
        assertEquals("owl_attack", t.function());
        // the tree says why each move was tried and how its line ended
        TreeRecorder.Node first = t.roots().get(0);
        assertTrue(first.comment, first.comment.contains("then "));
        assertTrue(first.function, first.function.contains("eyes"));
        TreeRecorder t2 = new TreeRecorder();
        long before = o.nodeCounter();
        o.defend(white, t2);
        assertEquals(o.nodeCounter() - before, t2.nodeCount());
    }

    @Test
    public void badGoalsAreRefusedWithAReason() {
        Board b = cornerThree();
        OwlReader o = owl(b);
        try {
            o.attack(new int[0], null);
            fail("an empty goal must be refused");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("no stones"));
        }
        try {
            o.attack(new int[] {v(b, "E5")}, null);
            fail("an empty point must be refused");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("empty"));
        }
        try {
            o.doesAttack(v(b, "A8"), stones(b, StoneColor.WHITE), null);
            fail("a move on a stone must be refused");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("not on an empty point"));
        }
    }

    @Test
    public void tinyBoardsAnswer() {
        Board b = board(
                "O .",
                ". X");
        SearchResult a = owl(b).attack(new int[] {v(b, "A2")}, null);
        assertTrue(a.nodes() <= new OwlParams().nodeLimit);
        Board c = board(
                "O . .",
                ". . .",
                ". . X");
        SearchResult d = owl(c).defend(new int[] {v(c, "A3")}, null);
        assertTrue(d.nodes() <= new OwlParams().nodeLimit);
        assertEquals(0, c.stackp());
    }
}
