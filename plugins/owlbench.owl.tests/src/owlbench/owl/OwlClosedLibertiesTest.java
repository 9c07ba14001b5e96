package owlbench.owl;

import static org.junit.Assert.assertEquals;
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
import owlbench.reading.Reader;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * The attacker's closed liberties worth no eye (OwlParams.noEyeLibertiesForAttacker, measured and
 * switched off): where its own list holds at most one move, the dragon's liberties with no empty
 * neighbour that its eye analysis values at no eye follow, until the list holds two; never on a
 * terminal node, never with a longer list, never with the rule off.
 */
public class OwlClosedLibertiesTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    private record Node(OwlMoves moves, OwlNode node) {
    }

    private static Node node(Board b) {
        Reader r = new Reader(b);
        OwlFacts owlFacts = new OwlFacts();
        OwlMoves m = new OwlMoves(db, r, PatternFacts.chain(owlFacts, new TacticalFacts(r, Worms.compute(r))), owlFacts);
        return new Node(m, new OwlNode(b, new OwlGoal(b, stones(b, StoneColor.WHITE)), new EyeSpacesCache(b, db.eyes), r));
    }

    private static List<Integer> moves(List<OwlCandidate> l) {
        List<Integer> out = new ArrayList<>();
        for (OwlCandidate c : l) out.add(c.move());
        return out;
    }

    /**
     * White in the corner with one eye at A9 and a cutting point at B8 (black captures A8 there),
     * and two liberties below it, D7 and F7, each shut in by black's wall: closed points worth no eye.
     */
    private static Board shutIn() {
        return board(
                ". O O O O O X . .",
                "O . O O O O X . .",
                "X X X . X . X . .",
                ". . X X X X X . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    @Test
    public void aShortListGetsTheFirstClosedLibertyWorthNoEye() {
        Board b = shutIn();
        Node n = node(b);
        List<OwlCandidate> own = n.moves.attack(n.node, false, 0, 0, false);
        assertTrue("at most one own move here: " + moves(own), own.size() <= OwlMoves.SHORT_LIST);
        List<OwlCandidate> with = n.moves.attack(n.node, false, 0, 0, true);
        assertEquals("the own moves first", moves(own), moves(with.subList(0, own.size())));
        assertEquals("filled up to one more than the short list", OwlMoves.SHORT_LIST + 1, with.size());
        OwlCandidate c = with.get(own.size());
        assertEquals("the first such liberty of the dragon", v(b, "D7"), c.move());
        assertEquals("closed liberty worth no eye", c.reason());
        assertEquals(OwlMoves.NO_EYE_LIBERTY, c.value());
        assertTrue("below every own move", own.stream().allMatch(o -> o.value() > c.value()));
        assertTrue("in the dragon's eye space", n.node.eyes().inGoalSpace(StoneColor.WHITE, c.move()));
        assertEquals("worth no eye", 0, n.node.eyes().spaces.value(StoneColor.WHITE, c.move()).maxEyes());
        assertEquals("the board is left as it was", 0, b.stackp());
    }

    @Test
    public void aTerminalNodeGetsNone() {
        // the same wall with the cutting point filled: one eye at most and no own move (dead as it stands)
        Board b = board(
                ". . O O O O X . .",
                "O O O O O O X . .",
                "X X X . X . X . .",
                ". . X X X X X . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        Node n = node(b);
        assertTrue("at most one eye here", n.node.eyes().max < 2);
        assertEquals(List.of(), moves(n.moves.attack(n.node, false, 0, 0, true)));
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
        Node n = node(b);
        List<OwlCandidate> own = n.moves.attack(n.node, false, 0, 0, false);
        assertTrue("more than one own move here: " + moves(own), own.size() > OwlMoves.SHORT_LIST);
        assertEquals(moves(own), moves(n.moves.attack(n.node, false, 0, 0, true)));
    }

    @Test
    public void theParamsSwitchTheRuleAndCopyIt() {
        OwlParams p = new OwlParams();
        assertEquals("off by default (measured, waiting: OwlParams)", false, p.noEyeLibertiesForAttacker);
        p.noEyeLibertiesForAttacker = true;
        assertEquals(true, p.copy().noEyeLibertiesForAttacker);
        // off, the attacker's list is the patterns' and the eye analysis' own
        Board b = shutIn();
        Node n = node(b);
        assertEquals(moves(n.moves.attack(n.node, false, 0, 0)), moves(n.moves.attack(n.node, false, 0, 0, false)));
    }

    /**
     * owl.tst 67's line (GNU Go's incident258.sgf at move 283, from ../shared; skipped where absent):
     * after black's H19 and white's C19 the attacker's own list holds one move (D19), and filling
     * the dragon's liberty C16, shut in by black's stones, kills (gnugo: dead as it stands); with
     * the rule off owlbench finds no kill there.
     */
    @Test
    public void theClosedLibertyKillsOnARegressionPosition() throws Exception {
        java.io.File game = new java.io.File(System.getProperty("owlbench.shared", "../../../shared"),
                "gnugo-3.8/regression/games/incident258.sgf");
        org.junit.Assume.assumeTrue("../shared/gnugo-3.8/regression/games/incident258.sgf is absent: skipping", game.isFile());
        for (boolean on : new boolean[] {false, true}) {
            Board b = owlbench.sgf.GameReplay.atMove(owlbench.sgf.SgfReader.read(game.toPath()).games().get(0), 283).board();
            b.play(v(b, "H19"), StoneColor.BLACK);
            b.play(v(b, "C19"), StoneColor.WHITE);
            // the dragon's stones as owlbench's dragon_stones B19 gives them there
            int[] dragon = java.util.Arrays.stream(new String[] {"B19", "C19", "B18", "D18", "F18", "C17", "D17", "E17", "F17"})
                    .mapToInt(x -> v(b, x)).toArray();
            OwlParams params = new OwlParams();
            params.noEyeLibertiesForAttacker = on;
            // the rule alone: the contact pushes (OwlParams.contactPushesForAttacker), when on,
            // find a kill here too, so the attacker this rule was written for is read without them
            params.contactPushesForAttacker = false;
            // (and without the dead-without-a-legal-attack rule and four-liberty lunches, on since
            // the eleventh session, which find the kill too)
            params.deadWithoutLegalAttack = false;
            params.fourLibertyLunches = false;
            owlbench.reading.SearchResult r = OwlProblems.reader(b, db, params).attack(dragon, null);
            if (on) {
                assertEquals("a kill with the rule on", owlbench.reading.ReadCodes.WIN, r.code());
                assertEquals(v(b, "C16"), r.move());
            } else {
                assertEquals("no kill with the rule off", owlbench.reading.ReadCodes.FAIL, r.code());
            }
        }
    }
}
