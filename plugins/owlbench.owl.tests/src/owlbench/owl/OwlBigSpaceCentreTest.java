package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.v;

import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.Assume;
import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.patterns.expr.PatternFacts;
import owlbench.reading.Reader;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfReader;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * The centre of a big eye space the eye database does not know as the attacker's root move
 * (OwlParams.bigSpaceCentresForAttacker), on owl.tst 184's position (GNU Go's incident211.sgf before
 * move 26, from ../shared; skipped where absent): black's dragon on the top edge has an 8-point
 * space the database does not know, counted one eye or two, and the attack patterns propose nothing
 * inside it; its centre H8 is proposed after the patterns' moves, and with owlbench's own eye shapes
 * owl kills there only with the rule on. Switched off (measured: OwlParams).
 */
public class OwlBigSpaceCentreTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    private static Board position() throws Exception {
        File game = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/incident211.sgf");
        Assume.assumeTrue("../shared/gnugo-3.8/regression/games/incident211.sgf is absent: skipping", game.isFile());
        return GameReplay.atMove(SgfReader.read(game.toPath()).games().get(0), 26).board();
    }

    /** The dragon at F8 as owlbench's and gnugo's dragon_stones F8 give it. */
    private static int[] dragon(Board b) {
        return Arrays.stream(new String[] {"E9", "F9", "F8", "G7", "G6", "H6", "H5"}).mapToInt(x -> v(b, x)).toArray();
    }

    private static List<Integer> moves(List<OwlCandidate> l) {
        List<Integer> out = new ArrayList<>();
        for (OwlCandidate c : l) out.add(c.move());
        return out;
    }

    @Test
    public void theCentreOfTheUnknownSpaceIsProposedBelowTheOwnMoves() throws Exception {
        Board b = position();
        Reader r = new Reader(b);
        OwlFacts owlFacts = new OwlFacts();
        OwlMoves m = new OwlMoves(db, r, PatternFacts.chain(owlFacts, new TacticalFacts(r, Worms.compute(r))), owlFacts);
        OwlNode n = new OwlNode(b, new OwlGoal(b, dragon(b)), new EyeSpacesCache(b, db.eyes), r);
        int h8 = v(b, "H8");
        OwlEyes e = n.eyes();
        assertTrue("H8 lies in one of the dragon's eye spaces", e.inGoalSpace(n.color, h8));
        int size = e.spaces.size(n.color, h8);
        assertTrue("a big space: " + size, size >= OwlMoves.BIG_UNKNOWN_SPACE && size <= OwlMoves.BIG_UNKNOWN_SPACE_MAX);
        assertEquals("a shape the eye database does not know", owlbench.owl.optics.EyeValue.UNKNOWN_LARGE, e.spaces.value(n.color, h8));
        assertEquals(List.of(h8), OwlMoves.bigSpaceCentres(n, e, owlbench.board.StoneColor.WHITE));

        List<OwlCandidate> own = m.attack(n, false, 0, 0, false, false);
        assertFalse("no own move at H8", moves(own).contains(h8));
        List<OwlCandidate> with = m.attack(n, false, 0, 0, false, true);
        assertEquals("the own moves first, unchanged", moves(own), moves(with.subList(0, own.size())));
        assertEquals("and the centre after them", own.size() + 1, with.size());
        OwlCandidate c = with.get(own.size());
        assertEquals(h8, c.move());
        assertEquals(OwlMoves.BIG_SPACE_CENTRE_REASON, c.reason());
        assertTrue("below every own move", own.stream().allMatch(o -> o.value() > c.value()));
        assertEquals("the board is left as it was", 0, b.stackp());
    }

    @Test
    public void theRuleIsSwitchedByTheParamsAndCopied() throws Exception {
        OwlParams params = new OwlParams();
        params.bigSpaceCentresForAttacker = false;
        assertFalse(params.copy().bigSpaceCentresForAttacker);
        params.bigSpaceCentresForAttacker = true;
        assertTrue(params.copy().bigSpaceCentresForAttacker);
        // the default attacker's list (the older overloads) is the one without the centres
        Board b = position();
        Reader r = new Reader(b);
        OwlFacts owlFacts = new OwlFacts();
        OwlMoves m = new OwlMoves(db, r, PatternFacts.chain(owlFacts, new TacticalFacts(r, Worms.compute(r))), owlFacts);
        OwlNode n = new OwlNode(b, new OwlGoal(b, dragon(b)), new EyeSpacesCache(b, db.eyes), r);
        assertEquals(moves(m.attack(n, false, 0, 0, false, false)), moves(m.attack(n, false, 0, 0, false)));
    }

    /**
     * The search: with the rule on, the root tries the centre as one move past its width of three,
     * after the patterns' moves; off, the root never plays it. (Read through the GTP engine, as
     * owl.tst 184 is, H8 then kills: gnugo's answer; this reader, without the engine's dragons and
     * eye shapes, reads it as failing, so only the move tried is asserted here.)
     */
    @Test
    public void theRootTriesTheCentrePastItsWidthOnlyWithTheRuleOn() throws Exception {
        for (boolean on : new boolean[] {false, true}) {
            Board b = position();
            OwlParams params = new OwlParams();
            params.bigSpaceCentresForAttacker = on;
            // (one read of the root: the plain read first would read it twice)
            params.innerRefutationsAfterPlainRead = false;
            owlbench.reading.TreeRecorder tree = new owlbench.reading.TreeRecorder();
            OwlProblems.reader(b, db, params).attack(dragon(b), tree);
            List<Integer> rootMoves = new ArrayList<>();
            for (owlbench.reading.TreeRecorder.Node r : tree.roots()) rootMoves.add(r.move);
            if (on) {
                assertEquals("the centre tried last, past the width: " + rootMoves, v(b, "H8"), (int) rootMoves.get(rootMoves.size() - 1));
                assertEquals("one move more than the width", params.maxMoves + 1, rootMoves.size());
            } else {
                assertFalse("no centre with the rule off: " + rootMoves, rootMoves.contains(v(b, "H8")));
                assertTrue("the width at most", rootMoves.size() <= params.maxMoves);
            }
            assertEquals("the board is left as it was", 0, b.stackp());
        }
    }

    @Test
    public void offByDefault() {
        assertFalse("measured, switched off (OwlParams, docs/benchmarks.md, ninth session)", new OwlParams().bigSpaceCentresForAttacker);
    }
}
