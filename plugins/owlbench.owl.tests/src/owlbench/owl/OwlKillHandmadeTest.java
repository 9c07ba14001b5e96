package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.v;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * Kills owl_attack missed on handmade 7x7 positions, white's string under black's wall on the
 * fourth line (rows 5-7 empty), where owl_defend's last resort was kept because the attacker did
 * not see the kill gnugo 3.8 reads (h/handlr17's random positions): a stone of the last resort
 * that one attacker's move cuts off the dragon (OwlParams.lastResortCheckOnDragon), and a
 * first-line eye the attacker reaches along the edge (OwlParams.edgeOpenMargins). Read with the
 * engine's generated eye shapes (patterns/eyes-generated.db, a build output; skipped where
 * absent). gnugo 3.8's answers are in each diagram's comment (docs/benchmarks.md, "owl_attack's
 * missed kills on handmade positions, eighteenth session").
 */
public class OwlKillHandmadeTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    /**
     * White's string A3 with one eye at G1 and a gap D4 in black's wall: black D4 fills the
     * string's outside liberty and C3 is no eye. The last resort D5 stands outside the wall,
     * joined to the string only through D4. gnugo 3.8: owl_defend A3 0, owl_does_defend D5 A3 0,
     * owl_attack A3 1 D4.
     */
    static Board stoneOutsideTheGap() {
        return OwlProblems.board(
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                "X X X . X X X",
                "O O . O O X O",
                "O O O O O O O",
                "O O O O O O .");
    }

    /**
     * White's corner string A3 under black's wall (open at G4), black's E2 inside. The last resort
     * F2 is cut off by black's E2 and E3. gnugo 3.8: owl_defend A3 0, owl_does_defend F2 A3 0,
     * owl_attack A3 1 D1.
     */
    static Board stoneBeyondTheLunch() {
        return OwlProblems.board(
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                "X X X X X X .",
                "O O . . . . .",
                "O O O O X . .",
                ". . . . . . .");
    }

    /**
     * White's string E3 under black's closed wall, black's C2, B1 and E1 inside (E1 in atari). With
     * white's D2 the space D1-E1 looks like an eye, but black's D1, next to its C1 on the first
     * line, spoils it. gnugo 3.8: owl_defend E3 0, owl_does_defend D2 E3 0; after D2, owl_attack
     * E3 1 D1 (eye_data D1: 2 points, D1 marginal, 0011).
     */
    static Board firstLineEye() {
        return OwlProblems.board(
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                "X X X X X X X",
                ". . . . O O O",
                ". . X . O . O",
                ". X . . X O O");
    }

    private static SearchResult defend(Board b, String target, OwlParams params) {
        SearchResult r = OwlProblems.reader(b, db, params).defend(OwlProblems.string(b, target), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return r;
    }

    private static SearchResult attack(Board b, String target, OwlParams params) {
        SearchResult r = OwlProblems.reader(b, db, params).attack(OwlProblems.string(b, target), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return r;
    }

    private static OwlParams onDragon(boolean on) {
        OwlParams p = new OwlParams();
        p.lastResortCheckOnDragon = on;
        return p;
    }

    private static OwlParams edge(boolean on) {
        OwlParams p = new OwlParams();
        p.edgeOpenMargins = on;
        return p;
    }

    @Test
    public void aLastResortOutsideTheGapIsRefused() {
        Board b = stoneOutsideTheGap();
        SearchResult off = defend(b, "A3", onDragon(false));
        assertEquals("the goal with D5 lives by the open board above it", ReadCodes.WIN, off.code());
        assertEquals(v(b, "D5"), off.move());
        assertEquals("the dragon alone dies, as gnugo", ReadCodes.FAIL, defend(b, "A3", onDragon(true)).code());
        SearchResult kill = attack(b, "A3", onDragon(true));
        assertEquals(ReadCodes.WIN, kill.code());
    }

    @Test
    public void aLastResortBeyondTheLunchIsRefused() {
        Board b = stoneBeyondTheLunch();
        SearchResult off = defend(b, "A3", onDragon(false));
        assertEquals("the goal with F2 lives", ReadCodes.WIN, off.code());
        assertEquals(v(b, "F2"), off.move());
        assertEquals("the dragon alone dies, as gnugo", ReadCodes.FAIL, defend(b, "A3", onDragon(true)).code());
    }

    @Test
    public void aFirstLineEyeTheAttackerReachesAlongTheEdge() {
        Board b = firstLineEye();
        assertEquals("the eye at D1 counted, D2 lives", ReadCodes.WIN, defend(b, "E3", edge(false)).code());
        assertEquals("D1 marginal: no defence, as gnugo", ReadCodes.FAIL, defend(b, "E3", edge(true)).code());
        b.play(v(b, "D2"), StoneColor.WHITE);
        assertEquals("after D2 no kill without the edge's margin", ReadCodes.FAIL, attack(b, "E3", edge(false)).code());
        SearchResult kill = attack(b, "E3", edge(true));
        assertEquals("after D2 the kill at D1, as gnugo", ReadCodes.WIN, kill.code());
        assertEquals(v(b, "D1"), kill.move());
    }
}
