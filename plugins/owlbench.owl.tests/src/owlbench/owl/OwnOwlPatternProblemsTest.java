package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.string;
import static owlbench.owl.OwlProblems.v;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;
import owlbench.reading.TreeRecorder;

/**
 * Handmade life-and-death problems where one of owlbench's own owl patterns (patterns/owl_*.db)
 * is what gives owl its answer: read with the databases as they are, and again with that one
 * pattern taken out, the difference is the pattern's.
 */
public class OwnOwlPatternProblemsTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.ownDatabases();
    }

    /** The own databases with the named patterns taken out. */
    private static OwlDatabases without(String... names) {
        return OwlProblems.withoutPatterns(own, names);
    }


    /**
     * Three white stones shut in on the side with two liberties inside and one towards a living
     * white group above: F5 connects them out (and black's F5 kills). OD52, connecting out to a
     * strong friendly string, makes it owl's first defence: one node (OD51, closing the gap the
     * black stone peeps at, proposes it too). Without both owl finds F5 only after trying the
     * inside points, each refuted.
     */
    @Test
    public void connectingOutToALivingGroupIsTheFirstDefence() {
        Board b = board(
                ". . . . . . . . .",
                ". O O O O O . . .",
                ". O . O . O . . .",
                ". O O O O O . X .",
                ". . . . X . . X .",
                ". . . . X O . X .",
                ". . . . X O . X .",
                ". . . . X O X X .",
                ". . . . X X . . .");
        int[] goal = string(b, "F4");
        TreeRecorder tree = new TreeRecorder();
        SearchResult d = OwlProblems.reader(b, own, new OwlParams()).defend(goal, tree);
        assertEquals(ReadCodes.WIN, d.code());
        assertEquals(v(b, "F5"), d.move());
        assertEquals("the connection is the first move tried, and it lives", 1, d.nodes());
        assertTrue(tree.roots().get(0).comment, tree.roots().get(0).comment.startsWith("OD52 "));
        SearchResult a = OwlProblems.reader(b, own, new OwlParams()).attack(goal, null);
        assertEquals(ReadCodes.WIN, a.code());
        assertEquals(v(b, "F5"), a.move());

        TreeRecorder t2 = new TreeRecorder();
        SearchResult withoutIt = OwlProblems.reader(b, without("OD52", "OD51"), new OwlParams()).defend(goal, t2);
        assertEquals(ReadCodes.WIN, withoutIt.code());
        assertTrue("without OD52 and OD51 owl reads more (" + withoutIt.nodes() + " nodes) " + t2.roots().get(0).comment, withoutIt.nodes() > 1);
        assertEquals(0, b.stackp());
    }
}
