package owlbench.owl;

import static org.junit.Assert.assertEquals;

import java.io.File;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.friendlyLinksAtDefenceRoot: where every defence owl_defend's root tried failed, the
 * connection reader's links of the goal to a strong friendly string are tried. On owl.tst 124's
 * position (GNU Go's game from ../shared, skipped where absent): H2 joins the dragon to J2's across
 * white's G2, no liberty of the goal and no candidate of the root.
 */
public class OwlFriendlyLinksTest {
    /** owl.tst 124's dragon F4, as owlbench's dragon_stones gives it. */
    private static final String[] DRAGON_124 = "F4 E3 F3 F2".split(" ");

    @Test
    public void theLinkIsTriedWhereTheRootFails() throws Exception {
        assertEquals(ReadCodes.FAIL, defence(false).code());
        SearchResult with = defence(true);
        assertEquals(ReadCodes.WIN, with.code());
        assertEquals("H2", Vertex.toString(with.move(), 19));
    }

    /** A dragon's status reads owl_defend without the links unless OwlParams.friendlyLinksInStatus. */
    @Test
    public void aStatusReadsWithoutTheLinksUnlessAsked() throws Exception {
        Board b = position();
        int[] dragon = OwlProblems.dragon(b, DRAGON_124);
        OwlParams params = new OwlParams();
        params.friendlyLinksAtDefenceRoot = true;
        assertEquals(ReadCodes.FAIL, OwlProblems.reader(b, OwlProblems.ownDatabases(), params).defendForStatus(dragon, null).code());
        params = params.copy();
        params.friendlyLinksInStatus = true;
        SearchResult st = OwlProblems.reader(b, OwlProblems.ownDatabases(), params).defendForStatus(dragon, null);
        assertEquals(ReadCodes.WIN, st.code());
        assertEquals("H2", Vertex.toString(st.move(), 19));
    }

    /** One reader asked for a status's defence and owl_defend in turn: neither hands its root answer to the other. */
    @Test
    public void theCacheHandsNoRootDefenceBetweenStatusAndOwlDefend() throws Exception {
        Board b = position();
        int[] dragon = OwlProblems.dragon(b, DRAGON_124);
        OwlParams params = linksAlone();
        params.friendlyLinksAtDefenceRoot = true;
        OwlReader owl = OwlProblems.reader(b, OwlProblems.ownDatabases(), params);
        assertEquals(ReadCodes.FAIL, owl.defendForStatus(dragon, null).code());
        assertEquals("H2", Vertex.toString(owl.defend(dragon, null).move(), 19));
        assertEquals(ReadCodes.FAIL, owl.defendForStatus(dragon, null).code());
        assertEquals("H2", Vertex.toString(owl.defend(dragon, null).move(), 19));
    }

    private static Board position() throws Exception {
        File game = OwlProblems.regressionGame("strategy21.sgf", "owl_defend's links to a strong friendly string");
        return OwlProblems.gamePosition(game, 96);
    }

    private static SearchResult defence(boolean links) throws Exception {
        Board b = position();
        OwlParams params = linksAlone();
        params.friendlyLinksAtDefenceRoot = links;
        return OwlProblems.reader(b, OwlProblems.ownDatabases(), params).defend(OwlProblems.dragon(b, DRAGON_124), null);
    }

    /**
     * The links without the root's last resort (OwlParams.refutationAfterFailedRootDefence, off by
     * default; measured on in the seventeenth session), which is read before them and here, with
     * GNU Go's eyes.db, finds G1 first (gnugo 3.8's owl_does_defend G1 F4 is 1 too): these tests
     * hold the links whichever way the switch is set.
     */
    private static OwlParams linksAlone() {
        OwlParams params = new OwlParams();
        params.refutationAfterFailedRootDefence = false;
        return params;
    }
}
