package owlbench.owl;

import static org.junit.Assert.assertEquals;

import java.io.File;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.lastResortCheck: the last resort of owl_defend's root
 * (OwlParams.refutationAfterFailedRootDefence) is kept only where a fresh owl_attack after it
 * fails. On GNU Go's games from ../shared (skipped where absent): a false last resort the owl
 * wide check met, and owl.tst 189's and 205's real ones.
 */
public class OwlLastResortCheckTest {
    /**
     * The owl wide check's ManyFaces3 151 B14 (seed 29): the last resort H5 lives by owl_defend's
     * own attacker, which lacks owl_attack's root rules; gnugo's owl_does_defend H5 is 0, and a
     * fresh owl_attack after H5 kills. With the check the answer is 0 again, as gnugo's.
     */
    @Test
    public void aLastResortAFreshAttackKillsIsRefused() throws Exception {
        Board b = OwlProblems.gamePosition(game("nngs/ManyFaces3-gnugo-3.3.11-200211071935.sgf"), 151);
        int[] dragon = OwlProblems.dragon(b, DRAGON_MANYFACES3);
        SearchResult unchecked = OwlProblems.reader(b, OwlProblems.ownDatabases(), params(false)).defend(dragon, null);
        assertEquals(ReadCodes.WIN, unchecked.code());
        assertEquals("H5", Vertex.toString(unchecked.move(), 19));
        SearchResult checked = OwlProblems.reader(b, OwlProblems.ownDatabases(), params(true)).defend(dragon, null);
        assertEquals(ReadCodes.FAIL, checked.code());
    }

    /** owl.tst 189: the last resort D16 (the suite's and gnugo's move) stands against the fresh owl_attack. */
    @Test
    public void aLastResortTheFreshAttackCannotKillIsKept() throws Exception {
        Board b = OwlProblems.gamePosition(game("owl24.sgf"), 127);
        int[] dragon = OwlProblems.dragon(b, "D19 F19 E18 G18 H18 E17 G17 F16 G16 D15 F15 E14".split(" "));
        SearchResult r = OwlProblems.reader(b, OwlProblems.ownDatabases(), params(true)).defend(dragon, null);
        assertEquals(ReadCodes.WIN, r.code());
        assertEquals("D16", Vertex.toString(r.move(), 19));
    }

    /**
     * owl.tst 205: after the last resort H9 the fresh owl_attack wins only by ko (KO_A), so the
     * defence keeps its ko code, KO_B (the suite's 3 H9), and is not refused.
     */
    @Test
    public void aFreshAttackThatWinsOnlyByKoKeepsTheKo() throws Exception {
        Board b = OwlProblems.gamePosition(game("owl25.sgf"), 62);
        int[] dragon = OwlProblems.dragon(b, "D9 F9 E8 F8 F7 G7 G6 H6 J6".split(" "));
        SearchResult r = OwlProblems.reader(b, OwlProblems.ownDatabases(), params(true)).defend(dragon, null);
        assertEquals(ReadCodes.KO_B, r.code());
        assertEquals("H9", Vertex.toString(r.move(), 9));
    }

    /**
     * The fresh owl_attack reads with a budget of its own: its nodes count in the search's nodes
     * (the node counter), not against the search's budget, and a dragon's status never reads it
     * (the last resort is owl_defend's own).
     */
    @Test
    public void theCheckCountsItsNodesAndAStatusReadsWithoutIt() throws Exception {
        Board b = OwlProblems.gamePosition(game("nngs/ManyFaces3-gnugo-3.3.11-200211071935.sgf"), 151);
        int[] dragon = OwlProblems.dragon(b, DRAGON_MANYFACES3);
        OwlReader unchecked = OwlProblems.reader(b, OwlProblems.ownDatabases(), params(false));
        long withoutCheck = unchecked.defend(dragon, null).nodes();
        OwlReader owl = OwlProblems.reader(b, OwlProblems.ownDatabases(), params(true));
        SearchResult checked = owl.defend(dragon, null);
        assertEquals(true, checked.nodes() > withoutCheck);
        assertEquals(checked.nodes(), owl.nodeCounter());
        OwlReader status = OwlProblems.reader(b, OwlProblems.ownDatabases(), params(true));
        SearchResult st = status.defendForStatus(dragon, null);
        assertEquals(ReadCodes.FAIL, st.code());
        assertEquals(true, st.nodes() < withoutCheck);
    }

    /**
     * The defaults read the last resort with its check (both switches on since the seventeenth
     * session): owl.tst 189's D16 found, ManyFaces3's false H5 refused.
     */
    @Test
    public void theDefaultsReadTheCheckedLastResort() throws Exception {
        Board b = OwlProblems.gamePosition(game("owl24.sgf"), 127);
        int[] dragon = OwlProblems.dragon(b, "D19 F19 E18 G18 H18 E17 G17 F16 G16 D15 F15 E14".split(" "));
        SearchResult r = OwlProblems.reader(b, OwlProblems.ownDatabases(), new OwlParams()).defend(dragon, null);
        assertEquals(ReadCodes.WIN, r.code());
        assertEquals("D16", Vertex.toString(r.move(), 19));
        Board m = OwlProblems.gamePosition(game("nngs/ManyFaces3-gnugo-3.3.11-200211071935.sgf"), 151);
        SearchResult h5 = OwlProblems.reader(m, OwlProblems.ownDatabases(), new OwlParams())
                .defend(OwlProblems.dragon(m, DRAGON_MANYFACES3), null);
        assertEquals(ReadCodes.FAIL, h5.code());
    }

    /** ManyFaces3 151's dragon at B14, as gnugo's dragon_stones gives it. */
    private static final String[] DRAGON_MANYFACES3 = "B14 A13 B13 C13 B12 B11 C11 D11 E11 A10 B10 F10 H10 E9 F9 H9 H8".split(" ");

    private static OwlParams params(boolean check) {
        OwlParams p = new OwlParams();
        p.refutationAfterFailedRootDefence = true;
        p.lastResortCheck = check;
        return p;
    }

    private static File game(String name) {
        return OwlProblems.regressionGame(name, "the last resort's check");
    }
}
