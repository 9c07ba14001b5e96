package owlbench.sgf;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import owlbench.input.InputLimits;

/**
 * Issue 18's SGF findings: deep variations, huge files, non-regular files, values with line breaks,
 * out-of-range move numbers; and issue 17's games/owl42.sgf (a missing final parenthesis).
 */
public class SgfBadInputTest {
    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private static String nested(int depth) {
        StringBuilder sb = new StringBuilder("(;GM[1]SZ[9]");
        for (int i = 0; i < depth; i++) {
            sb.append("(;C[").append(i).append(']');
        }
        for (int i = 0; i < depth; i++) {
            sb.append(')');
        }
        return sb.append(")").toString();
    }

    @Test
    public void variationsNested3000DeepReadAndWriteWithoutStackOverflow() throws SgfException {
        SgfCollection c = SgfReader.read(nested(3000), "deep.sgf");
        SgfNode n = c.games().get(0);
        int depth = 0;
        while (n.mainChild() != null) {
            n = n.mainChild();
            depth++;
        }
        assertEquals(3000, depth);
        SgfCollection again = SgfReader.read(SgfWriter.write(c), "again.sgf");
        assertTrue(c.treeEquals(again));
    }

    @Test
    public void nestingBeyondTheLimitIsAnErrorAtTheParenthesis() {
        try {
            SgfReader.read(nested(50), "deep.sgf", InputLimits.builtIn().withDepth(20));
            fail("read past the depth limit");
        } catch (SgfException e) {
            assertEquals(1, e.getLine());
            assertTrue(e.getMessage(), e.getMessage().startsWith("deep.sgf:1:"));
            assertTrue(e.getMessage(), e.getProblem().contains("deeper than 20"));
        }
    }

    @Test
    public void tooManyNodesIsAnErrorNotAnOutOfMemory() {
        StringBuilder sb = new StringBuilder("(;GM[1]");
        for (int i = 0; i < 2000; i++) {
            sb.append(';');
        }
        try {
            SgfReader.read(sb.append(')').toString(), "many.sgf", InputLimits.builtIn().withNodes(1000));
            fail("read past the node limit");
        } catch (SgfException e) {
            assertTrue(e.getMessage(), e.getProblem().contains("more than 1000 nodes"));
        }
    }

    @Test
    public void aFileOverTheSizeLimitIsRefusedWithoutReadingIt() throws IOException, SgfException {
        Path f = tmp.newFile("sparse.sgf").toPath();
        try (RandomAccessFile r = new RandomAccessFile(f.toFile(), "rw")) {
            r.setLength(3L << 30); // sparse: 3 GB on paper, nothing on disk
        }
        try {
            SgfReader.read(f);
            fail("a 3 GB file was read");
        } catch (IOException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("more than the limit"));
        }
    }

    @Test
    public void onlyRegularFilesAreRead() throws Exception {
        for (String p : new String[] {"/dev/zero", tmp.getRoot().toString()}) {
            try {
                SgfReader.read(Path.of(p));
                fail(p + " was read");
            } catch (IOException e) {
                assertTrue(e.getMessage(), e.getMessage().contains("not a regular file"));
            }
        }
        Path fifo = tmp.getRoot().toPath().resolve("fifo.sgf");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        if (mk.waitFor() == 0) {
            try {
                SgfReader.read(fifo); // would block for ever if it were opened
                fail("a FIFO was read");
            } catch (IOException e) {
                assertTrue(e.getMessage(), e.getMessage().contains("not a regular file"));
            }
        }
    }

    @Test
    public void aValueWithALineBreakNeverBreaksTheLocationFormat() {
        try {
            SgfReader.read("(;GM[1]SZ[9];B[a\nb])", "g.sgf");
            fail("bad coordinate accepted");
        } catch (SgfException e) {
            assertFalse(e.getMessage(), e.getMessage().contains("\n"));
            assertTrue(e.getMessage(), e.getMessage().startsWith("g.sgf:1:15: "));
        }
        try {
            SgfReader.read("(;GM[1]SZ[9];B[zz])", "a\nb.sgf");
            fail("bad coordinate accepted");
        } catch (SgfException e) {
            assertFalse(e.getMessage(), e.getMessage().contains("\n"));
        }
    }

    @Test
    public void aMissingFinalParenthesisIsReadWithAWarning() throws SgfException {
        SgfCollection c = SgfReader.read("(;SZ[9];B[ee]\n", "owl.sgf");
        assertEquals(1, c.games().size());
        assertEquals("ee", c.games().get(0).mainChild().get("B"));
        assertEquals(1, c.warnings().size());
        assertTrue(c.warnings().get(0), c.warnings().get(0).startsWith("owl.sgf:2:1: unterminated game tree"));
        c = SgfReader.read("(;SZ[9](;B[ee])(;B[dd]", "v.sgf");
        assertEquals(2, c.games().get(0).children().size());
        assertTrue(c.warnings().get(0), c.warnings().get(0).contains("for the '(' at 1:1 (and 1 more)"));
        assertTrue(SgfReader.read("(;SZ[9];B[ee])", "ok.sgf").warnings().isEmpty());
    }

    @Test
    public void owl42FromGnuGoLoadsWithAWarning() throws IOException, SgfException {
        Path f = Path.of(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/owl42.sgf");
        org.junit.Assume.assumeTrue("../shared is absent: skipping owl42.sgf", Files.isRegularFile(f));
        SgfCollection c = SgfReader.read(f);
        assertEquals(1, c.games().size());
        assertEquals(1, c.warnings().size());
        assertTrue(c.warnings().get(0), c.warnings().get(0).contains("missing ')'"));
        GameReplay.atEnd(c.games().get(0));
    }

    @Test
    public void komiIsAnSgfRealOnly() throws SgfException {
        for (String bad : new String[] {"0x1p3", "1e-5", "NaN", "Infinity", "\u0666.5", "."}) {
            SgfGame g = new SgfGame(SgfReader.read("(;GM[1]KM[" + bad + "])", "k.sgf").games().get(0));
            try {
                g.komi();
                fail("KM[" + bad + "] accepted");
            } catch (IllegalStateException e) {
                assertTrue(e.getMessage(), e.getMessage().startsWith("k.sgf:1:10: KM must be a number"));
            }
        }
        assertEquals(6.5, new SgfGame(SgfReader.read("(;GM[1]KM[6,5])", "k.sgf").games().get(0)).komi(), 0);
        assertEquals(-0.5, new SgfGame(SgfReader.read("(;GM[1]KM[-.5])", "k.sgf").games().get(0)).komi(), 0);
    }

    @Test
    public void aHugeMoveNumberIsAClearError() throws SgfException {
        SgfNode root = SgfReader.read("(;SZ[9];B[ee])", "g.sgf").games().get(0);
        try {
            GameReplay.load(root, "99999999999");
            fail("accepted");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("out of range"));
        }
    }
}
