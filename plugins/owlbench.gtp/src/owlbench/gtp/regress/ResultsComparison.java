package owlbench.gtp.regress;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Compares a run with an earlier results file (our TSV or JSON output): which tests
 * newly pass and which newly fail.
 */
public final class ResultsComparison {
    private static final Pattern JSON_TEST = Pattern.compile(
            "\\{\"suite\": \"((?:[^\"\\\\]|\\\\.)*)\", \"number\": (\\d+), \"status\": \"(\\w+)\"");

    public final List<String> newlyPassing = new ArrayList<>();
    public final List<String> newlyFailing = new ArrayList<>();
    /** Tests in the current run that the earlier file does not have. */
    public final List<String> newTests = new ArrayList<>();

    /** Reads "suite:number" -> status from an earlier TSV or JSON results file. */
    public static Map<String, TestStatus> readResults(Path file) throws IOException {
        String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        Map<String, TestStatus> m = new LinkedHashMap<>();
        String[] lines = text.split("\n");
        if (text.stripLeading().startsWith("{")) {
            for (String l : lines) {
                Matcher mt = JSON_TEST.matcher(l);
                if (mt.find()) {
                    put(m, mt.group(1) + ":" + mt.group(2), mt.group(3), file, l);
                }
            }
        } else {
            for (int i = 0; i < lines.length; i++) {
                String[] f = lines[i].split("\t", -1);
                if (i == 0 && f[0].equals("suite") || lines[i].isBlank()) {
                    continue;
                }
                if (f.length < 3) {
                    throw new IOException(file + ":" + (i + 1) + ": not a results line (need suite, number, status)");
                }
                put(m, f[0] + ":" + f[1], f[2], file, lines[i]);
            }
        }
        if (m.isEmpty()) {
            throw new IOException(file + ": no test results found (expected owlbench regress TSV or JSON output)");
        }
        return m;
    }

    private static void put(Map<String, TestStatus> m, String key, String word, Path file, String line)
            throws IOException {
        TestStatus s = TestStatus.fromWord(word);
        if (s == null) {
            throw new IOException(file + ": unknown status '" + word + "' in: " + line);
        }
        m.put(key, s);
    }

    public static ResultsComparison compare(Map<String, TestStatus> before, RegressionReport now) {
        ResultsComparison c = new ResultsComparison();
        for (SuiteResult r : now.suites()) {
            for (TestResult t : r.tests()) {
                TestStatus old = before.get(t.key());
                if (old == null) {
                    c.newTests.add(t.key());
                } else if (old.failed() && t.status.passed()) {
                    c.newlyPassing.add(t.key() + " (" + old.word + " -> " + t.status.word + ", answer " + t.answer + ")");
                } else if (old.passed() && t.status.failed()) {
                    c.newlyFailing.add(t.key() + " (" + old.word + " -> " + t.status.word + ", answer " + t.answer + ")");
                }
            }
        }
        return c;
    }

    public String toText() {
        StringBuilder sb = new StringBuilder();
        sb.append("newly passing: ").append(newlyPassing.size()).append('\n');
        for (String s : newlyPassing) {
            sb.append("  ").append(s).append('\n');
        }
        sb.append("newly failing: ").append(newlyFailing.size()).append('\n');
        for (String s : newlyFailing) {
            sb.append("  ").append(s).append('\n');
        }
        if (!newTests.isEmpty()) {
            sb.append("not in the earlier results: ").append(newTests.size()).append('\n');
        }
        return sb.toString();
    }
}
