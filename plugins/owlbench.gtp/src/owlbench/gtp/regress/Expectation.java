package owlbench.gtp.regress;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * A "#? [re]" line of a GNU Go test suite (doc/regression.texi): the regular expression,
 * '!' (negate the match), a trailing '*' (the test is expected to fail) and a trailing
 * '&' (the answer is only reported, e.g. node counters, never judged).
 * Matching follows regress.pl: the answer (first line, '=' and id stripped) must
 * satisfy Perl's /^re$/ — written without grouping, so "^A|B$" keeps Perl's precedence.
 */
public final class Expectation {
    /** regress.pl's recognising pattern: greedy up to the last ']' on the line. */
    static final Pattern LINE = Pattern.compile("^\\s*#\\?\\s+\\[(!*)(.*)\\]\\s*(\\*)*(&)*\\s*$");

    public final String regex;
    public final boolean negate;
    public final boolean expectFailure;
    public final boolean ignore;

    public Expectation(String regex, boolean negate, boolean expectFailure, boolean ignore) {
        this.regex = regex;
        this.negate = negate;
        this.expectFailure = expectFailure;
        this.ignore = ignore;
    }

    /** True when the line starts like an expectation ("#?"), well formed or not. */
    public static boolean looksLikeExpectation(String line) {
        return line.stripLeading().startsWith("#?");
    }

    /** Parses a "#? [...]" line; null when it is not a well-formed expectation. */
    public static Expectation parse(String line) {
        Matcher m = LINE.matcher(line);
        if (!m.matches()) {
            return null;
        }
        return new Expectation(m.group(2), !m.group(1).isEmpty(), m.group(3) != null, m.group(4) != null);
    }

    /**
     * Does the answer satisfy the expectation (before the expected-failure flag is applied)?
     * @throws PatternSyntaxException when the expression is not a valid Java regex
     */
    public boolean matches(String answer) {
        boolean found = Pattern.compile("^" + regex + "$").matcher(answer).find();
        return negate != found;
    }

    /** The expectation as written in the file, e.g. "!P13". */
    public String display() {
        return (negate ? "!" : "") + regex;
    }

    @Override
    public String toString() {
        return "[" + display() + "]" + (expectFailure ? "*" : "") + (ignore ? "&" : "");
    }
}
