package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.File;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfReader;

/**
 * OwlParams.deadWithoutLegalAttack (off by default): at an attack node whose candidates are all
 * illegal, where the dragon has one sure eye and no second, is shut in, has no lunch and no seki's
 * shape beside it, the attacker passes and the defender's moves are read: dead only where none
 * lives. On owl.tst's positions (GNU Go's games from ../shared, skipped where absent), a node of
 * SemeaiAgreement's owl24.sgf line and a handmade seki shape.
 */
public class OwlNoLegalAttackTest {
    /**
     * owl.tst 67's line (incident258.sgf at move 283, then black H19 and white C19): the dragon
     * keeps one eye and the attacker's candidates are suicides. With the rule the dragon is dead as
     * it stands (gnugo's answer); without it the attack fails (OwlClosedLibertiesTest's kill at C16
     * needs the switched-off closed-liberties rule).
     */
    @Test
    public void oneEyeAndNoLegalAttackIsDead() throws Exception {
        String dragon = "B19 C19 B18 D18 F18 C17 D17 E17 F17";
        SearchResult on = owl(game("incident258.sgf"), 283, dragon, true, "H19", "C19");
        assertEquals(ReadCodes.WIN, on.code());
        assertEquals(Board.PASS, on.move());
        assertEquals(ReadCodes.FAIL, owl(game("incident258.sgf"), 283, dragon, false, "H19", "C19").code());
    }

    /**
     * A node of owl24.sgf's line (SemeaiAgreement seed 1, the black dragon A18 after white took
     * its corner): one sure eye at B16, no lunch, shut in, and white's candidates illegal; but black,
     * moving, mends the diagonal cut at C14 and lives. With the rule the attacker passes and that
     * defence is read (one node), so the attack fails; the rule's first form (dead at once) called
     * it dead and took owl24 99 A18's status from alive to critical (gnugo: alive).
     */
    @Test
    public void theDefenderMovingFirstIsRead() throws Exception {
        Board b = OwlProblems.board(
                ". O O . . . . . . . . . . . . . . . .",
                "X O . O O X . . . . . . . X . O X O .",
                "X X O . O X . . X . . X . . . O O X .",
                "X . X . . . . . . . . . . O . O . O .",
                "X X X O . O . . X . . O . . . . O . .",
                ". X . X . . . X . . . . . . X X X O .",
                "X O X . X . X . . . . O . X . . . . .",
                ". O O . . . . . . . . . . . . . O . .",
                ". O . X . X . O . . . . O . . . . . .",
                ". . . . . . X X O . . . . . . . . . .",
                ". . O . O X . O . . . . . . . O O . .",
                ". O . . . X . . . . . . . . . . X O .",
                ". . . . X . . . . . . . . . O . O . .",
                "O . O . . . . O O O . . . . . . . . .",
                "X O . O X . . O X O . . . . O . X X .",
                "X O O X . X . . X . . . . . . . . O .",
                ". X X . . . . X . X . . . O . X . X .",
                ". . . . . . . . . . . X . O X X O . .",
                ". . . . . . . . . . . . . . . . . . .");
        int[] dragon = OwlProblems.string(b, "A18");
        OwlDatabases db = OwlProblems.ownDatabases();
        OwlNode n = new OwlNode(b, new OwlGoal(b, dragon), new EyeSpacesCache(b, db.eyes), new owlbench.reading.Reader(b));
        // the rule's conditions hold at this node
        assertEquals(1, n.eyes().min);
        assertEquals(1, n.eyes().max);
        assertEquals(0, n.lunches().length);
        assertEquals(0, n.escape().route(n.goal));
        assertFalse(n.sharesAllLiberties());
        OwlParams on = withoutPushes();
        on.deadWithoutLegalAttack = true;
        SearchResult attack = OwlProblems.reader(b, db, on).attack(dragon, null);
        assertEquals(ReadCodes.FAIL, attack.code());
        assertTrue("the defender's move was read", attack.nodes() >= 1);
        SearchResult defend = OwlProblems.reader(b, db, on).defend(dragon, null);
        assertEquals(ReadCodes.WIN, defend.code());
        assertEquals(Vertex.parse("C14", 19), defend.move());
        // without the rule the node is a failed attack with nothing read
        OwlParams off = withoutPushes();
        off.deadWithoutLegalAttack = false;
        assertEquals(0, OwlProblems.reader(b, db, off).attack(dragon, null).nodes());
    }

    /**
     * owl.tst 175: where a lunch is left (G19's stones after H19 and H17) the one eye is not all
     * the dragon has: the attack fails with the rule on, as the suite says.
     */
    @Test
    public void aLunchLeftIsNotCalledDead() throws Exception {
        SearchResult r = owl(game("incident225.sgf"), 254,
                "A19 B19 C19 D19 E19 F19 K19 B18 D18 F18 J18 K18 D17 F17 G17 J17 F16 H16 J16 G15 H15 J15", true);
        assertEquals(ReadCodes.FAIL, r.code());
    }

    /** A white string whose liberties are all the black goal's (a seki's shape) is seen; one with a liberty of its own is not. */
    @Test
    public void aStringBreathingOnlyThroughTheGoalIsSeen() {
        Board seki = OwlProblems.board(
                ". . . . .",
                ". . . . .",
                "X X X . .",
                "X O X . .",
                ". O X . .");
        assertTrue(node(seki, "A3").sharesAllLiberties());
        Board free = OwlProblems.board(
                ". . . . .",
                ". . . . .",
                "X X X . .",
                "O O X . .",
                ". . X . .");
        assertFalse(node(free, "A3").sharesAllLiberties());
    }

    /**
     * The default rules without the attacker's contact pushes (OwlParams.contactPushesForAttacker,
     * whoever switches them on): this rule's nodes are those where the attacker has no legal move,
     * and a push into the eye space is one; the rule is read with the attacker it was written for.
     */
    private static OwlParams withoutPushes() {
        OwlParams p = new OwlParams();
        p.contactPushesForAttacker = false;
        return p;
    }

    private static OwlNode node(Board b, String goal) {
        return new OwlNode(b, new OwlGoal(b, OwlProblems.string(b, goal)), null, null);
    }

    private static File game(String name) {
        File game = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/" + name);
        Assume.assumeTrue("../shared/gnugo-3.8/regression/games/" + name + " is absent: skipping the terminal rule's tests", game.isFile());
        return game;
    }

    /** owl_attack of the dragon (its stones as owlbench's dragon_stones gives them) after black's and white's moves, the rule on or off. */
    private static SearchResult owl(File game, int move, String stones, boolean rule, String... moves) throws Exception {
        Board b = GameReplay.atMove(SgfReader.read(game.toPath()).games().get(0), move).board();
        for (int i = 0; i < moves.length; i++) b.play(Vertex.parse(moves[i], b.size()), i % 2 == 0 ? StoneColor.BLACK : StoneColor.WHITE);
        int[] dragon = java.util.Arrays.stream(stones.split(" ")).mapToInt(v -> Vertex.parse(v, b.size())).toArray();
        assertTrue(StoneColor.isStone(b.color(dragon[0])));
        OwlParams params = withoutPushes();
        params.deadWithoutLegalAttack = rule;
        return OwlProblems.reader(b, OwlProblems.ownDatabases(), params).attack(dragon, null);
    }
}
