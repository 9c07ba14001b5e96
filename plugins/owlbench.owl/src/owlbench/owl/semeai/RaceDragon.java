package owlbench.owl.semeai;

import java.util.Arrays;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * One side of a capturing race: the stones a dragon had when the analysis started, its colour and
 * its anchor, the origin of its largest string. The race is lost for this dragon when the anchor's
 * string is captured (a dragon of several strings may lose a small one and still be in the race).
 * At any node of the search the dragon is the strings that still hold its original stones.
 */
final class RaceDragon {
    final int color;
    final int[] stones;
    final int anchor;
    private final int anchorSize;

    /**
     * @param board the position the analysis starts on
     * @param stones the dragon's stones (all of one colour, as the caller's dragon analysis gives them)
     */
    RaceDragon(Board board, int[] stones) {
        if (stones.length == 0) throw new IllegalArgumentException("a dragon needs at least one stone");
        this.stones = stones.clone();
        Arrays.sort(this.stones);
        this.color = board.color(this.stones[0]);
        if (!StoneColor.isStone(color)) throw new IllegalArgumentException("a dragon's stones must not be empty points");
        int best = this.stones[0], bestSize = 0;
        for (int s : this.stones) {
            if (board.color(s) != color) throw new IllegalArgumentException("a dragon's stones must be of one colour");
            int size = board.stringSize(s);
            if (size > bestSize) {
                best = board.origin(s);
                bestSize = size;
            }
        }
        this.anchor = best;
        this.anchorSize = bestSize;
    }

    /** True if the anchor's string was captured (an empty point, an enemy stone, or a new smaller string of ours). */
    boolean captured(Board board) {
        return board.color(anchor) != color || board.stringSize(anchor) < anchorSize;
    }

    /** True if p holds a stone of a string that holds one of the dragon's original stones. */
    boolean contains(Board board, int p, int[] mark, int stamp) {
        return board.color(p) == color && mark[board.origin(p)] == stamp;
    }

    /** How many of the dragon's original stones are still on the board (in its colour). */
    int stonesOnBoard(Board board) {
        int n = 0;
        for (int s : stones) if (board.color(s) == color) n++;
        return n;
    }

    /**
     * Marks the origins of the dragon's present strings with stamp and writes them to out; returns
     * their number.
     */
    int strings(Board board, int[] mark, int stamp, int[] out) {
        int n = 0;
        for (int s : stones) {
            if (board.color(s) != color) continue;
            int o = board.origin(s);
            if (mark[o] != stamp) {
                mark[o] = stamp;
                out[n++] = o;
            }
        }
        return n;
    }
}
