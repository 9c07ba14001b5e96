package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.gamePosition;
import static owlbench.owl.OwlProblems.regressionGame;
import static owlbench.owl.OwlProblems.v;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeValue;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.SearchResult;
import owlbench.reading.TreeRecorder;

/**
 * The margin of an eye space the eye database does not know as the attacker's root move
 * (OwlParams.unknownSpaceMarginsForAttacker), on owl.tst 100's position (GNU Go's strategy14.sgf
 * before move 53, from ../shared; skipped where absent): white's corner dragon Q18 has a 9-point
 * space the generated eye database (up to 7 points) does not know, counted one eye or two, whose
 * margin S16 (two empty neighbours in the space) is gnugo's kill and no other rule's candidate; and
 * on owl.tst 105's (owl08.sgf), where the margins are the tips of the space's tails (one neighbour
 * each) and none is proposed. On for owl_attack, off for a dragon's status. Read with the
 * engine's eye shapes (patterns/eyes-generated.db, a build output; skipped where absent): GNU Go's
 * eyes.db knows bigger shapes. Handmade positions (spaceOnTheSide, tailsInTheCorner) hold the
 * rule and its tips without ../shared.
 */
public class OwlUnknownSpaceMarginTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    private static Board corner() throws Exception {
        return gamePosition(regressionGame("strategy14.sgf", "owl.tst 100's position"), 53);
    }

    private static int[] cornerDragon(Board b) {
        return dragon(b, "Q18", "R18", "R17");
    }

    private static OwlNode node(Board b, int[] goal) {
        return new OwlNode(b, new OwlGoal(b, goal), new EyeSpacesCache(b, db.eyes), new Reader(b));
    }

    @Test
    public void theMarginsThatCutIntoTheUnknownSpaceAreProposedBestFirst() throws Exception {
        Board b = corner();
        OwlNode n = node(b, cornerDragon(b));
        OwlEyes e = n.eyes();
        int s16 = v(b, "S16");
        assertTrue("S16 lies in the dragon's space", e.inGoalSpace(n.color, s16));
        assertEquals("9 points", 9, e.spaces.size(n.color, s16));
        assertEquals("a shape the eye database does not know", EyeValue.UNKNOWN_LARGE, e.spaces.value(n.color, s16));
        assertTrue("S16 is one of its marginal points", e.spaces.isMarginal(n.color, s16));
        // Q19, the third margin, is the tip of a tail (one neighbour in the space): not proposed;
        // S16 and T16 touch two points each, S16 the farther from the edge
        assertEquals(List.of(s16, v(b, "T16")), OwlMoves.unknownSpaceMargins(n, e, StoneColor.BLACK, Set.of()));
        assertEquals("a point already proposed is left out", List.of(v(b, "T16")),
                OwlMoves.unknownSpaceMargins(n, e, StoneColor.BLACK, new HashSet<>(List.of(s16))));
        assertEquals("the board is left as it was", 0, b.stackp());
    }

    @Test
    public void theTipsOfATailAreNoCandidates() throws Exception {
        Board b = gamePosition(regressionGame("owl08.sgf", "owl.tst 105's position"), 1000);
        OwlNode n = node(b, OwlProblems.string(b, "C4"));
        OwlEyes e = n.eyes();
        int a5 = v(b, "A5");
        assertEquals("a 9-point space", 9, e.spaces.size(n.color, a5));
        assertEquals(EyeValue.UNKNOWN_LARGE, e.spaces.value(n.color, a5));
        assertEquals("A5 and C1 touch one point of it each", List.of(), OwlMoves.unknownSpaceMargins(n, e, StoneColor.BLACK, Set.of()));
    }

    private static List<Integer> rootMoves(Board b, OwlParams params, boolean forStatus) {
        TreeRecorder tree = new TreeRecorder();
        OwlReader owl = OwlProblems.reader(b, db, params);
        if (forStatus) owl.attackForStatus(cornerDragon(b), tree);
        else owl.attack(cornerDragon(b), tree);
        List<Integer> moves = new ArrayList<>();
        for (TreeRecorder.Node r : tree.roots()) moves.add(r.move);
        assertEquals("the board is left as it was", 0, b.stackp());
        return moves;
    }

    /**
     * The search: with the rule on, owl_attack's root tries S16 after its other moves; off, and in a
     * dragon status's read (OwlParams.unknownSpaceMarginsInStatus off), never.
     */
    @Test
    public void theRootTriesTheMarginOnlyWithTheRuleOnAndNotForAStatus() throws Exception {
        OwlParams params = new OwlParams();
        // (one read of the root: the plain read first would read it twice)
        params.innerRefutationsAfterPlainRead = false;
        params.unknownSpaceMarginsForAttacker = false;
        List<Integer> off = rootMoves(corner(), params, false);
        assertFalse("no margin with the rule off: " + off, off.contains(v(corner(), "S16")));
        params.unknownSpaceMarginsForAttacker = true;
        List<Integer> on = rootMoves(corner(), params, false);
        assertTrue("S16 tried with the rule on: " + on, on.contains(v(corner(), "S16")));
        assertEquals("after the moves tried without it", off, on.subList(0, on.indexOf(v(corner(), "S16"))));
        List<Integer> status = rootMoves(corner(), params, true);
        assertFalse("a status's read keeps the plain root: " + status, status.contains(v(corner(), "S16")));
    }

    /**
     * A handmade position (no ../shared game or file): white's string G2-G1-H1 on the 9x9 board's
     * lower side, with D3-E3 and E1 beside it, under black's wall on the fifth line, has an 8-point
     * space (F3's) the generated eye database (up to 7 points) does not know, counted one eye or
     * two, with three marginal points. Its margins touching two points of it are C2 and C1, C2 the
     * farther from the edge; C2 is the kill, and no other rule proposes it. gnugo 3.8 kills at C2
     * too (owl_attack G2: 1 C2).
     */
    static Board spaceOnTheSide() {
        return OwlProblems.board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X X X X X",
                ". . . . . X . . .",
                ". X . O O . . . X",
                ". . . . . . O . X",
                ". . . . O . O O .");
    }

    @Test
    public void aHandmadeSpaceWhoseMarginKills() {
        Board b = spaceOnTheSide();
        OwlNode n = node(b, OwlProblems.string(b, "G2"));
        OwlEyes e = n.eyes();
        int f3 = v(b, "F3");
        assertEquals("8 points", 8, e.spaces.size(n.color, f3));
        assertEquals("a shape the eye database does not know", EyeValue.UNKNOWN_LARGE, e.spaces.value(n.color, f3));
        assertEquals("three marginal points", 3, e.spaces.marginalSize(n.color, f3));
        assertEquals(List.of(v(b, "C2"), v(b, "C1")), OwlMoves.unknownSpaceMargins(n, e, StoneColor.BLACK, Set.of()));
        OwlParams params = new OwlParams();
        params.unknownSpaceMarginsForAttacker = false;
        Board off = spaceOnTheSide();
        assertNotEquals("without the rule no kill", ReadCodes.WIN,
                OwlProblems.reader(off, db, params).attack(OwlProblems.string(off, "G2"), null).code());
        params.unknownSpaceMarginsForAttacker = true;
        Board on = spaceOnTheSide();
        SearchResult with = OwlProblems.reader(on, db, params).attack(OwlProblems.string(on, "G2"), null);
        assertEquals("with the rule the margin kills", ReadCodes.WIN, with.code());
        assertEquals("at C2", v(on, "C2"), with.move());
        assertEquals("the board is left as it was", 0, on.stackp());
    }

    /**
     * A handmade position (no ../shared game or file) for the tips of a tail: on the 7x7 board
     * white's string B2-B1-A1 in the corner under black's wall on the fifth line has an unknown
     * space with marginal tips (one empty neighbour in the space each) and no margin cutting into
     * it; none is proposed and owl_attack reads no kill. With the tips allowed (one neighbour
     * enough) three are proposed; the root still reads no kill there, so the candidates are what
     * this holds (as 105's test), though owl_defend fails after black's tip E3 played first.
     * gnugo 3.8: owl_attack B2 0, owl_does_attack E3 B2 0, its dragon B2 B1 A1.
     */
    static Board tailsInTheCorner() {
        return OwlProblems.board(
                ". . . . . . .",
                ". . . . . . .",
                "X X X X X X X",
                ". O . X . . .",
                "X . . X . O .",
                ". O . O . . .",
                "O O . . . . .");
    }

    @Test
    public void aHandmadeSpaceWhoseTipsAreNoCandidates() {
        Board b = tailsInTheCorner();
        OwlNode n = node(b, OwlProblems.string(b, "B2"));
        OwlEyes e = n.eyes();
        int e3 = v(b, "E3");
        assertEquals(EyeValue.UNKNOWN_LARGE, e.spaces.value(n.color, e3));
        assertTrue("E3 is a marginal point of the space", e.spaces.isMarginal(n.color, e3));
        assertEquals("no margin cuts into it", List.of(), OwlMoves.unknownSpaceMargins(n, e, StoneColor.BLACK, Set.of()));
        Board a = tailsInTheCorner();
        assertNotEquals("no kill", ReadCodes.WIN, OwlProblems.reader(a, db, new OwlParams()).attack(OwlProblems.string(a, "B2"), null).code());
    }

    @Test
    public void onForOwlAttackOffForStatuses() {
        assertTrue("measured, on (OwlParams, docs/benchmarks.md, fifteenth session)", new OwlParams().unknownSpaceMarginsForAttacker);
        assertFalse("a dragon's status keeps the plain root", new OwlParams().unknownSpaceMarginsInStatus);
    }

    @Test
    public void theSwitchesAreCopied() {
        OwlParams params = new OwlParams();
        params.unknownSpaceMarginsForAttacker = true;
        params.unknownSpaceMarginsInStatus = true;
        assertTrue(params.copy().unknownSpaceMarginsForAttacker);
        assertTrue(params.copy().unknownSpaceMarginsInStatus);
        params.unknownSpaceMarginsForAttacker = false;
        params.unknownSpaceMarginsInStatus = false;
        assertFalse(params.copy().unknownSpaceMarginsForAttacker);
        assertFalse(params.copy().unknownSpaceMarginsInStatus);
    }
}
