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
        this.libScratch = new int[board.boardArraySize()];
        int[] mark = new int[board.boardArraySize()];
        int[] origins = new int[this.stones.length];
        int n = strings(board, mark, 1, origins);
        linkedAtStart = new boolean[this.stones.length];
        int[] linked = linkedToAnchor(board, origins, n);
        for (int i = 0; i < this.stones.length; i++) {
            int o = board.origin(this.stones[i]);
            for (int l : linked) linkedAtStart[i] |= l == o;
        }
    }

    /** Per stone (in the order of stones): its string was linked to the anchor's when the analysis started. */
    private final boolean[] linkedAtStart;
    /** linkedToAnchor's liberties (it runs at every node of the race's search: not allocated there). */
    private final int[] libScratch;

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

    /**
     * As {@link #strings}, but only the strings the opponent has not cut from the anchor's: a
     * string linked to the anchor's at the start (through shared liberties, string to string) that
     * no longer is counts no more (its liberties are not the anchor's); strings linked only by
     * looser shape at the start (a two-point jump) are kept. While the anchor stands.
     */
    int linkedStrings(Board board, int[] mark, int stamp, int[] out) {
        int n = strings(board, mark, stamp, out);
        if (captured(board) || n <= 1) return n;
        int[] linked = linkedToAnchor(board, out, n);
        int k = 0;
        for (int i = 0; i < n; i++) {
            int o = out[i];
            boolean keep = false;
            for (int l : linked) keep |= l == o;
            if (!keep) {
                // dropped only if one of its stones was linked at the start
                for (int j = 0; j < stones.length && !keep; j++) {
                    if (board.color(stones[j]) == color && board.origin(stones[j]) == o && !linkedAtStart[j]) keep = true;
                }
            }
            if (keep) out[k++] = o;
            else mark[o] = 0;
        }
        return k;
    }

    /** The origins among origins[0..n) reachable from the anchor's string through shared liberties. */
    private int[] linkedToAnchor(Board board, int[] origins, int n) {
        int a = board.origin(anchor);
        int[] comp = new int[n];
        int nc = 0;
        boolean[] in = new boolean[n];
        for (int i = 0; i < n; i++) {
            if (origins[i] == a) {
                in[i] = true;
                comp[nc++] = a;
            }
        }
        if (nc == 0) return new int[0];
        int[] libs = libScratch;
        for (int h = 0; h < nc; h++) {
            int nl = board.findlib(comp[h], libs.length, libs);
            for (int i = 0; i < n; i++) {
                if (in[i]) continue;
                for (int j = 0; j < nl && !in[i]; j++) {
                    if (libertyOf(board, libs[j], origins[i])) {
                        in[i] = true;
                        comp[nc++] = origins[i];
                    }
                }
            }
        }
        return Arrays.copyOf(comp, nc);
    }

    /** Whether the empty point p touches the string whose origin is o. */
    private boolean libertyOf(Board board, int p, int o) {
        for (int d : board.neighborOffsets()) {
            int q = p + d;
            if (board.color(q) == color && board.origin(q) == o) return true;
        }
        return false;
    }
}
