package owlbench.owl.optics;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Two-stone strings that GNU Go's unconditional life treats as possible sekis (doc/dragon.texi
 * admits that the documented algorithm calls some seki groups dead; gnugo 3.8 leaves such areas
 * undecided). The rule was found by probing gnugo on handmade positions and on
 * unconditional.tst's (UnconditionalLifeTest keeps the probes):
 * <ul>
 * <li>a candidate is a string of exactly two stones with no other stone of its colour among the
 * eight neighbours of either stone, away from the edge of the board (every such neighbour on the
 * board); the opponent does not try to capture it while looking for alive strings;</li>
 * <li>once the opponent has filled the outside liberties, the string is a possible seki if the
 * opponent, filling one point of each pair of adjacent liberties (one next to each stone), can
 * leave it with every liberty walled in (no empty neighbour), each stone with exactly two
 * liberties, every opponent string around with two liberties holding the two liberties of one
 * stone, and some opponent string around with four or more liberties.</li>
 * </ul>
 * Which point of a pair is filled matters, so the test is not symmetric under reflection when the
 * opponent strings around are not.
 */
final class PossibleSeki {
    private PossibleSeki() {
    }

    /** Marks the stones of the candidate strings of {@code color} (see the class comment). */
    static boolean[] candidates(Board b, int color) {
        boolean[] out = new boolean[b.boardArraySize()];
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != color || b.origin(p) != p || b.stringSize(p) != 2) continue;
            int q = partner(b, p);
            if (isolated(b, p, q, color) && isolated(b, q, p, color)) {
                out[p] = true;
                out[q] = true;
            }
        }
        return out;
    }

    /** No stone of the colour but the partner, and no edge, among the eight neighbours of s. */
    private static boolean isolated(Board b, int s, int partner, int color) {
        int[] nb = b.neighborOffsets();
        for (int i = 0; i < nb.length; i++) {
            for (int j = i; j < nb.length; j++) {
                if (i != j && nb[i] == -nb[j]) continue;
                int r = i == j ? s + nb[i] : s + nb[i] + nb[j];
                int c = b.color(r);
                if (c == StoneColor.BORDER || (c == color && r != partner)) return false;
            }
        }
        return true;
    }

    private static int partner(Board b, int s) {
        for (int d : b.neighborOffsets()) {
            if (b.color(s + d) == b.color(s)) return s + d;
        }
        throw new IllegalArgumentException("not a two-stone string");
    }

    /**
     * Whether the two-stone string at {@code a} is a possible seki on the working board {@code w}
     * (the opponent's outside fills played). Tries each choice of fills on the pairs of adjacent
     * liberties; the board is left as it was.
     */
    static boolean isSeki(Board w, int a) {
        int color = w.color(a);
        int opp = StoneColor.other(color);
        int b = partner(w, a);
        int[] nb = w.neighborOffsets();
        int[][] pairs = new int[4][];
        int n = 0;
        for (int d : nb) {
            int x = a + d;
            if (w.color(x) != StoneColor.EMPTY) continue;
            for (int e : nb) {
                int y = b + e;
                if (w.color(y) == StoneColor.EMPTY && adjacent(w, x, y)) pairs[n++] = new int[] {x, y};
            }
        }
        for (int choice = 0; choice < (1 << n); choice++) {
            int base = w.stackp();
            boolean played = true;
            for (int i = 0; i < n && played; i++) {
                played = w.trymove(pairs[i][(choice >> i) & 1], opp) && w.color(a) == color;
            }
            boolean seki = played && walledInTwoByTwo(w, a, b, color, opp);
            while (w.stackp() > base) w.popgo();
            if (seki) return true;
        }
        return false;
    }

    private static boolean adjacent(Board w, int x, int y) {
        for (int d : w.neighborOffsets()) {
            if (x + d == y) return true;
        }
        return false;
    }

    private static boolean walledInTwoByTwo(Board w, int a, int b, int color, int opp) {
        int[] la = liberties(w, a), lb = liberties(w, b);
        if (la.length != 2 || lb.length != 2) return false;
        int[] libs = new int[w.boardArraySize()];
        int most = 0;
        for (int x : new int[] {la[0], la[1], lb[0], lb[1]}) {
            for (int d : w.neighborOffsets()) {
                int c = w.color(x + d);
                if (c == StoneColor.EMPTY || (c == color && !w.sameString(x + d, a))) return false;
                if (c != opp) continue;
                int count = w.findlib(x + d, libs.length, libs);
                most = Math.max(most, count);
                if (count == 2 && !sameSet(libs, la) && !sameSet(libs, lb)) return false;
            }
        }
        return most >= 4;
    }

    private static int[] liberties(Board w, int s) {
        int[] out = new int[4];
        int n = 0;
        for (int d : w.neighborOffsets()) {
            if (w.color(s + d) == StoneColor.EMPTY) out[n++] = s + d;
        }
        return java.util.Arrays.copyOf(out, n);
    }

    private static boolean sameSet(int[] two, int[] other) {
        return (two[0] == other[0] && two[1] == other[1]) || (two[0] == other[1] && two[1] == other[0]);
    }
}
