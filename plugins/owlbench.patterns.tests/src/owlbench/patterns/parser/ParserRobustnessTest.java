package owlbench.patterns.parser;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Random;

import org.junit.Assume;
import org.junit.Test;

import owlbench.patterns.eyes.EyeDbFile;
import owlbench.patterns.eyes.EyeDbParser;
import owlbench.patterns.model.DbFile;

/** Odd inputs never crash the parsers and always round-trip: CRLF, empty text, no final newline, random damage. */
public class ParserRobustnessTest {
    private static String gnugo(String name) throws IOException {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping", new File(shared, "gnugo-3.8").isDirectory());
        return new String(Files.readAllBytes(new File(shared, "gnugo-3.8/patterns/" + name).toPath()), StandardCharsets.ISO_8859_1);
    }

    @Test
    public void crlfFilesParseTheSameAndRoundTrip() throws IOException {
        String crlf = gnugo("patterns2.db").replace("\n", "\r\n");
        DbFile f = DbParser.parse(crlf, "patterns2.db");
        assertEquals(0, f.errors().size());
        assertEquals(228, f.patterns().size());
        assertEquals(crlf, DbWriter.write(f));
        assertEquals("Conn101", f.patterns().get(0).name());
        assertEquals(60, f.patterns().get(0).nameRange().line);
    }

    @Test
    public void emptyAndUnterminatedTexts() {
        DbFile e = DbParser.parse("", "e.db");
        assertEquals(0, e.items().size());
        assertEquals("", DbWriter.write(e));
        String t = "Pattern X\n\nO*\n\n:8,C";
        DbFile f = DbParser.parse(t, "t.db");
        assertEquals(1, f.patterns().size());
        assertEquals(0, f.diagnostics().size());
        assertEquals(t, DbWriter.write(f));
        DbFile g = DbParser.parse("Pattern", "g.db");
        assertEquals(1, g.patterns().size());
        assertTrue(g.hasErrors());
    }

    @Test
    public void randomDamageNeverCrashesAndAlwaysRoundTrips() throws IOException {
        String base = gnugo("owl_vital_apats.db");
        String eyes = gnugo("eyes.db").substring(0, 20000);
        String alphabet = "Pattern :;>()|-+*?.,!XOxoQYab01289 \n\t#_&=<";
        Random r = new Random(42);
        for (int round = 0; round < 40; round++) {
            String src = round % 4 == 3 ? eyes : base;
            StringBuilder sb = new StringBuilder(src);
            int damage = 1 + r.nextInt(200);
            for (int i = 0; i < damage; i++) {
                int at = r.nextInt(sb.length());
                switch (r.nextInt(3)) {
                    case 0: sb.setCharAt(at, alphabet.charAt(r.nextInt(alphabet.length()))); break;
                    case 1: sb.deleteCharAt(at); break;
                    default: sb.insert(at, alphabet.charAt(r.nextInt(alphabet.length())));
                }
            }
            String text = sb.toString();
            if (src == eyes) {
                EyeDbFile f = EyeDbParser.parse(text, "eyes.db");
                assertEquals(text, f.write());
            } else {
                DbFile f = DbParser.parse(text, "x.db");
                assertEquals(text, DbWriter.write(f));
                f.diagnostics().forEach(d -> assertTrue(d.toString(), d.line >= 1 && d.column >= 1 && d.offset >= 0
                        && d.offset + d.length <= text.length()));
            }
        }
    }
}
