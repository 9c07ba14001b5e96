package owlbench.owl.optics;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;

import org.junit.Assume;
import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/** Eye-space cases of doc/eyes.texi on handmade positions (values from GNU Go's eyes.db in ../shared). */
public class EyeSpacesTest {
    private static EyeShapeDatabase db;

    @BeforeClass
    public static void loadDatabase() throws IOException {
        File f = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/patterns/eyes.db");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping eye-space tests (they need its eyes.db)", f.isFile());
        db = EyeShapeDatabase.load(f.toPath());
    }

    private static EyeSpaces eyes(Board b) {
        return new EyeSpaces(b, new ReadingWormFacts(b), db);
    }

    @Test
    public void databaseLoads() {
        assertTrue("eyes.db shapes: " + db.size(), db.size() > 600);
    }

    /** A one-point eye in the corner: one eye whoever moves (1111). */
    @Test
    public void onePointEye() {
        Board b = Diagrams.board(
                ". X . . . . .",
                "X X . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .");
        EyeSpaces e = eyes(b);
        int a7 = Diagrams.v(b, "A7");
        assertTrue(e.isEyeSpace(StoneColor.BLACK, a7));
        assertFalse(e.isEyeSpace(StoneColor.WHITE, a7));
        assertEquals(1, e.size(StoneColor.BLACK, a7));
        assertEquals("1111", e.value(StoneColor.BLACK, a7).digits());
        assertEquals(EyeSpaces.PROPER, e.halfEyeType(a7));
    }

    /** Two-point eye in the corner: still one eye (1111 in eyes.db). */
    @Test
    public void twoPointEye() {
        Board b = Diagrams.board(
                ". . X . . . .",
                "X X X . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .");
        EyeSpaces e = eyes(b);
        int a7 = Diagrams.v(b, "A7");
        assertEquals(2, e.size(StoneColor.BLACK, a7));
        assertEquals(1, e.value(StoneColor.BLACK, a7).minEyes());
        assertEquals(1, e.value(StoneColor.BLACK, a7).maxEyes());
    }

    /**
     * The false eye of doc/eyes.texi (OOX / O.O / XOO): X holds both opposing diagonals. Here it
     * also borders X's domain, so it is a marginal point and worth no eye (gnugo: eval_eye 0 0).
     */
    @Test
    public void falseEye() {
        Board b = Diagrams.board(
                ". . . . . . .",
                ". O O X X . .",
                ". O . O X . .",
                ". X O O X . .",
                ". X X X X . .",
                ". . . . . . .",
                ". . . . . . .");
        EyeSpaces e = eyes(b);
        int c5 = Diagrams.v(b, "C5");
        assertTrue(e.isMarginal(StoneColor.WHITE, c5));
        assertEquals(0, e.value(StoneColor.WHITE, c5).maxEyes());
    }

    /**
     * A false eye by the topological rule: on the edge (two off-board diagonals worth 1 each) with
     * an uncapturable X stone on a diagonal: 4, false, made marginal, no eye (gnugo answers the same
     * half_eye_data, eye_data and eval_eye here).
     */
    @Test
    public void falseEyeOnTheEdge() {
        Board b = Diagrams.board(
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . X X X",
                "O O O O X . X",
                ". . O O X X X",
                ". . . X . X .");
        EyeSpaces e = eyes(b);
        int e1 = Diagrams.v(b, "E1");
        assertEquals(4f, e.topologicalValue(e1), 1e-6);
        assertEquals(EyeSpaces.FALSE_EYE, e.halfEyeType(e1));
        assertTrue(e.isMarginal(StoneColor.BLACK, e1));
        assertEquals("0000", e.value(StoneColor.BLACK, e1).digits());
    }

    /** The half eye of doc/eyes.texi: one diagonal the opponent may take; eye if the owner plays first. */
    @Test
    public void halfEye() {
        Board b = Diagrams.board(
                ". . . . . . .",
                ". O O X X . .",
                ". O . O . . .",
                ". O O . X . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .");
        EyeSpaces e = eyes(b);
        int c5 = Diagrams.v(b, "C5");
        assertEquals(3f, e.topologicalValue(c5), 1e-6);
        assertEquals(EyeSpaces.HALF_EYE, e.halfEyeType(c5));
        int[] key = e.halfEyeDefenses(c5);
        assertEquals(1, key.length);
        assertEquals(Diagrams.v(b, "D4"), key[0]);
        EyeValue v = e.value(StoneColor.WHITE, c5);
        assertEquals(0, v.minEyes());
        assertEquals(1, v.maxEyes());
        assertEquals(Diagrams.v(b, "D4"), v.defensePoint());
    }

    /** A straight three-point eye: two eyes if the owner takes the middle, one if the opponent does. */
    @Test
    public void straightThreeHasAVitalPoint() {
        Board b = Diagrams.board(
                ". . . X . . .",
                "X X X X . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .");
        EyeSpaces e = eyes(b);
        int a7 = Diagrams.v(b, "A7");
        assertEquals(3, e.size(StoneColor.BLACK, a7));
        EyeValue v = e.value(StoneColor.BLACK, a7);
        assertEquals(1, v.minEyes());
        assertEquals(2, v.maxEyes());
        assertEquals(Diagrams.v(b, "B7"), v.attackPoint());
        assertEquals(Diagrams.v(b, "B7"), v.defensePoint());
    }

    /** A dead opponent stone inside the eye is eye space (an X vertex of the graph). */
    @Test
    public void deadStoneInsideTheEye() {
        Board b = Diagrams.board(
                "O . X . . . .",
                "X X X . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .");
        EyeSpaces e = eyes(b);
        int a7 = Diagrams.v(b, "A7");
        assertFalse(e.isLively(a7));
        assertTrue(e.isEyeSpace(StoneColor.BLACK, a7));
        assertEquals(2, e.size(StoneColor.BLACK, a7));
        assertEquals(1, e.value(StoneColor.BLACK, a7).maxEyes());
    }

    /**
     * Ko in eyes (doc/eyes.texi, "Eye Topology with Ko", case (a)): a diagonal where the opponent's
     * move is a ko capture counts a = 0.75, so the eye stays proper (gnugo's half_eye_data: 0.75 at
     * C5 with B4 as the point to fight over, 1.75 at B4).
     */
    @Test
    public void koDiagonal() {
        Board b = Diagrams.board(
                ". X . . . . .",
                ". . O O . . .",
                "O O . O . . .",
                "O . O O . . .",
                "X O X . . . .",
                ". X . . . . .",
                ". . . . . . .");
        EyeSpaces e = eyes(b);
        int c5 = Diagrams.v(b, "C5");
        int b4 = Diagrams.v(b, "B4");
        assertEquals(EyeSpaces.KO_GOOD, e.topologicalValue(c5), 1e-6);
        assertEquals(EyeSpaces.PROPER, e.halfEyeType(c5));
        assertEquals(1, e.halfEyeAttacks(c5).length);
        assertEquals(b4, e.halfEyeAttacks(c5)[0]);
        assertEquals(1 + EyeSpaces.KO_GOOD, e.topologicalValue(b4), 1e-6);
        assertEquals("1111", e.value(StoneColor.WHITE, c5).digits());
    }
}
