package owlbench.patterns.eyes;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;

import org.junit.Assume;
import org.junit.Test;

import owlbench.patterns.model.Diagnostic;

/** eyes.db: 721 eye shapes as graphs with their four-digit values, byte-exact round trip, errors. */
public class EyeDbParserTest {
    private EyeDbFile gnugo() throws IOException {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping eyes.db", new File(shared, "gnugo-3.8").isDirectory());
        return EyeDbParser.parse(new File(shared, "gnugo-3.8/patterns/eyes.db").toPath());
    }

    private static EyeShape shape(EyeDbFile f, String name) {
        return f.shapes().stream().filter(s -> s.name().equals(name)).findFirst().get();
    }

    @Test
    public void gnugoEyesDbHas721ShapesAndRoundTrips() throws IOException {
        EyeDbFile f = gnugo();
        assertEquals(f.diagnostics().toString(), 0, f.diagnostics().size());
        assertEquals(721, f.shapes().size());
        for (EyeShape s : f.shapes()) {
            assertTrue(s.name(), s.value() != null && !s.vertices().isEmpty());
        }
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        byte[] original = Files.readAllBytes(new File(shared, "gnugo-3.8/patterns/eyes.db").toPath());
        assertArrayEquals(original, f.write().getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    }

    @Test
    public void shapesAreGraphs() throws IOException {
        EyeDbFile f = gnugo();
        EyeShape s441 = shape(f, "441"); //  X / X.X
        assertEquals(4, s441.vertices().size());
        assertEquals(3, s441.edgeCount());
        assertEquals("1222", s441.valueText());
        int centre = -1;
        for (int i = 0; i < 4; i++) if (s441.vertices().get(i).symbol == '.') centre = i;
        assertEquals(3, s441.degree(centre));
        assertTrue(s441.vertices().get(0).requiresStone());
        EyeShape s401 = shape(f, "401"); // bent four in the corner
        assertTrue(s401.hasLeftEdge() && s401.hasBottomEdge());
        assertFalse(s401.hasTopEdge() || s401.hasRightEdge());
        assertEquals(4, s401.vertices().size());
        assertEquals(3, s401.edgeCount());
        EyeVertex star = s401.vertices().stream().filter(v -> v.symbol == '*').findFirst().get();
        assertTrue(star.isAttackPoint() && star.isDefensePoint() && !star.isMarginal());
        assertEquals(1, star.row);
        assertEquals(1, star.col);
        assertEquals(304, star.range.line);
        assertEquals(3, star.range.column);
        EyeShape s202 = shape(f, "202"); // @x
        assertTrue(s202.vertices().get(0).isMarginal());
        assertTrue(s202.vertices().get(1).allowsStone());
        assertArrayEquals(new int[] {0, 0, 1, 1}, s202.value());
    }

    @Test
    public void malformedEyeShapesAreReportedAndParsingGoesOn() {
        String text = "# eyes\n\nPattern 1\n\n.*.\n\n:1122\n\n\nPattern 2\n\n.Z.\n\n:1132\n\n\nPattern 3\n\n..\n\n\nPattern 4\n\n x\nx.x\n\n:0011\n";
        EyeDbFile f = EyeDbParser.parse(text, "t.db");
        assertEquals(4, f.shapes().size());
        assertEquals(text, f.write());
        Diagnostic sym = f.diagnostics().get(0);
        assertEquals(12, sym.line);
        assertEquals(2, sym.column);
        assertTrue(sym.message, sym.message.contains("unknown eye-space symbol 'Z'"));
        Diagnostic val = f.diagnostics().get(1);
        assertEquals(14, val.line);
        assertEquals(2, val.column);
        assertTrue(val.message, val.message.contains("four digits"));
        Diagnostic none = f.diagnostics().get(2);
        assertEquals(17, none.line);
        assertTrue(none.message, none.message.contains("no ':' line"));
        assertEquals(3, f.diagnostics().size());
        assertEquals(4, shape(f, "4").vertices().size());
    }
}
