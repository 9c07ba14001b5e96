package owlbench.gtp;

import java.util.List;

/**
 * The arguments of one command with checked accessors; every accessor throws a
 * GtpException with a message naming the argument rather than a runtime exception.
 */
public final class GtpArgs {
    private final String command;
    private final List<String> words;

    public GtpArgs(String command, List<String> words) {
        this.command = command;
        this.words = words;
    }

    public String command() {
        return command;
    }

    public int size() {
        return words.size();
    }

    public List<String> all() {
        return words;
    }

    /** Requires exactly n arguments. */
    public GtpArgs expect(int n) throws GtpException {
        return expect(n, n);
    }

    /** Requires between min and max arguments (inclusive). */
    public GtpArgs expect(int min, int max) throws GtpException {
        int n = words.size();
        if (n < min || n > max) {
            String want = min == max ? Integer.toString(min)
                    : max == Integer.MAX_VALUE ? "at least " + min : min + " to " + max;
            throw new GtpException("wrong number of arguments: " + command + " takes " + want
                    + (want.equals("1") ? " argument" : " arguments") + ", got " + n);
        }
        return this;
    }

    public String word(int i) throws GtpException {
        if (i >= words.size()) {
            throw new GtpException("missing argument " + (i + 1));
        }
        return words.get(i);
    }

    public int integer(int i, String what) throws GtpException {
        String w = word(i);
        try {
            return Integer.parseInt(w);
        } catch (NumberFormatException e) {
            throw new GtpException(what + " not an integer: '" + w + "'");
        }
    }

    public double real(int i, String what) throws GtpException {
        String w = word(i);
        try {
            double d = Double.parseDouble(w);
            if (Double.isNaN(d) || Double.isInfinite(d) || w.endsWith("d") || w.endsWith("D")
                    || w.endsWith("f") || w.endsWith("F")) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw new GtpException(what + " not a float: '" + w + "'");
        }
    }
}
