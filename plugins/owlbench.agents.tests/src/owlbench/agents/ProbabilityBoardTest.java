package owlbench.agents;

import static org.junit.Assert.assertEquals;

import java.util.SplittableRandom;

import org.junit.Test;

/** Normalize, scale, add, argmax and spin of the probability board. */
public class ProbabilityBoardTest {

    @Test
    public void normalizeMakesTheValuesSumToOne() {
        ProbabilityBoard b = ProbabilityBoard.of(1, 3, 0, 4);
        b.normalize();
        assertEquals(0.125, b.get(0), 1e-12);
        assertEquals(0.375, b.get(1), 1e-12);
        assertEquals(0.5, b.get(3), 1e-12);
        assertEquals(1.0, b.sum(), 1e-12);
    }

    @Test
    public void normalizeLeavesAnEmptyBoardEmpty() {
        ProbabilityBoard b = new ProbabilityBoard(4).normalize();
        assertEquals(0.0, b.sum(), 0);
    }

    @Test
    public void scaleAndAddScaled() {
        ProbabilityBoard a = ProbabilityBoard.of(1, 2, 3).scale(2);
        a.addScaled(ProbabilityBoard.of(1, 1, 1), 3);
        assertEquals(5, a.get(0), 0);
        assertEquals(7, a.get(1), 0);
        assertEquals(9, a.get(2), 0);
    }

    @Test
    public void argmaxTakesTheFirstHighestValue() {
        assertEquals(1, ProbabilityBoard.of(0, 5, 2, 5).argmax());
        assertEquals(ProbabilityBoard.NO_MOVE, ProbabilityBoard.of(0, 0, 0).argmax());
    }

    @Test
    public void spinChoosesInProportionToTheValues() {
        ProbabilityBoard b = ProbabilityBoard.of(0, 1, 3, 0);
        SplittableRandom r = new SplittableRandom(7);
        int[] counts = new int[4];
        for (int i = 0; i < 40000; i++) {
            counts[b.spin(r)]++;
        }
        assertEquals(0, counts[0]);
        assertEquals(0, counts[3]);
        assertEquals(0.25, counts[1] / 40000.0, 0.01);
        assertEquals(0.75, counts[2] / 40000.0, 0.01);
        assertEquals(ProbabilityBoard.NO_MOVE, new ProbabilityBoard(3).spin(r));
    }
}
