package owlbench.patterns.mc;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;

import org.junit.Assume;
import org.junit.Test;

/** The Monte Carlo 3x3 databases: zero errors, counts, values and properties, byte-exact round trip. */
public class McParserTest {
    private static File dir() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping Monte Carlo database tests",
                new File(shared, "gnugo-3.8").isDirectory());
        return new File(shared, "gnugo-3.8/patterns");
    }

    @Test
    public void gnuGosDatabasesParseAndRoundTrip() throws IOException {
        String[] names = {"mc_mogo_classic.db", "mc_montegnu_classic.db", "mc_uniform.db"};
        int[] patterns = {28, 17, 3};   // 3x3 diagrams
        int[] valueLines = {28, 23, 3}; // ':' lines (montegnu gives several values per diagram)
        for (int i = 0; i < names.length; i++) {
            File f = new File(dir(), names[i]);
            McDbFile db = McParser.parse(f.toPath());
            assertEquals(names[i] + " " + db.diagnostics(), 0, db.diagnostics().size());
            assertEquals(names[i], patterns[i], db.patterns().size());
            assertEquals(names[i], valueLines[i], db.valueLineCount());
            assertTrue(names[i], java.util.Arrays.equals(Files.readAllBytes(f.toPath()), db.write().getBytes(StandardCharsets.ISO_8859_1)));
        }
    }

    @Test
    public void uniformDatabaseContents() throws IOException {
        McDbFile db = McParser.parse(new File(dir(), "mc_uniform.db").toPath());
        McPattern corner = db.patterns().get(2);
        assertEquals(List.of("|Oo", "|*O", "+--"), corner.rows());
        assertEquals(0, corner.values().get(0).value);
        assertTrue(corner.values().get(0).properties.isEmpty());
    }

    @Test
    public void valuesPropertiesAndErrors() {
        String text = "# t\n\n?X%\n?*%  \n%%%\n\n:10000,ocap1,near,osafe\n:13000,ocap2,near\n\n"
                + "...\n.O.\n...\n\n:5\n\n"
                + "...\n.*.\n...\n\n:7,nearby\n";
        McDbFile db = McParser.parse(text, "t.db");
        assertEquals(2, db.patterns().size()); // the one with a bad centre is left out, the one with a bad property kept
        McPattern p = db.patterns().get(0);
        assertEquals(2, p.values().size());
        assertEquals(13000, p.values().get(1).value);
        assertEquals(List.of("ocap1", "near", "osafe"), p.values().get(0).properties);
        assertEquals(2, db.diagnostics().size());
        assertEquals("t.db:11:2: the centre of a Monte Carlo pattern must be '*'", db.diagnostics().get(0).format("t.db"));
        assertEquals("t.db:20:4: unknown Monte Carlo property 'nearby'", db.diagnostics().get(1).format("t.db"));
        assertEquals(text, db.write());
    }
}
