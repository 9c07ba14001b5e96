package owlbench.owl.semeai;

import java.util.function.IntPredicate;

import owlbench.board.Board;

/**
 * Decides whether an eye space of one race dragon holds or touches the other race dragon, unless
 * it holds all of it: a space next to the other dragon holds that dragon's liberties, which the
 * race itself fills, so its eye is no eye of its own; a space holding the whole other dragon is an
 * eye with a dead group in it. Race optics asks this at the race's start and the race counter
 * again inside the search; each adapts its own data (eye-space origins, marked strings) to it.
 */
final class EyeSpaceContact {
    private EyeSpaceContact() {
    }

    /**
     * Whether one of the space's points, or an on-board point next to one, is a stone of the other
     * dragon (isOther), unless every stone of otherStones[0..n) lies in the space.
     *
     * @param space the points of the eye space
     * @param otherStones the other dragon's stones the space may hold all of
     * @param n how many of otherStones count
     * @param isOther whether a point holds a stone of the other dragon (the stones it may touch)
     */
    static boolean holdsOrTouches(Board board, int[] space, int[] otherStones, int n, IntPredicate isOther) {
        if (holdsAll(space, otherStones, n)) return false;
        int[] delta = board.neighborOffsets();
        for (int p : space) {
            if (isOther.test(p)) return true;
            for (int d : delta) {
                int q = p + d;
                if (board.isOnBoard(q) && isOther.test(q)) return true;
            }
        }
        return false;
    }

    /** Whether every stone of stones[0..n) is one of the space's points (no stones: trivially). */
    static boolean holdsAll(int[] space, int[] stones, int n) {
        for (int i = 0; i < n; i++) {
            boolean in = false;
            for (int p : space) {
                if (p == stones[i]) {
                    in = true;
                    break;
                }
            }
            if (!in) return false;
        }
        return true;
    }
}
