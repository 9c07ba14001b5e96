package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.v;

import java.io.IOException;
import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.patterns.expr.PatternFacts;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.SearchResult;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * The corner defence shape added to patterns/owl_defendpats.db in the twentieth session
 * (h/owldef20b: OD250, the 2-2 point of an empty corner the dragon encloses): on a small position
 * cut down from owl.tst 185 it proposes the 2-2 point at the root and owl_defend answers it (gnugo
 * 3.8's answer, which its owl_does_defend confirms); without the pattern owl answers a first-line
 * move that gnugo says does not defend.
 */
public class OwnOwlCornerDefenceTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /** The defender's root candidates of owl on the goal dragon of b. */
    private static List<OwlCandidate> rootDefence(Board b, int[] goal, OwlDatabases db) {
        Reader r = new Reader(b);
        OwlFacts owlFacts = new OwlFacts();
        OwlMoves m = new OwlMoves(db, r, PatternFacts.chain(owlFacts, new TacticalFacts(r, Worms.compute(r))), owlFacts);
        OwlNode n = new OwlNode(b, new OwlGoal(b, goal), new EyeSpacesCache(b, db.eyes), r);
        return m.defend(n);
    }

    private static boolean proposes(List<OwlCandidate> l, int move, String pattern) {
        for (OwlCandidate c : l) {
            if (c.move() == move && c.reason().startsWith(pattern + " ")) return true;
        }
        return false;
    }

    private static SearchResult defend(Board b, int[] goal, OwlDatabases db) {
        return OwlProblems.reader(b, db, new OwlParams()).defend(goal, null);
    }

    /**
     * Black's E9 F9 F8 G7 G6 H6 H5 enclose the empty upper right corner from the 3-3 point G7 and
     * the second-line F8 (owl.tst 185's corner, the rest of the board left out). The 2-2 point H8
     * is the centre of the corner space (OD250); gnugo 3.8: owl_defend 1 H8, owl_attack 1 H8,
     * owl_does_defend of H8 1, of J6 (the block owl chose without OD250) 0.
     */
    @Test
    public void theCornersTwoTwoPoint() {
        Board b = board(
                ". . . O X X . . .",
                ". . . O O X . . .",
                ". . . . O . X . .",
                ". . . . . O X X .",
                ". . . . O . O X O",
                ". . . . . O . O .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        int[] black = dragon(b, "E9", "F9", "F8", "G7", "G6", "H6", "H5");
        assertTrue("OD250 proposes H8 at the root", proposes(rootDefence(b, black, own), v(b, "H8"), "OD250"));
        SearchResult d = defend(b, black, own);
        assertEquals("owl defends", ReadCodes.WIN, d.code());
        assertEquals("at H8", v(b, "H8"), d.move());

        OwlDatabases less = OwlProblems.withoutPatterns(own, "OD250");
        assertFalse("without OD250 H8 is no pattern move", proposes(rootDefence(b, black, less), v(b, "H8"), "OD250"));
        assertEquals("and owl answers J6, which does not defend", v(b, "J6"), defend(b, black, less).move());
        assertEquals(0, b.stackp());
    }
}
