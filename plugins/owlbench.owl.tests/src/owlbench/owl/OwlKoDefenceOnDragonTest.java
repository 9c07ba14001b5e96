package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.regressionGame;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.koDefenceCheckOnDragon: owl_defend's check of a root defence that lives only by ko
 * (OwlParams.koDefenceCheckAtRoot) reads the dragon a fresh owl_attack of the position would read,
 * without a defence stone that shares one liberty with it. owl.tst 202's position (GNU Go's
 * owl25.sgf before move 54, from ../shared, skipped where absent; the engine's generated eye
 * shapes): white's J8 lives by ko in the search, and with J8 in the goal a fresh attack does not
 * kill, while owl_attack H6 after J8 kills with E9 on both engines; gnugo 3.8's owl_defend H6 is 0.
 */
public class OwlKoDefenceOnDragonTest {
    private static final String[] DRAGON = "D9 F9 E8 F8 F7 G7 G6 H6 J6".split(" ");
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    private static SearchResult defence(boolean on) throws Exception {
        Board b = OwlProblems.gamePosition(regressionGame("owl25.sgf", "the ko defence checked on the dragon"), 54);
        OwlParams params = new OwlParams();
        params.koDefenceCheckOnDragon = on;
        SearchResult r = OwlProblems.reader(b, db, params).defend(dragon(b, DRAGON), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return r;
    }

    @Test
    public void theKoDefenceALoneStoneMakesIsRefutedOnTheDragon() throws Exception {
        assertEquals(ReadCodes.FAIL, defence(true).code());
    }

    @Test
    public void withTheStoneInTheGoalTheKoDefenceStays() throws Exception {
        SearchResult off = defence(false);
        assertEquals(ReadCodes.KO_B, off.code());
        assertEquals("J8", owlbench.board.Vertex.toString(off.move(), 9));
    }
}
