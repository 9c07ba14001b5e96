package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.v;

import java.util.ArrayList;
import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.expr.PatternFacts;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.SearchResult;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * The attacker's contact pushes (OwlParams.contactPushesForAttacker): where its own list holds at
 * most one move, the dragon's eye-space points between one of its stones and an attacker's stone
 * follow, the edge's first, until the list holds two. Three small positions, each built for this
 * test, where gnugo 3.8's owl_attack kills with such a push and owlbench without the rule finds no
 * kill: a second-line push under a third-line dragon, the extension of a stone the dragon must
 * capture inside its eye space, and a hane from a third-line stone in front of the dragon's
 * second-line stone.
 */
public class OwlContactPushTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    private record Node(OwlMoves moves, OwlNode node) {
    }

    private static Node node(Board b, int goalColor) {
        Reader r = new Reader(b);
        OwlFacts owlFacts = new OwlFacts();
        OwlMoves m = new OwlMoves(db, r, PatternFacts.chain(owlFacts, new TacticalFacts(r, Worms.compute(r))), owlFacts);
        return new Node(m, new OwlNode(b, new OwlGoal(b, stones(b, goalColor)), new EyeSpacesCache(b, db.eyes), r));
    }

    private static List<Integer> moves(List<OwlCandidate> l) {
        List<Integer> out = new ArrayList<>();
        for (OwlCandidate c : l) out.add(c.move());
        return out;
    }

    private static SearchResult attack(Board b, int goalColor, boolean on) {
        OwlParams params = new OwlParams();
        params.contactPushesForAttacker = on;
        // the throw-in joining two lunches is another way in on secondLineHane (A8 after white's
        // A9 throw-ins below it; gnugo's owl_does_attack A8 D9 is 1 too): off, so that each case
        // holds the push alone
        params.lunchJoinsForAttacker = false;
        return OwlProblems.reader(b, db, params).attack(stones(b, goalColor), null);
    }

    /**
     * White's five stones on the third line (B4-F4) between black's stones A4/A3 and G4/G3, black's
     * wall above them and black's second-line stones A3-B3 at the left end: the push C3 from B3 under
     * C4 kills (gnugo: owl_attack 1 E2, owl_defend 0; its owl_does_attack C3 kills too).
     */
    private static Board thirdLine() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". X X X X X X . .",
                "X O O O O O X . .",
                "X X . . . . X . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    /**
     * Black's dragon around the five-point space G5 H5 J5 H4 J4 in the lower right, white's stone on
     * its vital point H5 and black's J5 (the eye point beside it) played: white's H4 extends H5 so
     * that black's capture of the two stones leaves one eye (gnugo: owl_attack 1 H4).
     */
    private static Board lunchGrown() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . O O O O O",
                ". . . . O X X X X",
                ". . . . O X . . .",
                ". . . . O X X . .",
                ". . . . O . X X X",
                ". . . . O O O O O",
                ". . . . . . . . .");
        b.play(v(b, "H5"), StoneColor.WHITE);
        b.play(v(b, "J5"), StoneColor.BLACK);
        return b;
    }

    /**
     * Black's stones B8-D8 on the second line from the left edge, D9 and D7 beside them, white's C7
     * on the third line below B8's neighbour: the hane B7 stops the dragon's crawl down the edge
     * (gnugo: owl_attack 1 B7).
     */
    private static Board secondLineHane() {
        return board(
                ". . . X O . . . .",
                ". X X X O . . . .",
                ". . O X O . . . .",
                ". . O O O . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    @Test
    public void aShortListGetsThePushesNearestTheEdgeFirst() {
        Board b = thirdLine();
        Node n = node(b, StoneColor.WHITE);
        List<OwlCandidate> own = n.moves.attack(n.node, false, 0, 0, false, false, false);
        assertTrue("at most one own move here: " + moves(own), own.size() <= OwlMoves.SHORT_LIST);
        List<OwlCandidate> with = n.moves.attack(n.node, false, 0, 0, false, false, true);
        assertEquals("the own moves first", moves(own), moves(with.subList(0, own.size())));
        assertEquals("filled up to one more than the short list", OwlMoves.SHORT_LIST + 1, with.size());
        OwlCandidate c = with.get(own.size());
        assertEquals("the second-line push from B3", v(b, "C3"), c.move());
        assertEquals(OwlMoves.CONTACT_PUSH_REASON, c.reason());
        assertEquals(OwlMoves.CONTACT_PUSH, c.value());
        assertFalse("no sacrifice: it stays in contact with its own stone", c.sacrifice());
        assertTrue("below every own move", own.stream().allMatch(o -> o.value() > c.value()));
        assertTrue("in the dragon's eye space", n.node.eyes().inGoalSpace(StoneColor.WHITE, c.move()));
        assertEquals("the board is left as it was", 0, b.stackp());
    }

    @Test
    public void aPushIntoSelfAtariIsNoCandidate() {
        // beside the lunch H5 the point G5 touches the dragon and white's stone too, but white's G5
        // would be a self-atari (its string's only liberty H4): only H4 qualifies
        Board b = lunchGrown();
        Node n = node(b, StoneColor.BLACK);
        List<Integer> pushes = OwlMoves.contactPushes(n.node, n.node.eyes(), StoneColor.WHITE, new java.util.HashMap<>());
        assertTrue("H4 is a push: " + pushes, pushes.contains(v(b, "H4")));
        assertFalse("G5 is a self-atari: " + pushes, pushes.contains(v(b, "G5")));
    }

    @Test
    public void aLongerListGetsNone() {
        // white's long bottom side, open above: the attack patterns have several moves of their own
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X X X . .",
                "X O O O O O X . .",
                "X O . . . O X . .",
                ". . . . . . . . .");
        Node n = node(b, StoneColor.WHITE);
        List<OwlCandidate> own = n.moves.attack(n.node, false, 0, 0, false, false, false);
        assertTrue("more than one own move here: " + moves(own), own.size() > OwlMoves.SHORT_LIST);
        assertEquals(moves(own), moves(n.moves.attack(n.node, false, 0, 0, false, false, true)));
    }

    @Test
    public void theSecondLinePushKills() {
        SearchResult off = attack(thirdLine(), StoneColor.WHITE, false);
        assertEquals("no kill without the rule", ReadCodes.FAIL, off.code());
        Board b = thirdLine();
        SearchResult on = attack(b, StoneColor.WHITE, true);
        assertEquals("a kill with the rule", ReadCodes.WIN, on.code());
        assertEquals(v(b, "C3"), on.move());
    }

    @Test
    public void theLunchGrownKills() {
        SearchResult off = attack(lunchGrown(), StoneColor.BLACK, false);
        assertEquals("no kill without the rule", ReadCodes.FAIL, off.code());
        Board b = lunchGrown();
        SearchResult on = attack(b, StoneColor.BLACK, true);
        assertEquals("a kill with the rule", ReadCodes.WIN, on.code());
        assertEquals(v(b, "H4"), on.move());
    }

    @Test
    public void theSecondLineHaneKills() {
        SearchResult off = attack(secondLineHane(), StoneColor.BLACK, false);
        assertEquals("no kill without the rule", ReadCodes.FAIL, off.code());
        Board b = secondLineHane();
        SearchResult on = attack(b, StoneColor.BLACK, true);
        assertEquals("a kill with the rule", ReadCodes.WIN, on.code());
        assertEquals(v(b, "B7"), on.move());
    }

    /**
     * The pushes are proposed only down to OwlReader.PUSH_FULL_WIDTH_PLIES plies above the branch
     * depth (the push's answer and the attacker's next move read with the full width): with the
     * branch depth one ply short of that the root's push C3 is no candidate and there is no kill;
     * with the branch depth at it the root proposes C3 and kills.
     */
    @Test
    public void pushesStopTwoPliesAboveTheBranchDepth() {
        OwlParams shallow = new OwlParams();
        shallow.contactPushesForAttacker = true;
        shallow.branchDepth = OwlReader.PUSH_FULL_WIDTH_PLIES - 1;
        assertEquals("no push at the root", ReadCodes.FAIL,
                OwlProblems.reader(thirdLine(), db, shallow).attack(stones(thirdLine(), StoneColor.WHITE), null).code());
        OwlParams enough = new OwlParams();
        enough.contactPushesForAttacker = true;
        enough.branchDepth = OwlReader.PUSH_FULL_WIDTH_PLIES;
        Board b = thirdLine();
        SearchResult r = OwlProblems.reader(b, db, enough).attack(stones(b, StoneColor.WHITE), null);
        assertEquals("the root's push kills", ReadCodes.WIN, r.code());
        assertEquals(v(b, "C3"), r.move());
    }

    @Test
    public void theParamsCopyTheSwitch() {
        OwlParams p = new OwlParams();
        p.contactPushesForAttacker = true;
        assertTrue(p.copy().contactPushesForAttacker);
        p.contactPushesForAttacker = false;
        assertFalse(p.copy().contactPushesForAttacker);
    }
}
