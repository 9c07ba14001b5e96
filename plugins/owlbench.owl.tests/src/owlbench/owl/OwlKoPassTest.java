package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.v;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.passWhereKoBanned: an attack node whose only move is the ko retake the attacker may
 * not make there (the defender has just retaken it after a threat) is read with the attacker
 * passing, the defender then moving, instead of counting as a saved dragon. Read with the engine's
 * generated eye shapes (patterns/eyes-generated.db, a build output; skipped where absent).
 * <p>
 * The handmade position is owl.tst 50's corner (owl03.sgf) on a 9x9 board: after black's E9 the
 * defender's best try is B9, black D8 takes E8-E7-D7, white A7, and black's C9 takes D9 in a ko;
 * white's retake at D9 after a threat leaves the corner one eye and a ko white can never fill
 * (C9 filled is in atari), so black plays elsewhere and takes again. gnugo 3.8 answers
 * owl_attack D9 "1 E9" and, after E9, owl_defend D9 "0".
 */
public class OwlKoPassTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    private static Board corner() {
        return OwlProblems.board(
                ". . . O . X . . .",
                "O O O . O X . . .",
                ". X X O O X . . .",
                "X . . X X X . . .",
                ". X X X . X . . .",
                "X . . X X . . . .",
                ". X X . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    private static int[] cornerDragon(Board b) {
        return dragon(b, "D9", "A8", "B8", "C8", "E8", "D7", "E7");
    }

    private static OwlParams params(boolean on) {
        OwlParams p = new OwlParams();
        p.passWhereKoBanned = on;
        return p;
    }

    @Test
    public void theAttackerKillsOutrightWhereTheDefendersKoCanNeverBeFilled() {
        Board b = corner();
        SearchResult on = OwlProblems.reader(b, db, params(true)).attack(cornerDragon(b), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        assertEquals(ReadCodes.WIN, on.code());
        assertEquals("E9", owlbench.board.Vertex.toString(on.move(), 9));
    }

    @Test
    public void withoutTheRuleTheBannedRetakeSavesTheDragonByKo() {
        Board b = corner();
        SearchResult off = OwlProblems.reader(b, db, params(false)).attack(cornerDragon(b), null);
        assertEquals(ReadCodes.KO_A, off.code());
    }

    @Test
    public void afterE9TheDefenceFails() {
        Board b = corner();
        b.play(v(b, "E9"), StoneColor.BLACK);
        assertEquals(ReadCodes.FAIL, OwlProblems.reader(b, db, params(true)).defend(cornerDragon(b), null).code());
        assertEquals("without the rule the defender's retake lives by ko", ReadCodes.KO_B,
                OwlProblems.reader(b, db, params(false)).defend(cornerDragon(b), null).code());
    }
}
