package owlbench.gtp.regress;

import java.util.BitSet;

/**
 * Which test numbers of a suite to run: "suite.tst:12,14,20-25" (regress.pike's syntax).
 * Unnumbered set-up commands always run so that positions stay right.
 */
public final class TestSelection {
    private final BitSet numbers; // null: all

    private TestSelection(BitSet numbers) {
        this.numbers = numbers;
    }

    public static TestSelection all() {
        return new TestSelection(null);
    }

    /** Parses "12,14,20-25". */
    public static TestSelection parse(String spec) {
        BitSet b = new BitSet();
        for (String part : spec.split(",")) {
            String p = part.trim();
            if (p.isEmpty()) {
                continue;
            }
            try {
                int dash = p.indexOf('-', 1);
                if (dash > 0) {
                    int lo = Integer.parseInt(p.substring(0, dash).trim());
                    int hi = Integer.parseInt(p.substring(dash + 1).trim());
                    if (lo < 0 || hi < lo || hi - lo > 1_000_000) {
                        throw new IllegalArgumentException("bad test number range '" + p + "'");
                    }
                    b.set(lo, hi + 1);
                } else {
                    int n = Integer.parseInt(p);
                    if (n < 0) {
                        throw new IllegalArgumentException("bad test number '" + p + "'");
                    }
                    b.set(n);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("bad test number '" + p + "' in '" + spec + "'");
            }
        }
        return new TestSelection(b);
    }

    public boolean includes(int number) {
        return numbers == null || (number >= 0 && numbers.get(number));
    }

    public boolean isAll() {
        return numbers == null;
    }
}
