package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.v;

import java.util.ArrayList;
import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;
import owlbench.reading.TreeRecorder;

/**
 * The centres of big eye spaces the eye database does not know at owl_defend's root
 * (OwlParams.bigSpaceCentresAtDefenceRoot), on a handmade 9x9 corner with the engine's generated eye
 * shapes: black's dragon holds a 9-point space, open at its mouth and counted one eye or two.
 * Without the rule the root's first defence, the mouth point A9, reads as living, where gnugo 3.8
 * kills it; with the rule the attacker's answer to A9 tries the space's centre B8, which kills,
 * and the root, handed that refutation, defends at B8, a defence gnugo confirms. owl.tst 85
 * (nicklas8.sgf, the corner D19 answered A19, now B18) is the same kind through the GTP engine;
 * this reader, without the engine's dragons, reads that position otherwise, so it is not a test here.
 */
public class OwlDefenceRootCentresTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    private static OwlParams params(boolean on) {
        OwlParams p = new OwlParams();
        p.bigSpaceCentresAtDefenceRoot = on;
        // with OwlParams.passWhereKoBanned the attacker answers the mouth point A9 with B6 (a ko
        // where black's retake is banned, then the attacker's pass), and without the centres the
        // root defends at B6, which gnugo confirms (owl_does_defend B6 C7: 1; after A9 gnugo's
        // owl_does_attack B6 is only 2): the centre rule's case is the one read without it
        p.passWhereKoBanned = false;
        return p;
    }

    private static List<Integer> rootMoves(TreeRecorder tree) {
        List<Integer> out = new ArrayList<>();
        for (TreeRecorder.Node r : tree.roots()) out.add(r.move);
        return out;
    }

    /**
     * A handmade 9x9 corner of the same kind (not a copy of any suite position's board): black's
     * D9 E8 C7 D7 D6 around the 8-point space A9 B9 C9 A8 B8 C8 D8 A7 B7, open at A6 and B6, under
     * white's wall. gnugo 3.8 kills A9 (owl_does_defend A9 C7: 0) and lives with B8 (1) or C8 (its
     * owl_defend).
     */
    static Board handmadeCorner() {
        return OwlProblems.board(
                ". . . X . . O . .",
                ". . . . X O O . .",
                ". . X X O . O . .",
                ". . O X O O . . .",
                ". . O O O . . . .",
                "O O . O . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    @Test
    public void aHandmadeCornerDefendsAtTheCentreOnlyWithTheRuleOn() {
        Board off = handmadeCorner();
        int[] goal = handmadeDragon(off);
        SearchResult without = OwlProblems.reader(off, db, params(false)).defend(goal, null);
        assertEquals(ReadCodes.WIN, without.code());
        assertEquals("the mouth point A9, which gnugo refutes", v(off, "A9"), without.move());
        Board on = handmadeCorner();
        SearchResult with = OwlProblems.reader(on, db, params(true)).defend(handmadeDragon(on), null);
        assertEquals(ReadCodes.WIN, with.code());
        assertEquals("the centre B8, a defence gnugo confirms", v(on, "B8"), with.move());
        assertEquals("the board is left as it was", 0, on.stackp());
    }

    private static int[] handmadeDragon(Board b) {
        return dragon(b, "D9", "E8", "C7", "D7", "D6");
    }

    @Test
    public void theSpaceHasACentreForTheDefender() {
        Board b = handmadeCorner();
        OwlNode n = new OwlNode(b, new OwlGoal(b, handmadeDragon(b)), new EyeSpacesCache(b, db.eyes), new owlbench.reading.Reader(b));
        OwlEyes e = n.eyes();
        int b8 = v(b, "B8");
        int size = e.spaces.size(n.color, b8);
        assertTrue("a big space: " + size, size >= OwlMoves.BIG_UNKNOWN_SPACE && size <= OwlMoves.BIG_UNKNOWN_SPACE_MAX);
        assertEquals("a shape the eye database does not know", owlbench.owl.optics.EyeValue.UNKNOWN_LARGE, e.spaces.value(n.color, b8));
        assertEquals("its centre, legal for the defender", List.of(b8), OwlMoves.bigSpaceCentres(n, e, n.color));
        assertEquals("the board is left as it was", 0, b.stackp());
    }

    @Test
    public void theAttackersAnswerToTheMouthPointIsTheCentreWhichTheRootTriesNext() {
        Board b = handmadeCorner();
        TreeRecorder tree = new TreeRecorder();
        OwlProblems.reader(b, db, params(true)).defend(handmadeDragon(b), tree);
        List<Integer> roots = rootMoves(tree);
        TreeRecorder.Node first = tree.roots().get(0);
        assertEquals("the mouth point first: " + roots, v(b, "A9"), first.move);
        assertEquals("refuted", ReadCodes.FAIL, first.code);
        assertEquals("by the centre", v(b, "B8"), first.reply);
        assertEquals("which the root tries next: " + roots, v(b, "B8"), (int) roots.get(1));
        Board off = handmadeCorner();
        TreeRecorder plain = new TreeRecorder();
        OwlProblems.reader(off, db, params(false)).defend(handmadeDragon(off), plain);
        assertFalse("no centre at the root without the rule: " + rootMoves(plain), rootMoves(plain).contains(v(off, "B8")));
    }

    @Test
    public void aStatusReadsWithoutTheCentres() {
        Board b = handmadeCorner();
        TreeRecorder tree = new TreeRecorder();
        SearchResult status = OwlProblems.reader(b, db, params(true)).defendForStatus(handmadeDragon(b), tree);
        assertFalse("no centre at a status's root: " + rootMoves(tree), rootMoves(tree).contains(v(b, "B8")));
        Board plain = handmadeCorner();
        SearchResult off = OwlProblems.reader(plain, db, params(false)).defendForStatus(handmadeDragon(plain), null);
        assertEquals("a status's read as without the rule", off.code(), status.code());
        assertEquals(off.move(), status.move());
        assertEquals(off.nodes(), status.nodes());
    }

    @Test
    public void theSwitchIsCopied() {
        OwlParams p = params(true);
        assertTrue(p.copy().bigSpaceCentresAtDefenceRoot);
        p.bigSpaceCentresAtDefenceRoot = false;
        assertFalse(p.copy().bigSpaceCentresAtDefenceRoot);
    }
}
