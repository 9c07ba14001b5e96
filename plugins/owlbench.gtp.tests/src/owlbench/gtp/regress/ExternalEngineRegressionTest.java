package owlbench.gtp.regress;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.Assume;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import owlbench.gtp.client.ProcessGtpClient;

/**
 * The runner against external processes: GNU Go reproducing its own expected results on
 * connection.tst and reading.tst, and engines that die, hang or babble.
 */
public class ExternalEngineRegressionTest {
    static final String GNUGO = System.getProperty("owlbench.gnugo", "/usr/games/gnugo");

    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private static File regressionDir() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File reg = new File(shared, "gnugo-3.8/regression");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the GNU Go cross-check", reg.isDirectory());
        Assume.assumeTrue(GNUGO + " is absent: skipping the GNU Go cross-check", new File(GNUGO).canExecute());
        return reg;
    }

    private static void crossCheck(String suite) throws Exception {
        Path p = regressionDir().toPath().resolve(suite);
        TstFile tst = TstFile.read(p);
        int expectFail = 0;
        for (TstFile.Line l : tst.tests()) {
            if (l.expectation().expectFailure) {
                expectFail++;
            }
        }
        SuiteResult r = new RegressionRunner(ProcessGtpClient.factory(List.of(GNUGO, "--mode", "gtp"), 60_000))
                .run(p, TestSelection.all());
        RegressionReport rep = new RegressionReport();
        rep.add(r);
        System.out.print(rep.toText(false));
        assertEquals(r.fatalError(), null, r.fatalError());
        assertEquals("unexpected PASS", 0, r.count(TestStatus.UNEXPECTED_PASS));
        assertEquals("unexpected FAIL", 0, r.count(TestStatus.UNEXPECTED_FAIL));
        assertEquals("errors", 0, r.count(TestStatus.ERROR));
        assertEquals(tst.tests().size(), r.testCount());
        assertEquals(tst.tests().size() - expectFail, r.count(TestStatus.PASS));
        assertEquals(expectFail, r.count(TestStatus.EXPECTED_FAIL));
        assertTrue("GNU Go reports reading nodes", r.counters().containsKey("reading_node"));
        assertTrue(r.cpuSeconds() > 0);
    }

    @Test
    public void gnugoReproducesConnectionTst() throws Exception {
        crossCheck("connection.tst");
    }

    @Test
    public void gnugoReproducesReadingTst() throws Exception {
        crossCheck("reading.tst");
    }

    private Path suite(String text) throws Exception {
        Path p = tmp.getRoot().toPath().resolve("x.tst");
        Files.write(p, text.getBytes(StandardCharsets.UTF_8));
        return p;
    }

    @Test
    public void engineQuittingMidSuiteTurnsTheRestIntoErrors() throws Exception {
        regressionDir();
        Path p = suite("1 name\n#? [GNU Go]\nquit\n2 name\n#? [GNU Go]\n3 version\n#? [.*]\n");
        SuiteResult r = new RegressionRunner(ProcessGtpClient.factory(List.of(GNUGO, "--mode", "gtp"), 10_000))
                .run(p, TestSelection.all());
        assertEquals(1, r.count(TestStatus.PASS));
        assertEquals(2, r.count(TestStatus.ERROR));
        assertNotNull(r.fatalError());
        assertTrue(r.fatalError(), r.fatalError().startsWith("engine failed at x.tst:4"));
    }

    @Test
    public void hangingEngineTimesOut() throws Exception {
        Assume.assumeTrue("no /bin/sleep", new File("/bin/sleep").canExecute());
        Path p = suite("1 name\n#? [x]\n");
        long t0 = System.nanoTime();
        SuiteResult r = new RegressionRunner(ProcessGtpClient.factory(List.of("/bin/sleep", "30"), 500))
                .run(p, TestSelection.all());
        assertTrue((System.nanoTime() - t0) / 1e9 < 10);
        assertEquals(1, r.count(TestStatus.ERROR));
        assertTrue(r.fatalError(), r.fatalError().contains("timeout"));
    }

    @Test
    public void babblingEngineIsAnError() throws Exception {
        Assume.assumeTrue("no /bin/cat", new File("/bin/cat").canExecute());
        Path p = suite("1 name\n#? [x]\n");
        SuiteResult r = new RegressionRunner(ProcessGtpClient.factory(List.of("/bin/cat"), 5000))
                .run(p, TestSelection.all());
        assertEquals(1, r.count(TestStatus.ERROR));
        assertTrue(r.fatalError(), r.fatalError().contains("not a GTP response"));
    }

    @Test
    public void missingProgramIsAnError() throws Exception {
        Path p = suite("1 name\n#? [x]\n");
        SuiteResult r = new RegressionRunner(ProcessGtpClient.factory(List.of("/no/such/engine"), 5000))
                .run(p, TestSelection.all());
        assertTrue(r.fatalError(), r.fatalError().contains("cannot start engine"));
        RegressionReport rep = new RegressionReport();
        rep.add(r);
        assertEquals(2, rep.exitCode());
    }
}
