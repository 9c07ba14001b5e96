package owlbench.owl;

import static org.junit.Assert.assertEquals;

import java.io.File;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.diagonalLinksAtDefenceRoot and OwlParams.linksBeforeRescuesAtDefenceRoot on owl.tst 72's
 * position (GNU Go's game from ../shared, skipped where absent): white's D13 (two liberties, C13
 * and E13) lives by C13, which saves it, and by C14, which joins it to the strong C15-D15 across
 * black's D14; the suite and gnugo answer C14. DiagonalLinksTest holds the shapes on handmade
 * positions.
 */
public class OwlLinksBeforeRescuesTest {
    @Test
    public void theRescueWithoutTheRules() throws Exception {
        SearchResult r = defence(false, false);
        assertEquals(ReadCodes.WIN, r.code());
        assertEquals("C13", Vertex.toString(r.move(), 19));
    }

    @Test
    public void theDiagonalLinkAloneKeepsTheRescueFirst() throws Exception {
        assertEquals("C13", Vertex.toString(defence(true, false).move(), 19));
    }

    @Test
    public void theLinkBeforeTheRescue() throws Exception {
        SearchResult r = defence(true, true);
        assertEquals(ReadCodes.WIN, r.code());
        assertEquals("C14", Vertex.toString(r.move(), 19));
    }

    /** A dragon's status reads the root in its plain order. */
    @Test
    public void aStatusKeepsThePlainOrder() throws Exception {
        Board b = position();
        OwlParams params = new OwlParams();
        params.diagonalLinksAtDefenceRoot = true;
        params.linksBeforeRescuesAtDefenceRoot = true;
        SearchResult st = OwlProblems.reader(b, OwlProblems.ownDatabases(), params).defendForStatus(OwlProblems.dragon(b, "D13"), null);
        assertEquals("C13", Vertex.toString(st.move(), 19));
    }

    private static Board position() throws Exception {
        File game = OwlProblems.regressionGame("incident263.sgf", "owl_defend's links before rescues");
        return OwlProblems.gamePosition(game, 116);
    }

    private static SearchResult defence(boolean diagonal, boolean linksFirst) throws Exception {
        Board b = position();
        OwlParams params = new OwlParams();
        params.diagonalLinksAtDefenceRoot = diagonal;
        params.linksBeforeRescuesAtDefenceRoot = linksFirst;
        return OwlProblems.reader(b, OwlProblems.ownDatabases(), params).defend(OwlProblems.dragon(b, "D13"), null);
    }
}
