package owlbench.gtp.regress;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The results of a regression run over several suites, with totals, and its renderings:
 * plain text, TSV, JSON and an HTML page.
 */
public final class RegressionReport {
    private final List<SuiteResult> suites = new ArrayList<>();

    public void add(SuiteResult s) {
        suites.add(s);
    }

    public List<SuiteResult> suites() {
        return Collections.unmodifiableList(suites);
    }

    public int total(TestStatus s) {
        int n = 0;
        for (SuiteResult r : suites) {
            n += r.count(s);
        }
        return n;
    }

    public int totalTests() {
        int n = 0;
        for (SuiteResult r : suites) {
            n += r.testCount();
        }
        return n;
    }

    public double totalWall() {
        double t = 0;
        for (SuiteResult r : suites) {
            t += r.wallSeconds;
        }
        return t;
    }

    /** Total CPU seconds, NaN when some suite's engine gave none. */
    public double totalCpu() {
        double t = 0;
        for (SuiteResult r : suites) {
            t += r.cpuSeconds;
        }
        return t;
    }

    public Map<String, Long> totalCounters() {
        Map<String, Long> m = new LinkedHashMap<>();
        for (SuiteResult r : suites) {
            for (Map.Entry<String, Long> e : r.counters.entrySet()) {
                m.merge(e.getKey(), e.getValue(), Long::sum);
            }
        }
        return m;
    }

    public boolean hasErrors() {
        for (SuiteResult r : suites) {
            if (r.hasErrors()) {
                return true;
            }
        }
        return false;
    }

    /** 0: no unexpected failures; 1: some; 2: errors (engine failures, '?' answers). */
    public int exitCode() {
        if (hasErrors()) {
            return 2;
        }
        return total(TestStatus.UNEXPECTED_FAIL) > 0 ? 1 : 0;
    }

    private static String secs(double s) {
        return Double.isNaN(s) ? "-" : String.format(Locale.ROOT, "%.2f", s);
    }

    private static String summaryLine(String name, int tests, int upass, int pass, int ufail, int efail, int err,
            double wall, double cpu, Map<String, Long> counters) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT,
                "%-22s %6d %8d %6d %8d %6d %6d %9s %9s", name, tests, upass, pass, ufail, efail, err, secs(wall), secs(cpu)));
        for (Map.Entry<String, Long> e : counters.entrySet()) {
            sb.append("  ").append(e.getKey()).append('=').append(e.getValue());
        }
        return sb.toString();
    }

    /** Plain text: unexpected results (all results when verbose), then the per-suite table. */
    public String toText(boolean verbose) {
        StringBuilder sb = new StringBuilder();
        for (SuiteResult r : suites) {
            for (String w : r.warnings) {
                sb.append("warning: ").append(w).append('\n');
            }
            if (r.fatalError != null) {
                sb.append("ERROR ").append(r.suite).append(": ").append(r.fatalError).append('\n');
            }
            for (TestResult t : r.tests) {
                boolean show = verbose || t.status == TestStatus.UNEXPECTED_PASS
                        || t.status == TestStatus.UNEXPECTED_FAIL || t.status == TestStatus.ERROR;
                if (show) {
                    sb.append(t.key()).append(": ").append(t.status.word).append(": command: ").append(t.command)
                            .append("  correct: ").append(t.expectedDisplay()).append("  answer: ").append(t.answer)
                            .append('\n');
                }
            }
        }
        sb.append(String.format(Locale.ROOT, "%-22s %6s %8s %6s %8s %6s %6s %9s %9s%n", "suite", "tests", "PASSED",
                "passed", "FAILED", "failed", "errors", "wall[s]", "cpu[s]"));
        for (SuiteResult r : suites) {
            sb.append(summaryLine(r.suite, r.testCount(), r.count(TestStatus.UNEXPECTED_PASS), r.count(TestStatus.PASS),
                    r.count(TestStatus.UNEXPECTED_FAIL), r.count(TestStatus.EXPECTED_FAIL), r.count(TestStatus.ERROR),
                    r.wallSeconds, r.cpuSeconds, r.counters)).append('\n');
        }
        if (suites.size() != 1) {
            sb.append(summaryLine("TOTAL", totalTests(), total(TestStatus.UNEXPECTED_PASS), total(TestStatus.PASS),
                    total(TestStatus.UNEXPECTED_FAIL), total(TestStatus.EXPECTED_FAIL), total(TestStatus.ERROR),
                    totalWall(), totalCpu(), totalCounters())).append('\n');
        }
        return sb.toString();
    }

    static String tsvField(String s) {
        return s == null ? "" : s.replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }

    /** TSV: one line per test (suite, number, status, command, expected, answer, wall, cpu). */
    public String toTsv() {
        StringBuilder sb = new StringBuilder("suite\tnumber\tstatus\tcommand\texpected\tanswer\twall\tcpu\n");
        for (SuiteResult r : suites) {
            for (TestResult t : r.tests) {
                sb.append(tsvField(t.suite)).append('\t').append(t.number).append('\t').append(t.status.word).append('\t')
                        .append(tsvField(t.command)).append('\t').append(tsvField(t.expectedDisplay())).append('\t')
                        .append(tsvField(t.answer)).append('\t').append(secs(t.wallSeconds)).append('\t')
                        .append(String.format(Locale.ROOT, "%.3f", t.cpuSeconds)).append('\n');
            }
        }
        return sb.toString();
    }

    static String json(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"': sb.append("\\\""); break;
                case '\\': sb.append("\\\\"); break;
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < 32) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
            }
        }
        return sb.append('"').toString();
    }

    private static String jnum(double d) {
        return Double.isNaN(d) ? "null" : String.format(Locale.ROOT, "%.3f", d);
    }

    /** JSON: {"suites":[{..., "tests":[{one test per line}]}], "total":{...}}. */
    public String toJson() {
        StringBuilder sb = new StringBuilder("{\"suites\": [\n");
        for (int i = 0; i < suites.size(); i++) {
            SuiteResult r = suites.get(i);
            sb.append(" {\"suite\": ").append(json(r.suite)).append(", \"engine\": ").append(json(r.engine))
                    .append(", \"tests\": ").append(r.testCount());
            for (TestStatus s : TestStatus.values()) {
                sb.append(", ").append(json(s.word)).append(": ").append(r.count(s));
            }
            sb.append(", \"wall\": ").append(jnum(r.wallSeconds)).append(", \"cpu\": ").append(jnum(r.cpuSeconds));
            sb.append(", \"counters\": {");
            int k = 0;
            for (Map.Entry<String, Long> e : r.counters.entrySet()) {
                sb.append(k++ > 0 ? ", " : "").append(json(e.getKey())).append(": ").append(e.getValue());
            }
            sb.append("}, \"fatal\": ").append(r.fatalError == null ? "null" : json(r.fatalError));
            sb.append(", \"results\": [\n");
            for (int j = 0; j < r.tests.size(); j++) {
                TestResult t = r.tests.get(j);
                sb.append("  {\"suite\": ").append(json(t.suite)).append(", \"number\": ").append(t.number)
                        .append(", \"status\": ").append(json(t.status.word)).append(", \"command\": ").append(json(t.command))
                        .append(", \"expected\": ").append(json(t.expectedDisplay())).append(", \"answer\": ")
                        .append(json(t.answer)).append(", \"wall\": ").append(jnum(t.wallSeconds)).append(", \"cpu\": ")
                        .append(jnum(t.cpuSeconds)).append('}').append(j + 1 < r.tests.size() ? "," : "").append('\n');
            }
            sb.append(" ]}").append(i + 1 < suites.size() ? "," : "").append('\n');
        }
        sb.append("], \"total\": {\"tests\": ").append(totalTests());
        for (TestStatus s : TestStatus.values()) {
            sb.append(", ").append(json(s.word)).append(": ").append(total(s));
        }
        sb.append(", \"wall\": ").append(jnum(totalWall())).append(", \"cpu\": ").append(jnum(totalCpu()))
                .append(", \"exit\": ").append(exitCode()).append("}}\n");
        return sb.toString();
    }

    static String html(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** A self-contained HTML page: summary table and every test coloured by status. */
    public String toHtml(String title) {
        StringBuilder sb = new StringBuilder("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>")
                .append(html(title)).append("</title>\n<style>body{font-family:sans-serif}table{border-collapse:collapse}"
                        + "td,th{border:1px solid #ccc;padding:2px 6px;font-size:90%}"
                        + ".passed{background:#dfd}.PASSED{background:#8f8}.failed{background:#fed}"
                        + ".FAILED{background:#f88}.error{background:#f5a}.reported{background:#eef}</style></head><body>\n");
        sb.append("<h1>").append(html(title)).append("</h1>\n<table><tr><th>suite</th><th>engine</th><th>tests</th>"
                + "<th>PASSED</th><th>passed</th><th>FAILED</th><th>failed</th><th>errors</th><th>wall s</th><th>cpu s</th>"
                + "<th>counters</th></tr>\n");
        for (SuiteResult r : suites) {
            sb.append("<tr><td><a href=\"#").append(html(r.suite)).append("\">").append(html(r.suite)).append("</a></td><td>")
                    .append(html(r.engine)).append("</td><td>").append(r.testCount()).append("</td><td>")
                    .append(r.count(TestStatus.UNEXPECTED_PASS)).append("</td><td>").append(r.count(TestStatus.PASS))
                    .append("</td><td>").append(r.count(TestStatus.UNEXPECTED_FAIL)).append("</td><td>")
                    .append(r.count(TestStatus.EXPECTED_FAIL)).append("</td><td>").append(r.count(TestStatus.ERROR))
                    .append("</td><td>").append(secs(r.wallSeconds)).append("</td><td>").append(secs(r.cpuSeconds))
                    .append("</td><td>").append(html(r.counters.toString())).append("</td></tr>\n");
        }
        sb.append("<tr><th>TOTAL</th><th></th><th>").append(totalTests()).append("</th><th>")
                .append(total(TestStatus.UNEXPECTED_PASS)).append("</th><th>").append(total(TestStatus.PASS))
                .append("</th><th>").append(total(TestStatus.UNEXPECTED_FAIL)).append("</th><th>")
                .append(total(TestStatus.EXPECTED_FAIL)).append("</th><th>").append(total(TestStatus.ERROR))
                .append("</th><th>").append(secs(totalWall())).append("</th><th>").append(secs(totalCpu()))
                .append("</th><th></th></tr></table>\n");
        for (SuiteResult r : suites) {
            sb.append("<h2 id=\"").append(html(r.suite)).append("\">").append(html(r.suite)).append("</h2>\n");
            if (r.fatalError != null) {
                sb.append("<p class=\"error\">").append(html(r.fatalError)).append("</p>\n");
            }
            for (String w : r.warnings) {
                sb.append("<p>warning: ").append(html(w)).append("</p>\n");
            }
            sb.append("<table><tr><th>test</th><th>command</th><th>expected</th><th>answer</th><th>status</th>"
                    + "<th>wall s</th><th>cpu s</th></tr>\n");
            for (TestResult t : r.tests) {
                sb.append("<tr class=\"").append(t.status.word).append("\"><td>").append(t.number).append("</td><td>")
                        .append(html(t.command)).append("</td><td>").append(html(t.expectedDisplay())).append("</td><td>")
                        .append(html(t.answer)).append("</td><td>").append(t.status.word).append("</td><td>")
                        .append(secs(t.wallSeconds)).append("</td><td>").append(secs(t.cpuSeconds)).append("</td></tr>\n");
            }
            sb.append("</table>\n");
        }
        return sb.append("</body></html>\n").toString();
    }
}
