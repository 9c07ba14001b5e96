package owlbench.gtp.regress;

/** The outcome of one regression test, named as GNU Go's eval.sh prints them. */
public enum TestStatus {
    /** Expected pass ("passed"). */
    PASS("passed"),
    /** Unexpected pass ("PASSED"): the test is marked '*' but now passes. */
    UNEXPECTED_PASS("PASSED"),
    /** Unexpected failure ("FAILED"). */
    UNEXPECTED_FAIL("FAILED"),
    /** Expected failure ("failed"). */
    EXPECTED_FAIL("failed"),
    /** The engine answered '?', died, timed out, or the expectation is not a valid regex. */
    ERROR("error"),
    /** '&' expectation: the answer is reported, not judged. */
    REPORTED("reported");

    /** The word used in reports and results files. */
    public final String word;

    TestStatus(String word) {
        this.word = word;
    }

    public boolean passed() {
        return this == PASS || this == UNEXPECTED_PASS;
    }

    public boolean failed() {
        return this == UNEXPECTED_FAIL || this == EXPECTED_FAIL || this == ERROR;
    }

    /** The status for a word as written by {@link #word}; null if unknown. */
    public static TestStatus fromWord(String w) {
        for (TestStatus s : values()) {
            if (s.word.equals(w)) {
                return s;
            }
        }
        return null;
    }
}
