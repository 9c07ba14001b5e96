package owlbench.owl.optics;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.Assume;
import org.junit.Test;

import owlbench.patterns.eyes.EyeDbParser;

/** The compact reader compiles the same shapes as the parser, and hands bad input to the parser. */
public class CompactEyeReaderTest {

    private static void sameShapes(String text) {
        List<EyeShapeDatabase.Shape> fast = CompactEyeReader.read(text);
        assertNotNull("the compact reader gave up", fast);
        List<EyeShapeDatabase.Shape> parsed = EyeShapeDatabase.of(EyeDbParser.parse(text, "x")).shapes();
        assertEquals(parsed.size(), fast.size());
        for (int i = 0; i < fast.size(); i++) {
            EyeShapeDatabase.Shape a = parsed.get(i), b = fast.get(i);
            assertEquals(a.name, b.name);
            assertArrayEquals(a.name, a.symbol, b.symbol);
            assertArrayEquals(a.name, a.value, b.value);
            assertArrayEquals(a.name, a.wall, b.wall);
            for (int v = 0; v < a.symbol.length; v++) assertArrayEquals(a.name, a.neighbours[v], b.neighbours[v]);
        }
    }

    @Test
    public void sameShapesAsTheParserOnGnuGosEyesDb() throws IOException {
        File f = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/patterns/eyes.db");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping GNU Go's eyes.db", f.isFile());
        sameShapes(Files.readString(f.toPath(), StandardCharsets.ISO_8859_1));
    }

    @Test
    public void sameShapesAsTheParserOnTheGeneratedDatabase() throws IOException {
        Path p = Path.of(System.getProperty("owlbench.patterns", "../../patterns"), EyeShapeDatabase.GENERATED_FILE);
        Assume.assumeTrue("no " + p + ": skipping", Files.isRegularFile(p));
        sameShapes(Files.readString(p, StandardCharsets.ISO_8859_1));
    }

    @Test
    public void edgeShapesKeepTheirWalls() {
        // bent four in the corner: the corner point touches no wall, the others do
        List<EyeShapeDatabase.Shape> s = CompactEyeReader.read("Pattern 1\n\n+---\n|...\n|.\n\n:1122\n");
        assertNotNull(s);
        assertArrayEquals(new boolean[] {false, true, true, true}, s.get(0).wall);
    }

    @Test
    public void givesUpOnWhatOnlyTheParserCanExplain() {
        assertNull(CompactEyeReader.read("Pattern 1\n\n.?.\n\n:1111\n"));
        assertNull(CompactEyeReader.read("Pattern 1\n\n...\n\n:1131\n"));
        assertNull(CompactEyeReader.read("Pattern 1\n\n...\n\n"));
        assertNull(CompactEyeReader.read("stray text\n"));
    }
}
