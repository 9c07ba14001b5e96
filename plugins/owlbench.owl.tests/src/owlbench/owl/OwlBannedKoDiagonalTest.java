package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.reader;
import static owlbench.owl.OwlProblems.v;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.BoardTables;
import owlbench.owl.optics.EyeSpaces;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.bannedKoDiagonals: an eye point's empty diagonal where the attacker's move is barred
 * by the ko ban alone counts as a ko in the defender's favour (doc/eyes.texi, "Eye Topology with
 * Ko": 3/4), not as a point the attacker cannot play. The board is owl.tst 223's top-right corner
 * (incident169 move 224 after B T16, W R18, B Q18) drawn on 9x9: black has just taken the ko at
 * F8 (white's G8), so white may not take back at G8 this move. Black's corner space H9 J9 J8 H7
 * J7 H6 has the edge point H9 with G8 on its diagonal. gnugo 3.8 on this board: half_eye_data H9
 * 2.75 (HALF_EYE, attack and defence G8), eye_data 1122, owl_attack G7 "1 H6".
 */
public class OwlBannedKoDiagonalTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws IOException {
        db = OwlProblems.generatedDatabases();
    }

    /** The corner with white's G8 in atari at F8; black's F8 takes it, white to move. */
    static Board afterBlackTakesTheKo() {
        Board b = board(
                ". O . O O O X . .",
                "O O O O O . O X .",
                ". O . O O O X . .",
                "O O O O . O X . X",
                ". . . . O O X O .",
                ". . . . O O X O .",
                ". . . . O O O O .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        b.play(v(b, "F8"), StoneColor.BLACK);
        return b;
    }

    private static int[] corner(Board b) {
        return dragon(b, "G9", "F8", "H8", "G7", "G6", "G5", "G4");
    }

    private static OwlParams params(boolean on) {
        OwlParams p = new OwlParams();
        p.bannedKoDiagonals = on;
        return p;
    }

    private static EyeSpaces blackSpaces(Board b, boolean bannedKos) {
        return EyeSpaces.ofColor(b, new QuickWormFacts(b, bannedKos), db.eyes, null, StoneColor.BLACK, false, false, false, false,
                BoardTables.of(b));
    }

    @Test
    public void theBannedRetakeIsAKoForTheSafeMoveCode() {
        Board b = afterBlackTakesTheKo();
        int g8 = v(b, "G8");
        assertEquals("the ko ban bars white's G8", g8, b.koPoint());
        assertEquals("without the rule: no move", ReadCodes.FAIL, new QuickWormFacts(b).safeMoveCode(g8, StoneColor.WHITE));
        assertEquals("with it: a ko white takes after a threat", ReadCodes.KO_B, new QuickWormFacts(b, true).safeMoveCode(g8, StoneColor.WHITE));
        assertEquals("a point no ban bars is read as before", new QuickWormFacts(b).safeMoveCode(v(b, "J9"), StoneColor.WHITE),
                new QuickWormFacts(b, true).safeMoveCode(v(b, "J9"), StoneColor.WHITE));
    }

    @Test
    public void theEdgePointIsAHalfEyeOnTheKoAsGnugoSays() {
        Board b = afterBlackTakesTheKo();
        int h9 = v(b, "H9");
        EyeSpaces off = blackSpaces(b, false);
        EyeSpaces on = blackSpaces(b, true);
        assertEquals("the space is the six corner points either way", 6, off.size(StoneColor.BLACK, h9));
        assertEquals(6, on.size(StoneColor.BLACK, h9));
        // H9's sum also counts J8, its diagonal inside the space, as a point white may play (1):
        // 3 without the rule, where gnugo's topology leaves in-space diagonals out (its 2.75)
        float without = off.topologicalValue(h9);
        assertEquals("with the rule G8 adds a ko in black's favour (3/4) where it added nothing", without + 0.75f,
                on.topologicalValue(h9), 1e-6);
        assertEquals("without it the space reads two eyes whoever moves first", "1222", off.value(StoneColor.BLACK, h9).digits());
        assertEquals(EyeSpaces.HALF_EYE, on.halfEyeType(h9));
        assertEquals("with it G8 is the half eye's key: gnugo's eye_data", "1122", on.value(StoneColor.BLACK, h9).digits());
    }

    @Test
    public void owlAttackKillsAtTheVitalPointAsGnugo() {
        Board b = afterBlackTakesTheKo();
        SearchResult with = reader(b, db, params(true)).attack(corner(b), null);
        assertEquals("with the rule white kills outright", ReadCodes.WIN, with.code());
        assertEquals("at H6, gnugo's kill", v(b, "H6"), with.move());
        SearchResult without = reader(b, db, params(false)).attack(corner(b), null);
        assertNotEquals("without it the eyes count two and owl reads only the ko", ReadCodes.WIN, without.code());
        assertEquals(0, b.stackp());
    }

    /**
     * With the ban lifted (a pass each) white's G8 is an ordinary ko capture at the root, valued as
     * before; the rule acts below it, after black's retake at F8 bars G8 again. gnugo 3.8 here:
     * owl_attack G7 "1 G8" (half_eye_data H9 2.75, eye_data 1122 as before the passes).
     */
    @Test
    public void withTheBanLiftedTheRootIsReadAsBeforeAndTheKoBelowAsGnugo() {
        Board b = afterBlackTakesTheKo();
        b.play(Board.PASS, StoneColor.WHITE);
        b.play(Board.PASS, StoneColor.BLACK);
        int h9 = v(b, "H9");
        assertEquals("no ban at the root: the same sum either way", blackSpaces(b, false).topologicalValue(h9),
                blackSpaces(b, true).topologicalValue(h9), 1e-6);
        SearchResult with = reader(b, db, params(true)).attack(corner(b), null);
        assertEquals("with the rule white's G8 kills outright, as gnugo's", ReadCodes.WIN, with.code());
        assertEquals(v(b, "G8"), with.move());
        SearchResult without = reader(b, db, params(false)).attack(corner(b), null);
        assertEquals("without it black's retake lives again in owl's eyes: a ko", ReadCodes.KO_A, without.code());
    }
}
