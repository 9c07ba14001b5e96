package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.friendlyLinksAtDefenceRoot on a handmade position, with no file of ../shared (the
 * engine's generated eye shapes): OwlFriendlyLinksTest holds the rule on owl.tst 124's game,
 * which a clone without ../shared skips. The position came from a random search over small
 * boards for a dragon the rule alone saves, kept because gnugo 3.8 saves it at the same point.
 */
public class OwlFriendlyLinksHandmadeTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    /**
     * White's A4-A3-B3 on the left edge of the 7x7 board, no eye of its own; C2 links it to
     * white's strong E3-F3-E2-F2-G2 (gnugo 3.8: owl_defend A3 "1 C2", its dragon A4 A3 B3).
     */
    static Board leftEdge() {
        return OwlProblems.board(
                ". X . O . X O",
                ". X . X . O O",
                "X X X O . X .",
                "O . . X . . .",
                "O O X . O O .",
                ". . . . O O O",
                "O X . . . O .");
    }

    private static SearchResult defence(Board b, boolean links) {
        OwlParams params = new OwlParams();
        params.friendlyLinksAtDefenceRoot = links;
        return OwlProblems.reader(b, db, params).defend(OwlProblems.dragon(b, "A4", "A3", "B3"), null);
    }

    @Test
    public void theLinkSavesTheDragon() {
        assertNotEquals("without the links no defence", ReadCodes.WIN, defence(leftEdge(), false).code());
        Board b = leftEdge();
        SearchResult with = defence(b, true);
        assertEquals("with the links a defence", ReadCodes.WIN, with.code());
        assertEquals("at C2", OwlProblems.v(b, "C2"), with.move());
        assertEquals("the board is left as it was", 0, b.stackp());
    }
}
