package owlbench.ui.patterns;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.filesystem.IFileStore;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.editors.text.IStorageDocumentProvider;
import org.eclipse.ui.ide.IDE;
import org.junit.After;
import org.junit.Assume;
import org.junit.Before;
import org.junit.Test;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagram;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;

/**
 * The pattern-database editor on GNU Go's patterns.db, driven through the workbench API: encoding,
 * colouring, outline, problem annotations while typing, reconcile time.
 */
public class PatternDbEditorTest {
    private File file;
    private DbFile reference;
    private IWorkbenchPage page;
    private PatternDbEditor editor;
    private long openNanos;

    @Before
    public void open() throws Exception {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the pattern editor tests",
                new File(shared, "gnugo-3.8").isDirectory());
        file = new File(shared, "gnugo-3.8/patterns/patterns.db");
        reference = DbParser.parse(file.toPath());
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        IFileStore store = EFS.getLocalFileSystem().getStore(file.toURI());
        long t0 = System.nanoTime();
        IEditorPart part = IDE.openEditorOnFileStore(page, store);
        openNanos = System.nanoTime() - t0;
        assertTrue("editor is " + part.getClass().getName(), part instanceof PatternDbEditor);
        editor = (PatternDbEditor) part;
        page.showView(IPageLayout.ID_OUTLINE);
        page.activate(editor);
        waitFor("first reconcile", () -> editor.parsed() != null && editor.outlinePage() != null
                && editor.outlinePage().rowCount() > 0);
    }

    @After
    public void close() {
        if (editor != null) page.closeEditor(editor, false);
    }

    private static void waitFor(String what, BooleanSupplier condition) throws InterruptedException {
        Display d = Display.getCurrent();
        assertTrue("timed out waiting for " + what, owlbench.ui.jobs.JobFamilies.waitUntil(condition, 20000));
        while (d.readAndDispatch()) {
            // drain pending UI work (colouring, outline updates)
        }
    }

    @Test
    public void readsTheFileAsIso88591() throws Exception {
        String expected = new String(Files.readAllBytes(file.toPath()), StandardCharsets.ISO_8859_1);
        assertEquals(expected, editor.document().get());
        String enc = ((IStorageDocumentProvider) editor.getDocumentProvider()).getEncoding(editor.getEditorInput());
        if (enc == null) enc = ((IStorageDocumentProvider) editor.getDocumentProvider()).getDefaultEncoding();
        assertEquals("ISO-8859-1", enc);
    }

    @Test
    public void coloursADiagramLineAndTheOtherParts() {
        StyledText text = editor.textWidget();
        // The first pattern with X, O and * in its diagram and a constraint diagram with a label.
        Pattern p = null;
        for (Pattern q : reference.patterns()) {
            Diagram d = q.diagram();
            if (d != null && d.find('X') != null && d.find('O') != null && d.find('*') != null
                    && q.constraintDiagram() != null && q.labels().size() > 1 && q.constraint() != null) {
                p = q;
                break;
            }
        }
        assertNotNull("a pattern with X, O, * and labels", p);
        Diagram d = p.diagram();
        for (char sym : new char[] {'X', 'O', '*', '.'}) {
            int[] cell = d.find(sym);
            if (cell == null) continue;
            StyleRange r = text.getStyleRangeAtOffset(d.cellOffset(cell[0], cell[1]));
            assertNotNull("no style on '" + sym + "' of " + p.name(), r);
            assertEquals("colour of '" + sym + "' in " + p.name(), PatternDbStyles.symbol(sym).getForeground(), r.foreground);
        }
        assertEquals(PatternDbStyles.PATTERN_NAME.getForeground(),
                text.getStyleRangeAtOffset(p.nameRange().offset).foreground);
        assertEquals(PatternDbStyles.COLON_LINE.getForeground(),
                text.getStyleRangeAtOffset(p.colon().range().offset).foreground);
        // A label of the constraint diagram.
        Diagram cd = p.constraintDiagram();
        int labelOffset = -1;
        for (int r = 0; r < cd.height() && labelOffset < 0; r++) {
            for (int c = 0; c < cd.width(); c++) {
                if (cd.cell(r, c) != d.cell(r, c) && Character.isLetter(cd.cell(r, c))) {
                    labelOffset = cd.cellOffset(r, c);
                    break;
                }
            }
        }
        assertEquals(PatternDbStyles.LABEL.getForeground(), text.getStyleRangeAtOffset(labelOffset).foreground);
        // The ';' line: plain constraint text and a function name.
        int semi = p.constraint().lines().get(0).offset;
        assertEquals(PatternDbStyles.CONSTRAINT.getForeground(), text.getStyleRangeAtOffset(semi).foreground);
        // An edge: the first pattern whose diagram has a left edge.
        for (Pattern q : reference.patterns()) {
            if (q.diagram() != null && q.diagram().hasLeftEdge()) {
                int off = q.diagram().rows().get(q.diagram().hasTopEdge() ? 1 : 0).offset;
                assertEquals("'|' of " + q.name(), PatternDbStyles.EDGE.getForeground(),
                        text.getStyleRangeAtOffset(off).foreground);
                break;
            }
        }
        // A function name in a constraint.
        for (Pattern q : reference.patterns()) {
            if (q.constraint() == null) continue;
            String s = q.constraint().text();
            int paren = s.indexOf('(');
            if (paren > 0 && Character.isLetter(s.charAt(paren - 1))) {
                int off = q.constraint().fileOffset(paren - 1);
                assertEquals("function in " + q.name(), PatternDbStyles.FUNCTION.getForeground(),
                        text.getStyleRangeAtOffset(off).foreground);
                break;
            }
        }
        // The first line of the file is a comment.
        assertEquals('#', editor.document().get().charAt(0));
        assertEquals(PatternDbStyles.COMMENT.getForeground(), text.getStyleRangeAtOffset(0).foreground);
    }

    @Test
    public void outlineListsEveryPatternAndFollowsTheCaret() throws Exception {
        PatternDbOutlinePage outline = editor.outlinePage();
        assertEquals(992, outline.rowCount());
        assertEquals(0, errors().size());
        // Caret into pattern 500: the outline selects it.
        Pattern p = reference.patterns().get(500);
        editor.selectAndReveal(p.diagram().cellOffset(0, 0), 0);
        waitFor("outline follows the caret", () -> p.name().equals(selectedInOutline()));
        // Selecting pattern 700 in the outline moves the editor to its name.
        Pattern q = reference.patterns().get(700);
        Pattern row = null;
        for (Pattern r : outline.patterns()) if (r.name().equals(q.name())) row = r;
        outline.setSelection(new StructuredSelection(row));
        waitFor("editor follows the outline", () -> true);
        ITextSelection sel = (ITextSelection) editor.getSelectionProvider().getSelection();
        assertEquals(q.nameRange().offset, sel.getOffset());
        assertEquals(q.name(), sel.getText());
        // Filter: only the patterns whose label contains the text.
        outline.setFilter(q.name());
        int shown = outline.rowCount();
        assertTrue("filter on " + q.name() + " shows " + shown, shown >= 1 && shown < 992);
        outline.setFilter("");
        assertEquals(992, outline.rowCount());
        // Go to Pattern by name: the command exists and has a handler while the editor is active.
        org.eclipse.ui.commands.ICommandService cs = PlatformUI.getWorkbench().getService(org.eclipse.ui.commands.ICommandService.class);
        org.eclipse.core.commands.Command cmd = cs.getCommand(GoToPatternHandler.COMMAND_ID);
        assertTrue(cmd.isDefined());
        assertTrue("Go to Pattern handled", cmd.isHandled());
        Pattern g = reference.patterns().get(900);
        assertTrue(editor.goToPattern(g.name()));
        assertEquals(g.nameRange().offset, ((ITextSelection) editor.getSelectionProvider().getSelection()).getOffset());
        waitFor("outline follows Go to Pattern", () -> g.name().equals(selectedInOutline()));
        assertTrue(!editor.goToPattern("no such pattern"));
        assertTrue(PatternDbOutlinePage.label(q).startsWith(q.name() + "  :" + q.colon().symmetry() + ","));
    }

    private String selectedInOutline() {
        IStructuredSelection s = (IStructuredSelection) editor.outlinePage().getSelection();
        Object o = s.getFirstElement();
        return o instanceof Pattern ? ((Pattern) o).name() : null;
    }

    @Test
    public void brokenPatternGetsAnErrorAtItsLineAndLosesItWhenFixed() throws Exception {
        IDocument doc = editor.document();
        Pattern p = reference.patterns().get(300);
        int[] x = p.diagram().find('.');
        int off = p.diagram().cellOffset(x[0], x[1]);
        int line = p.diagram().cellLine(x[0], x[1]);
        int before = editor.reconcileCount();
        doc.replace(off, 1, "%");
        waitFor("reconcile after the break", () -> editor.reconcileCount() > before && !errors().isEmpty());
        List<Position> errs = errors();
        assertEquals(1, errs.size());
        assertEquals(line, doc.getLineOfOffset(errs.get(0).getOffset()) + 1);
        assertEquals(off, errs.get(0).getOffset());
        int mid = editor.reconcileCount();
        doc.replace(off, 1, ".");
        waitFor("reconcile after the fix", () -> editor.reconcileCount() > mid && errors().isEmpty());
        assertEquals(0, errors().size());
        assertTrue(editor.isDirty());
    }

    @Test
    public void reconcileTimeOnPatternsDb() throws Exception {
        PatternDbReconcilingStrategy s = editor.reconcilingStrategy();
        assertTrue(s.lastTotalNanos() > 0);
        long[] total = new long[7];
        long[] parse = new long[7];
        for (int i = 0; i < total.length; i++) {
            s.reconcileNow();
            total[i] = s.lastTotalNanos();
            parse[i] = s.lastParseNanos();
        }
        Arrays.sort(total);
        Arrays.sort(parse);
        long[] ui = new long[5];
        for (int i = 0; i < ui.length; i++) {
            int before = editor.reconcileCount();
            editor.document().replace(0, 0, " ");
            editor.document().replace(0, 1, "");
            waitFor("reconcile", () -> editor.reconcileCount() > before);
            ui[i] = editor.lastUiUpdateNanos();
        }
        Arrays.sort(ui);
        System.out.printf("patterns.db: opening the editor (read, colour all) %.0f ms; UI update after a reconcile "
                + "(outline 992 rows, folding, caret sync) median of 5 %.1f ms%n", openNanos / 1e6, ui[2] / 1e6);
        System.out.printf("patterns.db reconcile (%d lines, %d patterns): first %.1f ms; median of 7: parse %.1f ms, "
                + "parse+annotations %.1f ms (min %.1f, max %.1f)%n",
                editor.document().getNumberOfLines(), reference.patterns().size(),
                editor.firstReconcileNanos() / 1e6, parse[3] / 1e6, total[3] / 1e6, total[0] / 1e6, total[6] / 1e6);
        assertTrue("reconcile took " + total[3] / 1e6 + " ms", total[3] < 1_000_000_000L);
    }

    @Test
    public void hoverExplainsFunctionsClassesAndSymbols() throws Exception {
        IDocument doc = editor.document();
        DbFile db = editor.parsed();
        boolean function = false, classes = false, symbol = false;
        for (Pattern q : db.patterns()) {
            if (!function && q.constraint() != null) {
                String s = q.constraint().text();
                int paren = s.indexOf('(');
                if (paren > 0 && Character.isLetter(s.charAt(paren - 1))) {
                    int off = q.constraint().fileOffset(paren - 1);
                    org.eclipse.jface.text.IRegion r = PatternDbHover.wordAt(doc, off);
                    String name = doc.get(r.getOffset(), r.getLength());
                    String info = PatternDbHover.info(doc, db, r.getOffset(), r.getLength());
                    assertNotNull("hover on " + name, info);
                    assertTrue(info, info.startsWith(name + "("));
                    function = true;
                }
            }
            if (!classes && q.colon() != null && q.colon().hasClass('O') && q.colon().classificationRange() != null) {
                String info = PatternDbHover.info(doc, db, q.colon().classificationRange().offset, 1);
                assertNotNull(info);
                assertTrue(info, info.contains(owlbench.patterns.model.PatternSymbols.CLASSES.get('O')));
                classes = true;
            }
            if (!symbol && q.diagram() != null && q.diagram().find('X') != null) {
                int[] c = q.diagram().find('X');
                String info = PatternDbHover.info(doc, db, q.diagram().cellOffset(c[0], c[1]), 1);
                assertEquals("'X': opponent stone", info);
                symbol = true;
            }
        }
        assertTrue(function && classes && symbol);
    }

    @Test
    public void keystrokeRecoloursOnlyItsPatternQuickly() throws Exception {
        IDocument doc = editor.document();
        StyledText text = editor.textWidget();
        Pattern p = reference.patterns().get(600);
        int[] x = p.diagram().find('.');
        int off = p.diagram().cellOffset(x[0], x[1]);
        long[] t = new long[11];
        for (int i = 0; i < t.length; i++) {
            long t0 = System.nanoTime();
            doc.replace(off, 1, (i % 2 == 0) ? "X" : ".");
            t[i] = System.nanoTime() - t0;
        }
        // 11 replacements: the cell ends as 'X', coloured as an X.
        assertEquals('X', doc.getChar(off));
        assertEquals(PatternDbStyles.symbol('X').getForeground(), text.getStyleRangeAtOffset(off).foreground);
        doc.replace(off, 1, ".");
        assertEquals(PatternDbStyles.symbol('.').getForeground(), text.getStyleRangeAtOffset(off).foreground);
        Arrays.sort(t);
        System.out.printf("keystroke in a diagram of patterns.db: document change + recolouring median %.2f ms (max %.2f)%n",
                t[5] / 1e6, t[10] / 1e6);
        assertTrue("keystroke took " + t[5] / 1e6 + " ms", t[5] < 200_000_000L);
    }

    @Test
    public void contentAssistProposesFunctionsAndValues() throws Exception {
        org.eclipse.jface.text.Document doc = new org.eclipse.jface.text.Document(";xpl\n:8,shape\n");
        List<org.eclipse.jface.text.contentassist.CompletionProposal> ps = PatternDbContentAssist.proposals(doc, 4);
        assertTrue("no proposals for 'xpl'", !ps.isEmpty());
        for (org.eclipse.jface.text.contentassist.CompletionProposal p : ps) {
            assertTrue(p.getDisplayString(), p.getDisplayString().startsWith("xpl"));
        }
        ps.get(0).apply(doc);
        assertTrue(doc.get(), doc.get().startsWith(";xpl") && doc.get().indexOf("()") > 0);
        int colonEnd = doc.get().indexOf("shape") + 5;
        List<org.eclipse.jface.text.contentassist.CompletionProposal> vs = PatternDbContentAssist.proposals(doc, colonEnd);
        assertTrue("no value proposal for 'shape'", !vs.isEmpty());
        assertEquals("shape(x)", vs.get(0).getDisplayString());
    }

    @Test
    public void foldsEachPattern() throws Exception {
        org.eclipse.jface.text.source.projection.ProjectionAnnotationModel m = editor.foldingModel();
        assertNotNull(m);
        waitFor("folding regions", () -> count(m) == 992);
        Pattern p = reference.patterns().get(10);
        org.eclipse.jface.text.source.projection.ProjectionAnnotation a = null;
        for (Iterator<Annotation> it = m.getAnnotationIterator(); it.hasNext();) {
            Annotation x = it.next();
            if (m.getPosition(x).getOffset() == p.range().offset) a = (org.eclipse.jface.text.source.projection.ProjectionAnnotation) x;
        }
        assertNotNull("no folding region at " + p.name(), a);
        StyledText text = editor.textWidget();
        int lines = text.getLineCount();
        m.collapse(a);
        waitFor("collapse", () -> true);
        assertTrue(text.getLineCount() < lines);
        m.expand(a);
        waitFor("expand", () -> true);
        assertEquals(lines, text.getLineCount());
        // A keystroke keeps the other regions (the one folded stays an annotation of its own).
        int before = editor.reconcileCount();
        editor.document().replace(0, 0, "#\n");
        waitFor("reconcile", () -> editor.reconcileCount() > before);
        assertEquals(992, count(m));
    }

    private static int count(org.eclipse.jface.text.source.projection.ProjectionAnnotationModel m) {
        int n = 0;
        for (Iterator<Annotation> it = m.getAnnotationIterator(); it.hasNext(); it.next()) n++;
        return n;
    }

    private List<Position> errors() {
        IAnnotationModel m = editor.annotationModel();
        assertNotNull("no annotation model", m);
        List<Position> out = new ArrayList<>();
        for (Iterator<Annotation> it = m.getAnnotationIterator(); it.hasNext();) {
            Annotation a = it.next();
            if (PatternDbReconcilingStrategy.ERROR_TYPE.equals(a.getType())) out.add(m.getPosition(a));
        }
        return out;
    }
}
