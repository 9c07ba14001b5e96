package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.Test;

/**
 * The tools' --max-... options bound the engine they start, and nothing else: they are passed to
 * that engine, not set as process-wide system properties (issue 20), so a second engine in the same
 * JVM keeps the defaults.
 */
public class InputLimitOptionsTest {

    private static String gtp(List<String> args, String input) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = GtpMain.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true), new PrintStream(err, true));
        assertEquals(err.toString(StandardCharsets.UTF_8), 0, status);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    public void maxLineLengthBoundsThatEngineOnly() {
        String longCommand = "1 echo " + "x".repeat(40) + "\n";
        String bounded = gtp(List.of("--max-line-length", "20"), longCommand);
        assertTrue(bounded, bounded.startsWith("?1 "));
        assertTrue(bounded, bounded.contains("20"));
        String plain = gtp(List.of(), longCommand);
        assertEquals("the next engine keeps the default bound", "=1 " + "x".repeat(40) + "\n\n", plain);
        assertFalse(System.getProperties().stringPropertyNames().stream().anyMatch(n -> n.startsWith("owlbench.limit")));
    }

    @Test
    public void aBadLimitIsAUsageError() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = GtpMain.run(List.of("--max-nodes", "many"), new ByteArrayInputStream(new byte[0]),
                new PrintStream(new ByteArrayOutputStream(), true), new PrintStream(err, true));
        assertEquals(2, status);
        assertTrue(err.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8).contains("--max-nodes needs a positive count"));
    }
}
