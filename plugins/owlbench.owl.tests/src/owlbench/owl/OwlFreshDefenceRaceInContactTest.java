package owlbench.owl;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.v;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * OwlParams.freshDefenceLongChaseRaceOnly's rule (OwlReader.raceInContact): a long chase's fresh
 * owl_defend gets the larger budget only where a string of the attacker's touching the goal has
 * fewer liberties than the goal, a capturing race the goal is ahead in and must count out.
 * Twenty-seventh session (h/owlkill27); the switch is off. Drawn boards: white's C3 D3 E3 is the
 * goal, black's C2 D2 E2 lies under it.
 */
public class OwlFreshDefenceRaceInContactTest {
    /** Five liberties each (white B3 F3 C4 D4 E4, black B2 F2 C1 D1 E1): no side is ahead, no race to count. */
    @Test
    public void equalLibertiesAreNoRace() {
        Board b = underneath();
        assertFalse(OwlReader.raceInContact(b, goal(b)));
    }

    /** A white stone at B2 takes one of black's: four against the goal's five, the goal is ahead in a race. */
    @Test
    public void aShorterStringInContactIsARace() {
        Board b = underneath();
        b.setStone(v(b, "B2"), StoneColor.WHITE);
        assertTrue(OwlReader.raceInContact(b, goal(b)));
    }

    /** The short string must touch the goal: black's lone stone at H8 in atari elsewhere does not count. */
    @Test
    public void aShortStringAwayFromTheGoalIsNoRace() {
        Board b = underneath();
        b.setStone(v(b, "H8"), StoneColor.BLACK);
        b.setStone(v(b, "G8"), StoneColor.WHITE);
        b.setStone(v(b, "J8"), StoneColor.WHITE);
        b.setStone(v(b, "H9"), StoneColor.WHITE);
        assertFalse(OwlReader.raceInContact(b, goal(b)));
    }

    private static int[] goal(Board b) {
        return OwlProblems.dragon(b, "C3", "D3", "E3");
    }

    private static Board underneath() {
        return OwlProblems.board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . O O O . . . .",
                ". . X X X . . . .",
                ". . . . . . . . .");
    }
}
