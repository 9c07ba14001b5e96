package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.v;

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
 * OwlParams.atariWallCapturesWhenAlive: where the eye analysis sees two eyes the attacker asks only
 * the vital-attack patterns; with the rule it also takes a goal string in atari whose last liberty
 * lies in one of the goal's own eye spaces, since the eye was valued with that wall standing. A
 * handmade 9x9 bottom edge, owl.tst 214's ending drawn small (gnugo 3.8: owl_attack D2 1 F2,
 * owl_defend D2 1 H1).
 */
public class OwlAtariWallCaptureTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    /**
     * White's eyes: the corner's A1 B1 and the space E2 F2, whose wall stone G2 (black on its three
     * other sides) has its last liberty at F2. Black's F2 takes G2 and stays with two liberties (E2,
     * G2): the space is then black's, and white has the corner's eye alone.
     */
    private static Board wallInAtari() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . X X X X X . .",
                "X X X O O O X X .",
                "O O O O . . O X .",
                ". . O O O O X . .");
    }

    private static List<OwlCandidate> aliveCandidates(Board b, boolean rule) {
        Reader r = new Reader(b);
        OwlFacts owlFacts = new OwlFacts();
        OwlParams params = new OwlParams();
        params.atariWallCapturesWhenAlive = rule;
        OwlMoves m = new OwlMoves(db, r, PatternFacts.chain(owlFacts, new TacticalFacts(r, Worms.compute(r))), owlFacts, params);
        OwlNode n = new OwlNode(b, new OwlGoal(b, stones(b, StoneColor.WHITE)), new EyeSpacesCache(b, db.eyes), r);
        assertTrue("the eye analysis sees two eyes here: " + n.eyes().description, n.eyes().min >= 2);
        return m.attack(n, true, 0, 0, false, false, false, false);
    }

    private static boolean proposes(List<OwlCandidate> l, int move) {
        for (OwlCandidate c : l) if (c.move() == move && c.reason().startsWith("capture goal string G2")) return true;
        return false;
    }

    @Test
    public void theWallStoneInAtariIsTakenWhereTheEyesLookSafe() {
        Board b = wallInAtari();
        int f2 = v(b, "F2");
        assertFalse("rule off: only the vital-attack patterns", proposes(aliveCandidates(b, false), f2));
        assertTrue("rule on: F2 takes G2", proposes(aliveCandidates(b, true), f2));
        assertEquals("the board is left as it was", 0, b.stackp());
    }

    private static SearchResult read(boolean rule, boolean attack) {
        Board b = wallInAtari();
        OwlParams params = new OwlParams();
        params.atariWallCapturesWhenAlive = rule;
        assertEquals(rule, params.copy().atariWallCapturesWhenAlive);
        OwlReader o = OwlProblems.reader(b, db, params);
        return attack ? o.attack(stones(b, StoneColor.WHITE), null) : o.defend(stones(b, StoneColor.WHITE), null);
    }

    @Test
    public void owlAttackKillsAtTheWallsLiberty() {
        Board b = wallInAtari();
        assertEquals("rule off: two eyes, no attack", ReadCodes.FAIL, read(false, true).code());
        SearchResult on = read(true, true);
        assertEquals(ReadCodes.WIN, on.code());
        assertEquals("gnugo's kill", v(b, "F2"), on.move());
    }

    @Test
    public void owlDefendNeedsAMove() {
        assertEquals("rule off: alive as it stands", owlbench.board.Board.PASS, read(false, false).move());
        SearchResult on = read(true, false);
        assertEquals(ReadCodes.WIN, on.code());
        assertTrue("a real defence, not PASS", on.move() != owlbench.board.Board.PASS);
    }

    /** A string in atari whose liberty is outside the goal's eye spaces is not taken by the rule. */
    @Test
    public void aStringInAtariOutsideTheEyesIsLeft() {
        Board b = board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X X X X .",
                "O O O O O X . X .",
                "O . O . O X X X .",
                "O O O O O X O X .",
                ". . . . X X . X .");
        Reader r = new Reader(b);
        OwlFacts owlFacts = new OwlFacts();
        OwlParams params = new OwlParams();
        params.atariWallCapturesWhenAlive = true;
        OwlMoves m = new OwlMoves(db, r, PatternFacts.chain(owlFacts, new TacticalFacts(r, Worms.compute(r))), owlFacts, params);
        OwlNode n = new OwlNode(b, new OwlGoal(b, stones(b, StoneColor.WHITE)), new EyeSpacesCache(b, db.eyes), r);
        assertTrue("two eyes: " + n.eyes().description, n.eyes().min >= 2);
        for (OwlCandidate c : m.attack(n, true, 0, 0, false, false, false, false)) {
            assertFalse("G1 (the liberty of G2, in no eye space of white's) is no wall capture: " + c.reason(),
                    c.reason().contains("a wall of its eye space"));
        }
    }
}
