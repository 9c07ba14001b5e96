package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.openCorner;
import static owlbench.owl.OwlProblems.stones;

import java.util.ArrayList;
import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.expr.PatternFacts;
import owlbench.reading.Reader;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * The attacker's candidates of an owl node: its own moves first, and where they are fewer than the
 * node's width, the defender's best points after them ("the opponent's vital point is your own");
 * where it has at most one, a point of the dragon's eye space beside its stones.
 */
public class OwlMovesTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    private record Node(OwlMoves moves, OwlNode node) {
    }

    private static Node node(Board b, int[] dragon) {
        Reader r = new Reader(b);
        OwlFacts owlFacts = new OwlFacts();
        OwlMoves m = new OwlMoves(db, r, PatternFacts.chain(owlFacts, new TacticalFacts(r, Worms.compute(r))), owlFacts);
        return new Node(m, new OwlNode(b, new OwlGoal(b, dragon), new EyeSpacesCache(b, db.eyes), r));
    }

    private static List<Integer> moves(List<OwlCandidate> l) {
        List<Integer> out = new ArrayList<>();
        for (OwlCandidate c : l) out.add(c.move());
        return out;
    }

    @Test
    public void theDefendersPointsFillTheWidthAfterTheAttackersOwn() {
        Board b = openCorner();
        Node n = node(b, stones(b, StoneColor.WHITE));
        List<OwlCandidate> own = n.moves.attack(n.node, false, 0);
        List<OwlCandidate> defence = n.moves.defend(n.node);
        int width = own.size() + 2;
        List<OwlCandidate> wide = n.moves.attack(n.node, false, width);
        assertEquals("the attacker's own moves come first, in their order", moves(own), moves(wide.subList(0, own.size())));
        assertTrue("the defender has points the attacker lacks here: " + moves(defence) + " against " + moves(own),
                wide.size() > own.size());
        assertTrue("no more than the width", wide.size() <= width);
        for (OwlCandidate c : wide.subList(own.size(), wide.size())) {
            assertTrue(c.reason(), c.reason().startsWith("the defender's point: "));
            assertTrue("a defender's candidate", moves(defence).contains(c.move()));
            assertFalse("not one of the attacker's own", moves(own).contains(c.move()));
            assertTrue("never a winning or forced attacker move", c.value() < 99);
        }
        assertEquals("the board is left as it was", 0, b.stackp());
    }

    @Test
    public void aWidthTheAttackersOwnMovesFillBorrowsNothing() {
        Board b = openCorner();
        Node n = node(b, stones(b, StoneColor.WHITE));
        List<OwlCandidate> own = n.moves.attack(n.node, false, 0);
        assertFalse("the attacker has moves of its own here", own.isEmpty());
        assertEquals(moves(own), moves(n.moves.attack(n.node, false, own.size())));
    }

    @Test
    public void theReaderBorrowsOnlyWhenItsParamsSaySo() {
        for (boolean on : new boolean[] {false, true}) {
            Board b = openCorner();
            OwlParams params = new OwlParams();
            params.defenderPointsForAttacker = on;
            // the refutation past the width (at every node, or one move below the root) finds this
            // corner's kill before a borrowed move is read
            params.refutationPastWidthForAttacker = false;
            params.innerRefutationsForAttacker = false;
            assertEquals(on, params.copy().defenderPointsForAttacker);
            owlbench.reading.TreeRecorder t = new owlbench.reading.TreeRecorder();
            OwlProblems.reader(b, db, params).attack(stones(b, StoneColor.WHITE), t);
            int borrowed = 0;
            java.util.ArrayDeque<owlbench.reading.TreeRecorder.Node> todo = new java.util.ArrayDeque<>(t.roots());
            while (!todo.isEmpty()) {
                owlbench.reading.TreeRecorder.Node n = todo.pop();
                if (n.comment.startsWith("the defender's point: ")) borrowed++;
                todo.addAll(n.children);
            }
            assertEquals("attacker moves taken from the defender, borrowing " + (on ? "on" : "off"), on, borrowed > 0);
        }
    }

    /** White's six-point space walled in at the edge: no attack pattern knows its shape. */
    private static Board walledSpace() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X X . . .",
                "X O O O O X . . .",
                "X O . . O X . . .",
                "X O . . O X . . .",
                "X O . . O X . . .");
    }

    @Test
    public void aShortAttackerListGetsOnePointOfTheEyeSpaceBesideTheDragon() {
        Board b = walledSpace();
        Node n = node(b, stones(b, StoneColor.WHITE));
        List<OwlCandidate> own = n.moves.attack(n.node, false, 0, 0);
        assertTrue("at most one own move here: " + moves(own), own.size() <= OwlMoves.SHORT_LIST);
        List<OwlCandidate> with = n.moves.attack(n.node, false, 0, 3);
        assertEquals("one point more", own.size() + 1, with.size());
        assertEquals("the own moves first", moves(own), moves(with.subList(0, own.size())));
        OwlCandidate c = with.get(own.size());
        assertEquals("eye space beside the dragon", c.reason());
        assertEquals(OwlMoves.EYE_SPACE_POINT, c.value());
        assertEquals(StoneColor.EMPTY, b.color(c.move()));
        assertTrue("in the dragon's eye space", n.node.eyes().inGoalSpace(StoneColor.WHITE, c.move()));
        boolean beside = false;
        for (int d : b.neighborOffsets()) beside |= b.color(c.move() + d) == StoneColor.WHITE;
        assertTrue("beside a dragon stone", beside);
        assertTrue("legal for the attacker", b.isLegal(c.move(), StoneColor.BLACK));
        assertEquals("a node width already filled takes none", moves(own), moves(n.moves.attack(n.node, false, 0, own.size())));
    }

    @Test
    public void anAttackerWithMovesOfItsOwnGetsNoEyeSpacePoint() {
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
        Node n = node(b, stones(b, StoneColor.WHITE));
        List<OwlCandidate> own = n.moves.attack(n.node, false, 0, 0);
        assertTrue("more than one own move here: " + moves(own), own.size() > OwlMoves.SHORT_LIST);
        assertEquals(moves(own), moves(n.moves.attack(n.node, false, 0, 3)));
    }

    @Test
    public void theReaderTriesTheEyeSpacePointOnlyWhenItsParamsSaySo() {
        for (boolean on : new boolean[] {false, true}) {
            Board b = walledSpace();
            OwlParams params = new OwlParams();
            params.eyeSpacePointForAttacker = on;
            assertEquals(on, params.copy().eyeSpacePointForAttacker);
            owlbench.reading.TreeRecorder t = new owlbench.reading.TreeRecorder();
            OwlProblems.reader(b, db, params).attack(stones(b, StoneColor.WHITE), t);
            int tried = 0;
            java.util.ArrayDeque<owlbench.reading.TreeRecorder.Node> todo = new java.util.ArrayDeque<>(t.roots());
            while (!todo.isEmpty()) {
                owlbench.reading.TreeRecorder.Node n = todo.pop();
                if (n.comment.startsWith("eye space beside the dragon")) tried++;
                todo.addAll(n.children);
            }
            assertEquals("eye-space points tried, the rule " + (on ? "on" : "off"), on, tried > 0);
        }
    }
}
