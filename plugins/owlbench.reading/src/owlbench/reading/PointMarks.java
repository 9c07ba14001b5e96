package owlbench.reading;

import java.util.Arrays;

/**
 * Sets of board points marked with a generation number, so that a new set costs its members'
 * writes and no clearing: a point belongs to set g while its cell holds g. The move generators
 * ask "is this point one of the target's liberties" many times per node; a scan of the liberty
 * list did that with up to four compares a question (Reader.isLib, about 4% of warm attack and
 * defend's CPU, JFR), a mark with one load.
 *
 * <p>Making a set writes only its members' cells, so an earlier set stays good for every point
 * the later ones do not hold: two sets of disjoint points (a string's liberties, which are
 * empty, and string origins, which are stones) can be used together. The generators that use
 * them make no nested reads in between. Not thread-safe, as the reader owning it.
 */
final class PointMarks {
    private final int[] mark;
    private int gen;

    /** Marks for points 0 .. arraySize - 1 (the board's boardArraySize()). */
    PointMarks(int arraySize) {
        this.mark = new int[arraySize];
    }

    /** Room for points 0 .. arraySize - 1. */
    int capacity() {
        return mark.length;
    }

    /** A new empty set (its generation). Earlier sets are no longer valid. */
    int newSet() {
        int g = gen + 1;
        if (g == Integer.MAX_VALUE) {
            g = clear();
        }
        gen = g;
        return g;
    }

    private int clear() {
        Arrays.fill(mark, 0);
        return 1;
    }

    /** A new set holding the first n points of points; returns its generation. */
    int newSet(int[] points, int n) {
        int g = newSet();
        for (int i = 0; i < n; i++) {
            mark[points[i]] = g;
        }
        return g;
    }

    /** Adds p to set g (the latest). */
    void add(int p, int g) {
        mark[p] = g;
    }

    /** True if p is in set g. */
    boolean contains(int p, int g) {
        return mark[p] == g;
    }
}
