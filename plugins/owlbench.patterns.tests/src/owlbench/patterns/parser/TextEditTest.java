package owlbench.patterns.parser;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;

/** Editing a part keeps every other byte and re-parses. */
public class TextEditTest {
    private static final String DB = "# test\nattribute_map general\n\nPattern P1\n\nO*.   comment\n?XO\n\n:8,C\n\nO*a\n?XO\n\n;lib(a)>1\n\n\nPattern P2\n\nXO\n.*\n\n:8,-\n";

    @Test
    public void replacingTheColonLineChangesOnlyThatLine() {
        DbFile f = DbParser.parse(DB, "t.db");
        assertEquals(DB, DbWriter.write(f));
        Pattern p1 = f.pattern("P1");
        DbFile g = TextEdit.apply(f, TextEdit.replace(p1.colon().range(), ":|,Cs,shape(2)"));
        assertEquals(DB.replace(":8,C\n", ":|,Cs,shape(2)\n"), DbWriter.write(g));
        assertEquals('|', g.pattern("P1").colon().symmetry());
        assertEquals(2.0, g.pattern("P1").colon().value("shape").number, 0);
        assertTrue(g.diagnostics().isEmpty());
    }

    @Test
    public void renamingAndEditingACellAndAConstraint() {
        DbFile f = DbParser.parse(DB, "t.db");
        Pattern p1 = f.pattern("P1");
        DbFile g = TextEdit.apply(f,
                TextEdit.replace(p1.nameRange(), "Renamed"),
                TextEdit.replace(p1.diagram().cellRange(1, 0), "x"),
                TextEdit.replace(p1.constraint().fileRange(0, p1.constraint().text().length(), f.lineMap()), "lib(a)>2"));
        Pattern r = g.pattern("Renamed");
        assertEquals('x', r.diagram().cell(1, 0));
        assertEquals("lib(a)>2", r.constraint().text());
        // the cell edit made the constraint diagram's '.' differ: a warning, not an error
        assertEquals(0, g.errors().size());
        assertEquals(1, g.diagnostics().size());
    }
}
