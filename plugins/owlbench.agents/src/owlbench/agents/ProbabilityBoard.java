package owlbench.agents;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A value for every point of the board (the thesis' probability board): higher means a more
 * recommended move. It can be normalized (values sum to 1 unless all are 0), scaled, added to
 * another board with a weight, and asked for its move: the first highest value (argmax) or a
 * probabilistic choice in proportion to the values (spin).
 */
public final class ProbabilityBoard {
    /** The answer of argmax and spin when no point has a positive value. */
    public static final int NO_MOVE = -1;

    private final double[] values;

    /** A board of n points, all 0. */
    public ProbabilityBoard(int points) {
        values = new double[points];
    }

    /** A board holding a copy of these values. */
    public static ProbabilityBoard of(double... values) {
        ProbabilityBoard b = new ProbabilityBoard(values.length);
        System.arraycopy(values, 0, b.values, 0, values.length);
        return b;
    }

    /** Number of points. */
    public int size() {
        return values.length;
    }

    /** The value at an index. */
    public double get(int index) {
        return values[index];
    }

    /** Sets the value at an index. */
    public void set(int index, double value) {
        values[index] = value;
    }

    /** Adds to the value at an index. */
    public void add(int index, double value) {
        values[index] += value;
    }

    /** The backing array (for the network's inner loops; index = point index). */
    public double[] values() {
        return values;
    }

    /** All values to 0. */
    public void clear() {
        Arrays.fill(values, 0.0);
    }

    /** Sum of the values. */
    public double sum() {
        double s = 0;
        for (double v : values) {
            s += v;
        }
        return s;
    }

    /**
     * Scales the values so that they sum to 1; a board whose values sum to 0 is left as it is
     * (so an agent without an opinion adds nothing to a sum).
     */
    public ProbabilityBoard normalize() {
        normalize(values);
        return this;
    }

    /** {@link #normalize()} on a raw array. */
    public static void normalize(double[] v) {
        double s = 0;
        for (double x : v) {
            s += x;
        }
        if (s != 0) {
            double f = 1.0 / s;
            for (int i = 0; i < v.length; i++) {
                v[i] *= f;
            }
        }
    }

    /** Multiplies every value by a scalar. */
    public ProbabilityBoard scale(double factor) {
        for (int i = 0; i < values.length; i++) {
            values[i] *= factor;
        }
        return this;
    }

    /** Adds weight * other to this board. */
    public ProbabilityBoard addScaled(ProbabilityBoard other, double weight) {
        if (other.values.length != values.length) {
            throw new IllegalArgumentException("boards of " + values.length + " and " + other.values.length + " points");
        }
        for (int i = 0; i < values.length; i++) {
            values[i] += weight * other.values[i];
        }
        return this;
    }

    /** Sets every index where allowed is false to 0 (illegal points are never chosen). */
    public ProbabilityBoard mask(boolean[] allowed) {
        for (int i = 0; i < values.length; i++) {
            if (!allowed[i]) {
                values[i] = 0;
            }
        }
        return this;
    }

    /** The index of the first highest positive value, or {@link #NO_MOVE} when none is positive. */
    public int argmax() {
        return argmax(values);
    }

    /** {@link #argmax()} on a raw array. */
    public static int argmax(double[] v) {
        int best = NO_MOVE;
        double bestValue = 0;
        for (int i = 0; i < v.length; i++) {
            if (v[i] > bestValue) {
                bestValue = v[i];
                best = i;
            }
        }
        return best;
    }

    /**
     * A probabilistic choice: index i with probability value(i) / sum over positive values
     * (negative values count as 0); {@link #NO_MOVE} when no value is positive.
     */
    public int spin(RandomGenerator random) {
        double total = 0;
        for (double v : values) {
            if (v > 0) {
                total += v;
            }
        }
        if (total <= 0) {
            return NO_MOVE;
        }
        double r = random.nextDouble() * total;
        int last = NO_MOVE;
        for (int i = 0; i < values.length; i++) {
            if (values[i] > 0) {
                last = i;
                r -= values[i];
                if (r < 0) {
                    return i;
                }
            }
        }
        return last; // rounding left a remainder: the last positive point
    }
}
