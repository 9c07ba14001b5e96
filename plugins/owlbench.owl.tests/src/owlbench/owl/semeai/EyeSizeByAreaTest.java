package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

/**
 * Which eye is the bigger for the shared liberties (SemeaiParams.eyeSizeByArea, RaceCount's
 * eyeSizes): a handmade count, no position. The victim has one eye of two points holding an enemy
 * stone (one liberty left in it, an area of two), the killer an empty two-point eye; two shared
 * liberties, one outside liberty of the killer's, the killer to move.
 */
public class EyeSizeByAreaTest {

    private static RaceCount count(int[] eyeSizes) {
        int[] none = new int[0];
        return new RaceCount(new int[][] {none, {40}}, new int[] {50, 51}, new int[] {1, 1}, new int[] {1, 2},
                new int[][] {{60}, {70, 71}}, new int[] {3, 3}, new boolean[2], eyeSizes);
    }

    @Test
    public void byTheirAreasTheEyesAreEqualAndTheSharedLibertiesNoOnesAlone() {
        // equal eyes: the killer (1 outside + 2 in its eye = 3) must fill the victim's 1 + 2 shared
        assertEquals(0, count(new int[] {RaceCount.eyeLiberties(2), RaceCount.eyeLiberties(2)}).margin(0, true));
    }

    @Test
    public void byTheLibertiesLeftTheKillersEyeIsBiggerAndTakesTheSharedOnes() {
        // the killer's 1 + 2 + 2 shared against the victim's 1: a margin of four
        assertEquals(4, count(new int[] {1, 2}).margin(0, true));
        assertEquals("the old constructor compares liberties", 4, new RaceCount(new int[][] {new int[0], {40}},
                new int[] {50, 51}, new int[] {1, 1}, new int[] {1, 2}, new int[][] {{60}, {70, 71}}, new int[] {3, 3},
                new boolean[2]).margin(0, true));
    }
}
