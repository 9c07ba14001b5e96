package owlbench.gtp.regress;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.client.InProcessGtpClient;

/** The .tst rules of regress.pl on handmade suites run against the in-process engine. */
public class RegressionSemanticsTest {
    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    static final String SUITE = String.join("\n",
            "# a handmade suite",
            "boardsize 9",
            "play black E5",
            "1 color E5",
            "#? [black]",
            "2 color E5",
            "#? [white]",
            "3 color E5",
            "#? [black]*",
            "4 color E5",
            "#? [white]*",
            "5 genmove black",
            "#? [E5]",
            "6 color E5",
            "#? [!white]",
            "7 color E5",
            "#? [!black]",
            "8 cputime",
            "#? [0]&",
            "9 query_boardsize   # comment after a test command",
            "#? [9|10]",
            "10 color D4",
            "#? [emp|nothing]",
            "11 countlib E5",
            "#? [4",
            "loadsgf missing.sgf",
            "12 no_such_command",
            "#? [x]",
            "13 color E5",
            "#? [(]",
            "");

    private SuiteResult runSuite(String text, TestSelection sel) {
        TstFile tst = TstFile.parse(text, "hand.tst");
        InProcessGtpClient c = new InProcessGtpClient(new OwlbenchGtp(19, 0, tmp.getRoot().toPath()).engine(), "owlbench");
        return new RegressionRunner(null).run(tst, sel, c, System.nanoTime());
    }

    private static Map<Integer, TestStatus> byNumber(SuiteResult r) {
        Map<Integer, TestStatus> m = new HashMap<>();
        for (TestResult t : r.tests()) {
            m.put(t.number, t.status);
        }
        return m;
    }

    @Test
    public void expectationLines() {
        Expectation e = Expectation.parse("#? [!P13]*");
        assertTrue(e.negate);
        assertTrue(e.expectFailure);
        assertFalse(e.ignore);
        assertEquals("P13", e.regex);
        Expectation r = Expectation.parse("  #?   [0]&  ");
        assertTrue(r.ignore);
        assertFalse(r.expectFailure);
        Expectation greedy = Expectation.parse("#? [1 [A1]]");
        assertEquals("1 [A1]", greedy.regex);
        assertNull(Expectation.parse("#? [undecided"));
        assertNull(Expectation.parse("#?[black]")); // regress.pl needs a blank after "#?"
        assertNull(Expectation.parse("#? [black] extra"));
    }

    @Test
    public void perlAnchoringAndPrecedence() {
        assertTrue(Expectation.parse("#? [1 (S4|T5)]").matches("1 T5"));
        assertFalse(Expectation.parse("#? [1 (S4|T5)]").matches("1 T55"));
        // /^B14|D17$/ in Perl: "B14" anchored at the start only, "D17" at the end only
        assertTrue(Expectation.parse("#? [B14|D17]").matches("B14 and more"));
        assertTrue(Expectation.parse("#? [B14|D17]").matches("xD17"));
        assertFalse(Expectation.parse("#? [B14|D17]").matches("xB14"));
        assertTrue(Expectation.parse("#? [W\\+32.5]").matches("W+32.5"));
        assertTrue(Expectation.parse("#? [!.*(K16|A12).*]").matches("B3"));
        assertFalse(Expectation.parse("#? [!.*(K16|A12).*]").matches("A12"));
    }

    @Test
    public void everyStatusKind() {
        SuiteResult r = runSuite(SUITE, TestSelection.all());
        Map<Integer, TestStatus> s = byNumber(r);
        assertEquals(TestStatus.PASS, s.get(1));
        assertEquals(TestStatus.UNEXPECTED_FAIL, s.get(2));
        assertEquals(TestStatus.UNEXPECTED_PASS, s.get(3));
        assertEquals(TestStatus.EXPECTED_FAIL, s.get(4));
        assertEquals(TestStatus.ERROR, s.get(5));
        assertEquals(TestStatus.PASS, s.get(6));
        assertEquals(TestStatus.UNEXPECTED_FAIL, s.get(7));
        assertEquals(TestStatus.REPORTED, s.get(8));
        assertEquals(TestStatus.PASS, s.get(9));
        assertEquals(TestStatus.PASS, s.get(10));
        assertNull("malformed #? line makes no test", s.get(11));
        assertEquals(TestStatus.ERROR, s.get(12));
        assertEquals(TestStatus.ERROR, s.get(13));
        assertEquals(11, r.testCount());
        assertEquals(4, r.count(TestStatus.PASS));
        assertEquals(1, r.count(TestStatus.UNEXPECTED_PASS));
        assertEquals(2, r.count(TestStatus.UNEXPECTED_FAIL));
        assertEquals(1, r.count(TestStatus.EXPECTED_FAIL));
        assertEquals(3, r.count(TestStatus.ERROR));
        String warnings = String.join("\n", r.warnings());
        assertTrue(warnings, warnings.contains("hand.tst:25: malformed expectation"));
        assertTrue(warnings, warnings.contains("loadsgf missing.sgf"));
        TestResult five = r.tests().get(4);
        assertEquals("genmove black", five.command);
        assertTrue(five.answer, five.answer.startsWith("? not available yet"));
        RegressionReport rep = new RegressionReport();
        rep.add(r);
        assertEquals(2, rep.exitCode());
    }

    @Test
    public void selectionRunsOnlyGivenNumbersButAllSetup() {
        SuiteResult r = runSuite(SUITE, TestSelection.parse("1,3-4"));
        assertEquals(3, r.testCount());
        Map<Integer, TestStatus> s = byNumber(r);
        assertEquals(TestStatus.PASS, s.get(1)); // needs the unnumbered "play black E5"
        assertEquals(TestStatus.UNEXPECTED_PASS, s.get(3));
        assertEquals(TestStatus.EXPECTED_FAIL, s.get(4));
        RegressionReport rep = new RegressionReport();
        rep.add(r);
        assertEquals(0, rep.exitCode());
        SuiteResult r2 = runSuite(SUITE, TestSelection.parse("2"));
        RegressionReport rep2 = new RegressionReport();
        rep2.add(r2);
        assertEquals(1, rep2.exitCode());
    }

    @Test
    public void fileSuiteRunsInItsDirectoryWithFreshEngine() throws Exception {
        Path dir = tmp.newFolder("suite").toPath();
        Files.createDirectories(dir.resolve("games"));
        Files.write(dir.resolve("games/g.sgf"), "(;SZ[9]KM[5.5];B[ee];W[cc];B[gg])".getBytes(StandardCharsets.UTF_8));
        Files.write(dir.resolve("s.tst"), String.join("\n", "loadsgf games/g.sgf 3", "1 color C7", "#? [white]",
                "2 color G3", "#? [empty]", "3 get_komi", "#? [5.5]", "").getBytes(StandardCharsets.UTF_8));
        SuiteResult r = new RegressionRunner(OwlbenchGtp.factory(19, 0)).run(dir.resolve("s.tst"), TestSelection.all());
        assertNull(r.fatalError());
        assertEquals(3, r.count(TestStatus.PASS));
        assertTrue(r.wallSeconds() > 0);
        assertFalse(Double.isNaN(r.cpuSeconds()));
    }

    @Test
    public void reportsAndComparison() throws Exception {
        SuiteResult r = runSuite(SUITE, TestSelection.all());
        RegressionReport rep = new RegressionReport();
        rep.add(r);
        String tsv = rep.toTsv();
        assertEquals(13, tsv.split("\n").length); // header + 12 results (incl. the '&' report)
        assertTrue(tsv, tsv.contains("hand.tst\t2\tFAILED\tcolor E5\t[white]\tblack\t"));
        String text = rep.toText(false);
        assertTrue(text, text.contains("hand.tst:2: FAILED"));
        assertFalse(text, text.contains("hand.tst:1: passed"));
        assertTrue(rep.toText(true).contains("hand.tst:1: passed"));
        String html = rep.toHtml("t");
        assertTrue(html.contains("<tr class=\"FAILED\">") && html.contains("<tr class=\"PASSED\">"));
        String json = rep.toJson();
        assertTrue(json, json.contains("\"FAILED\": 2"));

        Path tsvFile = tmp.newFile("old.tsv").toPath();
        Files.write(tsvFile, tsv.replace("hand.tst\t2\tFAILED", "hand.tst\t2\tpassed")
                .replace("hand.tst\t1\tpassed", "hand.tst\t1\tfailed").getBytes(StandardCharsets.UTF_8));
        ResultsComparison c = ResultsComparison.compare(ResultsComparison.readResults(tsvFile), rep);
        assertEquals(1, c.newlyPassing.size());
        assertTrue(c.newlyPassing.get(0).startsWith("hand.tst:1 "));
        assertEquals(1, c.newlyFailing.size());
        assertTrue(c.newlyFailing.get(0).startsWith("hand.tst:2 "));

        Path jsonFile = tmp.newFile("old.json").toPath();
        Files.write(jsonFile, json.getBytes(StandardCharsets.UTF_8));
        Map<String, TestStatus> back = ResultsComparison.readResults(jsonFile);
        assertEquals(12, back.size());
        assertEquals(TestStatus.UNEXPECTED_PASS, back.get("hand.tst:3"));
        ResultsComparison same = ResultsComparison.compare(back, rep);
        assertTrue(same.newlyFailing.isEmpty() && same.newlyPassing.isEmpty());
    }

    @Test
    public void parserCollectsTestsAndWarnings() {
        TstFile t = TstFile.parse("1 name\n#? [owlbench]\n#? [again]\n#? [orphan]\n2 version\n", "p.tst");
        List<TstFile.Line> tests = t.tests();
        assertEquals(1, tests.size());
        assertEquals(2, t.lines().size());
        assertNotNull(tests.get(0).expectation());
        assertEquals(2, t.warnings().size());
        TstFile orphan = TstFile.parse("#? [x]\nname\n", "o.tst");
        assertTrue(orphan.warnings().get(0).contains("without a numbered command"));
    }

    @Test(expected = IllegalArgumentException.class)
    public void badSelection() {
        TestSelection.parse("1,x");
    }
}
