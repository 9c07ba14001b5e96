package owlbench.agents;

import static org.junit.Assert.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.Assume;
import org.junit.Test;

/**
 * owlbench.agents keeps no global state (docs/architecture.md, "No global state"): no static field
 * that is not final, no ThreadLocal, and no static final collection made mutable. Many trainings,
 * GTP engines and heat maps run in one workbench at once; what they share they get from their
 * {@link AgentContext}.
 */
public class NoGlobalStateTest {
    private static final Pattern STATIC_FIELD = Pattern.compile(
            "^\\s*(?:(?:private|public|protected)\\s+)?static\\s+(?!final\\b)(?!class\\b|interface\\b|enum\\b|record\\b|<)[\\w<>\\[\\], ?]+\\s+\\w+\\s*(=|;)",
            Pattern.MULTILINE);
    private static final Pattern MUTABLE_STATIC = Pattern.compile(
            "static\\s+final\\s+[^=;]*=\\s*new\\s+(HashMap|LinkedHashMap|ArrayList|HashSet|TreeMap|ConcurrentHashMap|AtomicInteger|AtomicLong)\\b");

    @Test
    public void noStaticMutableFieldsOrThreadLocals() throws IOException {
        Path src = Path.of("..", "owlbench.agents", "src");
        Assume.assumeTrue("skipped: run from a plugin folder beside owlbench.agents", Files.isDirectory(src));
        List<String> problems = new ArrayList<>();
        try (Stream<Path> files = Files.walk(src)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
                String text = Files.readString(f);
                for (Pattern p : new Pattern[] {STATIC_FIELD, MUTABLE_STATIC}) {
                    Matcher m = p.matcher(text);
                    while (m.find()) {
                        problems.add(f.getFileName() + ": " + m.group().trim());
                    }
                }
                if (text.contains("ThreadLocal")) {
                    problems.add(f.getFileName() + ": ThreadLocal");
                }
            }
        }
        assertTrue("global state in owlbench.agents:\n" + String.join("\n", problems), problems.isEmpty());
    }

    @Test
    public void theCheckSeesAStaticMutableField() {
        assertTrue(STATIC_FIELD.matcher("    private static volatile Foo instance;").find());
        assertTrue(STATIC_FIELD.matcher("    static int count = 0;").find());
        assertTrue(MUTABLE_STATIC.matcher("private static final Map<String, X> M = new HashMap<>();").find());
        assertTrue(!STATIC_FIELD.matcher("    private static final int N = 3;").find());
        assertTrue(!STATIC_FIELD.matcher("    static String name(int x) {").find());
    }
}
