package owlbench.patterns;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import owlbench.patterns.expr.ExpressionParser;
import owlbench.patterns.eyes.EyeDbFile;
import owlbench.patterns.eyes.EyeDbParser;

/**
 * Issue 18's pattern-database findings: deep constraints, a 5,000-move joseki line, variations
 * 3,000 deep, fuseki file names without a board size, a 100,000-character eyes.db row, non-regular
 * files, {@code --help}, and one bad file that must not stop the check of the others.
 */
public class PatternsBadInputTest {
    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private String[] outErr;

    private int run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = PatternsMain.run(args, new PrintStream(out, true), new PrintStream(err, true));
        outErr = new String[] {out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
        return status;
    }

    private Path file(String name, String text) throws IOException {
        Path p = tmp.getRoot().toPath().resolve(name);
        Files.writeString(p, text, StandardCharsets.ISO_8859_1);
        return p;
    }

    private static String db(String constraint) {
        return "Pattern P1\n\n?O?\nX*X\n\n:8,-\n\n?O?\nabX\n\n;" + constraint + "\n\n";
    }

    private void assertEveryLineHasALocationOrCount(String output) {
        for (String line : output.split("\n")) {
            if (!line.isEmpty()) {
                assertTrue("line without file name: " + line, line.startsWith(tmp.getRoot().toString()));
            }
        }
    }

    @Test
    public void deepConstraintsAreErrorsWithTheirPlaceAndTheNextFileIsStillChecked() throws IOException {
        String[] deep = {"(".repeat(3000) + "1" + ")".repeat(3000), "!".repeat(10000) + "1", "-".repeat(10000) + "1",
            "1" + "+1".repeat(10000)};
        for (String c : deep) {
            Path bad = file("deep.db", db(c));
            Path good = file("good.db", db("a"));
            int status = run(bad.toString(), good.toString());
            assertEquals(outErr[0] + outErr[1], 1, status);
            assertTrue(outErr[0], outErr[0].contains(bad + ":11:"));
            assertTrue(outErr[0], outErr[0].contains("nested deeper than"));
            assertTrue("the next file is checked: " + outErr[0], outErr[0].contains(good + ": 1 patterns"));
            assertFalse(outErr[1], outErr[1].contains("Exception") || outErr[1].contains("Error"));
            assertEveryLineHasALocationOrCount(outErr[0]);
        }
    }

    @Test
    public void aNormalConstraintStillParses() {
        assertTrue(ExpressionParser.parseConstraint("(a && !b) || -(1+2*3) > 0", null).ok());
    }

    @Test
    public void aJosekiMainLineOf5000MovesIsCompiledWithoutStackOverflow() throws IOException {
        StringBuilder sb = new StringBuilder("(;GM[1]SZ[19]");
        for (int i = 0; i < 5000; i++) {
            sb.append(i % 2 == 0 ? ";B[]" : ";W[]"); // passes: legal however long
        }
        Path j = file("long_line.sgf", sb.append(")").toString());
        int status = run(j.toString());
        assertEquals(outErr[0] + outErr[1], 0, status);
        assertTrue(outErr[0], outErr[0].contains("0 joseki patterns"));
    }

    @Test
    public void variationsNested3000DeepInAJosekiFile() throws IOException {
        StringBuilder sb = new StringBuilder("(;GM[1]SZ[19]");
        for (int i = 0; i < 3000; i++) {
            sb.append("(;B[]");
        }
        sb.append(")".repeat(3000));
        Path j = file("deep.sgf", sb.append(")").toString());
        assertEquals(outErr == null ? "" : outErr[1], 0, run(j.toString()));
        Path game = file("g.sgf", "(;GM[1]SZ[19];B[dd])");
        assertEquals(outErr[1], 0, run("--match", game.toString(), file("attack.db", db("a")).toString()));
    }

    @Test
    public void aJosekiFileOfAnotherGameSaysSo() throws IOException {
        Path j = file("other.sgf", "(;GM[2]SZ[8];B[aa])");
        assertEquals(1, run(j.toString()));
        assertTrue(outErr[0], outErr[0].contains(j + ":1:5: not a Go game: GM[2]"));
        assertFalse(outErr[0], outErr[0].contains("bad board size"));
    }

    @Test
    public void fusekiFileNamesWithoutABoardSizeAreErrors() throws IOException {
        for (String name : new String[] {"fuseki1.dbz", "fuseki26.dbz", "fuseki99999999999.dbz"}) {
            Path f = file(name, "# nothing\nA 1 ddcc\n");
            int status = run(f.toString());
            assertEquals(name + ": " + outErr[0] + outErr[1], 1, status);
            assertTrue(outErr[0], outErr[0].contains(f + ":1:1: the file name gives board size"));
            assertFalse(outErr[1], outErr[1].contains("Exception"));
        }
    }

    @Test(timeout = 5000)
    public void aLongEyesDbRowIsLinear() {
        String row = ".".repeat(100_000);
        EyeDbFile f = EyeDbParser.parse("Pattern 1\n\n" + row + "\n\n:1111\n", "eyes.db");
        assertEquals(1, f.shapes().size());
        assertEquals(100_000, f.shapes().get(0).vertices().size());
    }

    @Test(timeout = 10000)
    public void nonRegularFilesAreRefusedAndDoNotBlock() throws Exception {
        Path fifo = tmp.getRoot().toPath().resolve("pipe.db");
        new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor();
        Path good = file("good.db", db("a"));
        int status = run("/dev/zero", fifo.toString(), tmp.getRoot().toString(), good.toString());
        assertEquals(2, status);
        assertTrue(outErr[1], outErr[1].contains("/dev/zero: not a regular file"));
        assertTrue(outErr[1], outErr[1].contains(fifo + ": not a regular file"));
        assertTrue(outErr[0], outErr[0].contains(good + ": 1 patterns"));
    }

    @Test
    public void aFileOverTheSizeLimitIsRefused() throws IOException {
        Path big = file("big.db", "# x\n".repeat(1000));
        assertEquals(2, run("--max-file-bytes", "1000", big.toString()));
        assertTrue(outErr[1], outErr[1].contains("more than the limit of 1000"));
        assertEquals("the option lasts for that run only: the next run keeps the defaults", 0, run(big.toString()));
        Path deep = file("deep.db", db("((((a))))"));
        assertEquals(0, run(deep.toString()));
        assertEquals("a pattern with an error", 1, run("--max-expression-depth", "2", deep.toString()));
        assertTrue(outErr[0], (outErr[0] + outErr[1]).contains("nested deeper than 2 levels"));
    }

    @Test
    public void helpIsHelp() {
        assertEquals(0, run("--help"));
        assertTrue(outErr[0], outErr[0].startsWith("usage: patterns"));
        assertEquals(2, run("--bogus", "x.db"));
        assertTrue(outErr[1], outErr[1].contains("unknown option --bogus"));
    }

    @Test
    public void aHugeMoveNumberInMatchIsAClearError() throws IOException {
        Path game = file("g.sgf", "(;GM[1]SZ[19];B[dd])");
        assertEquals(2, run("--match", game + ":99999999999", file("a.db", db("a")).toString()));
        assertTrue(outErr[1], outErr[1].contains("move number 99999999999 is out of range"));
        assertTrue(outErr[1], outErr[1].startsWith(game.toString()));
    }

    @Test
    public void anSgfValueWithALineBreakKeepsTheLocationFormat() throws IOException {
        Path j = file("lb.sgf", "(;GM[1]SZ[19];B[pd]MA[a\nb])");
        assertEquals(1, run(j.toString()));
        for (String line : outErr[0].split("\n")) {
            assertTrue(line, line.startsWith(j.toString()));
        }
    }
}
