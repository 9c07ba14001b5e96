package owlbench.patterns.joseki;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.Assume;
import org.junit.Before;
import org.junit.Test;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfReader;

/** The joseki compiler against the .db files GNU Go generated from its joseki SGF files. */
public class JosekiCompilerTest {
    static final Map<String, Integer> COUNTS = new LinkedHashMap<>();
    static {
        COUNTS.put("hoshi_keima", 733);
        COUNTS.put("hoshi_other", 242);
        COUNTS.put("komoku", 449);
        COUNTS.put("gogo", 107);
        COUNTS.put("takamoku", 67);
        COUNTS.put("mokuhazushi", 13);
        COUNTS.put("sansan", 11);
    }

    private File dir;

    @Before
    public void locate() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping joseki compiler tests",
                new File(shared, "gnugo-3.8").isDirectory());
        dir = new File(shared, "gnugo-3.8/patterns");
    }

    private static String part(Pattern p, String what) {
        switch (what) {
            case "diagram": return String.join("\n", p.diagram().rowTexts());
            case "colon": return p.colon().render();
            case "constraint diagram": return p.constraintDiagram() == null ? "" : String.join("\n", p.constraintDiagram().rowTexts());
            case "constraint": return p.constraint() == null ? "" : p.constraint().text().trim();
            case "action": return p.action() == null ? "" : p.action().text().trim();
            default: throw new IllegalArgumentException(what);
        }
    }

    @Test
    public void everyJosekiFileCompilesToGnuGosPatterns() throws IOException, SgfException {
        StringBuilder problems = new StringBuilder();
        for (Map.Entry<String, Integer> e : COUNTS.entrySet()) {
            DbFile compiled = JosekiCompiler.compile(new File(dir, e.getKey() + ".sgf").toPath());
            assertFalse(compiled.diagnostics().toString(), compiled.hasErrors());
            DbFile gnugo = DbParser.parse(new File(dir, e.getKey() + ".db").toPath());
            List<Pattern> a = compiled.patterns(), b = gnugo.patterns();
            assertEquals(e.getKey(), (int) e.getValue(), a.size());
            assertEquals(e.getKey(), b.size(), a.size());
            for (int i = 0; i < a.size(); i++) {
                Pattern x = a.get(i), y = b.get(i);
                if (!x.name().equals(y.name())) problems.append(e.getKey()).append(": name ").append(x.name()).append(" vs ").append(y.name()).append('\n');
                for (String what : new String[] {"diagram", "colon", "constraint diagram", "constraint", "action"}) {
                    if (!part(x, what).equals(part(y, what))) {
                        problems.append(e.getKey()).append(' ').append(y.name()).append(' ').append(what).append(":\n")
                                .append(part(x, what)).append("\nvs GNU Go:\n").append(part(y, what)).append('\n');
                    }
                }
                List<String> xc = comments(compiled, x), yc = comments(gnugo, y);
                if (!xc.equals(yc)) problems.append(e.getKey()).append(' ').append(y.name()).append(" comments ").append(xc).append(" vs ").append(yc).append('\n');
            }
        }
        assertEquals("", problems.length() > 4000 ? problems.substring(0, 4000) : problems.toString());
    }

    private static List<String> comments(DbFile f, Pattern p) {
        List<String> out = new java.util.ArrayList<>();
        p.commentLines().forEach(r -> out.add(f.text().substring(r.offset, r.end()).trim()));
        return out;
    }

    @Test
    public void smallTreeMarksLabelsAndComments() throws SgfException {
        String sgf = "(;SZ[9];B[gc]MA[dd]C[#the first move\n:-,shape(2)];W[fc]\n(;B[fb]MA[ce]LB[eb:a]C[U\n;xlib(a)>1])"
                + "(;B[gd]C[0])(;B[tt]MA[ce]))";
        String text = JosekiCompiler.compileText(SgfReader.read(sgf, "t.sgf"), "JX", "t.sgf");
        DbFile f = DbParser.parse(text, "t.db");
        assertFalse(f.diagnostics().toString(), f.hasErrors());
        assertEquals(2, f.patterns().size());
        Pattern p1 = f.pattern("JX1");
        assertEquals(List.of("------+", "......|", "......|", "...*..|", "......|"), p1.diagram().rowTexts());
        assertEquals(":8,sFJ-,shape(2)", p1.colon().render());
        assertTrue(text.contains("Pattern JX1\n#the first move\n\n"));
        Pattern p2 = f.pattern("JX2");
        assertEquals(List.of("-------+", ".......|", "...*...|", "...XO..|", ".......|", ".......|"), p2.diagram().rowTexts());
        assertEquals(":8,sFU", p2.colon().render());
        assertEquals("..a*...|", p2.constraintDiagram().rowTexts().get(2));
        assertEquals("xlib(a)>1", p2.constraint().text().trim());
    }

    @Test
    public void prefixes() {
        assertEquals("JHK", JosekiCompiler.prefixFor("hoshi_keima.sgf"));
        assertEquals("JK", JosekiCompiler.prefixFor("komoku.sgf"));
        assertEquals("JS", JosekiCompiler.prefixFor("sansan.sgf"));
    }
}
