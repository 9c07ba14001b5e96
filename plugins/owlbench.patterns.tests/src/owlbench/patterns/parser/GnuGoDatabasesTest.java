package owlbench.patterns.parser;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.junit.Assume;
import org.junit.Before;
import org.junit.Test;

import owlbench.patterns.expr.ExpressionParser;
import owlbench.patterns.expr.FunctionCatalogue;
import owlbench.patterns.expr.Node;
import owlbench.patterns.model.ColonLine;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.model.Diagram;
import owlbench.patterns.model.Directive;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.model.SourceRange;

/** Parses every pattern database of GNU Go 3.8: counts, zero errors, byte-exact round trip, ranges. */
public class GnuGoDatabasesTest {
    /** GNU Go's pattern counts per database. */
    static final Map<String, Integer> COUNTS = new LinkedHashMap<>();
    static {
        COUNTS.put("patterns.db", 992);
        COUNTS.put("patterns2.db", 228);
        COUNTS.put("owl_attackpats.db", 397);
        COUNTS.put("owl_defendpats.db", 488);
        COUNTS.put("owl_vital_apats.db", 59);
        COUNTS.put("conn.db", 35);
        COUNTS.put("barriers.db", 218);
        COUNTS.put("influence.db", 50);
        COUNTS.put("endgame.db", 102);
        COUNTS.put("fuseki.db", 168);
        COUNTS.put("handicap.db", 49);
        COUNTS.put("attack.db", 14);
        COUNTS.put("defense.db", 33);
        COUNTS.put("aa_attackpats.db", 28);
        COUNTS.put("hoshi_keima.db", 733);
        COUNTS.put("hoshi_other.db", 242);
        COUNTS.put("komoku.db", 449);
        COUNTS.put("gogo.db", 107);
        COUNTS.put("takamoku.db", 67);
        COUNTS.put("mokuhazushi.db", 13);
        COUNTS.put("sansan.db", 11);
        COUNTS.put("oracle.db", 4);
    }

    private File dir;

    @Before
    public void locate() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping GNU Go database tests",
                new File(shared, "gnugo-3.8").isDirectory());
        dir = new File(shared, "gnugo-3.8/patterns");
    }

    private DbFile parse(String name) throws IOException {
        return DbParser.parse(new File(dir, name).toPath());
    }

    @Test
    public void everyDatabaseParsesWithoutErrorsAndHasGnuGosCount() throws IOException {
        StringBuilder problems = new StringBuilder();
        long t0 = System.nanoTime();
        int total = 0;
        for (Map.Entry<String, Integer> e : COUNTS.entrySet()) {
            DbFile f = parse(e.getKey());
            total += f.patterns().size();
            for (Diagnostic d : f.errors()) problems.append(d.format(e.getKey())).append('\n');
            assertEquals(e.getKey(), (int) e.getValue(), f.patterns().size());
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("parsed " + COUNTS.size() + " databases, " + total + " patterns, in " + ms + " ms");
        assertEquals("errors:\n" + problems, "", problems.toString());
    }

    @Test
    public void everyDatabaseRoundTripsByteForByte() throws IOException {
        for (String name : COUNTS.keySet()) {
            byte[] original = Files.readAllBytes(new File(dir, name).toPath());
            DbFile f = parse(name);
            byte[] written = DbWriter.write(f).getBytes(StandardCharsets.ISO_8859_1);
            assertTrue(name + " does not round-trip", java.util.Arrays.equals(original, written));
        }
    }

    @Test
    public void everyConstraintAndActionParsesAndUsesOnlyCataloguedFunctions() throws IOException {
        TreeSet<String> unknown = new TreeSet<>();
        int constraints = 0, actions = 0;
        List<String> failures = new ArrayList<>();
        for (String name : COUNTS.keySet()) {
            DbFile f = parse(name);
            for (Pattern p : f.patterns()) {
                if (p.constraint() != null) {
                    constraints++;
                    ExpressionParser.Result r = ExpressionParser.parseConstraint(p.constraint(), f.lineMap(), p.labels().keySet());
                    if (!r.ok()) failures.add(name + " " + p.name() + ": " + r.diagnostics);
                    collectCalls(r.root, unknown);
                }
                if (p.action() != null) {
                    actions++;
                    ExpressionParser.Result r = ExpressionParser.parseAction(p.action(), f.lineMap(), p.labels().keySet());
                    if (!r.ok()) failures.add(name + " " + p.name() + ": " + r.diagnostics);
                    collectCalls(r.root, unknown);
                }
            }
        }
        System.out.println("constraints: " + constraints + ", actions: " + actions + ", functions not in the catalogue: " + unknown);
        assertEquals("", String.join("\n", failures));
        assertEquals("functions used but not catalogued", "[]", unknown.toString());
        assertTrue(constraints > 1500);
        assertTrue(actions > 200);
    }

    private static void collectCalls(Node n, TreeSet<String> unknown) {
        if (n == null) return;
        if (n.kind == Node.Kind.CALL && FunctionCatalogue.get(n.text) == null) unknown.add(n.text);
        for (Node c : n.children) collectCalls(c, unknown);
    }

    @Test
    public void directivesAreRecordedAndApplied() throws IOException {
        DbFile conn = parse("conn.db");
        List<Directive> ds = conn.directives();
        assertEquals("attribute_map", ds.get(0).name());
        assertEquals("none", ds.get(0).value());
        long callbacks = ds.stream().filter(d -> d.name().equals("callback_data")).count();
        assertEquals(4, callbacks);
        Directive barriersCb = parse("barriers.db").directives().get(2);
        assertEquals("XO,!", barriersCb.value());
        assertEquals(63, barriersCb.valueRange().line);
        assertEquals(15, barriersCb.valueRange().column);
        Pattern a1 = parse("owl_attackpats.db").pattern("A1");
        assertEquals("owl_attack", a1.attributeMap());
        assertEquals("Xx", a1.goalElements());
        assertEquals("Xx", a1.callbackData());
    }

    @Test
    public void patternPartsHaveExactSourceRanges() throws IOException {
        DbFile f = parse("patterns.db");
        Pattern cc2 = f.pattern("CC2");
        // Pattern CC2 is at line 122; diagram rows 124-126, ':' at 128, constraint diagram 130-132, ';' at 134
        assertEquals(122, cc2.nameRange().line);
        assertEquals(9, cc2.nameRange().column);
        assertEquals("CC2", f.text().substring(cc2.nameRange().offset, cc2.nameRange().end()));
        Diagram d = cc2.diagram();
        assertEquals(3, d.width());
        assertEquals(3, d.height());
        assertEquals('*', d.cell(1, 1));
        assertEquals(125, d.cellLine(1, 1));
        assertEquals(2, d.cellColumn(1, 1));
        assertEquals('*', f.text().charAt(d.cellOffset(1, 1)));
        assertEquals("connect against peep (not on edge)",
                f.text().substring(d.rowComments().get(0).offset, d.rowComments().get(0).end()));
        ColonLine c = cc2.colon();
        assertEquals('8', c.symmetry());
        assertEquals("nBC", c.classification());
        assertEquals(128, c.range().line);
        assertTrue(cc2.labels().containsKey('a'));
        assertEquals(130, cc2.constraintDiagram().cellLine(0, 1));
        Node root = ExpressionParser.constraint(cc2, f.lineMap());
        assertEquals("(xplay_attack_either(*,a,a,b) || xplay_attack(*,a,c))", root.toString());
        SourceRange r = root.child(1).range;
        assertEquals(134, r.line);
        assertEquals(34, r.column);
        assertEquals("xplay_attack(*,a,c)", f.text().substring(r.offset, r.end()));
        // hover lookups: the pattern and the innermost node under an offset
        assertEquals("CC2", f.patternAt(r.offset).name());
        Node hit = root.at(r.offset + 3);
        assertEquals(Node.Kind.CALL, hit.kind);
        assertEquals("xplay_attack", hit.text);
        assertEquals("a", root.at(r.offset + 15).text);
        assertEquals(null, root.at(r.offset - 40));
    }

    @Test
    public void valuesHelpersEdgesAndCorners() throws IOException {
        DbFile p = parse("patterns.db");
        int helpers = 0;
        for (Pattern x : p.patterns()) if (x.colon().helper() != null && !x.colon().helper().equals("NULL")) helpers++;
        assertEquals(77, helpers);
        DbFile h = parse("handicap.db");
        Pattern h1 = h.pattern("H1");
        assertEquals('/', h1.colon().symmetry());
        assertEquals(25.0, h1.colon().value("value").number, 0);
        Diagram d = h1.diagram();
        assertTrue(d.hasLeftEdge());
        assertTrue(d.hasBottomEdge());
        assertFalse(d.hasTopEdge());
        assertFalse(d.hasRightEdge());
        assertEquals(5, d.width());
        assertEquals(5, d.height());
        Diagram g = parse("gogo.db").pattern("JG1").diagram();
        assertTrue(g.hasTopEdge() && g.hasRightEdge());
        assertEquals(9, g.width());
        assertEquals(7, g.height());
        Pattern owl = parse("owl_defendpats.db").patterns().stream()
                .filter(x -> x.colon().value("threatens_eye") != null).findFirst().get();
        assertTrue(owl.colon().value("threatens_eye").isLabel());
        Pattern ee1a = parse("endgame.db").pattern("EE1a");
        assertEquals(2.0, ee1a.colon().value("terri").number, 0);
        assertNull(parse("attack.db").pattern("Attack1").constraint());
        assertNotNull(parse("barriers.db").patterns().stream().filter(x -> x.action() != null).findFirst().orElse(null));
    }
}
