package owlbench.patterns.parser;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.Test;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagnostic;

/** The constraint diagram must agree with the diagram: shape, unlabelled symbols, labels on points only. */
public class ConstraintDiagramAgreementTest {
    private static List<String> problems(String text) {
        DbFile f = DbParser.parse(text, "t.db");
        List<String> out = new ArrayList<>();
        for (Diagnostic d : f.diagnostics()) out.add((d.isError() ? "E " : "W ") + d.line + ":" + d.column + ": " + d.message);
        return out;
    }

    @Test
    public void agreeingDiagramsAreClean() {
        assertEquals(List.of(), problems("Pattern A\n\n|.X.\n|O*.\n+---\n\n:8,-\n\n|.A.\n|b*.\n+---\n\n;lib(A)>1 && b\n\n\n"));
    }

    @Test
    public void labelOnTheEdgeIsAnErrorAtItsCell() {
        List<String> p = problems("Pattern A\n\n|.X.\n|O*.\n+---\n\n:8,-\n\n|.X.\na*.\n+---\n\n;a\n\n\n");
        assertTrue(p.toString(), p.contains("E 10:1: label 'a' on the board edge ('|' in the diagram): labels mark points only"));
    }

    @Test
    public void labelOnTheEdgeRowIsAnError() {
        List<String> p = problems("Pattern A\n\n.X.\nO*.\n---\n\n:8,-\n\n.X.\nO*.\n-b-\n\n;b\n\n\n");
        assertTrue(p.toString(), p.contains("E 11:2: label 'b' on the board edge ('-' in the diagram): labels mark points only"));
    }

    @Test
    public void differentShapeIsAnError() {
        List<String> p = problems("Pattern A\n\n.X.\nO*.\n\n:8,-\n\n.X.\nO*.\n...\n\n\n");
        assertEquals(1, p.size());
        assertTrue(p.toString(), p.get(0).startsWith("E 8:1: constraint diagram is 3x3 but the diagram is 3x2"));
        p = problems("Pattern A\n\n.X.\nO*.\n\n:8,-\n\n|X.\n|*.\n\n\n");
        assertTrue(p.toString(), p.get(p.size() - 1).startsWith("E 8:1: constraint diagram is 2x2 with edges left but the diagram is 3x2"));
    }

    @Test
    public void unlabelledSymbolThatDiffersIsAWarningAtItsCell() {
        List<String> p = problems("Pattern A\n\n.X.\nO*.\n\n:8,-\n\n.,.\nO*.\n\n\n");
        assertEquals(List.of("W 8:2: constraint diagram has ',' where the diagram has 'X' (ignored: only letters are labels)"), p);
    }

    @Test
    public void forbiddenLabelLettersAreErrors() {
        List<String> p = problems("Pattern A\n\n.X.\nO*.\n\n:8,-\n\nxX.\nO*.\n\n\n");
        assertEquals(List.of("E 8:1: 'x' cannot be a label (labels are letters except O o X x t)"), p);
    }

    @Test
    public void oneLabelOnPointsOfDifferentKindsIsAWarning() {
        List<String> p = problems("Pattern A\n\n.XX\nO*.\n\n:8,-\n\naAa\nO*.\n\n;lib(A)>1\n\n\n");
        assertEquals(List.of("W 8:3: label 'a' marks an X stone ('X') here and an empty point ('.') at 8:1"), p);
        // the same label on one string's stones is the convention: no problem
        assertEquals(List.of(), problems("Pattern A\n\n.XX\nO*.\n\n:8,-\n\n.AA\nO*.\n\n;lib(A)>1\n\n\n"));
        // a letter on the move names the move (GNU Go's joseki databases do this)
        assertEquals(List.of(), problems("Pattern A\n\n.XX\nO*.\n\n:8,-\n\n.XX\nOb.\n\n;b\n\n\n"));
    }
}
