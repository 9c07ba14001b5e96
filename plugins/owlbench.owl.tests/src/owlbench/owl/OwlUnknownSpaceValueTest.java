package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.gamePosition;
import static owlbench.owl.OwlProblems.regressionGame;
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
 * The values owl gives eye spaces the eye database does not know (seventeenth session):
 * OwlParams.unknownSpacesByLocalGame (off: measured, left off), reading such a space of up to
 * EyeSpacesCache.LOCAL_GAME_SPACE points as a local game instead of the pessimistic guess, and
 * OwlParams.unknownSpaceCutsForAttacker, the attacker's point that cuts the goal off such a
 * space where the eyes read two through its guessed sure eye. A handmade 9x9 corner holds the
 * cut without ../shared; positions from ../shared's games (skipped where absent); the engine's
 * generated eye shapes (skipped where absent).
 */
public class OwlUnknownSpaceValueTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    /** owl.tst 214's position (owl27.sgf at its end): white's dragon N3, its 8-point space N5. */
    private static Board owl27() throws Exception {
        return gamePosition(regressionGame("owl27.sgf", "owl.tst 214's position"), 1000);
    }

    private static int[] owl27Dragon(Board b) {
        return dragon(b, "N7", "P7", "Q7", "N6", "O6", "P6", "L5", "M5", "P5", "O4", "Q4", "L3", "N3", "P3", "N2", "N1", "O1", "P1");
    }

    private static OwlEyes eyes(Board b, int[] goal, boolean localGames) {
        OwlNode n = new OwlNode(b, new OwlGoal(b, goal), new EyeSpacesCache(b, db.eyes, false, true, localGames), new Reader(b));
        return n.eyes();
    }

    /**
     * N5's space (N5 O5 L4 M4 N4 M3 M2 M1, three marginal) is past the database's seven points:
     * the guess counts it one eye or two with no vital point; read as a local game it is 1122 with
     * its vital point at N5, gnugo 3.8's value (eye_data: 7 points, 1122) and gnugo's kill.
     */
    @Test
    public void theLocalGameValuesAnEightPointSpace() throws Exception {
        Board b = owl27();
        int n5 = v(b, "N5");
        OwlEyes guess = eyes(b, owl27Dragon(b), false);
        assertEquals("8 points", 8, guess.spaces.size(StoneColor.WHITE, n5));
        assertEquals(EyeValue.UNKNOWN_LARGE, guess.spaces.value(StoneColor.WHITE, n5));
        assertFalse("no vital point from the guess", contains(guess.shapeAttackPoints, n5));
        OwlEyes game = eyes(b, owl27Dragon(b), true);
        EyeValue value = game.spaces.value(StoneColor.WHITE, n5);
        assertEquals("1122", value.digits());
        assertEquals("its vital point", n5, value.attackPoint());
        assertTrue(contains(game.shapeAttackPoints, n5));
        assertEquals("one eye or two either way", guess.min + "-" + guess.max, game.min + "-" + game.max);
    }

    /** With the local game owl_defend N3 answers N5 (owl.tst 214, gnugo's L4 or N5); with the guess O3, which gnugo refutes at N5. */
    @Test
    public void owlDefendFindsTheVitalPointWithTheLocalGame() throws Exception {
        OwlParams on = new OwlParams();
        on.unknownSpacesByLocalGame = true;
        Board b = owl27();
        SearchResult r = OwlProblems.reader(b, db, on).defend(owl27Dragon(b), null);
        assertEquals(ReadCodes.WIN, r.code());
        assertEquals("N5", owlbench.board.Vertex.toString(r.move(), b.size()));
        Board plain = owl27();
        SearchResult p = OwlProblems.reader(plain, db, new OwlParams()).defend(owl27Dragon(plain), null);
        assertNotEquals("the guess's answer is another", v(plain, "N5"), p.move());
        assertEquals(0, b.stackp());
    }

    /**
     * A handmade 9x9 corner (no suite position): black's F9 H9 F8 G8 H8 has one eye at G9 and
     * touches the open ground to its left, which black's C7 B6 D5 make black's domain, at E9 and E8
     * only, under white's wall E7-J7. The eye analysis sees that ground as a 16-point space the
     * database does not know, a guessed sure eye: two eyes, so the attacker asks only the vital
     * patterns and reads no kill. The cut D8 (after it the goal has G9 alone) kills. gnugo 3.8:
     * owl_attack F9 1 E8, owl_does_attack D8 F9 1, its dragon F9 H9 F8 G8 H8.
     */
    static Board groundBesideTheCorner() {
        return OwlProblems.board(
                ". . . . . X . X .",
                ". . . . . X X X O",
                ". . X . O O O O O",
                ". X . . O . . . .",
                ". . . X . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    @Test
    public void aHandmadeCutOfOpenGroundCountedAsAnEye() {
        Board b = groundBesideTheCorner();
        int[] goal = dragon(b, "F9", "H9", "F8", "G8", "H8");
        OwlNode n = new OwlNode(b, new OwlGoal(b, goal), new EyeSpacesCache(b, db.eyes, false, true), new Reader(b));
        OwlEyes e = n.eyes();
        assertEquals("two eyes through the guess: " + e.description, 2, e.min);
        assertEquals(EyeValue.UNKNOWN_LARGE, e.spaces.value(StoneColor.BLACK, v(b, "E8")));
        assertTrue("D8 cuts", OwlMoves.unknownSpaceCuts(n, e, StoneColor.WHITE, Set.of()).contains(v(b, "D8")));
        OwlParams on = new OwlParams();
        on.unknownSpaceCutsForAttacker = true;
        SearchResult with = OwlProblems.reader(b, db, on).attack(goal, null);
        assertEquals("a kill with the rule", ReadCodes.WIN, with.code());
        assertEquals("at D8", v(b, "D8"), with.move());
        Board plain = groundBesideTheCorner();
        OwlParams off = new OwlParams();
        off.unknownSpaceCutsForAttacker = false;
        assertEquals("no kill without it", ReadCodes.FAIL,
                OwlProblems.reader(plain, db, off).attack(dragon(plain, "F9", "H9", "F8", "G8", "H8"), null).code());
        assertEquals(0, b.stackp());
    }

    /** owl.tst 141's position (nicklas19.sgf before move 61): black's dragon H8 with H9's 5-point space and G8's eye. */
    private static Board nicklas19() throws Exception {
        return gamePosition(regressionGame("nicklas/nicklas19.sgf", "owl.tst 141's position"), 61);
    }

    private static int[] nicklas19Dragon(Board b) {
        return dragon(b, "F9", "G9", "F8", "H8", "G7", "H6", "J6", "J5");
    }

    /**
     * H9's 5-point space, which the database does not know, counts one eye or two; with G8's eye
     * the root reads two and asks only the vital patterns. The cut is J8 (after it the goal has
     * one eye at most), and with the rule owl_attack wins the ko there (gnugo 3.8: 3 J8); without
     * it no kill is read.
     */
    @Test
    public void theCutOfAnUnknownSpaceCountedAsASureEye() throws Exception {
        Board b = nicklas19();
        int[] goal = nicklas19Dragon(b);
        OwlNode n = new OwlNode(b, new OwlGoal(b, goal), new EyeSpacesCache(b, db.eyes, false, true), new Reader(b));
        OwlEyes e = n.eyes();
        assertEquals("two eyes", 2, e.min);
        assertEquals(EyeValue.UNKNOWN_LARGE, e.spaces.value(StoneColor.BLACK, v(b, "H9")));
        assertTrue("J8 cuts", OwlMoves.unknownSpaceCuts(n, e, StoneColor.WHITE, Set.of()).contains(v(b, "J8")));
        assertEquals(0, b.stackp());
        OwlParams on = new OwlParams();
        on.unknownSpaceCutsForAttacker = true;
        SearchResult with = OwlProblems.reader(b, db, on).attack(goal, null);
        assertEquals("a ko", ReadCodes.KO_B, with.code());
        assertEquals(v(b, "J8"), with.move());
        Board plain = nicklas19();
        OwlParams off = new OwlParams();
        off.unknownSpaceCutsForAttacker = false;
        assertEquals("no kill without the rule", ReadCodes.FAIL, OwlProblems.reader(plain, db, off).attack(nicklas19Dragon(plain), null).code());
    }

    @Test
    public void theSwitchesAreCopied() {
        OwlParams p = new OwlParams();
        p.unknownSpacesByLocalGame = !p.unknownSpacesByLocalGame;
        p.unknownSpaceCutsForAttacker = !p.unknownSpaceCutsForAttacker;
        OwlParams c = p.copy();
        assertEquals(p.unknownSpacesByLocalGame, c.unknownSpacesByLocalGame);
        assertEquals(p.unknownSpaceCutsForAttacker, c.unknownSpaceCutsForAttacker);
        assertFalse("measured, left off (docs/benchmarks.md, seventeenth session)", new OwlParams().unknownSpacesByLocalGame);
    }

    private static boolean contains(int[] a, int x) {
        for (int y : a) if (y == x) return true;
        return false;
    }
}
