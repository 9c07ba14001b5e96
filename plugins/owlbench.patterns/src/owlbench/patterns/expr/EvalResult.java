package owlbench.patterns.expr;

/**
 * Outcome of evaluating a constraint: TRUE, FALSE, or UNKNOWN together with the name of the function
 * or variable nobody could compute, so that a missing fact is never silently taken as true or false.
 */
public final class EvalResult {
    /** Three-valued truth. */
    public enum Truth { TRUE, FALSE, UNKNOWN }

    public final Truth truth;
    /** The numeric value when known (C semantics: non-zero is true), NaN when unknown. */
    public final double value;
    /** The function or variable that was needed but not available; null when known. */
    public final String missing;

    EvalResult(Truth truth, double value, String missing) {
        this.truth = truth;
        this.value = value;
        this.missing = missing;
    }

    /** A known value (C semantics: non-zero is true). */
    public static EvalResult known(double value) {
        return new EvalResult(value != 0 ? Truth.TRUE : Truth.FALSE, value, null);
    }

    /** An unknown result that needed {@code missing}. */
    public static EvalResult unknown(String missing) {
        return new EvalResult(Truth.UNKNOWN, Double.NaN, missing);
    }

    public boolean isKnown() {
        return truth != Truth.UNKNOWN;
    }

    @Override
    public String toString() {
        return truth == Truth.UNKNOWN ? "unknown, needs " + missing : truth.name().toLowerCase();
    }
}
