package owlbench.patterns.expr;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;

import org.junit.Assume;
import org.junit.Test;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;

/** The constraint/action language: syntax, precedence, checks against the catalogue, source ranges. */
public class ExpressionParserTest {
    private static final Set<Character> LABELS = Set.of('*', 'a', 'b', 'c', 'A', 'B');

    private static String tree(String s) {
        ExpressionParser.Result r = ExpressionParser.parseConstraint(s, LABELS);
        assertTrue(s + " -> " + r.diagnostics, r.ok());
        return r.root.toString();
    }

    private static Diagnostic onlyError(ExpressionParser.Result r) {
        List<Diagnostic> errs = new ArrayList<>();
        for (Diagnostic d : r.diagnostics) if (d.isError()) errs.add(d);
        assertEquals(errs.toString(), 1, errs.size());
        return errs.get(0);
    }

    @Test
    public void namesAndOperatorsAreInterned() {
        // built from pieces, so the text parsed shares no object with the literals below
        String text = new StringBuilder("owl_").append("eyespace(a) ").append("&").append("& !attack(A)").toString();
        ExpressionParser.Result r = ExpressionParser.parseConstraint(text, LABELS);
        assertTrue(r.diagnostics.toString(), r.ok());
        Node and = r.root;
        assertSame("&&", and.text);
        assertSame("owl_eyespace", and.child(0).text);
        assertSame("attack", and.child(1).child(0).text);
    }

    @Test
    public void precedenceFollowsC() {
        assertEquals("((lib(a) == 2) && (!attack(A)))", tree("lib(a)==2 && !attack(A)"));
        assertEquals("((a && b) || c)", tree("a && b || c"));
        assertEquals("(a || (b && c))", tree("a || b && c"));
        assertEquals("((lib(a) + (2 * lib(b))) > 3)", tree("lib(a) + 2*lib(b) > 3"));
        assertEquals("((lib(*) * 2) >= 4)", tree("lib(*)*2 >= 4"));
        assertEquals("(a ? lib(b) : (lib(c) - 1))", tree("a ? lib(b) : lib(c)-1"));
        assertEquals("(weakness(a) < 0.7)", tree("weakness(a)<0.7"));
        assertEquals("(oplay_attack(*,a,b) == WIN)", tree("oplay_attack(*,a,b) == WIN"));
        assertEquals("oplay_defend(*,?,a,b)", tree("oplay_defend(*,?,a,b)"));
        assertEquals("(!(a || b))", tree("!(a || b)"));
    }

    @Test
    public void actionsAreStatements() {
        ExpressionParser.Result r = ExpressionParser.parseAction(
                "if (!xplay_attack_either(b,c,a,b,a) || lib(a) > 2)\n  amalgamate(a,b);\nelse\n  replace(a,*)", LABELS);
        assertTrue(r.diagnostics.toString(), r.ok());
        assertEquals("{ if ((!xplay_attack_either(b,c,a,b,a)) || (lib(a) > 2)) amalgamate(a,b); else replace(a,*); }",
                r.root.toString());
        r = ExpressionParser.parseAction("return (!xplay_attack(a,b));", LABELS);
        assertEquals("{ return (!xplay_attack(a,b)); }", r.root.toString());
        r = ExpressionParser.parseAction("antisuji(a); antisuji(b)", LABELS);
        assertEquals(2, r.root.children.size());
    }

    @Test
    public void unknownFunctionIsAnErrorAtItsName() {
        Diagnostic d = onlyError(ExpressionParser.parseConstraint("lib(a)>1 && frobnicate(b)", LABELS));
        assertEquals(1, d.line);
        assertEquals(13, d.column);
        assertEquals(10, d.length);
        assertTrue(d.message, d.message.contains("unknown autohelper function 'frobnicate'"));
    }

    @Test
    public void arityIsChecked() {
        Diagnostic d = onlyError(ExpressionParser.parseConstraint("lib(a,b)", LABELS));
        assertTrue(d.message, d.message.contains("'lib' takes 1 argument, found 2"));
        d = onlyError(ExpressionParser.parseConstraint("oplay_attack(a)", LABELS));
        assertTrue(d.message, d.message.contains("at least 2"));
        assertTrue(ExpressionParser.parseConstraint("o_somewhere(a,b,c,A,B)", LABELS).ok());
    }

    @Test
    public void labelsAndTenukisAreChecked() {
        Diagnostic d = onlyError(ExpressionParser.parseConstraint("lib(a) && lib(q)", LABELS));
        assertEquals(15, d.column);
        assertTrue(d.message, d.message.contains("label 'q'"));
        d = onlyError(ExpressionParser.parseConstraint("oplay_attack(?,a,b)", LABELS));
        assertTrue(d.message, d.message.contains("first move"));
        d = onlyError(ExpressionParser.parseConstraint("lib(?)", LABELS));
        assertTrue(d.message, d.message.contains("tenuki"));
        d = onlyError(ExpressionParser.parseConstraint("lib(2)", LABELS));
        assertTrue(d.message, d.message.contains("must be a label"));
        d = onlyError(ExpressionParser.parseConstraint("lib(a) > LIMIT", LABELS));
        assertTrue(d.message, d.message.contains("unknown name 'LIMIT'"));
    }

    @Test
    public void syntaxErrorsHaveLocations() {
        Diagnostic d = onlyError(ExpressionParser.parseConstraint("lib(a) && (lib(b) > 1", LABELS));
        assertTrue(d.message, d.message.contains("expected ')'"));
        d = onlyError(ExpressionParser.parseConstraint("lib(a) lib(b)", LABELS));
        assertEquals(8, d.column);
        d = onlyError(ExpressionParser.parseConstraint("lib(a) $ 2", LABELS));
        assertEquals(8, d.column);
        assertTrue(d.message, d.message.contains("unexpected character '$'"));
        d = onlyError(ExpressionParser.parseAction("antisuji(a) antisuji(b)", LABELS));
        assertTrue(d.message, d.message.contains("expected"));
    }

    @Test
    public void multiLineConstraintMapsBackToTheFile() {
        String db = "Pattern T1\n\nO*.\n?XO\n\n:8,C,NULL\n\nO*a\n?BO\n\n;oplay_attack_either(*,a,a,B)\n;  && nosuch(a)\n";
        DbFile f = DbParser.parse(db, "t.db");
        assertEquals(1, f.patterns().size());
        assertEquals(1, f.errors().size());
        Diagnostic d = f.errors().get(0);
        assertEquals(12, d.line);
        assertEquals(7, d.column);
        assertEquals("nosuch", db.substring(d.offset, d.offset + d.length));
    }

    @Test
    public void catalogueCoversEveryFunctionTheManualDocuments() throws IOException {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping manual check", new File(shared, "gnugo-3.8").isDirectory());
        String texi = new String(Files.readAllBytes(new File(shared, "gnugo-3.8/doc/patterns.texi").toPath()), StandardCharsets.ISO_8859_1);
        int from = texi.indexOf("@node  Autohelper Actions");
        int to = texi.indexOf("@node  Attack and Defense DB");
        assertTrue(from > 0 && to > from);
        Matcher m = java.util.regex.Pattern.compile("(?m)^(?:@code\\{)?([a-z_0-9]+)\\(([^)]*)\\)\\}?;?[ \\t]*$").matcher(texi.substring(from, to));
        List<String> missing = new ArrayList<>();
        int n = 0;
        while (m.find()) {
            n++;
            String name = m.group(1);
            FunctionCatalogue.Function f = FunctionCatalogue.get(name);
            if (f == null || !f.documented) missing.add(name);
        }
        assertTrue("found only " + n + " documented functions", n > 60);
        assertEquals("[]", missing.toString());
        for (FunctionCatalogue.Function f : FunctionCatalogue.FUNCTIONS.values()) {
            assertFalse(f.name, f.description.isEmpty());
            if (!f.documented) assertTrue(f.name, f.description.contains("undocumented"));
        }
    }

    @Test
    public void realPatternConstraintHasFileRanges() throws IOException {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent", new File(shared, "gnugo-3.8").isDirectory());
        DbFile f = DbParser.parse(new File(shared, "gnugo-3.8/patterns/conn.db").toPath());
        Pattern p = f.patterns().stream().filter(x -> x.action() != null && x.action().text().contains("else")).findFirst().get();
        Node action = ExpressionParser.action(p, f.lineMap());
        assertNotNull(action);
        Node ifNode = action.child(0);
        assertEquals(Node.Kind.IF, ifNode.kind);
        assertEquals(512, ifNode.range.line);
        Node elseBranch = ifNode.child(2);
        assertEquals(515, elseBranch.range.line);
        assertEquals(4, elseBranch.range.column);
    }
}
