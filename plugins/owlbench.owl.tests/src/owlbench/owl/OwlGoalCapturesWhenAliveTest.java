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
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * OwlParams.goalCapturesWhenAlive: where the eye analysis sees two eyes the attacker asks only the
 * vital-attack patterns, so a goal string it can take tactically was never tried; with the rule its
 * capture is a candidate there too (two eyes do not live where a string of their wall can be taken),
 * above the branch depth. The rule is off by default (it costs racing dragons' statuses); these tests
 * switch it on.
 */
public class OwlGoalCapturesWhenAliveTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    /** White's two one-point eyes (B3, D3) and a white stone (G2) in atari at G1, taken as one goal. */
    private static Board twoEyesAndAStoneInAtari() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X X X X .",
                "O O O O O X . X .",
                "O . O . O X X X .",
                "O O O O O X O X .",
                ". . . . X X . X .");
    }

    private static List<OwlCandidate> aliveCandidates(Board b, boolean rule) {
        Reader r = new Reader(b);
        OwlFacts owlFacts = new OwlFacts();
        OwlMoves m = new OwlMoves(db, r, PatternFacts.chain(owlFacts, new TacticalFacts(r, Worms.compute(r))), owlFacts);
        OwlNode n = new OwlNode(b, new OwlGoal(b, stones(b, StoneColor.WHITE)), new EyeSpacesCache(b, db.eyes), r);
        assertTrue("the eye analysis sees two eyes here: " + n.eyes().description, n.eyes().min >= 2);
        return m.attack(n, true, 0, 0, false, false, false, rule);
    }

    private static boolean proposes(List<OwlCandidate> l, int move, String reason) {
        for (OwlCandidate c : l) if (c.move() == move && c.reason().startsWith(reason)) return true;
        return false;
    }

    @Test
    public void aGoalStringTheAttackerCanTakeIsACandidateWhereTheEyesLookSafe() {
        Board b = twoEyesAndAStoneInAtari();
        int g1 = v(b, "G1");
        assertFalse("rule off: only the vital-attack patterns", proposes(aliveCandidates(b, false), g1, "capture goal string"));
        List<OwlCandidate> on = aliveCandidates(b, true);
        assertTrue("rule on: G1 takes G2", proposes(on, g1, "capture goal string G2"));
        for (OwlCandidate c : on) {
            assertTrue("only captures and vital patterns: " + c.reason(),
                    c.reason().startsWith("capture goal string") || c.reason().contains("owl_vital_apats"));
        }
        assertEquals("the board is left as it was", 0, b.stackp());
    }

    @Test
    public void theReaderTriesTheCaptureOnlyWithTheRule() {
        for (boolean on : new boolean[] {false, true}) {
            Board b = twoEyesAndAStoneInAtari();
            OwlParams params = new OwlParams();
            params.goalCapturesWhenAlive = on;
            assertEquals(on, params.copy().goalCapturesWhenAlive);
            owlbench.reading.TreeRecorder t = new owlbench.reading.TreeRecorder();
            OwlProblems.reader(b, db, params).attack(stones(b, StoneColor.WHITE), t);
            boolean tried = false;
            for (owlbench.reading.TreeRecorder.Node n : t.roots()) tried |= n.comment.startsWith("capture goal string G2");
            assertEquals("G1 tried at the root, rule " + (on ? "on" : "off"), on, tried);
        }
    }

    /** Below the branch depth (one move a node) a node that looks alive is not read on for captures. */
    @Test
    public void noCapturesBelowTheBranchDepth() {
        Board b = twoEyesAndAStoneInAtari();
        OwlParams params = new OwlParams();
        params.goalCapturesWhenAlive = true;
        params.branchDepth = -1;
        owlbench.reading.TreeRecorder t = new owlbench.reading.TreeRecorder();
        OwlProblems.reader(b, db, params).attack(stones(b, StoneColor.WHITE), t);
        assertTrue("nothing tried at a root below the branch depth", t.roots().isEmpty());
    }

    /** The capture of a stone the eyes do not need kills nothing: the two eyes still live. */
    @Test
    public void aCaptureThatLeavesTwoEyesIsNoKill() {
        OwlParams params = new OwlParams();
        params.goalCapturesWhenAlive = true;
        Board b = twoEyesAndAStoneInAtari();
        assertEquals(ReadCodes.FAIL, OwlProblems.reader(b, db, params).attack(stones(b, StoneColor.WHITE), null).code());
    }
}
