package owlbench.owl;

import static org.junit.Assert.assertEquals;

import java.io.File;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.refutationAfterFailedRootDefence: where every defence owl_defend's root tried failed,
 * the attacker's first refutation that was not tried is tried as one move more. On owl.tst 189's
 * and 205's positions (GNU Go's games from ../shared, skipped where absent).
 */
public class OwlFailedDefenceRefutationTest {
    /**
     * owl.tst 189: the root tries E19, E15 and F18; E15 is refuted by D16, a generic eye-space move
     * past the root's width (and, at value 30, not handed on by the refutation order). As the last
     * resort D16 lives: the suite's and gnugo's answer.
     */
    @Test
    public void theRefutationOfAFailedDefenceIsTheLastResort() throws Exception {
        File game = game("owl24.sgf");
        OwlDatabases db = OwlProblems.ownDatabases();
        String[] dragon = "D19 F19 E18 G18 H18 E17 G17 F16 G16 D15 F15 E14".split(" ");
        assertEquals(ReadCodes.FAIL, defence(game, 127, dragon, db, false).code());
        SearchResult with = defence(game, 127, dragon, db, true);
        assertEquals(ReadCodes.WIN, with.code());
        assertEquals("D16", Vertex.toString(with.move(), 19));
    }

    /**
     * owl.tst 205: the root's only legal candidate J7 (save a goal string) is refuted by H9, which
     * is no candidate of the root; played as the last resort it lives by ko (the suite's 3 H9).
     */
    @Test
    public void aRefutationThatIsNoCandidateIsTriedToo() throws Exception {
        File game = game("owl25.sgf");
        OwlDatabases db = OwlProblems.ownDatabases();
        String[] dragon = "D9 F9 E8 F8 F7 G7 G6 H6 J6".split(" ");
        assertEquals(ReadCodes.FAIL, defence(game, 62, dragon, db, false).code());
        SearchResult with = defence(game, 62, dragon, db, true);
        assertEquals(ReadCodes.KO_B, with.code());
        assertEquals("H9", Vertex.toString(with.move(), 9));
    }

    /**
     * A last resort whose read the node budget cuts is not trusted (a cut line is a win for the
     * defender by default: owl.tst 199's J5 became a ko defence of a dragon gnugo and the suite
     * call dead). On 189's position with a budget that lets the root's three defences be read out
     * and cuts D16's read two nodes in: the answer stays 0, not certain.
     */
    @Test
    public void aLastResortCutByTheBudgetIsNotTrusted() throws Exception {
        File game = game("owl24.sgf");
        OwlDatabases db = OwlProblems.ownDatabases();
        String[] dragon = "D19 F19 E18 G18 H18 E17 G17 F16 G16 D15 F15 E14".split(" ");
        SearchResult rootOnly = defence(game, 127, dragon, db, false, 1000);
        assertEquals(ReadCodes.FAIL, rootOnly.code());
        assertEquals(true, rootOnly.certain());
        SearchResult cut = defence(game, 127, dragon, db, true, rootOnly.nodes() + 2);
        assertEquals(ReadCodes.FAIL, cut.code());
        assertEquals(false, cut.certain());
    }

    /**
     * The last resort is owl_defend's own: a dragon's status reads owl_defend without it unless
     * OwlParams.refutationAfterFailedRootDefenceInStatus (the racing dragons' statuses lost with it,
     * twelfth session). On 189's position the status's read answers 0 without it, D16 with it.
     */
    @Test
    public void aStatusReadsWithoutTheLastResortUnlessAsked() throws Exception {
        Board b = OwlProblems.gamePosition(game("owl24.sgf"), 127);
        int[] dragon = OwlProblems.dragon(b, DRAGON_189);
        OwlParams params = new OwlParams();
        params.refutationAfterFailedRootDefence = true;
        params.refutationAfterFailedRootDefenceInStatus = false;
        assertEquals(ReadCodes.FAIL, OwlProblems.reader(b, OwlProblems.ownDatabases(), params).defendForStatus(dragon, null).code());
        params = params.copy();
        params.refutationAfterFailedRootDefenceInStatus = true;
        SearchResult st = OwlProblems.reader(b, OwlProblems.ownDatabases(), params).defendForStatus(dragon, null);
        assertEquals(ReadCodes.WIN, st.code());
        assertEquals("D16", Vertex.toString(st.move(), 19));
    }

    /**
     * One reader asked for a status's defence and owl_defend in turn, its cache kept: neither
     * hands its root answer to the other (the status's 0 to owl_defend, owl_defend's last
     * resort D16 to the status), and owl_defend asked again answers as before.
     */
    @Test
    public void theCacheHandsNoRootDefenceBetweenStatusAndOwlDefend() throws Exception {
        Board b = OwlProblems.gamePosition(game("owl24.sgf"), 127);
        int[] dragon = OwlProblems.dragon(b, DRAGON_189);
        OwlParams params = new OwlParams();
        params.refutationAfterFailedRootDefence = true;
        OwlReader owl = OwlProblems.reader(b, OwlProblems.ownDatabases(), params);
        assertEquals(ReadCodes.FAIL, owl.defendForStatus(dragon, null).code());
        SearchResult d = owl.defend(dragon, null);
        assertEquals(ReadCodes.WIN, d.code());
        assertEquals("D16", Vertex.toString(d.move(), 19));
        assertEquals(ReadCodes.FAIL, owl.defendForStatus(dragon, null).code());
        SearchResult again = owl.defend(dragon, null);
        assertEquals("D16", Vertex.toString(again.move(), 19));
    }

    /** owl.tst 189's dragon F15, as owlbench's dragon_stones gives it. */
    private static final String[] DRAGON_189 = "D19 F19 E18 G18 H18 E17 G17 F16 G16 D15 F15 E14".split(" ");

    private static File game(String name) {
        return OwlProblems.regressionGame(name, "the failed defence's last resort");
    }

    /** owl_defend of the dragon (its stones as owlbench's dragon_stones gives them) with or without the rule. */
    private static SearchResult defence(File game, int move, String[] stones, OwlDatabases db, boolean lastResort) throws Exception {
        return defence(game, move, stones, db, lastResort, new OwlParams().nodeLimit);
    }

    private static SearchResult defence(File game, int move, String[] stones, OwlDatabases db, boolean lastResort, long nodeLimit)
            throws Exception {
        Board b = OwlProblems.gamePosition(game, move);
        int[] dragon = OwlProblems.dragon(b, stones);
        OwlParams params = new OwlParams();
        params.refutationAfterFailedRootDefence = lastResort;
        params.nodeLimit = nodeLimit;
        return OwlProblems.reader(b, db, params).defend(dragon, null);
    }
}
