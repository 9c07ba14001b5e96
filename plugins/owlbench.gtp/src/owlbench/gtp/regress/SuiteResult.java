package owlbench.gtp.regress;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** All tests of one suite run against one engine, with times and node counters. */
public final class SuiteResult {
    public final String suite;
    public final String engine;
    final List<TestResult> tests = new ArrayList<>();
    final List<String> warnings = new ArrayList<>();
    /** Node counters the engine reported (name -> count); only those it knows. */
    final Map<String, Long> counters = new LinkedHashMap<>();
    double wallSeconds;
    double cpuSeconds = Double.NaN;
    /** Why the suite could not run to its end (engine start failure, crash), or null. */
    String fatalError;

    public SuiteResult(String suite, String engine) {
        this.suite = suite;
        this.engine = engine;
    }

    public List<TestResult> tests() {
        return Collections.unmodifiableList(tests);
    }

    public List<String> warnings() {
        return Collections.unmodifiableList(warnings);
    }

    public Map<String, Long> counters() {
        return Collections.unmodifiableMap(counters);
    }

    public double wallSeconds() {
        return wallSeconds;
    }

    public double cpuSeconds() {
        return cpuSeconds;
    }

    public String fatalError() {
        return fatalError;
    }

    /** Number of judged tests ('&' reports excluded). */
    public int testCount() {
        int n = 0;
        for (TestResult t : tests) {
            if (t.status != TestStatus.REPORTED) {
                n++;
            }
        }
        return n;
    }

    public int count(TestStatus s) {
        int n = 0;
        for (TestResult t : tests) {
            if (t.status == s) {
                n++;
            }
        }
        return n;
    }

    public Map<TestStatus, Integer> counts() {
        Map<TestStatus, Integer> m = new EnumMap<>(TestStatus.class);
        for (TestStatus s : TestStatus.values()) {
            m.put(s, count(s));
        }
        return m;
    }

    /** True when something went wrong beyond test failures. */
    public boolean hasErrors() {
        return fatalError != null || count(TestStatus.ERROR) > 0;
    }
}
