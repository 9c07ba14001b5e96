package owlbench.board;

import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.Assume;
import org.junit.Test;

/**
 * The build check that keeps engine bundles plain Java: no org.eclipse.* or SWT import in their
 * sources and no Eclipse bundle in their manifests, so they run headless and in any JVM.
 */
public class EngineBundlesArePlainJavaTest {

    /** Every bundle whose name does not start with owlbench.ui is an engine bundle. */
    private static boolean isEngineBundle(String name) {
        return name.startsWith("owlbench.") && !name.startsWith("owlbench.ui");
    }

    private static final Pattern ECLIPSE_IMPORT = Pattern.compile("^\\s*import\\s+(static\\s+)?org\\.eclipse\\.", Pattern.MULTILINE);
    private static final Pattern ECLIPSE_REQUIREMENT = Pattern.compile("org\\.eclipse\\.|org\\.osgi\\.");

    @Test
    public void engineBundlesImportNothingFromEclipse() throws IOException {
        File plugins = new File(System.getProperty("owlbench.root", "../.."), "plugins");
        Assume.assumeTrue("the source tree is not beside the test run (owlbench.root): skipping", plugins.isDirectory());
        List<String> offences = new ArrayList<>();
        int checked = 0;
        for (File bundle : plugins.listFiles()) {
            if (!bundle.isDirectory() || !isEngineBundle(bundle.getName())) {
                continue;
            }
            File manifest = new File(bundle, "META-INF/MANIFEST.MF");
            if (manifest.isFile() && !bundle.getName().endsWith(".tests")) {
                String text = Files.readString(manifest.toPath());
                if (ECLIPSE_REQUIREMENT.matcher(text).find()) {
                    offences.add(manifest + ": requires an Eclipse or OSGi bundle or package");
                }
            }
            try (Stream<Path> files = Files.walk(bundle.toPath().resolve("src"))) {
                for (Path source : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                    checked++;
                    if (ECLIPSE_IMPORT.matcher(Files.readString(source)).find()) {
                        offences.add(source + ": imports org.eclipse.*");
                    }
                }
            }
        }
        assertTrue("no engine source was found under " + plugins, checked > 0);
        assertTrue("engine bundles must stay plain Java:\n" + String.join("\n", offences), offences.isEmpty());
    }

    /** Benchmark packages are tools, not API: exported x-internal (as EGit marks its internals). */
    private static final Pattern BENCH_EXPORT = Pattern.compile("(owlbench\\.[a-z.]+\\.bench)([;,]|\\s*$)([^,]*)", Pattern.MULTILINE);

    @Test
    public void benchPackagesAreExportedAsInternal() throws IOException {
        File plugins = new File(System.getProperty("owlbench.root", "../.."), "plugins");
        Assume.assumeTrue("the source tree is not beside the test run (owlbench.root): skipping", plugins.isDirectory());
        List<String> offences = new ArrayList<>();
        int seen = 0;
        for (File bundle : plugins.listFiles()) {
            File manifest = new File(bundle, "META-INF/MANIFEST.MF");
            if (!manifest.isFile()) continue;
            String text = Files.readString(manifest.toPath());
            int exports = text.indexOf("Export-Package:");
            if (exports < 0) continue;
            java.util.regex.Matcher m = BENCH_EXPORT.matcher(text.substring(exports));
            while (m.find()) {
                seen++;
                String attrs = m.group(2) + m.group(3);
                if (!attrs.contains("x-internal:=true")) offences.add(manifest + ": exports " + m.group(1) + " without x-internal:=true");
            }
        }
        assertTrue("no bench package export found", seen > 0);
        assertTrue(String.join("\n", offences), offences.isEmpty());
    }
}
