package owlbench.owl;

import java.util.Arrays;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The dragon an owl search is about (doc/owl.texi): the stones given at the start (goal 1) and the
 * stones its owner adds during the search (goal 2). The dragon is captured when no stone of its
 * colour is left on any of its original points, even if stones added later could live.
 */
final class OwlGoal {
    private final int color;
    private final int[] original;
    /** Points of stones the owner played during the search that joined the goal, by stackp. */
    private final int[] added;
    private int addedCount;
    private final long key;

    OwlGoal(Board b, int[] stones) {
        if (stones.length == 0) throw new IllegalArgumentException("the goal dragon has no stones");
        this.color = b.color(stones[0]);
        if (!StoneColor.isStone(color)) throw new IllegalArgumentException("the goal dragon's first point is empty");
        for (int s : stones) {
            if (b.color(s) != color) throw new IllegalArgumentException("the goal dragon mixes colours or empty points");
        }
        this.original = stones.clone();
        Arrays.sort(original);
        this.added = new int[b.boardArraySize()];
        long k = 0x51ED270B27D4EB4FL;
        for (int s : original) {
            k = (k ^ s) * 0x9E3779B97F4A7C15L;
            k ^= k >>> 29;
        }
        this.key = k;
    }

    /** Colour of the dragon. */
    int color() {
        return color;
    }

    /** The original stones (sorted). */
    int[] original() {
        return original;
    }

    /** A hash of the original stones, for the cache key. */
    long key() {
        return key;
    }

    /** True if every original stone is gone (captured). */
    boolean captured(Board b) {
        for (int s : original) {
            if (b.color(s) == color) return false;
        }
        return true;
    }

    /** Marks a stone the owner played during the search as part of the goal (undone by {@link #pop}). */
    void push(int move) {
        added[addedCount++] = move;
    }

    void pop() {
        addedCount--;
    }

    /**
     * The goal at the current node: every string of the goal's colour holding an original stone
     * or a stone added by the owner, as a point mask. Strings merged with the goal by a move belong
     * to it (goal stones never leave the string they are in while they stand).
     */
    boolean[] mask(Board b) {
        boolean[] m = new boolean[b.boardArraySize()];
        int[] buf = new int[b.boardArraySize()];
        for (int s : original) mark(b, s, m, buf);
        for (int i = 0; i < addedCount; i++) {
            if (added[i] != Board.PASS) mark(b, added[i], m, buf);
        }
        return m;
    }

    /**
     * The goal as a fresh question about the dragon would take it (OwlParams.lastResortCheckOnDragon):
     * the strings holding an original stone, and those of the stones the owner added that share
     * at least {@code sharedLiberties} liberties with them (0: every added string, as
     * {@link #mask}); an added stone one attacker's move cuts off is no part of the dragon.
     */
    boolean[] dragonMask(Board b, int sharedLiberties) {
        boolean[] m = new boolean[b.boardArraySize()];
        int[] buf = new int[b.boardArraySize()];
        for (int s : original) mark(b, s, m, buf);
        boolean[] libs = new boolean[b.boardArraySize()];
        int[] lib = new int[b.boardArraySize()];
        for (int p = 0; p < m.length; p++) {
            if (!m[p] || b.origin(p) != p) continue;
            int k = b.findlib(p, lib.length, lib);
            for (int i = 0; i < k; i++) libs[lib[i]] = true;
        }
        for (int i = 0; i < addedCount; i++) {
            int s = added[i];
            if (s == Board.PASS || b.color(s) != color || m[s]) continue;
            int shared = 0;
            int k = b.findlib(s, lib.length, lib);
            for (int j = 0; j < k; j++) if (libs[lib[j]]) shared++;
            if (shared >= sharedLiberties) mark(b, s, m, buf);
        }
        return m;
    }

    private void mark(Board b, int s, boolean[] m, int[] buf) {
        if (b.color(s) != color || m[s]) return;
        int n = b.stringStones(s, buf);
        for (int i = 0; i < n; i++) m[buf[i]] = true;
    }

    /**
     * A hash of the goal's points at the current node ({@link #mask}): two nodes of the same
     * position whose owners added different stones to the goal (the order of the moves decides
     * which stones were near enough to join) hash apart.
     */
    long maskKey(Board b) {
        boolean[] m = mask(b);
        long k = 0x2545F4914F6CDD1DL;
        for (int p = 0; p < m.length; p++) {
            if (!m[p]) continue;
            long x = (p + 1) * 0x9E3779B97F4A7C15L;
            x ^= x >>> 31;
            x *= 0xBF58476D1CE4E5B9L;
            k += x ^ (x >>> 27);
        }
        return k;
    }

    /** Origins of the goal's strings at the current node. */
    int[] strings(Board b, boolean[] mask) {
        int[] out = new int[16];
        int n = 0;
        // the mask is true on goal stones only: read by index (the board's points ascend in the
        // same order), without a copy of the board's point list at each owl node
        for (int p = 0; p < mask.length; p++) {
            if (mask[p] && b.origin(p) == p) {
                if (n == out.length) out = Arrays.copyOf(out, 2 * n);
                out[n++] = p;
            }
        }
        return Arrays.copyOf(out, n);
    }
}
