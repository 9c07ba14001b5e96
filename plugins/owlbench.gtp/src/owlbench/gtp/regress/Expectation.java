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
        return matches(answer, MATCH_MILLIS);
    }

    /** How long one answer may be matched against its expression (backtracking can take for ever). */
    public static final long MATCH_MILLIS = 2000;

    /** Thrown when matching takes too long or overflows the stack: the test is reported as an error. */
    public static final class MatchTooCostly extends RuntimeException {
        private static final long serialVersionUID = 1L;

        MatchTooCostly(String why) {
            super(why, null, false, false);
        }
    }

    /**
     * As {@link #matches(String)} within a time limit. Java's regex engine backtracks: "((a+)+)+b"
     * on a long run of a's takes exponential time, "(a|b)*" recurses once per character. The answer
     * is read through a CharSequence that checks the clock, so a costly match stops with
     * {@link MatchTooCostly}; a stack overflow becomes one too.
     */
    public boolean matches(String answer, long millis) {
        Pattern p = Pattern.compile("^" + regex + "$");
        long deadline = System.nanoTime() + millis * 1_000_000L;
        try {
            boolean found = p.matcher(new Deadline(answer, deadline)).find();
            return negate != found;
        } catch (StackOverflowError e) {
            throw new MatchTooCostly("the expression needs too deep a recursion on an answer of " + answer.length()
                    + " characters");
        }
    }

    /** The answer as the matcher sees it: every 4096th character read checks the deadline. */
    private static final class Deadline implements CharSequence {
        private final String s;
        private final long deadline;
        private int reads;

        Deadline(String s, long deadline) {
            this.s = s;
            this.deadline = deadline;
        }

        @Override
        public char charAt(int index) {
            if ((++reads & 4095) == 0 && System.nanoTime() > deadline) {
                throw new MatchTooCostly("matching took longer than the limit (a backtracking expression)");
            }
            return s.charAt(index);
        }

        @Override
        public int length() {
            return s.length();
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return new Deadline(s.substring(start, end), deadline);
        }

        @Override
        public String toString() {
            return s;
        }
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
