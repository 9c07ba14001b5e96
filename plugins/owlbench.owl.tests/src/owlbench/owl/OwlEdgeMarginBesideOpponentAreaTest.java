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
 * OwlParams.edgeMarginsBesideOpponentArea: a first-line point of the goal's eye space is marginal
 * where the first-line point beside it, outside the space and empty, is the attacker's area alone
 * and a lively attacker's stone stands diagonally next to it (the hane there is joined to that
 * stone by miai). The board is the bottom-left 9x9 of owl.tst 7/8's position (incident156 move
 * 250) after black's B5 and white's A2: white's space A3 B3 B4 beside A4, which black's domain
 * holds through B4 and B5 and white's does not.
 */
public class OwlEdgeMarginBesideOpponentAreaTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws IOException {
        db = OwlProblems.generatedDatabases();
    }

    /** Row 7's line after B B5 W A2 (gnugo 3.8 here: owl_attack C3 "1 B4"; its eye_data A4 A3 B3 B4, A4 and B4 marginal, 0011). */
    static Board afterB5A2() {
        return board(
                ". . X . . X X . X",
                ". X . . X . . X .",
                ". . . X . X X O X",
                ". . X . X X O O O",
                ". X . X . X X O .",
                ". . . X X X O O O",
                ". . O . X . X O .",
                "O O O X . X . X O",
                ". O X X . . . X O");
    }

    private static int[] corner(Board b) {
        return dragon(b, "C3", "C2", "B2", "B1", "A2");
    }

    private static OwlParams params(boolean on) {
        OwlParams p = new OwlParams();
        p.edgeMarginsBesideOpponentArea = on;
        return p;
    }

    @Test
    public void theSpaceBesideTheHaneIsMarginalAtTheEdge() {
        Board b = afterB5A2();
        EyeSpaces off = EyeSpaces.ofColor(b, new QuickWormFacts(b), db.eyes, null, StoneColor.WHITE, false, false, false, false,
                BoardTables.of(b));
        EyeSpaces on = EyeSpaces.ofColor(b, new QuickWormFacts(b), db.eyes, null, StoneColor.WHITE, false, false, false, true,
                BoardTables.of(b));
        int a3 = v(b, "A3");
        assertEquals("the space is A3 B3 B4 either way", 3, off.size(StoneColor.WHITE, a3));
        assertEquals(3, on.size(StoneColor.WHITE, a3));
        assertEquals("without the rule: one eye whoever moves first (0111), the corner's A1 the second",
                "0111", off.value(StoneColor.WHITE, a3).digits());
        assertEquals("with A3 marginal beside black's A4: no eye whoever moves first (0001)",
                "0001", on.value(StoneColor.WHITE, a3).digits());
    }

    @Test
    public void owlAttackKillsWhereGnugoDoes() {
        Board b = afterB5A2();
        SearchResult with = reader(b, db, params(true)).attack(corner(b), null);
        assertEquals("with the rule black kills", ReadCodes.WIN, with.code());
        assertEquals("at B4, gnugo's kill", v(b, "B4"), with.move());
        SearchResult without = reader(b, db, params(false)).attack(corner(b), null);
        assertNotEquals("without it owl finds no kill (two eyes: the corner's A1 and A3 B3 B4)", ReadCodes.WIN, without.code());
        assertEquals(0, b.stackp());
    }

    /**
     * The same edge with black's B5 taken off: no attacker's stone stands diagonally next to A4, a
     * hane there would hang alone, and the rule values the space as before.
     */
    @Test
    public void noDiagonalStoneNoMargin() {
        Board b = afterB5A2();
        b.setStone(v(b, "B5"), StoneColor.EMPTY);
        EyeSpaces off = EyeSpaces.ofColor(b, new QuickWormFacts(b), db.eyes, null, StoneColor.WHITE, false, false, false, false,
                BoardTables.of(b));
        EyeSpaces on = EyeSpaces.ofColor(b, new QuickWormFacts(b), db.eyes, null, StoneColor.WHITE, false, false, false, true,
                BoardTables.of(b));
        int a3 = v(b, "A3");
        assertEquals(off.value(StoneColor.WHITE, a3).digits(), on.value(StoneColor.WHITE, a3).digits());
    }
}
