package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.v;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.deeperAttackReading (twenty-second session, h/owlatk22b): owl_attack's search cuts its
 * lines at OwlParams.attackReadingDepth instead of OwlParams.readingDepth; a status read and
 * owl_defend keep readingDepth. The handmade side dragon of OwlProblems.bottomSideKill (white's
 * B3-E3, B2 and E2 inside black's wall from A2 to F2, the first line open) dies to B1 when read to
 * the default depth 20; with the reading depth lowered to 6 for the test every kill line is cut
 * there and counts for the defender, as owl.tst 125's 22-ply kill is cut at 20.
 */
public class OwlDeeperAttackReadingTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /** Reading depth 6 cuts every kill: owl_attack fails with the rule off. */
    @Test
    public void theShallowDepthCutsTheKill() {
        Board b = OwlProblems.bottomSideKill();
        int[] white = OwlProblems.stones(b, StoneColor.WHITE);
        SearchResult r = OwlProblems.reader(b, own, shallow(false)).attack(white, null);
        assertEquals("cut at ply 6, the defender's", ReadCodes.FAIL, r.code());
        assertEquals(0, b.stackp());
    }

    /** With the rule owl_attack reads to attackReadingDepth (20 here) and kills at B1. */
    @Test
    public void owlAttackReadsDeeper() {
        Board b = OwlProblems.bottomSideKill();
        int[] white = OwlProblems.stones(b, StoneColor.WHITE);
        SearchResult r = OwlProblems.reader(b, own, shallow(true)).attack(white, null);
        assertEquals("killed", ReadCodes.WIN, r.code());
        assertEquals(v(b, "B1"), r.move());
        assertEquals(0, b.stackp());
    }

    /** A status read keeps readingDepth unless deeperAttackReadingInStatus. */
    @Test
    public void aStatusReadKeepsTheDepth() {
        Board b = OwlProblems.bottomSideKill();
        int[] white = OwlProblems.stones(b, StoneColor.WHITE);
        SearchResult status = OwlProblems.reader(b, own, shallow(true)).attackForStatus(white, null);
        assertEquals("as with the rule off", ReadCodes.FAIL, status.code());
        OwlParams inStatus = shallow(true);
        inStatus.deeperAttackReadingInStatus = true;
        SearchResult deeper = OwlProblems.reader(b, own, inStatus).attackForStatus(white, null);
        assertEquals("killed where the status read reads deeper too", ReadCodes.WIN, deeper.code());
        assertEquals(0, b.stackp());
    }

    /** owl_defend keeps readingDepth: its answer and move are the rule-off ones. */
    @Test
    public void owlDefendKeepsTheDepth() {
        Board b = OwlProblems.bottomSideKill();
        int[] white = OwlProblems.stones(b, StoneColor.WHITE);
        SearchResult off = OwlProblems.reader(b, own, shallow(false)).defend(white, null);
        SearchResult on = OwlProblems.reader(b, own, shallow(true)).defend(white, null);
        assertEquals("lives at depth 6", ReadCodes.WIN, off.code());
        assertEquals(off.code(), on.code());
        assertEquals(off.move(), on.move());
        assertEquals(off.nodes(), on.nodes());
        assertEquals(0, b.stackp());
    }

    /** Reading depth 6, the rule on or off, owl_attack's depth the default reading depth 20. */
    private static OwlParams shallow(boolean deeper) {
        OwlParams p = new OwlParams();
        p.readingDepth = 6;
        p.deeperAttackReading = deeper;
        p.attackReadingDepth = 20;
        return p;
    }
}
