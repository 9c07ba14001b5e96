package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.Before;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

/**
 * Issue 18's GTP findings: deep and huge SGF files in loadsgf, strict numbers, ids past 2^63-1, komi
 * without exponents, file commands that write atomically and only regular files, loadsgf that
 * quotes nothing of a non-SGF file, {@code --files-under}, over-long command lines.
 */
public class GtpBadInputTest {
    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private OwlbenchGtp owl;
    private GtpEngine e;

    @Before
    public void setUp() {
        owl = new OwlbenchGtp(19, 0, tmp.getRoot().toPath(), OwlbenchGtp.builtinModules());
        e = owl.engine();
    }

    private String ok(String cmd) {
        return GtpAnswers.ok(e, cmd);
    }

    private String err(String cmd) {
        return GtpAnswers.err(e, cmd);
    }

    private Path file(String name, String text) throws Exception {
        Path p = tmp.getRoot().toPath().resolve(name);
        Files.writeString(p, text, StandardCharsets.ISO_8859_1);
        return p;
    }

    @Test
    public void loadsgfOfVariations3000DeepWorks() throws Exception {
        StringBuilder sb = new StringBuilder("(;GM[1]SZ[9]");
        for (int i = 0; i < 3000; i++) {
            sb.append("(;C[x]");
        }
        file("deep.sgf", sb.append(")".repeat(3001)).toString());
        assertEquals("black", ok("loadsgf deep.sgf"));
    }

    @Test
    public void loadsgfOfTooManyNodesFailsAndTheEngineGoesOn() throws Exception {
        file("many.sgf", "(;GM[1]SZ[9]" + ";".repeat(1_100_000) + ")");
        String a = err("loadsgf many.sgf");
        assertTrue(a, a.contains("more than 1000000 nodes"));
        assertTrue(a, a.contains("many.sgf:1:"));
        assertEquals("2", ok("protocol_version"));
    }

    @Test
    public void loadsgfOfAHugeSparseFileFailsWithoutReadingIt() throws Exception {
        Path f = tmp.getRoot().toPath().resolve("sparse.sgf");
        try (RandomAccessFile r = new RandomAccessFile(f.toFile(), "rw")) {
            r.setLength(3L << 30);
        }
        String a = err("loadsgf sparse.sgf");
        assertTrue(a, a.contains("more than the limit"));
        assertEquals("2", ok("protocol_version"));
    }

    @Test(timeout = 10000)
    public void loadsgfReadsOnlyRegularFiles() throws Exception {
        assertTrue(err("loadsgf /dev/zero").contains("not a regular file"));
        Path fifo = tmp.getRoot().toPath().resolve("fifo.sgf");
        new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor();
        assertTrue(err("loadsgf fifo.sgf").contains("not a regular file"));
    }

    @Test
    public void loadsgfQuotesNothingOfANonSgfFile() throws Exception {
        file("secret", "root:$6$abcdef:19000:0:99999:7:::\n");
        String a = err("loadsgf secret");
        assertTrue(a, a.contains("not an SGF file"));
        assertFalse(a, a.contains("'r'") || a.contains("root"));
    }

    @Test
    public void loadsgfKeepsTheWarningOfAMissingFinalParenthesis() throws Exception {
        file("open.sgf", "(;GM[1]SZ[9];B[ee]\n");
        assertEquals("white", ok("loadsgf open.sgf"));
        assertEquals(1, owl.state().loadWarnings().size());
        assertTrue(owl.state().loadWarnings().get(0).contains("open.sgf:2:1: unterminated game tree"));
    }

    @Test
    public void numbersAreStrict() {
        for (String bad : new String[] {"boardsize \u0661\u0669", "boardsize +19", "boardsize 0x13", "komi 0x1p3",
            "komi +5", "komi 1e1", "komi NaN", "komi Infinity", "komi 5.5d", "time_settings \u0661 0 0",
            "fixed_handicap +4"}) {
            err(bad);
        }
        ok("boardsize 19");
        ok("komi -6.5");
        ok("komi .5");
    }

    @Test
    public void anIdPastTheLongRangeIsEchoedAsGiven() {
        String big = "99999999999999999999999";
        assertEquals("=" + big + " 2\n\n", e.processLine(big + " protocol_version"));
        assertEquals("=7 2\n\n", e.processLine("007 protocol_version"));
    }

    @Test
    public void komiIsPrintedWithoutExponents() throws Exception {
        ok("komi 0.00001");
        assertEquals("0.00001", ok("get_komi"));
        String sgf = ok("printsgf");
        assertTrue(sgf, sgf.contains("KM[0.00001]"));
        ok("komi 123456789012345678.5");
        assertFalse(ok("get_komi").contains("E"));
        assertEquals("0.00001", GtpArgs.formatReal(0.00001)); // the match runner's komi and KM[]
        assertEquals("6.5", GtpArgs.formatReal(6.5));
    }

    @Test
    public void printsgfWritesAtomicallyAndOnlyRegularFiles() throws Exception {
        ok("play black D4");
        ok("printsgf out.sgf");
        assertTrue(Files.readString(tmp.getRoot().toPath().resolve("out.sgf")).contains("AB[dp]"));
        // a named pipe, not /dev/null: a write that got past the check would replace a root machine's /dev/null
        Path pipe = tmp.getRoot().toPath().resolve("pipe");
        assertEquals(0, new ProcessBuilder("mkfifo", pipe.toString()).inheritIO().start().waitFor());
        for (String target : new String[] {"/proc/self/fd/1", "pipe", "."}) {
            String a = err("printsgf " + target);
            assertTrue(a, a.contains("refusing"));
        }
        Path link = tmp.getRoot().toPath().resolve("link.sgf");
        Path victim = file("victim.txt", "precious");
        Files.createSymbolicLink(link, victim);
        err("printsgf link.sgf");
        assertEquals("precious", Files.readString(victim));
        ok("start_sgftrace");
        assertTrue(err("finish_sgftrace /proc/self/fd/1").contains("refusing"));
        ok("finish_sgftrace trace.sgf");
        assertTrue(Files.isRegularFile(tmp.getRoot().toPath().resolve("trace.sgf")));
    }

    @Test
    public void filesUnderConfinesEveryFileACommandNames() throws Exception {
        Path inside = tmp.newFolder("inside").toPath();
        Files.writeString(inside.resolve("g.sgf"), "(;GM[1]SZ[9];B[ee])");
        Files.writeString(tmp.getRoot().toPath().resolve("outside.sgf"), "(;GM[1]SZ[9];B[ee])");
        Files.createSymbolicLink(inside.resolve("escape.sgf"), tmp.getRoot().toPath().resolve("outside.sgf"));
        OwlbenchGtp confined = new OwlbenchGtp(19, 0, inside);
        confined.state().confineFilesTo(inside);
        GtpEngine c = confined.engine();
        assertTrue(c.execute(GtpCommand.parse("loadsgf g.sgf")).success);
        for (String cmd : new String[] {"loadsgf ../outside.sgf", "loadsgf " + tmp.getRoot() + "/outside.sgf",
            "loadsgf escape.sgf", "printsgf ../x.sgf", "printsgf /tmp/x.sgf"}) {
            GtpEngine.Answer a = c.execute(GtpCommand.parse(cmd));
            assertFalse(cmd, a.success);
            assertTrue(cmd + ": " + a.text, a.text.contains("--files-under"));
        }
        assertTrue(c.execute(GtpCommand.parse("printsgf sub.sgf")).success);
    }

    @Test
    public void filesUnderOptionOfTheEngine() throws Exception {
        Path inside = tmp.newFolder("in").toPath();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream errs = new ByteArrayOutputStream();
        int status = GtpMain.run(new ArrayList<>(List.of("--files-under", inside.toString())),
                new ByteArrayInputStream("loadsgf /etc/passwd\nprintsgf ok.sgf\nquit\n".getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true), new PrintStream(errs, true));
        assertEquals(0, status);
        String o = out.toString(StandardCharsets.UTF_8);
        assertTrue(o, o.startsWith("? cannot") || o.contains("--files-under"));
        assertFalse(o, o.contains("root"));
        assertTrue("a relative name is taken from DIR", Files.isRegularFile(inside.resolve("ok.sgf")));
    }

    @Test
    public void anOutOfMemoryErrorIsAnsweredAndTheEngineGoesOn() {
        e.registry().register("owlbench_test_oom", a -> {
            throw new OutOfMemoryError("Java heap space");
        });
        String a = err("owlbench_test_oom");
        assertTrue(a, a.startsWith("out of memory in owlbench_test_oom"));
        assertEquals("2", ok("protocol_version"));
    }

    @Test
    public void anOverLongCommandLineIsAnsweredNotCut() throws Exception {
        StringWriter w = new StringWriter();
        String longLine = "5 echo " + "x".repeat(1_000_100) + "\n2 protocol_version\n";
        e.run(new StringReader(longLine), w);
        String o = w.toString();
        assertTrue(o, o.startsWith("?5 command line longer than 1000000 characters"));
        assertTrue(o, o.endsWith("=2 2\n\n"));
    }
}
