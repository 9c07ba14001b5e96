package owlbench.reading;

import static org.junit.Assert.assertTrue;

import java.io.File;

import org.junit.Assume;
import org.junit.Test;

import owlbench.reading.bench.ReadingSuiteRunner;

/**
 * Runs the attack/defend tests of GNU Go's reading.tst and the connect/disconnect tests of
 * connection.tst directly on the reader and prints the pass counts and reading speed. The floors
 * asserted are a little below what the reader reaches now (200 of 234 on 2026-11-24, 70 of 90 on 2026-11-25;
 * GNU Go 3.8: 193 of 234 in reading.tst, 71 of 90), so that a regression fails.
 */
public class ReadingSuiteTest {

    private static File regression() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the regression suites",
                new File(shared, "gnugo-3.8").isDirectory());
        return new File(shared, "gnugo-3.8/regression");
    }

    @Test
    public void readingTst() throws Exception {
        ReadingSuiteRunner.Summary s = ReadingSuiteRunner.run(new File(regression(), "reading.tst").toPath());
        System.out.printf("reading.tst: %d of %d attack/defend tests pass; %d nodes, %.0f nodes/s%n",
                s.passed(), s.outcomes.size(), s.nodes, s.nodesPerSecond());
        assertTrue("234 tests expected, ran " + s.outcomes.size(), s.outcomes.size() == 234);
        assertTrue("passed " + s.passed(), s.passed() >= 198);
    }

    @Test
    public void connectionTst() throws Exception {
        ReadingSuiteRunner.Summary s = ReadingSuiteRunner.run(new File(regression(), "connection.tst").toPath());
        System.out.printf("connection.tst: %d of %d connect/disconnect tests pass; %d nodes%n",
                s.passed(), s.outcomes.size(), s.nodes);
        assertTrue("passed " + s.passed(), s.passed() >= 68);
    }
}
