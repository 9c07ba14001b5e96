package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.v;

import java.util.Set;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeValue;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.SearchResult;

/**
 * OwlParams.unknownSpaceCutsAtNarrowContact (twenty-fourth session): the cut of a guessed sure
 * eye where the eyes read fewer than two, for a space the eye database does not know that the
 * goal reaches through a neck of one or two points; and OwlParams.neckCutNextAtDefenceRoot, the
 * defender's root trying that cut point next where it refuted a defence; and (twenty-fifth
 * session) OwlParams.neckFreeOfDefenderStones and neckSpaceFloor, which leave out spaces the cut
 * does not shut the goal out of. A handmade 9x9 corner, the shape of owl.tst 221 drawn small,
 * OwlUnknownSpaceMarginTest's 7x7 corner; owl.tst 221 from ../shared (skipped where absent).
 */
public class OwlNarrowContactCutTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    /**
     * Black's F9 F8 G8 H8 under white's wall E7-J7 has the corner G9 H9 J9 beside white's J8 (at
     * most one eye) and touches the open ground to its left, which black's C7 B6 D5 make black's
     * domain, at E9 and E8 only. The ground is a space the database does not know, a guessed sure
     * eye, so the eyes read one or two: the attacker asks its own moves, among which the cut is
     * none. D8 between the two contact points and the rest of the ground leaves the goal the
     * corner alone. gnugo 3.8: owl_attack F9 1 E8, owl_defend F9 1 E8, owl_does_attack D8 F9 1,
     * its dragon F9 F8 G8 H8.
     */
    static Board groundBehindANeck() {
        return OwlProblems.board(
                ". . . . . X . . .",
                ". . . . . X X X O",
                ". . X . O O O O O",
                ". X . . O . . . .",
                ". . . X . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    private static int[] goal(Board b) {
        return dragon(b, "F9", "F8", "G8", "H8");
    }

    @Test
    public void theGroundIsAGuessedEyeReachedThroughTwoPoints() {
        Board b = groundBehindANeck();
        OwlNode n = new OwlNode(b, new OwlGoal(b, goal(b)), new EyeSpacesCache(b, db.eyes, false, true), new Reader(b));
        OwlEyes e = n.eyes();
        assertTrue("fewer than two eyes: " + e.description, e.min < 2);
        assertTrue("two with the defender first: " + e.description, e.max >= 2);
        assertEquals(EyeValue.UNKNOWN_LARGE, e.spaces.value(StoneColor.BLACK, v(b, "E8")));
        assertTrue("D8 cuts within the neck's limit",
                OwlMoves.unknownSpaceCuts(n, e, StoneColor.WHITE, Set.of(), OwlMoves.NARROW_CONTACTS, true, 0).contains(v(b, "D8")));
        assertTrue("no space reached through a neck of one point",
                OwlMoves.unknownSpaceCuts(n, e, StoneColor.WHITE, Set.of(), 1, true, 0).isEmpty());
        assertEquals(0, b.stackp());
    }

    @Test
    public void theCutKillsWithTheRuleAndIsNotReadWithout() {
        OwlParams on = new OwlParams();
        on.unknownSpaceCutsAtNarrowContact = true;
        Board b = groundBehindANeck();
        SearchResult with = OwlProblems.reader(b, db, on).attack(goal(b), null);
        assertEquals("a kill with the rule", ReadCodes.WIN, with.code());
        Board plain = groundBehindANeck();
        OwlParams off = new OwlParams();
        off.unknownSpaceCutsAtNarrowContact = false;
        SearchResult without = OwlProblems.reader(plain, db, off).attack(goal(plain), null);
        assertEquals("no kill without it", ReadCodes.FAIL, without.code());
        assertEquals(0, b.stackp());
    }

    /**
     * OwlParams.neckFreeOfDefenderStones on OwlUnknownSpaceMarginTest's 7x7 corner: white's A1 B1
     * B2 reach the 11 points under black's wall (a guessed sure eye) at C2 and C1 only, a neck of
     * two points; but white's own D2 beside C2 touches the ground past the neck itself (E2), so
     * black's D1 shuts the goal out of nothing. Without the rule the cut is read at owl_attack's
     * root and, with the defence read after it missing what a fresh read finds, makes a false
     * kill (over GTP owl_attack B2 1 D1); gnugo 3.8: owl_attack B2 0, owl_does_attack D1 B2 0,
     * owl_defend after D1 1 E2.
     */
    @Test
    public void aNeckBesideTheDefendersOwnStoneIsNoCut() {
        Board b = OwlUnknownSpaceMarginTest.tailsInTheCorner();
        OwlNode n = new OwlNode(b, new OwlGoal(b, OwlProblems.string(b, "B2")), new EyeSpacesCache(b, db.eyes), new Reader(b));
        OwlEyes e = n.eyes();
        assertTrue("fewer than two eyes: " + e.description, e.min < 2);
        assertTrue("two with the defender first: " + e.description, e.max >= 2);
        assertEquals("C3's 11 points, not in the database", EyeValue.UNKNOWN_LARGE, e.spaces.value(StoneColor.WHITE, v(b, "E2")));
        assertTrue("without the rule D1 is a cut",
                OwlMoves.unknownSpaceCuts(n, e, StoneColor.BLACK, Set.of(), OwlMoves.NARROW_CONTACTS, false, 0).contains(v(b, "D1")));
        assertTrue("with it no cut: D2 beside C2",
                OwlMoves.unknownSpaceCuts(n, e, StoneColor.BLACK, Set.of(), OwlMoves.NARROW_CONTACTS, true, 0).isEmpty());
        assertEquals(0, b.stackp());
        assertEquals("the false kill without the rule", ReadCodes.WIN, attackTheCorner(false).code());
        assertTrue("no kill with it", attackTheCorner(true).code() != ReadCodes.WIN);
    }

    /**
     * OwlParams.neckSpaceFloor (off): a space behind a neck of fewer points than
     * OwlMoves.NECK_SPACE_MIN_POINTS is an eye shape, not open ground, and is not cut. The 7x7
     * corner's space (11 points, D1 a cut without neckFreeOfDefenderStones) drawn against floors
     * around its size; the floor itself keeps it.
     */
    @Test
    public void aSpaceBelowTheFloorIsNoCut() {
        Board b = OwlUnknownSpaceMarginTest.tailsInTheCorner();
        OwlNode n = new OwlNode(b, new OwlGoal(b, OwlProblems.string(b, "B2")), new EyeSpacesCache(b, db.eyes), new Reader(b));
        OwlEyes e = n.eyes();
        assertEquals(11, e.spaces.size(StoneColor.WHITE, v(b, "E2")));
        assertTrue(OwlMoves.unknownSpaceCuts(n, e, StoneColor.BLACK, Set.of(), OwlMoves.NARROW_CONTACTS, false, 11).contains(v(b, "D1")));
        assertTrue(OwlMoves.unknownSpaceCuts(n, e, StoneColor.BLACK, Set.of(), OwlMoves.NARROW_CONTACTS, false, 12).isEmpty());
        assertTrue("above the floor", OwlMoves.NECK_SPACE_MIN_POINTS <= 11);
        assertEquals(0, b.stackp());
    }

    private static SearchResult attackTheCorner(boolean freeNeck) {
        OwlParams p = new OwlParams();
        p.unknownSpaceCutsAtNarrowContact = true;
        p.neckCutNextAtDefenceRoot = true;
        p.neckFreeOfDefenderStones = freeNeck;
        Board b = OwlUnknownSpaceMarginTest.tailsInTheCorner();
        SearchResult r = OwlProblems.reader(b, db, p).attack(OwlProblems.string(b, "B2"), null);
        assertEquals(0, b.stackp());
        return r;
    }

    /** owl.tst 221's position (trevor_24.sgf before move 33): black's dragon H8. */
    private static Board trevor24() throws Exception {
        return OwlProblems.gamePosition(OwlProblems.regressionGame("trevor/trevor_24.sgf", "owl.tst 221's position"), 33);
    }

    private static int[] trevor24Dragon(Board b) {
        return dragon(b, "E9", "G9", "F8", "H8", "F7", "H7", "J7");
    }

    private static SearchResult defend221(boolean cuts, boolean neckNext) throws Exception {
        OwlParams p = new OwlParams();
        p.unknownSpaceCutsAtNarrowContact = cuts;
        p.neckCutNextAtDefenceRoot = neckNext;
        Board b = trevor24();
        SearchResult r = OwlProblems.reader(b, db, p).defend(trevor24Dragon(b), null);
        assertEquals(0, b.stackp());
        return r;
    }

    /**
     * owl.tst 221 (gnugo: D8 or E8) on the test's reader (the tactical facts without the engine's
     * dragon analysis, which the GTP engine gives owl: over GTP owl_defend answers B5 without the
     * rules, D8 with the cut alone at 1,474 nodes and D8 with both at 487): here owl_defend finds
     * no defence without the rules, and with the cut alone it spends its node budget refuting the
     * root's moves at the neck; with the cut point tried next after such a refutation it lives at
     * D8, gnugo's answer. (owl_attack's D8, found over GTP with the cut, is not read on this reader.)
     */
    @Test
    public void owlTst221() throws Exception {
        Board b = trevor24();
        SearchResult plain = defend221(false, false);
        assertEquals("no defence read without the rules", ReadCodes.FAIL, plain.code());
        SearchResult cut = defend221(true, false);
        assertEquals("the cut alone: every root move refuted", ReadCodes.FAIL, cut.code());
        SearchResult next = defend221(true, true);
        assertEquals(ReadCodes.WIN, next.code());
        assertEquals(v(b, "D8"), next.move());
        assertTrue("fewer nodes: " + next.nodes() + " against " + cut.nodes(), next.nodes() < cut.nodes());
    }

    @Test
    public void theSwitchesAreCopied() {
        OwlParams p = new OwlParams();
        p.unknownSpaceCutsAtNarrowContact = !p.unknownSpaceCutsAtNarrowContact;
        p.neckCutNextAtDefenceRoot = !p.neckCutNextAtDefenceRoot;
        p.neckFreeOfDefenderStones = !p.neckFreeOfDefenderStones;
        OwlParams c = p.copy();
        assertEquals(p.neckFreeOfDefenderStones, c.neckFreeOfDefenderStones);
        p.neckSpaceFloor = !p.neckSpaceFloor;
        assertEquals(p.neckSpaceFloor, p.copy().neckSpaceFloor);
        assertEquals(p.unknownSpaceCutsAtNarrowContact, c.unknownSpaceCutsAtNarrowContact);
        assertEquals(p.neckCutNextAtDefenceRoot, c.neckCutNextAtDefenceRoot);
        assertTrue("on with the neck free of the defender's stones (docs/benchmarks.md, twenty-fifth session)",
                new OwlParams().unknownSpaceCutsAtNarrowContact);
        assertTrue(new OwlParams().neckCutNextAtDefenceRoot);
        assertTrue(new OwlParams().neckFreeOfDefenderStones);
        assertTrue("on since the twenty-fifth session's merge (the lead's check: docs/benchmarks.md)", new OwlParams().neckSpaceFloor);
    }
}
