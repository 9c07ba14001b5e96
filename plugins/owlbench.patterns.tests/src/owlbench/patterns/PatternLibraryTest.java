package owlbench.patterns;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.Assume;
import org.junit.Test;

/** Loading a directory of databases: every format to its reader, joseki SGF compiled when no .db exists. */
public class PatternLibraryTest {
    @Test
    public void loadsAGnuGoCheckout() throws IOException {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping", new File(shared, "gnugo-3.8").isDirectory());
        PatternLibrary lib = PatternLibrary.load(new File(shared, "gnugo-3.8/patterns").toPath());
        assertFalse(lib.problems().toString(), lib.hasErrors());
        assertEquals(22, lib.databases().size()); // the joseki .db files are there, so their SGF is not compiled
        assertEquals(992, lib.database("patterns.db").patterns().size());
        assertEquals(1, lib.eyeDatabases().size());
        assertEquals(3, lib.monteCarloDatabases().size());
        assertEquals(3, lib.fullboardDatabases().size());
    }

    @Test
    public void compilesJosekiSgfWithoutItsDb() throws IOException {
        Path dir = Files.createTempDirectory("lib");
        Files.write(dir.resolve("corner.sgf"), "(;SZ[19];B[pd]MA[ki]C[U])".getBytes());
        Files.write(dir.resolve("bad.db"), "Pattern A\n\nO*Z\n\n:8,-\n".getBytes());
        PatternLibrary lib = PatternLibrary.load(dir);
        assertEquals(1, lib.database("corner.db").patterns().size());
        // the lone move on the corner's diagonal is symmetric
        assertEquals(":/,sFU", lib.database("corner.db").patterns().get(0).colon().render());
        assertTrue(lib.hasErrors());
        assertEquals(1, lib.problems().get("bad.db").size());
        for (File f : dir.toFile().listFiles()) f.delete();
        dir.toFile().delete();
    }

    @Test(expected = IOException.class)
    public void missingDirectory() throws IOException {
        PatternLibrary.load(new File("/nonexistent/patterns").toPath());
    }
}
