package owlbench.owl;

import static org.junit.Assert.assertEquals;

import java.io.File;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.SearchResult;

/**
 * OwlParams.passCheckedAtDefenceRoot: owl_defend's root answers PASS on "two eyes, the vital
 * attacks fail" only where a fresh owl_attack fails too; a dragon's status reads without the
 * check. On owl.tst 142's position from ../shared (skipped where absent); the answer itself,
 * read through the GTP engine as the suite reads it, is OwlPassCheckGtpTest's.
 */
public class OwlPassCheckTest {
    /** The check is owl_defend's own: a dragon's status reads the eyes' PASS as before, without the fresh attack's nodes. */
    @Test
    public void aStatusReadsWithoutTheCheck() throws Exception {
        Board b = OwlProblems.gamePosition(game(), 61);
        int[] dragon = OwlProblems.dragon(b, DRAGON);
        SearchResult off = OwlProblems.reader(b, OwlProblems.generatedDatabases(), params(false)).defendForStatus(dragon, null);
        SearchResult on = OwlProblems.reader(b, OwlProblems.generatedDatabases(), params(true)).defendForStatus(dragon, null);
        assertEquals(off.code(), on.code());
        assertEquals(off.move(), on.move());
        assertEquals(off.nodes(), on.nodes());
    }

    private static OwlParams params(boolean check) {
        OwlParams p = new OwlParams();
        p.passCheckedAtDefenceRoot = check;
        return p;
    }

    private static File game() {
        return OwlProblems.regressionGame("nicklas/nicklas19.sgf", "owl_defend's PASS check on owl.tst 142");
    }

    /** The dragon at H8, as gnugo's dragon_stones gives it. */
    private static final String[] DRAGON = "F9 G9 F8 H8 G7 H6 J6 J5".split(" ");
}
