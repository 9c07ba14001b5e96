package owlbench.ui;

import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.Assume;
import org.junit.Test;

/**
 * UI tests wait for what they need (a job family, a condition, with a time limit:
 * owlbench.ui.jobs.JobFamilies), never by sleeping and polling, which is slow when the machine is
 * idle and flaky when it is loaded.
 */
public class NoSleepInUiTestsTest {

    @Test
    public void noUiTestSleeps() throws IOException {
        Path plugins = Path.of(System.getProperty("owlbench.root", "../.."), "plugins");
        Assume.assumeTrue("the source tree is not beside the test run (owlbench.root): skipping", Files.isDirectory(plugins));
        List<String> offences = new ArrayList<>();
        int checked = 0;
        try (Stream<Path> bundles = Files.list(plugins)) {
            for (Path bundle : (Iterable<Path>) bundles::iterator) {
                String name = bundle.getFileName().toString();
                if (!name.startsWith("owlbench.ui") || !name.endsWith(".tests") || !Files.isDirectory(bundle.resolve("src"))) continue;
                try (Stream<Path> files = Files.walk(bundle.resolve("src"))) {
                    for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                        checked++;
                        List<String> lines = Files.readAllLines(f);
                        for (int i = 0; i < lines.size(); i++) {
                            if (lines.get(i).contains("Thread" + ".sleep(")) offences.add(f + ":" + (i + 1) + ": " + lines.get(i).trim());
                        }
                    }
                }
            }
        }
        assertTrue("no UI test source found under " + plugins, checked > 10);
        assertTrue("UI tests must not sleep (use JobFamilies.join or waitUntil):\n" + String.join("\n", offences), offences.isEmpty());
    }
}
