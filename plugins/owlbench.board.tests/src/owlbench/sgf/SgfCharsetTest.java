package owlbench.sgf;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

/** CA handling: bytes decoded by the root's CA, written back in the same charset, equal trees after a round trip. */
public class SgfCharsetTest {

    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private static final String KOREAN = "\uC870\uD6C8\uD604"; // Cho Hun-hyeon in Hangul
    private static final String JOSE = "Jos\u00E9 M\u00FCller";

    private SgfCollection writeAndReadBack(SgfCollection c, String file) throws IOException, SgfException {
        Path p = tmp.getRoot().toPath().resolve(file);
        SgfWriter.write(c, p);
        SgfCollection again = SgfReader.read(p);
        assertTrue("round trip through " + file + " changed the tree", c.treeEquals(again));
        return again;
    }

    @Test
    public void utf8RoundTrip() throws IOException, SgfException {
        SgfCollection c = SgfReader.read("(;FF[4]CA[UTF-8]PB[" + KOREAN + "]PW[" + JOSE + "]C[\u00BD point];B[dd])",
                "utf8");
        SgfCollection again = writeAndReadBack(c, "utf8.sgf");
        assertEquals(KOREAN, again.games().get(0).get("PB"));
        assertEquals(JOSE, again.games().get(0).get("PW"));
        byte[] bytes = Files.readAllBytes(tmp.getRoot().toPath().resolve("utf8.sgf"));
        String asUtf8 = new String(bytes, StandardCharsets.UTF_8);
        assertTrue("written as UTF-8", asUtf8.contains("PB[" + KOREAN + "]"));
    }

    @Test
    public void latin1RoundTrip() throws IOException, SgfException {
        SgfCollection c = SgfReader.read("(;FF[4]CA[ISO-8859-1]PW[" + JOSE + "]PB[Fran\u00E7ois];W[pp])", "latin1");
        SgfCollection again = writeAndReadBack(c, "latin1.sgf");
        assertEquals(JOSE, again.games().get(0).get("PW"));
        byte[] bytes = Files.readAllBytes(tmp.getRoot().toPath().resolve("latin1.sgf"));
        String asLatin1 = new String(bytes, StandardCharsets.ISO_8859_1);
        assertTrue("one byte 0xE9 for the e acute", asLatin1.contains("PW[" + JOSE + "]"));
        assertEquals("no multi-byte sequences", asLatin1.length(), bytes.length);
    }

    @Test
    public void bytesAreDecodedByCa() throws SgfException {
        byte[] latin1 = ("(;CA[ISO-8859-1]PW[" + JOSE + "])").getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(JOSE, SgfReader.read(latin1, "l").games().get(0).get("PW"));
        byte[] utf8 = ("(;CA[UTF-8]PW[" + JOSE + "])").getBytes(StandardCharsets.UTF_8);
        assertEquals(JOSE, SgfReader.read(utf8, "u").games().get(0).get("PW"));
        byte[] alias = ("(;CA[ISO8859_1]PW[" + JOSE + "])").getBytes(StandardCharsets.ISO_8859_1);
        assertEquals("Java alias seen in real files", JOSE, SgfReader.read(alias, "a").games().get(0).get("PW"));
    }

    @Test
    public void withoutCaValidUtf8IsUtf8ElseLatin1() throws SgfException {
        byte[] utf8 = ("(;PW[" + JOSE + "])").getBytes(StandardCharsets.UTF_8);
        assertEquals(StandardCharsets.UTF_8, SgfReader.charsetOf(utf8, "u"));
        assertEquals(JOSE, SgfReader.read(utf8, "u").games().get(0).get("PW"));
        byte[] latin1 = ("(;PW[" + JOSE + "])").getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(StandardCharsets.ISO_8859_1, SgfReader.charsetOf(latin1, "l"));
        assertEquals(JOSE, SgfReader.read(latin1, "l").games().get(0).get("PW"));
    }

    @Test
    public void withoutCaWritingUsesUtf8() throws IOException, SgfException {
        SgfCollection c = SgfReader.read("(;PB[" + KOREAN + "])", "k");
        assertArrayEquals(("(;PB[" + KOREAN + "]\n)\n").getBytes(StandardCharsets.UTF_8), SgfWriter.toBytes(c));
        writeAndReadBack(c, "noca.sgf");
    }

    @Test
    public void unencodableCharacterFailsTheWrite() throws SgfException {
        SgfCollection c = SgfReader.read("(;CA[ISO-8859-1]PB[" + KOREAN + "])", "k");
        try {
            SgfWriter.toBytes(c);
            fail("Hangul cannot be written in ISO-8859-1");
        } catch (IOException expected) {
            assertTrue(expected.getMessage(), expected.getMessage().contains("ISO-8859-1"));
        }
    }

    @Test
    public void caIsFoundAfterTextBeforeTheFirstTree() throws SgfException {
        byte[] latin1 = ("Mailed by Fran\u00E7ois.\n(;CA[ISO-8859-1]PW[" + JOSE + "])")
                .getBytes(StandardCharsets.ISO_8859_1);
        assertEquals(StandardCharsets.ISO_8859_1, SgfReader.charsetOf(latin1, "l"));
        byte[] utf8InLatin1File = ("Intro\n(;CA[ISO-8859-1]PW[" + JOSE + "])").getBytes(StandardCharsets.UTF_8);
        assertEquals("CA wins over the UTF-8 guess", "Jos\u00C3\u00A9 M\u00C3\u00BCller",
                SgfReader.read(utf8InLatin1File, "u").games().get(0).get("PW"));
    }

    @Test
    public void byteOrderMarkIsSkipped() throws SgfException {
        byte[] bom = ("\uFEFF(;CA[UTF-8]GN[x])").getBytes(StandardCharsets.UTF_8);
        assertEquals("x", SgfReader.read(bom, "bom").games().get(0).get("GN"));
    }
}
