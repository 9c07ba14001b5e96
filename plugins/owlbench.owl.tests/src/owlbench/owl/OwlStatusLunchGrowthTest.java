package owlbench.owl;

import static org.junit.Assert.assertEquals;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.lunchGrowthInStatus: a dragon's status reads the attacker's lunch growth as owl_attack
 * does. Handmade 9x9: black's long string D9-D4, A4-C4, C3 C2 walls in the top-left corner around
 * a lone white stone B8, shut in by white's wall. owl_attack kills with C8; in one of its lines
 * white's corner stones are black's lunch of two liberties, and white grows them by one stone into
 * a dead shape (LunchGrowth). The status read without the growth misses that line and calls the
 * string alive, so dragon_status and owl_attack disagree on the same position (semeai.tst 33's
 * shape: there GNU Go calls the string critical and the race decides).
 */
public class OwlStatusLunchGrowthTest {
    static final String[] CORNER = {
        ". . . X O . . . .",
        ". O . X O . . . .",
        ". . . X O . . . .",
        ". . . X X O . . .",
        ". . . X O O . . .",
        "X X X X O . . . .",
        "O O X O O . . . .",
        ". O X O . . . . .",
        "O . O O . . . . .",
    };
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    private static OwlParams params(boolean inStatus) {
        OwlParams p = new OwlParams();
        p.lunchGrowthInStatus = inStatus;
        // this test is about the growth of every lunch: the narrower growth off (OwlStatusBigLunchGrowthTest)
        p.bigLunchGrowthInStatus = false;
        p.plainStatusAfterGrowthBudget = true;
        return p;
    }

    @Test
    public void owlAttackKillsAtC8() {
        Board b = OwlProblems.board(CORNER);
        SearchResult r = OwlProblems.reader(b, db, params(false)).attack(OwlProblems.string(b, "D9"), null);
        assertEquals(ReadCodes.WIN, r.code());
        assertEquals("C8", Vertex.toString(r.move(), 9));
    }

    @Test
    public void onTheStatusReadFindsTheSameKill() {
        Board b = OwlProblems.board(CORNER);
        OwlStatus st = OwlStatus.of(OwlProblems.reader(b, db, params(true)), OwlProblems.string(b, "D9"));
        assertEquals(OwlStatus.Status.CRITICAL, st.status());
        assertEquals("C8", Vertex.toString(st.attackMove(), 9));
        assertEquals("the board is left as it was", 0, b.stackp());
    }

    /**
     * OwlParams.plainStatusAfterGrowthBudget: with a node budget of 177 the status's attack with the
     * growth (179 nodes at the full budget) runs out, while the plain read (174) finishes. Without
     * the rule the status is "unknown"; with it the plain read's verdict, "alive", is the status.
     */
    @Test
    public void aGrowthReadOutOfBudgetIsReadAgainPlain() {
        for (boolean plainAgain : new boolean[] {false, true}) {
            Board b = OwlProblems.board(CORNER);
            OwlParams p = params(true);
            p.nodeLimit = 177;
            p.plainStatusAfterGrowthBudget = plainAgain;
            OwlStatus st = OwlStatus.of(OwlProblems.reader(b, db, p), OwlProblems.string(b, "D9"));
            assertEquals("plain read again: " + plainAgain, plainAgain ? OwlStatus.Status.ALIVE : OwlStatus.Status.UNKNOWN,
                    st.status());
            assertEquals("the board is left as it was", 0, b.stackp());
        }
    }

    @Test
    public void offTheStatusReadCallsTheStringAlive() {
        Board b = OwlProblems.board(CORNER);
        OwlStatus st = OwlStatus.of(OwlProblems.reader(b, db, params(false)), OwlProblems.string(b, "D9"));
        assertEquals(OwlStatus.Status.ALIVE, st.status());
    }
}
