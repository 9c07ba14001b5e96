package owlbench.reading;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

/**
 * The move generators' generation-marked point sets: a new set holds only its own points, and
 * an earlier set stays good for the points a later one does not hold (liberties and origins).
 */
public class PointMarksTest {

    @Test
    public void aNewSetHoldsOnlyItsPoints() {
        PointMarks marks = new PointMarks(40);
        int a = marks.newSet(new int[] {3, 7, 9, 30}, 3);
        assertTrue(marks.contains(3, a));
        assertTrue(marks.contains(9, a));
        assertFalse("only the first n points", marks.contains(30, a));
        int b = marks.newSet(new int[] {7}, 1);
        assertTrue(marks.contains(7, b));
        assertFalse("no clearing, yet the old members are out", marks.contains(3, b));
        assertFalse(marks.contains(7, a));
    }

    @Test
    public void disjointSetsAreGoodTogether() {
        PointMarks marks = new PointMarks(40);
        int libs = marks.newSet(new int[] {5, 6}, 2);
        int seen = marks.newSet();
        marks.add(12, seen);
        assertTrue(marks.contains(5, libs));
        assertTrue(marks.contains(6, libs));
        assertTrue(marks.contains(12, seen));
        assertFalse(marks.contains(12, libs));
        assertFalse(marks.contains(5, seen));
    }
}
