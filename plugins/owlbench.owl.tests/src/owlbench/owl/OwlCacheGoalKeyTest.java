package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.v;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The owl cache key's goal part (OwlParams.cacheKeyWithGoal): a stone the owner plays joins the
 * goal only when it is played within two points of it, so the same stones reached in two orders
 * can leave two goals. Handmade 9x9 position: the goal is black's C5; black plays G5 and E5. G5
 * first is four points from the goal and stays out, and E5 then joins; E5 first joins, and G5
 * then is two points from E5 and joins too.
 */
public class OwlCacheGoalKeyTest {

    private static Board empty() {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . X . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    /** The goal part of the key after black's two moves in the given order, pushed as OwlReader.pushIfNear does. */
    private static long[] keysAfter(boolean farFirst) {
        Board b = empty();
        int c5 = v(b, "C5"), e5 = v(b, "E5"), g5 = v(b, "G5");
        OwlGoal goal = new OwlGoal(b, new int[] {c5});
        if (farFirst) {
            b.trymove(g5, StoneColor.BLACK);
            goal.push(Board.PASS); // four points from C5: no part of the goal
            b.trymove(e5, StoneColor.BLACK);
            goal.push(e5);
        } else {
            b.trymove(e5, StoneColor.BLACK);
            goal.push(e5);
            b.trymove(g5, StoneColor.BLACK);
            goal.push(g5); // two points from E5, now a goal stone
        }
        return new long[] {b.hash(), OwlReader.cacheGoalKey(goal, b, false), OwlReader.cacheGoalKey(goal, b, true),
                goal.mask(b)[g5] ? 1 : 0};
    }

    @Test
    public void twoGoalsOfOnePositionAreKeyedApartOnlyWithTheSwitch() {
        long[] far = keysAfter(true), near = keysAfter(false);
        assertEquals("the same stones stand in both orders", far[0], near[0]);
        assertEquals("G5 is out of the goal when played first", 0, far[3]);
        assertEquals("G5 is in the goal when played after E5", 1, near[3]);
        assertEquals("without the switch the key hashes the original stones only", far[1], near[1]);
        assertNotEquals("with the switch the two goals key apart", far[2], near[2]);
    }

    @Test
    public void theSameGoalKeysAlikeWhateverTheOrder() {
        Board b = empty();
        int c5 = v(b, "C5"), d5 = v(b, "D5"), d6 = v(b, "D6");
        OwlGoal one = new OwlGoal(b, new int[] {c5});
        b.trymove(d5, StoneColor.BLACK);
        one.push(d5);
        b.trymove(d6, StoneColor.BLACK);
        one.push(d6);
        long first = OwlReader.cacheGoalKey(one, b, true);
        b.popgo();
        b.popgo();
        OwlGoal two = new OwlGoal(b, new int[] {c5});
        b.trymove(d6, StoneColor.BLACK);
        two.push(d6);
        b.trymove(d5, StoneColor.BLACK);
        two.push(d5);
        assertEquals("the goal holds C5 D5 D6 in both orders", first, OwlReader.cacheGoalKey(two, b, true));
    }
}
