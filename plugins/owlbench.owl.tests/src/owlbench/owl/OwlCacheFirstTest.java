package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
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

/**
 * An owl node whose result is cached answers before its position is evaluated (escape map, eye
 * analysis): the second read of a question costs neither a node nor an evaluation, and answers as
 * the first.
 */
public class OwlCacheFirstTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    @Test
    public void aRepeatedQuestionIsAnsweredWithoutEvaluatingTheRoot() {
        Board b = cornerThree();
        int[] white = stones(b, StoneColor.WHITE);
        // the same question twice on one reader: the cache kept between questions
        // (OwlParams.cachePerQuestion empties it for each question; within a search it works alike)
        OwlParams params = new OwlParams();
        params.cachePerQuestion = false;
        OwlReader o = reader(b, db, params);
        SearchResult first = o.attack(white, null);
        assertEquals(ReadCodes.WIN, first.code());
        assertEquals(v(b, "B9"), first.move());
        assertTrue(first.nodes() > 0);
        long evaluated = o.evaluations();
        assertTrue(evaluated > 0);
        SearchResult again = o.attack(white, null);
        assertEquals(first.code(), again.code());
        assertEquals(first.move(), again.move());
        assertEquals(0, again.nodes());
        assertEquals("the cached root is not evaluated again", evaluated, o.evaluations());

        SearchResult defend = o.defend(white, null);
        long afterDefend = o.evaluations();
        SearchResult defendAgain = o.defend(white, null);
        assertEquals(defend.code(), defendAgain.code());
        assertEquals(defend.move(), defendAgain.move());
        assertEquals(afterDefend, o.evaluations());
        assertEquals(0, b.stackp());
    }
}
