package owlbench.gtp.regress;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

/**
 * Issue 18's regression-runner findings: a backtracking or deeply recursive expected-answer
 * expression is an error for that test, the report is always written, and --files-under confines
 * suites and the files their commands name.
 */
public class RegressionBadInputTest {
    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private String[] outErr;

    private int regress(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = RegressMain.run(List.of(args), new PrintStream(out, true), new PrintStream(err, true));
        outErr = new String[] {out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
        return status;
    }

    @Test(timeout = 20000)
    public void costlyExpressionsAreErrorsAndTheReportIsWritten() throws Exception {
        Path dir = tmp.newFolder("s").toPath();
        String longA = "a".repeat(40_000);
        Files.writeString(dir.resolve("r.tst"), String.join("\n",
                "1 echo " + longA, "#? [(a|b)*]",
                "2 echo " + "a".repeat(40), "#? [((a+)+)+b]",
                "3 echo ok", "#? [ok]", ""));
        Path report = dir.resolve("report.tsv");
        long t0 = System.nanoTime();
        int status = regress("--format", "tsv", "--output", report.toString(), dir.resolve("r.tst").toString());
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertEquals(outErr[1], 2, status);
        String tsv = Files.readString(report);
        String brief = tsv.replaceAll("a{50,}", "a...");
        assertTrue(brief, tsv.contains("r.tst\t1\terror"));
        assertTrue(brief, brief.contains("too deep a recursion"));
        assertTrue(brief, tsv.contains("r.tst\t2\terror"));
        assertTrue(brief, brief.contains("longer than the limit"));
        assertTrue(brief, tsv.contains("r.tst\t3\tpassed"));
        assertTrue("took " + seconds + " s", seconds < 10);
    }

    @Test
    public void expectationMatchingIsBounded() {
        Expectation e = Expectation.parse("#? [((a+)+)+b]");
        long t0 = System.nanoTime();
        try {
            e.matches("a".repeat(40), 200);
            throw new AssertionError("matched");
        } catch (Expectation.MatchTooCostly x) {
            assertTrue(x.getMessage(), x.getMessage().contains("longer than the limit"));
        }
        assertTrue((System.nanoTime() - t0) / 1e9 < 3);
        assertTrue(Expectation.parse("#? [P13|Q12]").matches("Q12"));
    }

    @Test
    public void filesUnderConfinesSuitesAndTheirCommands() throws Exception {
        Path inside = tmp.newFolder("inside").toPath();
        Files.writeString(tmp.getRoot().toPath().resolve("outside.sgf"), "(;GM[1]SZ[9];B[ee])");
        Files.writeString(tmp.getRoot().toPath().resolve("outside.tst"), "1 echo x\n#? [x]\n");
        Files.writeString(inside.resolve("s.tst"), "loadsgf ../outside.sgf\n1 printsgf /proc/self/fd/1\n#? []\n"
                + "2 printsgf ../written.sgf\n#? []\n");
        assertEquals(2, regress("--files-under", inside.toString(), tmp.getRoot().toPath().resolve("outside.tst").toString()));
        assertTrue(outErr[1], outErr[1].contains("--files-under"));
        int status = regress("--files-under", inside.toString(), "--verbose", inside.resolve("s.tst").toString());
        assertEquals(outErr[0] + outErr[1], 2, status);
        assertTrue(outErr[0], outErr[0].contains("--files-under"));
        assertFalse(Files.exists(tmp.getRoot().toPath().resolve("written.sgf")));
        assertFalse(outErr[0], outErr[0].contains("(;"));
    }

    @Test
    public void aLineBreakInAMalformedExpectationKeepsTheLocationFormat() {
        TstFile t = TstFile.parse("1 echo x\n#? [x\u000b\n", "t.tst");
        for (String w : t.warnings()) {
            assertFalse(w, w.contains("\u000b"));
        }
    }
}
