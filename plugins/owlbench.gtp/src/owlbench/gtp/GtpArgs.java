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
            return parseInt(w);
        } catch (NumberFormatException e) {
            throw new GtpException(what + " not an integer: '" + w + "'");
        }
    }

    /**
     * A GTP int: ASCII digits with an optional leading '-', nothing else (no '+', no other scripts'
     * digits, which Integer.parseInt would take); NumberFormatException otherwise or on overflow.
     */
    public static int parseInt(String w) {
        int start = w.startsWith("-") ? 1 : 0;
        if (w.length() == start || w.length() > 11) {
            throw new NumberFormatException(w);
        }
        for (int k = start; k < w.length(); k++) {
            char c = w.charAt(k);
            if (c < '0' || c > '9') {
                throw new NumberFormatException(w);
            }
        }
        return Integer.parseInt(w);
    }

    /** A float as GTP and SGF's KM[] write it: "6.5", "0.00001", never an exponent. */
    public static String formatReal(double d) {
        return BoardArgs.number(d);
    }

    /**
     * A GTP float: optional '-', ASCII digits with at most one '.', at least one digit; no '+', no
     * exponent, no hexadecimal, no NaN or Infinity (all of which Double.parseDouble takes).
     */
    public static double parseReal(String w) {
        int start = w.startsWith("-") ? 1 : 0;
        int digits = 0;
        int dots = 0;
        if (w.length() > 40) {
            throw new NumberFormatException(w);
        }
        for (int k = start; k < w.length(); k++) {
            char c = w.charAt(k);
            if (c == '.') {
                dots++;
            } else if (c >= '0' && c <= '9') {
                digits++;
            } else {
                throw new NumberFormatException(w);
            }
        }
        if (digits == 0 || dots > 1) {
            throw new NumberFormatException(w);
        }
        return Double.parseDouble(w);
    }

    public double real(int i, String what) throws GtpException {
        String w = word(i);
        try {
            return parseReal(w);
        } catch (NumberFormatException e) {
            throw new GtpException(what + " not a float: '" + w + "'");
        }
    }
}
