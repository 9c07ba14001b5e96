package owlbench.patterns;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import org.junit.Assume;
import org.junit.Test;

/** The headless checker: counts per file, problems as file:line:column: message, exit status. */
public class PatternsMainTest {
    private static String[] run(int expectedStatus, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = PatternsMain.run(args, new PrintStream(out, true), new PrintStream(err, true));
        assertEquals(err.toString(), expectedStatus, status);
        return out.toString().split("\n");
    }

    @Test
    public void reportsErrorsWithLocationsAndExitsWithOne() throws IOException {
        File f = File.createTempFile("bad", ".db");
        f.deleteOnExit();
        Files.write(f.toPath(), ("Pattern A\n\nO*Z\n\n:8,C\n\n\nPattern B\n\nO*.\n\n:9,C\n").getBytes(StandardCharsets.ISO_8859_1));
        String[] lines = run(1, f.getPath());
        assertEquals(f.getPath() + ": 2 patterns", lines[0]);
        assertEquals(f.getPath() + ":3:3: unknown diagram symbol 'Z'", lines[1]);
        assertTrue(lines[2], lines[2].startsWith(f.getPath() + ":12:2: unknown symmetry '9'"));
        assertEquals(3, lines.length);
    }

    @Test
    public void cleanDatabasesExitWithZero() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping", new File(shared, "gnugo-3.8").isDirectory());
        File dir = new File(shared, "gnugo-3.8/patterns");
        String[] lines = run(0, new File(dir, "conn.db").getPath(), new File(dir, "eyes.db").getPath());
        assertTrue(lines[0], lines[0].endsWith("conn.db: 35 patterns"));
        assertTrue(lines[1], lines[1].endsWith("eyes.db: 721 eye shapes"));
    }

    @Test
    public void otherFormatsByName() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping", new File(shared, "gnugo-3.8").isDirectory());
        File dir = new File(shared, "gnugo-3.8/patterns");
        String[] lines = run(0, new File(dir, "mc_uniform.db").getPath(), new File(dir, "fuseki9.dbz").getPath(),
                new File(dir, "sansan.sgf").getPath());
        assertTrue(lines[0], lines[0].endsWith("mc_uniform.db: 3 Monte Carlo patterns"));
        assertTrue(lines[1], lines[1].endsWith("fuseki9.dbz: 1356 fullboard patterns"));
        assertTrue(lines[2], lines[2].endsWith("sansan.sgf: 11 joseki patterns"));
        assertEquals(3, lines.length);
    }

    @Test
    public void usageAndMissingFiles() {
        run(2);
        run(2, "/nonexistent/x.db");
    }
}
