package owlbench.gtp.regress;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.PatternSyntaxException;

import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.GtpEngineFactory;
import owlbench.gtp.client.GtpReply;

/**
 * Runs a GNU Go test suite against a fresh engine started in the suite's directory
 * (the suites' loadsgf paths are relative to it) and judges each test as regress.pl does.
 */
public final class RegressionRunner {
    /** GNU Go's node counters, queried when the engine knows them. */
    static final List<String> COUNTERS = List.of("reading_node", "owl_node", "connection_node", "trymove");

    private final GtpEngineFactory factory;
    private Consumer<TestResult> listener = t -> { };

    public RegressionRunner(GtpEngineFactory factory) {
        this.factory = factory;
    }

    /** Reads the suites within these limits (file size, line length; the built-in ones unless set). */
    public RegressionRunner inputLimits(owlbench.input.InputLimits limits) {
        this.limits = java.util.Objects.requireNonNull(limits);
        return this;
    }

    private owlbench.input.InputLimits limits = owlbench.input.InputLimits.builtIn();

    /** Called after each test (for progress output). */
    public RegressionRunner onTest(Consumer<TestResult> l) {
        this.listener = l;
        return this;
    }

    public SuiteResult run(Path tstPath, TestSelection selection) {
        try {
            return runChecked(tstPath, selection);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            // whatever goes wrong in one suite, the report of the others is still written
            SuiteResult r = new SuiteResult(String.valueOf(tstPath.getFileName()), "?");
            r.fatalError = "internal error: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage());
            return r;
        }
    }

    private SuiteResult runChecked(Path tstPath, TestSelection selection) {
        String name = tstPath.getFileName().toString();
        TstFile tst;
        try {
            tst = TstFile.read(tstPath, limits);
        } catch (IOException e) {
            SuiteResult r = new SuiteResult(name, "?");
            r.fatalError = "cannot read " + tstPath + ": " + e.getMessage();
            return r;
        }
        Path dir = tstPath.toAbsolutePath().getParent();
        long t0 = System.nanoTime();
        GtpClient engine;
        try {
            engine = factory.start(dir);
        } catch (IOException e) {
            SuiteResult r = new SuiteResult(name, "?");
            r.fatalError = e.getMessage();
            return r;
        }
        try {
            return run(tst, selection, engine, t0);
        } finally {
            engine.close();
        }
    }

    /** Runs an already parsed suite on a started engine (the engine is not closed). */
    public SuiteResult run(TstFile tst, TestSelection selection, GtpClient engine, long startNanos) {
        SuiteResult r = new SuiteResult(tst.name, engine.description());
        r.warnings.addAll(tst.warnings());
        String dead = null;
        boolean hasCpu = false;
        double cpuStart = Double.NaN;
        List<String> knownCounters = new java.util.ArrayList<>();
        try {
            hasCpu = engine.knows("cputime");
            for (String c : COUNTERS) {
                if (engine.knows("get_" + c + "_counter") && engine.knows("reset_" + c + "_counter")) {
                    engine.send("reset_" + c + "_counter");
                    knownCounters.add(c);
                }
            }
            cpuStart = hasCpu ? cpu(engine) : Double.NaN;
        } catch (IOException e) {
            dead = e.getMessage();
            r.fatalError = "engine failed before the first test: " + dead;
        }
        for (TstFile.Line line : tst.lines()) {
            if (line.number >= 0 && !selection.includes(line.number)) {
                continue;
            }
            if (dead != null) {
                if (line.isTest()) {
                    add(r, new TestResult(tst.name, line.number, line.command, line.expectation(),
                            "engine not running: " + dead, TestStatus.ERROR, 0, Double.NaN));
                }
                continue;
            }
            try {
                if (!line.isTest()) {
                    GtpReply reply = engine.send(line.command);
                    if (!reply.success) {
                        r.warnings.add(tst.name + ":" + line.lineNumber + ": '" + line.command + "' failed: " + reply.text);
                    }
                    continue;
                }
                double c0 = hasCpu ? cpu(engine) : Double.NaN;
                long w0 = System.nanoTime();
                GtpReply reply = engine.send(line.command);
                double wall = (System.nanoTime() - w0) / 1e9;
                double cpu = hasCpu ? cpu(engine) - c0 : Double.NaN;
                add(r, judge(tst.name, line, reply, wall, cpu));
            } catch (IOException e) {
                dead = e.getMessage();
                r.fatalError = "engine failed at " + tst.name + ":" + line.lineNumber + ": " + dead;
                if (line.isTest()) {
                    add(r, new TestResult(tst.name, line.number, line.command, line.expectation(),
                            dead, TestStatus.ERROR, 0, Double.NaN));
                }
            }
        }
        if (dead == null) {
            try {
                for (String c : knownCounters) {
                    GtpReply rep = engine.send("get_" + c + "_counter");
                    try {
                        r.counters.put(c, Long.parseLong(rep.firstLine()));
                    } catch (NumberFormatException e) {
                        r.warnings.add("counter " + c + " answered '" + rep.text + "'");
                    }
                }
                if (hasCpu) {
                    r.cpuSeconds = cpu(engine) - cpuStart;
                }
            } catch (IOException e) {
                r.fatalError = "engine failed after the last test: " + e.getMessage();
            }
        }
        r.wallSeconds = (System.nanoTime() - startNanos) / 1e9;
        return r;
    }

    private void add(SuiteResult r, TestResult t) {
        r.tests.add(t);
        listener.accept(t);
    }

    private static double cpu(GtpClient engine) throws IOException {
        GtpReply rep = engine.send("cputime");
        try {
            return rep.success ? Double.parseDouble(rep.firstLine()) : Double.NaN;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    /** Applies regress.pl's rules to one answer. */
    static TestResult judge(String suite, TstFile.Line line, GtpReply reply, double wall, double cpu) {
        Expectation e = line.expectation();
        String answer = reply.firstLine();
        TestStatus status;
        if (!reply.success) {
            answer = "? " + reply.text;
            status = TestStatus.ERROR;
        } else if (e.ignore) {
            status = TestStatus.REPORTED;
        } else {
            try {
                boolean ok = e.matches(answer);
                status = ok ? (e.expectFailure ? TestStatus.UNEXPECTED_PASS : TestStatus.PASS)
                        : (e.expectFailure ? TestStatus.EXPECTED_FAIL : TestStatus.UNEXPECTED_FAIL);
            } catch (PatternSyntaxException ex) {
                answer = answer + " (bad expression: " + ex.getDescription() + ")";
                status = TestStatus.ERROR;
            } catch (Expectation.MatchTooCostly ex) {
                answer = (answer.length() > 200 ? answer.substring(0, 200) + "..." : answer) + " (" + ex.getMessage() + ")";
                status = TestStatus.ERROR;
            }
        }
        return new TestResult(suite, line.number, line.command, e, answer, status, wall, cpu);
    }
}
