package owlbench.gtp.regress;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import owlbench.gtp.CliArgs;
import owlbench.gtp.GtpMain;
import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.UsageException;
import owlbench.gtp.client.GtpEngineFactory;
import owlbench.gtp.client.ProcessGtpClient;
import owlbench.patterns.PatternPath;

/** The "regress" subcommand: runs .tst suites and reports as text, TSV, JSON and HTML. */
public final class RegressMain {
    static final String USAGE = "usage: owlbench regress [options] SUITE.tst[:NUMBERS] ...\n"
            + "Runs GNU Go regression suites; each suite gets a fresh engine started in the suite's directory.\n"
            + "NUMBERS selects tests, e.g. reading.tst:12,14,20-25 (set-up commands always run).\n"
            + "options:\n"
            + "  --engine 'CMD ARGS'   external GTP engine, e.g. 'gnugo --mode gtp' (default: owlbench in-process)\n"
            + "  --format text|tsv|json  report format on stdout (default text)\n"
            + "  --output FILE         write the report to FILE instead of stdout\n"
            + "  --html FILE           also write an HTML page\n"
            + "  --compare FILE        list newly passing/failing tests against an earlier TSV or JSON results file\n"
            + "  --timeout SECONDS     longest wait for one answer of an external engine (default 600)\n"
            + "  --verbose             list every test, not only unexpected results and errors\n"
            + "  --threads N           suites run in parallel, each with its own engine (default 1)\n"
            + "  --patterns DIR        owlbench looks for pattern databases (conn.db ...) in DIR first (repeatable)\n"
            + "  --files-under DIR     suites and every file their commands name (loadsgf, printsgf ...) must be\n"
            + "                        inside DIR (owlbench in-process; an external engine is not confined)\n"
            + "limits on input:\n" + owlbench.input.InputLimits.OPTIONS_HELP
            + "exit status: 0 no unexpected failures, 1 unexpected failures, 2 errors or usage mistakes\n";

    private RegressMain() {
    }

    /** One line per finished suite on stderr, so long runs show life without disturbing the report. */
    private static void progress(PrintStream err, SuiteResult sr) {
        synchronized (err) {
            err.printf(Locale.ROOT, "%s: %d tests, %d passed, %d PASSED, %d FAILED, %d failed, %d errors, %.1f s%s%n",
                    sr.suite, sr.testCount(), sr.count(TestStatus.PASS), sr.count(TestStatus.UNEXPECTED_PASS),
                    sr.count(TestStatus.UNEXPECTED_FAIL), sr.count(TestStatus.EXPECTED_FAIL), sr.count(TestStatus.ERROR),
                    sr.wallSeconds(), sr.fatalError() == null ? "" : " (" + sr.fatalError() + ")");
        }
    }

    public static int run(List<String> argList, PrintStream out, PrintStream err) {
        String engine = null;
        String format = "text";
        String output = null;
        String htmlFile = null;
        String compare = null;
        long timeout = 600_000;
        boolean verbose = false;
        int threads = 1;
        List<Path> patternDirs = new ArrayList<>();
        String filesUnder = null;
        owlbench.input.InputLimits limits = owlbench.input.InputLimits.builtIn();
        List<String> suites;
        try {
            CliArgs a = new CliArgs(new ArrayList<>(argList));
            String o;
            while ((o = a.nextOption()) != null) {
                switch (o) {
                    case "--help": case "-h": out.print(USAGE); return 0;
                    case "--engine": engine = a.value(o); break;
                    case "--format": format = a.value(o); break;
                    case "--output": output = a.value(o); break;
                    case "--html": htmlFile = a.value(o); break;
                    case "--compare": compare = a.value(o); break;
                    case "--timeout": timeout = a.intValue(o, 1, 1_000_000) * 1000L; break;
                    case "--verbose": case "-v": verbose = true; break;
                    case "--threads": threads = a.intValue(o, 1, 64); break;
                    case "--patterns": patternDirs.add(GtpMain.patternDir(a.value(o))); break;
                    case "--files-under": filesUnder = a.value(o); break;
                    default:
                        try {
                            owlbench.input.InputLimits changed = o.startsWith("--max-") ? limits.withOption(o, a.value(o)) : null;
                            if (changed == null) {
                                throw new UsageException("unknown option " + o);
                            }
                            limits = changed;
                        } catch (IllegalArgumentException e) {
                            throw new UsageException(e.getMessage());
                        }
                }
            }
            if (!format.equals("text") && !format.equals("tsv") && !format.equals("json")) {
                throw new UsageException("--format must be text, tsv or json, not '" + format + "'");
            }
            suites = a.positional();
            if (suites.isEmpty()) {
                throw new UsageException("no suite given");
            }
            if (engine != null && ProcessGtpClient.splitCommandLine(engine).isEmpty()) {
                throw new UsageException("--engine is empty");
            }
        } catch (UsageException e) {
            err.print("owlbench regress: " + e.getMessage() + "\n" + USAGE);
            return 2;
        }
        Path confine = null;
        if (filesUnder != null) {
            try {
                confine = Paths.get(filesUnder).toRealPath();
            } catch (IOException | java.nio.file.InvalidPathException e) {
                err.println("owlbench regress: --files-under: no such directory: " + filesUnder);
                return 2;
            }
        }
        GtpEngineFactory factory = engine == null ? OwlbenchGtp.factory(19, 0.0, OwlbenchGtp.discoverModules(),
                PatternPath.standard(patternDirs), confine, limits)
                : ProcessGtpClient.factory(ProcessGtpClient.splitCommandLine(engine), timeout);
        Map<String, TestStatus> before = null;
        if (compare != null) {
            try {
                before = ResultsComparison.readResults(Paths.get(compare));
            } catch (IOException e) {
                err.println("owlbench regress: --compare: " + e.getMessage());
                return 2;
            }
        }
        // resolve every suite first so that a typo fails before any engine runs
        List<Path> paths = new ArrayList<>();
        List<TestSelection> selections = new ArrayList<>();
        for (String s : suites) {
            String file = s;
            TestSelection sel = TestSelection.all();
            int colon = s.lastIndexOf(':');
            if (colon > 0 && !Files.exists(Paths.get(s))) {
                file = s.substring(0, colon);
                try {
                    sel = TestSelection.parse(s.substring(colon + 1));
                } catch (IllegalArgumentException e) {
                    err.println("owlbench regress: " + e.getMessage());
                    return 2;
                }
            }
            Path p = Paths.get(file);
            if (!Files.exists(p) && Files.exists(Paths.get(file + ".tst"))) {
                p = Paths.get(file + ".tst");
            }
            if (!Files.isRegularFile(p)) {
                err.println("owlbench regress: no such suite: " + file);
                return 2;
            }
            if (confine != null && !owlbench.gtp.GameState.isUnderDirectory(p, confine)) {
                err.println("owlbench regress: " + file + " is outside " + confine + " (--files-under)");
                return 2;
            }
            paths.add(p);
            selections.add(sel);
        }
        RegressionReport report = new RegressionReport();
        RegressionRunner runner = new RegressionRunner(factory).inputLimits(limits);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<SuiteResult>> futures = new ArrayList<>();
            for (int i = 0; i < paths.size(); i++) {
                Path p = paths.get(i);
                TestSelection sel = selections.get(i);
                futures.add(pool.submit(() -> {
                    SuiteResult sr = runner.run(p, sel);
                    progress(err, sr);
                    return sr;
                }));
            }
            for (int i = 0; i < futures.size(); i++) {
                try {
                    report.add(futures.get(i).get());
                } catch (ExecutionException e) {
                    // the report is written whatever happened to one suite
                    SuiteResult sr = new SuiteResult(paths.get(i).getFileName().toString(), "?");
                    sr.fatalError = "runner failure: " + e.getCause();
                    report.add(sr);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("owlbench regress: interrupted");
            return 2;
        } finally {
            pool.shutdownNow();
        }
        String text;
        switch (format) {
            case "tsv": text = report.toTsv(); break;
            case "json": text = report.toJson(); break;
            default: text = report.toText(verbose);
        }
        try {
            if (output != null) {
                owlbench.input.AtomicFiles.write(Paths.get(output), text.getBytes(StandardCharsets.UTF_8));
            } else {
                out.print(text);
            }
            if (htmlFile != null) {
                owlbench.input.AtomicFiles.write(Paths.get(htmlFile), report.toHtml("owlbench regression: " + String.join(" ", suites))
                        .getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            err.println("owlbench regress: cannot write report: " + e.getMessage());
            return 2;
        }
        if (before != null) {
            (output != null || format.equals("text") ? out : err).print(ResultsComparison.compare(before, report).toText());
        }
        return report.exitCode();
    }
}
