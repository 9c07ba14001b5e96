package owlbench.ui;

import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.Assume;
import org.junit.Test;

/**
 * The workbench's own analyses call the engine's Java API, never owlbench's GTP engine in this
 * process: no source of a UI bundle names the in-process GTP engine or client, except the two
 * places where GTP is the point. EngineSession attaches an engine through GTP, and the engine
 * preference "owlbench" attaches owlbench's own there as it would any external engine (for the
 * console, play and the attached engine's group). The Regression view runs GNU Go's .tst suites,
 * which are GTP sessions by definition.
 */
public class OwnAnalysesUseTheJavaApiTest {

    /** Names of owlbench's in-process GTP engine and client. */
    private static final List<String> IN_PROCESS_GTP = List.of("OwlbenchGtp", "InProcessGtpClient", "GtpEngine",
            "getOwnEngine", "inProcess(");

    /** The files allowed to name them, and why. */
    private static final Map<String, String> ALLOWED = Map.of(
            "owlbench.ui/src/owlbench/ui/game/EngineSession.java", "the attached engine (preference 'owlbench') through GTP",
            "owlbench.ui.reading/src/owlbench/ui/reading/RegressionView.java", ".tst suites are GTP sessions");

    @Test
    public void noUiBundleUsesTheInProcessGtpEngineForItsOwnAnalyses() throws IOException {
        Path plugins = Path.of(System.getProperty("owlbench.root", "../.."), "plugins");
        Assume.assumeTrue("the source tree is not beside the test run (owlbench.root): skipping", Files.isDirectory(plugins));
        List<String> offences = new ArrayList<>();
        int checked = 0;
        try (Stream<Path> bundles = Files.list(plugins)) {
            for (Path bundle : (Iterable<Path>) bundles::iterator) {
                String name = bundle.getFileName().toString();
                if (!name.startsWith("owlbench.ui") || name.endsWith(".tests") || !Files.isDirectory(bundle.resolve("src"))) continue;
                try (Stream<Path> files = Files.walk(bundle.resolve("src"))) {
                    for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                        checked++;
                        String rel = plugins.relativize(f).toString().replace('\\', '/');
                        if (ALLOWED.containsKey(rel)) continue;
                        List<String> lines = Files.readAllLines(f);
                        for (int i = 0; i < lines.size(); i++) {
                            for (String word : IN_PROCESS_GTP) {
                                if (lines.get(i).contains(word)) offences.add(rel + ":" + (i + 1) + ": " + lines.get(i).trim());
                            }
                        }
                    }
                }
            }
        }
        assertTrue("no UI source found under " + plugins, checked > 20);
        assertTrue("the workbench's own analyses call the engine's Java API (owlbench.engine.PositionAnalysis), not the"
                + " in-process GTP engine:\n" + String.join("\n", offences), offences.isEmpty());
    }
}
