package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.v;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * OwlParams.freshDefenceLongChaseMinRaces's count (OwlReader.racesInContact): the attacker's
 * strings touching the goal with fewer liberties than the goal's strings together, each string
 * once however many goal stones it touches; a long chase's fresh owl_defend gets the larger budget
 * only where there are that many (twenty-eighth session, h/owlkill28). Drawn boards: white's C3 D3
 * E3 is the goal (five liberties: B3 F3 C4 D4 E4), black's C2 D2 E2 lies under it.
 */
public class OwlFreshDefenceManyRacesTest {
    /** Black's string has five liberties too (B2 F2 C1 D1 E1): not behind the goal, no race. */
    @Test
    public void aStringAtTheGoalsCountIsNoRace() {
        Board b = underneath();
        assertEquals(0, OwlReader.racesInContact(b, goal(b), Integer.MAX_VALUE));
    }

    /** White B2 leaves black's string four liberties: one race, though the string touches three goal stones. */
    @Test
    public void aStringTouchingThreeGoalStonesIsOneRace() {
        Board b = underneath();
        b.setStone(v(b, "B2"), StoneColor.WHITE);
        assertEquals(1, OwlReader.racesInContact(b, goal(b), Integer.MAX_VALUE));
    }

    /**
     * Black's lone stones at C4 and E4 above the goal, which white's B4 and F4 leave two liberties
     * each (C5 D4 and E5 D4; the goal keeps B3 D4 F3, three), and the string below at five (B2 F2
     * C1 D1 E1): two races, the string under the goal, now ahead of it, none.
     */
    @Test
    public void eachShortStringIsOneRace() {
        Board b = underneath();
        b.setStone(v(b, "C4"), StoneColor.BLACK);
        b.setStone(v(b, "E4"), StoneColor.BLACK);
        b.setStone(v(b, "B4"), StoneColor.WHITE);
        b.setStone(v(b, "F4"), StoneColor.WHITE);
        assertEquals(2, OwlReader.racesInContact(b, goal(b), Integer.MAX_VALUE));
        assertEquals("the count stops at enough", 1, OwlReader.racesInContact(b, goal(b), 1));
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
