package owlbench.gtp.regress;

/** One test's outcome: what was asked, what was expected, what came back. */
public final class TestResult {
    public final String suite;
    public final int number;
    public final String command;
    /** The expectation as written ("!P13"), with '*' / '&' flags shown by {@link #expectedDisplay()}. */
    public final Expectation expectation;
    /** The compared answer (first line), or the error message for ERROR. */
    public final String answer;
    public final TestStatus status;
    public final double wallSeconds;
    /** CPU seconds by the engine's cputime, NaN when unknown. */
    public final double cpuSeconds;

    public TestResult(String suite, int number, String command, Expectation expectation, String answer,
            TestStatus status, double wallSeconds, double cpuSeconds) {
        this.suite = suite;
        this.number = number;
        this.command = command;
        this.expectation = expectation;
        this.answer = answer;
        this.status = status;
        this.wallSeconds = wallSeconds;
        this.cpuSeconds = cpuSeconds;
    }

    public String expectedDisplay() {
        return expectation == null ? "" : expectation.toString();
    }

    /** "suite.tst:12" */
    public String key() {
        return suite + ":" + number;
    }
}
