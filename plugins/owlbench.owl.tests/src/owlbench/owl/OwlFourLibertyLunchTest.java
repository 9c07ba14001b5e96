package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.SearchResult;

/**
 * Lunches of four liberties (OwlParams.fourLibertyLunches, off by default): a boundary string of
 * four liberties that the tactical reader captures within OwlNode.FOUR_LIBERTY_LUNCH_NODES is a
 * lunch, so capturing it is among the defender's moves. The boards are the 9x9 game olympiad2004 mag-gnu.sgf at move 46
 * after black E1 and white G1 (the line where gnugo's defence of F3 eats the white string C2 D2 D3
 * E3 at B2), written out as diagrams, and the same with one white stone more at B1, where that
 * string escapes. gnugo 3.8 answers both as asserted here (owl_defend F3: 1 B2, then 0).
 */
public class OwlFourLibertyLunchTest {
    private static final String DRAGON = "F3 G3 E2 F2 E1 H2 H1";

    /** The board after B E1, W G1; with {@code b1} a white stone at B1 too. */
    private static Board board(boolean b1) {
        return OwlProblems.board(
                ". . . . O . . O .",
                "O O O O X O O . .",
                ". X X X X X X O O",
                ". . . X X . X X X",
                ". . . . X . . . .",
                ". X X . X O O O .",
                "O O X O O X X O .",
                ". . O O X X . X O",
                b1 ? ". O . . X . O X ." : ". . . . X . O X .");
    }

    private static int[] dragon(Board b) {
        return java.util.Arrays.stream(DRAGON.split(" ")).mapToInt(v -> OwlProblems.v(b, v)).toArray();
    }

    private static OwlNode node(Board b, OwlDatabases db, boolean four) {
        return new OwlNode(b, new OwlGoal(b, dragon(b)), new EyeSpacesCache(b, db.eyes), new Reader(b), four);
    }

    private static OwlParams params(boolean four) {
        OwlParams p = new OwlParams();
        p.fourLibertyLunches = four;
        // the lunch rule alone: with the links of a failed root to strong friendly strings
        // (OwlParams.friendlyLinksAtDefenceRoot) the dragon lives without the lunch too, by a
        // link to the big black group past the root's width (gnugo's code is 1 here as well)
        p.friendlyLinksAtDefenceRoot = false;
        return p;
    }

    /**
     * The black dragon lives only by capturing the four-liberty string C2 D2 D3 E3 at B2: it is a
     * lunch with that attack point, and owl_defend answers B2; with lunches of three liberties at
     * most (the switch off) the defender has no such move and the dragon is read dead.
     */
    @Test
    public void theDragonLivesByCapturingAFourLibertyLunch() throws Exception {
        Board b = board(false);
        OwlDatabases db = OwlProblems.ownDatabases();
        int lunch = OwlProblems.v(b, "D2");
        assertEquals(4, b.countlib(lunch));
        boolean found = false;
        for (int[] l : node(b, db, false).lunches()) assertNotEquals(b.origin(lunch), l[0]);
        for (int[] l : node(b, db, true).lunches()) {
            if (l[0] == b.origin(lunch)) {
                found = true;
                assertEquals(OwlProblems.v(b, "B2"), l[1]);
            }
        }
        assertTrue("C2 D2 D3 E3 is a lunch", found);
        SearchResult defend = OwlProblems.reader(b, db, params(true)).defend(dragon(b), null);
        assertEquals(ReadCodes.WIN, defend.code());
        assertEquals(OwlProblems.v(b, "B2"), defend.move());
        assertEquals(ReadCodes.FAIL, OwlProblems.reader(b, db, params(false)).defend(dragon(b), null).code());
    }

    /**
     * With a white stone at B1 the same string keeps four liberties but escapes (B2 no longer shuts
     * it in): no lunch, and the dragon dies, as gnugo reads it.
     */
    @Test
    public void whereTheStringEscapesTheDragonDies() throws Exception {
        Board b = board(true);
        OwlDatabases db = OwlProblems.ownDatabases();
        int string = OwlProblems.v(b, "D2");
        assertEquals(4, b.countlib(string));
        for (int[] l : node(b, db, true).lunches()) assertNotEquals(b.origin(string), l[0]);
        assertEquals(ReadCodes.FAIL, OwlProblems.reader(b, db, params(true)).defend(dragon(b), null).code());
    }

    /**
     * The lunch's read is bounded: the capture at B2 takes the reader a few thousand nodes here, so
     * within a budget of 100 nothing is proven (FAIL), within the lunches' budget it is captured,
     * and the reader's own answer is the same capture.
     */
    @Test
    public void aBoundedReadProvesNothingPastItsBudget() {
        Board b = board(false);
        int d2 = OwlProblems.v(b, "D2");
        assertEquals(ReadCodes.FAIL, new Reader(b).attackWithin(d2, 100));
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.attackWithin(d2, OwlNode.FOUR_LIBERTY_LUNCH_NODES));
        assertEquals(OwlProblems.v(b, "B2"), r.lastMove());
        Reader full = new Reader(b);
        assertEquals(ReadCodes.WIN, full.attack(d2));
        assertEquals(OwlProblems.v(b, "B2"), full.lastMove());
    }
}
