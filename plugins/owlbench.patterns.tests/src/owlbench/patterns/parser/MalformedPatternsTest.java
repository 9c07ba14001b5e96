package owlbench.patterns.parser;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.Test;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.model.Pattern;

/**
 * Malformed pattern files (resources in malformed/, listed with the expected error in
 * malformed/expectations.txt): each gives the right error at the right line and column, and the
 * parser still reports the good patterns around the broken one.
 */
public class MalformedPatternsTest {
    private String resource(String name) throws IOException {
        try (InputStream in = getClass().getResourceAsStream("malformed/" + name)) {
            assertNotNull("missing test resource malformed/" + name, in);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            in.transferTo(out);
            return out.toString(StandardCharsets.ISO_8859_1);
        }
    }

    @Test
    public void everyMalformedFileGivesItsErrorAtTheRightPlace() throws IOException {
        List<String> failures = new ArrayList<>();
        int cases = 0;
        for (String line : resource("expectations.txt").split("\n")) {
            if (line.isEmpty() || line.startsWith("#")) continue;
            String[] f = line.split("\\|", 5);
            cases++;
            String file = f[0];
            int patterns = Integer.parseInt(f[1]);
            int ln = Integer.parseInt(f[2]);
            int col = Integer.parseInt(f[3]);
            String fragment = f[4];
            String text = resource(file);
            DbFile db = DbParser.parse(text, file);
            if (db.patterns().size() != patterns) {
                failures.add(file + ": " + db.patterns().size() + " patterns, expected " + patterns);
            }
            boolean found = false;
            for (Diagnostic d : db.errors()) {
                if (d.line == ln && d.column == col && d.message.contains(fragment)) found = true;
            }
            if (!found) failures.add(file + ": no error '" + fragment + "' at " + ln + ":" + col + ", got " + db.diagnostics());
            // the good patterns are still there, complete and free of errors
            for (String good : new String[] {"Good1", "Good2"}) {
                Pattern p = db.pattern(good);
                if (p == null || p.colon() == null || p.diagram() == null) {
                    failures.add(file + ": pattern " + good + " not reported completely");
                    continue;
                }
                for (Diagnostic d : db.diagnostics()) {
                    if (d.offset >= p.range().offset && d.offset < p.range().end()) {
                        failures.add(file + ": problem inside good pattern " + good + ": " + d);
                    }
                }
            }
            assertEquals(file + " must round-trip", text, DbWriter.write(db));
        }
        assertTrue("expected at least 30 malformed files, found " + cases, cases >= 30);
        assertEquals(String.join("\n", failures), 0, failures.size());
    }

    @Test
    public void diagnosticsFormatLikeACompiler() throws IOException {
        DbFile db = DbParser.parse(resource("01-unknown-symbol.db"), "01-unknown-symbol.db");
        assertFalse(db.errors().isEmpty());
        assertEquals("x.db:16:3: unknown diagram symbol 'Z'", db.errors().get(0).format("x.db"));
        assertEquals(1, db.errors().get(0).length);
    }
}
