package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static owlbench.owl.OwlProblems.v;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.innerRefutationsForAttacker on a handmade position, with no file of ../shared (the
 * engine's generated eye shapes): OwlInnerRefutationsTest holds the rule on owl.tst 113's game,
 * which a clone without ../shared skips.
 */
public class OwlInnerRefutationsHandmadeTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    /**
     * White's string F2-F3-F4-G2 under black's wall on the 7x7 board, with D2 and E1 beside it.
     * Black's E3 takes the vital point and white answers E2; one move below the root black's C2
     * and D1 are both refuted (C2 by E4, D1 by C1), and E4, the defender's answer to the first,
     * no candidate there, is the kill. gnugo 3.8 kills at E3 too (owl_attack F4: 1 E3).
     */
    static Board wallOnTheRight() {
        return OwlProblems.board(
                ". . . . . . .",
                ". . . . . . .",
                "X X X X X X X",
                ". . . . . O X",
                "O X . . . O X",
                "O X . O . O O",
                "X . . . O . .");
    }

    private static SearchResult attack(Board b, boolean rule) {
        OwlParams params = new OwlParams();
        params.innerRefutationsForAttacker = rule;
        return OwlProblems.reader(b, db, params).attack(OwlProblems.string(b, "F4"), null);
    }

    @Test
    public void theDefendersAnswerOneMoveDownKills() {
        assertNotEquals("without the rule no kill", ReadCodes.WIN, attack(wallOnTheRight(), false).code());
        Board b = wallOnTheRight();
        SearchResult with = attack(b, true);
        assertEquals("with the rule a kill", ReadCodes.WIN, with.code());
        assertEquals("at E3", v(b, "E3"), with.move());
        assertEquals("the board is left as it was", 0, b.stackp());
    }
}
