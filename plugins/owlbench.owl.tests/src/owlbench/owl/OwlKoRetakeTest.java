package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.stones;
import static owlbench.owl.OwlProblems.v;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.SearchResult;

/**
 * OwlParams.koRetakeWhenAlive: where the eye analysis counts two eyes the attacker asks only the
 * vital-attack patterns, so an eye closed by a wall stone that the defender has just played there
 * as a ko capture (the stone alone, in atari at the ko point) was read as an eye, and the
 * attacker's retake after a threat was never tried. The switch is off by default; these tests
 * switch it on.
 *
 * The position: white's group in the bottom right of a 9x9 under black's wall, eyes at G1 (sure)
 * and E1, whose wall stone D1 stands alone in atari beside black's C1 and D2. Black's D2 is dead
 * (its only liberty D3 lies inside white's group), so it does not spoil E1 as a diagonal: the eye
 * analysis counts E1, G1 and the D3-D2 space. White moving first lives by D3 (D1 gains a liberty,
 * D2's point becomes an eye). Black's E1 takes D1, and then white's D3 no longer captures (D2 has
 * D1 as a liberty) and black's D1 joins C1, D2 and E1 to the wall: white must retake the ko.
 */
public class OwlKoRetakeTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.ownDatabases();
    }

    private static Board koEye() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X X X X X",
                "X X O O O O O O O",
                "X X O . O O O O O",
                "X X O X O O O O O",
                ". X X O . O . O O");
    }

    /** The same stones after black's E1 took D1 and white's D1 took E1 back: black's retake is banned. */
    private static Board koEyeJustRetaken() {
        Board b = koEye();
        b.play(v(b, "E1"), StoneColor.BLACK);
        b.play(Board.PASS, StoneColor.WHITE);
        b.play(Board.PASS, StoneColor.BLACK);
        b.play(v(b, "D1"), StoneColor.WHITE);
        assertEquals("black may not retake at once", v(b, "E1"), b.koPoint());
        return b;
    }

    private static SearchResult attack(Board b, boolean retake) {
        OwlParams params = new OwlParams();
        params.koRetakeWhenAlive = retake;
        assertEquals(retake, params.copy().koRetakeWhenAlive);
        SearchResult r = OwlProblems.reader(b, db, params).attack(stones(b, StoneColor.WHITE), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return r;
    }

    private static void twoEyesCounted(Board b) {
        OwlNode n = new OwlNode(b, new OwlGoal(b, stones(b, StoneColor.WHITE)), new EyeSpacesCache(b, db.eyes), new Reader(b));
        assertTrue("the eye analysis sees two eyes here: " + n.eyes().description, n.eyes().min >= 2);
    }

    @Test
    public void theBannedRetakeIsReadAsAKoTheAttackerNeedsAThreatFor() {
        Board b = koEyeJustRetaken();
        twoEyesCounted(b);
        assertEquals("switch off: E1 counts as an eye, no kill", ReadCodes.FAIL, attack(b, false).code());
        SearchResult on = attack(b, true);
        // gnugo 3.8 answers owl_attack D1 "3 E1" here (and owl_defend "1 D3")
        assertEquals("switch on: the retake after a threat", ReadCodes.KO_B, on.code());
        assertEquals(v(b, "E1"), on.move());
    }

    /** Black's legal ko capture: the eye count sees E1 as an eye black can spoil, the attack reads it either way. */
    @Test
    public void aLegalKoIsNoTwoEyeNode() {
        Board b = koEye();
        OwlNode n = new OwlNode(b, new OwlGoal(b, stones(b, StoneColor.WHITE)), new EyeSpacesCache(b, db.eyes), new Reader(b));
        assertTrue("fewer than two sure eyes: " + n.eyes().description, n.eyes().min < 2);
        SearchResult off = attack(b, false);
        SearchResult on = attack(b, true);
        assertEquals("no ko point on the board: the switch changes nothing", off.code(), on.code());
        assertEquals(off.move(), on.move());
    }

    @Test
    public void whiteMovingFirstLivesByCapturingTheDeadStone() {
        Board b = koEyeJustRetaken();
        OwlParams params = new OwlParams();
        params.koRetakeWhenAlive = true;
        SearchResult r = OwlProblems.reader(b, db, params).defend(stones(b, StoneColor.WHITE), null);
        assertEquals(ReadCodes.WIN, r.code());
    }
}
