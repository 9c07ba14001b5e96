package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.StringReader;
import java.io.StringWriter;
import java.util.Random;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

/**
 * Thousands of random and malformed command lines: every non-empty line gets exactly one
 * well-formed answer, no exception escapes, nothing hangs, and the engine still works after.
 */
public class GtpFuzzTest {
    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private static final String[] WORDS = {"black", "white", "b", "w", "B", "WHITE", "pass", "PASS", "A1", "T19",
        "Z25", "J9", "I5", "D4", "E5", "A0", "A26", "AA1", "4D", "-1", "0", "1", "2", "9", "19", "25", "26", "6.5",
        "-7.5", "1e300", "NaN", "Infinity", "99999999999", "x", "", "#", "games/none.sgf", "g.sgf", "%p", "\u00e9"};

    private static String randomLine(Random rnd, String[] commands) {
        StringBuilder sb = new StringBuilder();
        int kind = rnd.nextInt(10);
        if (kind == 0) { // pure noise, '/' excluded so printsgf can never write outside the temp folder
            int n = rnd.nextInt(40);
            for (int i = 0; i < n; i++) {
                char c = (char) rnd.nextInt(128);
                sb.append(c == '/' || c == '\\' ? 'q' : c);
            }
            return sb.toString();
        }
        if (rnd.nextInt(3) == 0) {
            sb.append(rnd.nextInt(3) == 0 ? "-" : "").append(rnd.nextInt(1000)).append(' ');
        }
        sb.append(commands[rnd.nextInt(commands.length)]);
        int args = rnd.nextInt(4);
        for (int i = 0; i < args; i++) {
            sb.append(rnd.nextInt(5) == 0 ? '\t' : ' ');
            if (rnd.nextInt(8) == 0) {
                sb.append((char) rnd.nextInt(32));
            }
            sb.append(WORDS[rnd.nextInt(WORDS.length)]);
        }
        if (rnd.nextInt(6) == 0) {
            sb.append(" # comment");
        }
        if (rnd.nextInt(4) == 0) {
            sb.append('\r');
        }
        return sb.toString();
    }

    @Test
    public void twentyThousandRandomLines() throws Exception {
        java.nio.file.Files.write(tmp.getRoot().toPath().resolve("g.sgf"),
                "(;SZ[9];B[ee];W[cc];B[gg])".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        OwlbenchGtp o = new OwlbenchGtp(19, 0, tmp.getRoot().toPath());
        GtpEngine e = o.engine();
        String[] commands = e.registry().knownCommands().stream().filter(c -> !c.equals("quit") && !c.equals("echo_err"))
                .toArray(String[]::new);
        String[] all = new String[commands.length + 6];
        System.arraycopy(commands, 0, all, 0, commands.length);
        System.arraycopy(new String[] {"genmove", "final_score", "tryko", "unknown_cmd", "", "attack"}, 0, all,
                commands.length, 6);
        Random rnd = new Random(20261122);
        long start = System.nanoTime();
        int answered = 0;
        int failures = 0;
        for (int i = 0; i < 20_000; i++) {
            String line = randomLine(rnd, all);
            String resp;
            try {
                resp = e.processLine(line);
            } catch (Throwable t) {
                throw new AssertionError("exception escaped for line " + i + ": '" + line + "'", t);
            }
            if (resp == null) {
                assertTrue("no answer only for empty lines: '" + line + "'", GtpCommand.parse(line) == null);
                continue;
            }
            answered++;
            char k = resp.charAt(0);
            assertTrue(resp, k == '=' || k == '?');
            assertTrue(resp, resp.endsWith("\n\n"));
            assertFalse("blank line inside answer to '" + line + "': " + resp,
                    resp.substring(0, resp.length() - 2).contains("\n\n"));
            if (k == '?') {
                failures++;
                assertFalse("internal error for '" + line + "': " + resp, resp.contains("internal error"));
            }
            if (e.quitRequested()) {
                fail("quit happened without a quit command: " + line);
            }
            if (System.nanoTime() - start > 30_000_000_000L) {
                fail("fuzzing took more than 30 s (hang?) at line " + i);
            }
        }
        double secs = (System.nanoTime() - start) / 1e9;
        System.out.printf("fuzz: 20000 lines, %d answers (%d '?') in %.2f s%n", answered, failures, secs);
        assertTrue(answered > 15_000);
        assertTrue(failures > 1000);
        // still healthy
        while (o.state().board().stackp() > 0) {
            o.state().board().popgo();
        }
        assertEquals("=1 2\n\n", e.processLine("1 protocol_version"));
        assertEquals("=2 \n\n", e.processLine("2 boardsize 9"));
        assertEquals("=3 \n\n", e.processLine("3 play black E5"));
        assertEquals("=4 black\n\n", e.processLine("4 color E5"));
    }

    @Test
    public void randomBytesThroughTheStreamLoop() throws Exception {
        Random rnd = new Random(7);
        StringBuilder in = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            int n = rnd.nextInt(30);
            for (int j = 0; j < n; j++) {
                char c = (char) rnd.nextInt(256);
                in.append(c == 'q' || c == '/' || c == '\\' ? 'x' : c); // no accidental "quit"
            }
            in.append(rnd.nextBoolean() ? "\n" : "\r\n");
        }
        in.append("77 name\n");
        StringWriter out = new StringWriter();
        long t0 = System.nanoTime();
        new OwlbenchGtp(19, 0, tmp.getRoot().toPath()).engine().run(new StringReader(in.toString()), out);
        assertTrue((System.nanoTime() - t0) < 20_000_000_000L);
        assertTrue(out.toString().endsWith("=77 owlbench\n\n"));
    }
}
