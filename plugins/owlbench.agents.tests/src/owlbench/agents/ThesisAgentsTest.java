package owlbench.agents;

import static owlbench.agents.Diagrams.at;
import static owlbench.agents.Diagrams.values;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.StoneColor;

/** The thesis' six agents on handmade 9x9 positions. */
public class ThesisAgentsTest {

    @Test
    public void randomAgentValuesEveryLegalPointTheSame() {
        // black's H1 would be suicide (G1, H2 and the J1-J2 string keep their liberties)
        Position p = Diagrams.position(StoneColor.BLACK, 10,
            ".........",
            ".........",
            ".........",
            "....X....",
            ".........",
            ".........",
            ".........",
            ".......OO",
            "......O.O");
        double[] v = values(new RandomAgent(), p);
        assertEquals(0, v[at(p, "E6")], 0);      // occupied
        assertEquals(0, v[at(p, "H1")], 0);      // suicide for black
        assertEquals(1, v[at(p, "A1")], 0);
        int legal = 0;
        for (double x : v) {
            legal += x > 0 ? 1 : 0;
        }
        assertEquals(81 - 5 - 1, legal);   // five stones, one suicide point
    }

    @Test
    public void followerCountsOpponentStonesAround() {
        Position p = Diagrams.position(StoneColor.BLACK, 10,
            ".........",
            ".........",
            ".........",
            "...O.....",
            "....O....",
            ".........",
            ".........",
            ".........",
            "X........");
        double[] v = values(new FollowerAgent(), p);
        assertEquals(2, v[at(p, "E6")], 0);   // next to D6 and E5
        assertEquals(2, v[at(p, "D5")], 0);
        assertEquals(1, v[at(p, "C7")], 0);   // diagonal of D6
        assertEquals(0, v[at(p, "D6")], 0);   // occupied
        assertEquals(0, v[at(p, "B2")], 0);   // next to its own stone only
    }

    @Test
    public void openerLikesThirdAndFourthLinesEarlyOnly() {
        String[] empty = {".........", ".........", ".........", ".........", ".........",
            ".........", ".........", ".........", "........."};
        Position early = Diagrams.position(StoneColor.BLACK, 1, empty);
        double[] v = values(new OpenerAgent(), early);
        assertEquals(2, v[at(early, "C3")], 1e-12);   // 3-3
        assertEquals(2, v[at(early, "D3")], 1e-12);   // 3-4
        assertEquals(1, v[at(early, "C5")], 1e-12);   // third line, centre line
        assertEquals(0, v[at(early, "A1")], 1e-12);
        assertEquals(0, v[at(early, "B2")], 1e-12);   // second line
        assertEquals(0, v[at(early, "E5")], 1e-12);   // tengen is the fifth line both ways
        Position later = Diagrams.position(StoneColor.BLACK, 11, empty);
        assertEquals(1, values(new OpenerAgent(), later)[at(later, "C3")], 1e-12);
        Position late = Diagrams.position(StoneColor.BLACK, 40, empty);
        for (double x : values(new OpenerAgent(), late)) {
            assertEquals(0, x, 0);
        }
    }

    @Test
    public void capturerFillsLastLibertiesOfOpponentStrings() {
        Position p = Diagrams.position(StoneColor.BLACK, 20,
            ".........",
            ".XOX.....",
            "..X......",
            ".........",
            ".........",
            ".......X.",
            "......XO.",
            "......XO.",
            ".......X.");
        double[] v = values(new CapturerAgent(), p);
        assertEquals(CapturerAgent.ATARI_VALUE, v[at(p, "C9")], 0);  // C8 has one liberty
        assertEquals(1, v[at(p, "J2")], 0);   // H2-H3 has two: J2, J3
        assertEquals(1, v[at(p, "J3")], 0);
        assertEquals(0, v[at(p, "E5")], 0);
        assertEquals(0, v[at(p, "B9")], 0);   // own strings are not its business
    }

    @Test
    public void tigersMouthCompletesTheShape() {
        Position p = Diagrams.position(StoneColor.BLACK, 20,
            ".........",
            ".........",
            ".........",
            ".........",
            "...X.....",
            "....X....",
            ".........",
            ".........",
            ".........");
        double[] v = values(new TigersMouthAgent(), p);
        // D5 and E4: a stone at F5 makes E5 a mouth (D5, E4, F5 around it, E6 open)
        assertEquals(1, v[at(p, "F5")], 0);
        // and at C4 the mouth is D4 (C4, D5, E4; D3 open)
        assertEquals(1, v[at(p, "C4")], 0);
        assertEquals(0, v[at(p, "A1")], 0);
        // E5 itself fills the shape's mouth: it makes none (E5 would connect)
        assertEquals(0, v[at(p, "E5")], 0);
    }

    @Test
    public void extenderMarksEachExtensionType() {
        Position p = Diagrams.position(StoneColor.BLACK, 20,
            ".........",
            ".........",
            ".........",
            ".........",
            "....X....",
            ".........",
            ".........",
            ".........",
            ".........");
        ExtenderAgent a = new ExtenderAgent();
        double[][] out = new double[a.components()][81];
        a.evaluate(p, out);
        assertEquals(1, out[0][at(p, "E6")], 0);   // extension
        assertEquals(1, out[1][at(p, "E7")], 0);   // one-point jump
        assertEquals(1, out[2][at(p, "H5")], 0);   // two-point
        assertEquals(1, out[3][at(p, "A5")], 0);   // three-point
        assertEquals(1, out[4][at(p, "F6")], 0);   // shoulder (diagonal)
        assertEquals(1, out[5][at(p, "F7")], 0);   // knight
        assertEquals(1, out[6][at(p, "F8")], 0);   // large knight
        int knights = 0;
        for (double x : out[5]) {
            knights += (int) x;
        }
        assertEquals(8, knights);
        // genes weight the types
        int[] genes = {1, 2, 3, 4, 5, 6, 7};
        ProbabilityBoard b = a.board(p, genes);
        assertEquals(7, b.get(at(p, "F8")), 0);
        assertEquals(1, b.get(at(p, "E6")), 0);
    }

    @Test
    public void extenderDoesNotJumpOverStones() {
        Position p = Diagrams.position(StoneColor.BLACK, 20,
            ".........",
            ".........",
            ".........",
            ".........",
            "....XO...",
            ".........",
            ".........",
            ".........",
            ".........");
        ExtenderAgent a = new ExtenderAgent();
        double[][] out = new double[a.components()][81];
        a.evaluate(p, out);
        assertEquals(0, out[1][at(p, "G5")], 0);
        assertEquals(1, out[1][at(p, "C5")], 0);
        assertTrue(out[0][at(p, "F5")] == 0);
    }

    @Test
    public void responseMarksPointsByDistanceToTheLastMove() {
        Position p0 = Diagrams.position(StoneColor.WHITE, 2,
            ".........", ".........", ".........", ".........", "....X....",
            ".........", ".........", ".........", ".........");
        Position p = new Position(p0.board(), StoneColor.WHITE, 2, p0.point(at(p0, "E5")));
        ResponseAgent a = new ResponseAgent();
        double[][] out = new double[a.components()][81];
        a.evaluate(p, out);
        assertEquals(1, out[0][at(p, "D4")], 0);
        assertEquals(1, out[1][at(p, "E7")], 0);
        assertEquals(1, out[3][at(p, "A1")], 0);
        assertEquals(0, out[0][at(p, "E5")], 0);   // the stone itself
        int near = 0;
        for (double x : out[0]) {
            near += (int) x;
        }
        assertEquals(8, near);
        // after a pass: no opinion
        double[][] none = new double[a.components()][81];
        a.evaluate(new Position(p0.board(), StoneColor.WHITE, 2, owlbench.board.Board.PASS), none);
        for (double[] c : none) {
            for (double x : c) {
                assertEquals(0, x, 0);
            }
        }
    }
}
