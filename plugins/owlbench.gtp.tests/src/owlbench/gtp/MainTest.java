package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.Assume;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import owlbench.gtp.client.GtpReply;
import owlbench.gtp.client.ProcessGtpClient;

/** The command line: subcommand dispatch, --help, usage errors (exit 2), and a real "gtp" process. */
public class MainTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true), new PrintStream(err, true));
    }

    @Test
    public void usageErrorsExitWithTwo() {
        assertEquals(2, run());
        assertEquals(2, run("frobnicate"));
        assertTrue(err.toString().contains("unknown subcommand 'frobnicate'"));
        assertEquals(2, run("regress"));
        assertTrue(err.toString().contains("no suite given"));
        assertEquals(2, run("regress", "--format", "xml", "a.tst"));
        assertEquals(2, run("regress", "/no/such/suite.tst"));
        assertEquals(2, run("match", "--black", "owlbench"));
        assertEquals(2, run("match", "--black", "a", "--white", "b", "--games", "x"));
        assertEquals(2, run("match", "--black", "a", "--white", "b", "--handicap", "1"));
        assertEquals(2, run("gtp", "--boardsize", "99"));
        assertEquals(2, run("gtp", "--komi"));
        assertEquals(2, run("gtp", "--bogus"));
    }

    @Test
    public void helpForEverySubcommand() {
        assertEquals(0, run("--help"));
        assertEquals(0, run("gtp", "--help"));
        assertEquals(0, run("regress", "--help"));
        assertEquals(0, run("match", "--help"));
        String o = out.toString();
        assertTrue(o.contains("usage: owlbench gtp"));
        assertTrue(o.contains("usage: owlbench regress"));
        assertTrue(o.contains("usage: owlbench match"));
    }

    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    @Test
    public void regressSubcommandWritesReportsAndExitsWithOneOnUnexpectedFailure() throws Exception {
        Path dir = tmp.getRoot().toPath();
        Files.write(dir.resolve("s.tst"), "boardsize 9\n1 query_boardsize\n#? [9]\n2 query_boardsize\n#? [19]\n"
                .getBytes(StandardCharsets.UTF_8));
        String suite = dir.resolve("s.tst").toString();
        Path json = dir.resolve("r.json");
        Path html = dir.resolve("r.html");
        assertEquals(1, run("regress", "--format", "json", "--output", json.toString(), "--html", html.toString(), suite));
        assertTrue(Files.readString(json).contains("\"FAILED\": 1"));
        assertTrue(Files.readString(html).contains("<tr class=\"FAILED\">"));
        assertEquals(0, run("regress", suite + ":1"));
        assertTrue(out.toString(), out.toString().contains("s.tst"));
        assertEquals(1, run("regress", "--compare", json.toString(), suite));
        assertTrue(out.toString(), out.toString().contains("newly failing: 0"));
        assertEquals(2, run("regress", "--compare", dir.resolve("none.json").toString(), suite));
        assertEquals(2, run("regress", suite + ":x"));
    }

    @Test
    public void matchSubcommandWritesSgfFiles() throws Exception {
        Path dir = tmp.getRoot().toPath().resolve("games");
        assertEquals(0, run("match", "--black", "owlbench", "--white", "owlbench", "--games", "2", "--boardsize", "9",
                "--sgf-dir", dir.toString()));
        assertTrue(Files.exists(dir.resolve("game-001.sgf")));
        assertTrue(Files.exists(dir.resolve("game-002.sgf")));
        assertTrue(out.toString(), out.toString().contains("games 2: black wins 0, white wins 2"));
    }

    @Test
    public void gtpSubcommandOnStreams() {
        byte[] in = "1 query_boardsize\n2 get_komi\n3 quit\n".getBytes(StandardCharsets.UTF_8);
        int code = GtpMain.run(new ArrayList<>(List.of("--boardsize", "9", "--komi=7.5")), new ByteArrayInputStream(in),
                new PrintStream(out, true), new PrintStream(err, true));
        assertEquals(0, code);
        assertEquals("=1 9\n\n=2 7.5\n\n=3 \n\n", out.toString());
    }


    @Test
    public void gtpProcessStartsAndAnswers() throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        String cp = EngineClassPath.get();
        Assume.assumeTrue("classes are not plain files here (OSGi test runtime?): skipping the java process test",
                cp != null);
        List<String> cmd = List.of(java, "-cp", cp, "owlbench.gtp.Main", "gtp", "--boardsize", "9");
        long t0 = System.nanoTime();
        ProcessGtpClient c = new ProcessGtpClient(cmd, null, 30_000);
        try {
            GtpReply r = c.send("protocol_version");
            double ms = (System.nanoTime() - t0) / 1e6;
            System.out.printf("GTP start-up to first answer (java process, in-process engine): %.0f ms%n", ms);
            assertEquals("2", r.text);
            assertEquals("9", c.send("query_boardsize").text);
            c.send("play black E5");
            assertEquals("black", c.send("color E5").text);
            GtpReply bad = c.send("play black E5");
            assertTrue(!bad.success && bad.text.startsWith("illegal move"));
        } finally {
            c.close();
        }
    }
}
