package owlbench.ui.patterns;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.After;
import org.junit.Assume;
import org.junit.Before;
import org.junit.Test;

import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.edit.PatternTransform;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;
import owlbench.patterns.parser.TextEdit;
import owlbench.patterns.search.HitGroup;
import owlbench.patterns.search.PatternHit;
import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;
import owlbench.ui.game.GameEditor;
import owlbench.ui.game.GameFiles;

/**
 * The pattern commands in the workbench: Rotate/Mirror (one undoable edit, through the command and
 * its parameter), constraint-diagram problems as annotations, New Pattern from Region from a marked
 * game editor, and Where Does It Fire over a folder of games with double-click to the position.
 */
public class PatternCommandsTest {
    private static final String DB = "attribute_map general\n\n"
            + "Pattern C1\n\n+----\n|.X..\n|O*..\n|....\n\n:8,OC\n\n+----\n|.Ab.\n|O*..\n|....\n\n;lib(A)>1 && b\n\n\n"
            + "Pattern Hane\n\n?X*\n?OX\n\n:8,-\n\n\n";

    private IWorkbenchPage page;
    private Path dir;
    private final List<IEditorPart> opened = new ArrayList<>();
    private PatternHitsView hitsView;

    @Before
    public void setUp() throws Exception {
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        dir = Files.createTempDirectory("owlbench-p2");
    }

    @After
    public void tearDown() throws Exception {
        for (IEditorPart e : opened) page.closeEditor(e, false);
        if (hitsView != null) {
            if (hitsView.job() != null) hitsView.job().cancel();
            page.hideView(hitsView);
        }
        try (java.util.stream.Stream<Path> s = Files.walk(dir)) {
            s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    private static void waitFor(String what, BooleanSupplier condition) throws InterruptedException {
        Display d = Display.getCurrent();
        assertTrue("timed out waiting for " + what, owlbench.ui.jobs.JobFamilies.waitUntil(condition, 20000));
        while (d.readAndDispatch()) {
            // drain
        }
    }

    private PatternDbEditor openDb(String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.write(f, text.getBytes(StandardCharsets.ISO_8859_1));
        IEditorPart part = IDE.openEditorOnFileStore(page, EFS.getLocalFileSystem().getStore(f.toUri()));
        assertTrue(part instanceof PatternDbEditor);
        opened.add(part);
        PatternDbEditor e = (PatternDbEditor) part;
        waitFor("first reconcile", () -> e.parsed() != null);
        return e;
    }

    private GameEditor openGame(Path f) {
        IEditorPart part = GameFiles.open(page, f.toFile(), problem -> { throw new AssertionError(problem); });
        assertTrue(part instanceof GameEditor);
        opened.add(part);
        return (GameEditor) part;
    }

    private static void execute(String commandId, String parameter, String value) throws Exception {
        ICommandService cs = PlatformUI.getWorkbench().getService(ICommandService.class);
        IHandlerService hs = PlatformUI.getWorkbench().getService(IHandlerService.class);
        java.util.Map<String, String> params = parameter == null ? java.util.Map.of() : java.util.Map.of(parameter, value);
        hs.executeCommand(ParameterizedCommand.generateCommand(cs.getCommand(commandId), params), null);
    }

    private static void undo(PatternDbEditor e) {
        ITextOperationTarget target = e.getAdapter(ITextOperationTarget.class);
        assertTrue(target.canDoOperation(ITextOperationTarget.UNDO));
        target.doOperation(ITextOperationTarget.UNDO);
    }

    @Test
    public void rotateCommandTurnsThePatternUnderTheCaretAndOneUndoTakesItBack() throws Exception {
        PatternDbEditor e = openDb("turn.db", DB);
        int inC1 = DB.indexOf("|O*..");
        e.selectAndReveal(inC1 + 2, 0);
        page.activate(e);
        execute(TransformPatternHandler.COMMAND_ID, TransformPatternHandler.PARAMETER, "f");
        DbFile before = DbParser.parse(DB, "t");
        String expected = TextEdit.applyToText(DB, PatternTransform.edit(DB, before.pattern("C1"), 5));
        assertEquals(expected, e.document().get());
        Pattern turned = DbParser.parse(e.document().get(), "t").pattern("C1");
        assertEquals(List.of("|...", "|...", "|X*.", "|.O.", "+---"), turned.diagram().rowTexts());
        assertEquals(List.of("|...", "|b..", "|A*.", "|.O.", "+---"), turned.constraintDiagram().rowTexts());
        // the other pattern is untouched, the caret stays in C1
        assertTrue(e.document().get().endsWith("Pattern Hane\n\n?X*\n?OX\n\n:8,-\n\n\n"));
        assertEquals("C1", DbParser.parse(e.document().get(), "t").patternAt(PatternEdits.caret(e)).name());
        // one Undo gives the original text back
        undo(e);
        assertEquals(DB, e.document().get());
        // all four quarter turns by the command give the text back too
        for (int i = 0; i < 4; i++) execute(TransformPatternHandler.COMMAND_ID, TransformPatternHandler.PARAMETER, "g");
        assertEquals(DB, e.document().get());
        // a mirror of the '|'-free pattern Hane, then the caret outside any pattern: nothing happens
        e.selectAndReveal(DB.indexOf("?OX") + 1, 0);
        assertNull(PatternEdits.transformAtCaret(e, 2));
        assertTrue(e.document().get().contains("Pattern Hane\n\n*X?\nXO?\n"));
        String now = e.document().get();
        e.selectAndReveal(3, 0);
        assertEquals("The caret is not in a pattern.", PatternEdits.transformAtCaret(e, 2));
        assertEquals(now, e.document().get());
    }

    @Test
    public void constraintDiagramDisagreementIsAnAnnotationWithLineAndColumn() throws Exception {
        String bad = "Pattern A\n\n|.X.\n|O*.\n+---\n\n:8,-\n\n|.X.\na*.\n+---\n\n;a\n\n\n"
                + "Pattern B\n\n.XX\nO*.\n\n:8,-\n\naAa\nO*.\n\n;lib(A)>1\n\n\n";
        PatternDbEditor e = openDb("bad.db", bad);
        IAnnotationModel m = e.annotationModel();
        List<String> texts = new ArrayList<>();
        for (Iterator<Annotation> it = m.getAnnotationIterator(); it.hasNext();) {
            Annotation a = it.next();
            if (a.getType().equals(PatternDbReconcilingStrategy.ERROR_TYPE) || a.getType().equals(PatternDbReconcilingStrategy.WARNING_TYPE)) {
                texts.add((a.getType().equals(PatternDbReconcilingStrategy.ERROR_TYPE) ? "E " : "W ") + a.getText()
                        + " @" + m.getPosition(a).getOffset());
            }
        }
        int edgeLabel = bad.indexOf("a*.");
        assertTrue(texts.toString(), texts.contains("E 10:1: label 'a' on the board edge ('|' in the diagram): labels mark points only @" + edgeLabel));
        int second = bad.indexOf("aAa") + 2;
        assertTrue(texts.toString(), texts.contains("W 23:3: label 'a' marks an X stone ('X') here and an empty point ('.') at 23:1 @" + second));
    }

    @Test
    public void newPatternFromTheMarkedRegionOfAGame() throws Exception {
        Path sgf = dir.resolve("region.sgf");
        Files.writeString(sgf, "(;GM[1]FF[4]SZ[9];B[cc];W[dc];B[dd])");
        GameEditor game = openGame(sgf);
        game.last();
        assertEquals(3, game.getMoveNumber());
        PatternDbEditor e = openDb("new.db", DB);
        // no region yet: the command finds none
        assertNull(RegionPatterns.gameWithRegion(page));
        game.markRegion(Vertex.parse("C7", 9), Vertex.parse("E5", 9));
        assertTrue(java.util.Arrays.equals(new int[] {2, 2, 4, 4}, game.getMarkedRegion()));
        assertEquals(game, RegionPatterns.gameWithRegion(page));
        page.activate(e);
        e.selectAndReveal(DB.indexOf("Pattern Hane"), 0);
        execute(NewPatternFromRegionHandler.COMMAND_ID, null, null);
        String text = e.document().get();
        String expected = "Pattern Region1\n# from region.sgf, move 3\n\nOX.\n.*.\n...\n\n:8,-\n\n\n";
        // written before the pattern the caret was at the start of (its line), as one undoable edit
        assertEquals(DB.replace("Pattern Hane", expected + "Pattern Hane"), text);
        DbFile db = DbParser.parse(text, "new.db");
        assertEquals(db.diagnostics().toString(), 0, db.errors().size());
        // the new pattern matches the game before the last move, at that move, for black (who played it)
        GamePosition before = GameReplay.atMove(SgfReader.read(sgf).games().get(0), 3);
        boolean found = false;
        for (owlbench.patterns.match.Match x : new CompiledMatcher(List.of(db.pattern("Region1"))).match(before.board(), StoneColor.BLACK)) {
            if (x.transformation == 0 && x.move == Vertex.parse("D6", 9)) found = true;
        }
        assertTrue(found);
        undo(e);
        assertEquals(DB, e.document().get());

        // last move outside the region: the point is asked for; the player to move is O
        game.markRegion(Vertex.parse("A9", 9), Vertex.parse("B8", 9));
        assertNull(RegionPatterns.fromLastMove(game));
        assertEquals("C7 is outside the marked region", RegionPatterns.checkPoint(game, "C7"));
        assertEquals("", RegionPatterns.checkPoint(game, "A8"));
        e.selectAndReveal(DB.length(), 0);
        RegionPatterns.insert(e, RegionPatterns.atPoint(game, Vertex.parse("A8", 9)));
        assertTrue(e.document().get(), e.document().get().endsWith("Pattern Region1\n# from region.sgf, move 4\n\n+--\n|..\n|*.\n\n:8,-\n\n\n"));
        // a second pattern gets the next free name
        RegionPatterns.insert(e, RegionPatterns.atPoint(game, Vertex.parse("B9", 9)));
        assertTrue(e.document().get().contains("Pattern Region2\n"));

        // from the game editor (Game menu): the pattern goes into the open pattern editor
        game.markRegion(Vertex.parse("C7", 9), Vertex.parse("E5", 9));
        page.activate(game);
        execute(NewPatternFromRegionHandler.COMMAND_ID, null, null);
        assertTrue(e.document().get(), e.document().get().contains("Pattern Region3\n# from region.sgf, move 3\n\nOX.\n.*.\n...\n"));
        assertEquals(e, page.getActiveEditor());
    }

    @Test
    public void whereDoesItFireListsTheHitsAndDoubleClickOpensThePosition() throws Exception {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the folder search test",
                new File(shared, "gnugo-3.8").isDirectory());
        File games = new File(shared, "gnugo-3.8/regression/games");
        String[] names = {"9x9-1.sgf", "9x9-2.sgf", "CrazyStone1.sgf"};
        for (String n : names) {
            Assume.assumeTrue(n + " is absent", new File(games, n).isFile());
            Files.copy(new File(games, n).toPath(), dir.resolve(n));
        }
        PatternDbEditor e = openDb("fire.db", DB);
        Pattern hane = DbParser.parse(DB, "fire.db").pattern("Hane");
        hitsView = (PatternHitsView) page.showView(PatternHitsView.ID);
        Job job = hitsView.search(DbParser.parse(DB, "fire.db"), List.of(hane), "pattern Hane", dir);
        waitFor("the search", () -> job.getResult() != null);
        waitFor("the table", () -> hitsView.rowCount() == hitsView.groups().size() && hitsView.summary().contains("hits in 3 games"));

        // the oracle: the matcher on every position of each game, both colours
        CompiledMatcher m = new CompiledMatcher(List.of(hane));
        int expected = 0;
        for (String n : names) {
            SgfNode root = SgfReader.read(dir.resolve(n)).games().get(0);
            int total = GameReplay.atEnd(root).movesPlayed();
            for (int move = 1; move <= total + 1; move++) {
                owlbench.board.Board b = GameReplay.atMove(root, move).board();
                expected += m.match(b, StoneColor.WHITE).size() + m.match(b, StoneColor.BLACK).size();
            }
        }
        assertTrue("hits: " + expected, expected > 10);
        assertEquals(expected, hitsView.hits().size());
        assertTrue(hitsView.summary(), hitsView.summary().startsWith("pattern Hane: " + expected + " hits in 3 games"));
        // repeated hits are grouped: fewer rows than hits, every hit in one row
        int grouped = 0;
        for (HitGroup g : hitsView.groups()) grouped += g.count;
        assertEquals(expected, grouped);
        assertTrue(hitsView.rowCount() + " rows for " + expected + " hits", hitsView.rowCount() < expected);
        // Hane has no constraint: every hit holds; the filter on "false" leaves no row, on "true" all
        for (PatternHit h : hitsView.hits()) assertEquals(h.toString(), "true", h.constraint);
        hitsView.setFilter(owlbench.patterns.expr.EvalResult.Truth.FALSE);
        waitFor("the filter", () -> hitsView.rowCount() == 0);
        hitsView.setFilter(owlbench.patterns.expr.EvalResult.Truth.TRUE);
        waitFor("the filter", () -> hitsView.rowCount() == hitsView.groups().size());
        hitsView.setFilter(null);
        waitFor("the filter", () -> hitsView.rowCount() == hitsView.groups().size());

        // double-click a row of the second game: its editor opens at that position, the hit point marked
        HitGroup target = null;
        int row = 0;
        for (HitGroup h : hitsView.shownGroups()) {
            if (h.first.game.getFileName().toString().equals("9x9-2.sgf") && h.first.movesPlayed > 5) {
                target = h;
                break;
            }
            row++;
        }
        assertNotNull(target);
        // a virtual row, made when the table asks for its text
        org.eclipse.swt.widgets.TableItem item = hitsView.viewer().getTable().getItem(row);
        assertEquals("9x9-2.sgf", item.getText(0));
        assertTrue(item.getText(1), item.getText(1).startsWith(Integer.toString(target.first.movesPlayed)));
        assertEquals(target.first.vertex, item.getText(4));
        assertEquals("true", item.getText(7));
        assertEquals(target, hitsView.viewer().getElementAt(row));
        hitsView.viewer().getTable().setSelection(row);
        hitsView.viewer().getTable().notifyListeners(SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
        waitFor("the game editor", () -> hitsView.lastOpened() != null);
        GameEditor g = (GameEditor) hitsView.lastOpened();
        opened.add(g);
        assertEquals(dir.resolve("9x9-2.sgf").toAbsolutePath(), g.getFile().toAbsolutePath());
        assertEquals("Move N in the row is move N in the editor", target.first.movesPlayed, g.getMoveNumber());
        assertEquals(StoneColor.EMPTY, g.getModel().position().board().color(target.first.point));
        assertTrue("the hit point is marked", g.getCanvas().isHighlighted(target.first.point));
        assertEquals("Hane", target.first.pattern);
        // the command is there and handled while the pattern editor is active
        page.activate(e);
        ICommandService cs = PlatformUI.getWorkbench().getService(ICommandService.class);
        assertTrue(cs.getCommand(WhereDoesItFireHandler.COMMAND_ID).isHandled());
    }

    @Test
    public void searchOverManyGamesCanBeCancelled() throws Exception {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File games = new File(shared, "gnugo-3.8/regression/games");
        Assume.assumeTrue("../shared/gnugo-3.8/regression/games is absent: skipping", games.isDirectory());
        Pattern hane = DbParser.parse(DB, "fire.db").pattern("Hane");
        hitsView = (PatternHitsView) page.showView(PatternHitsView.ID);
        Job job = hitsView.search(List.of(hane), "pattern Hane", games.toPath());
        waitFor("the first games", () -> hitsView.summary().contains(" games") && !hitsView.hits().isEmpty());
        job.cancel();
        waitFor("the cancelled search", () -> job.getResult() != null);
        assertEquals(org.eclipse.core.runtime.IStatus.CANCEL, job.getResult().getSeverity());
        waitFor("the summary", () -> hitsView.summary().contains("cancelled"));
        int total = owlbench.patterns.search.PatternSearch.sgfFiles(games.toPath()).size();
        String s = hitsView.summary();
        int done = Integer.parseInt(s.replaceAll(".* hits in (\\d+) games.*", "$1"));
        assertTrue(s, done >= 1 && done < total);
        assertEquals(hitsView.groups().size(), hitsView.rowCount());
        int grouped = 0;
        for (HitGroup g : hitsView.groups()) grouped += g.count;
        assertEquals(hitsView.hits().size(), grouped);
    }

    @Test
    public void contextMenuOffersTheCommands() throws Exception {
        PatternDbEditor e = openDb("menu.db", DB);
        page.activate(e);
        org.eclipse.swt.widgets.Menu menu = e.textWidget().getMenu();
        assertNotNull(menu);
        menu.notifyListeners(SWT.Show, new org.eclipse.swt.widgets.Event());
        List<String> labels = new ArrayList<>();
        List<String> turns = new ArrayList<>();
        for (org.eclipse.swt.widgets.MenuItem item : menu.getItems()) {
            labels.add(item.getText());
            if (item.getText().equals("Rotate/Mirror Pattern") && item.getMenu() != null) {
                item.getMenu().notifyListeners(SWT.Show, new org.eclipse.swt.widgets.Event());
                for (org.eclipse.swt.widgets.MenuItem sub : item.getMenu().getItems()) turns.add(sub.getText());
            }
        }
        menu.notifyListeners(SWT.Hide, new org.eclipse.swt.widgets.Event());
        assertTrue(labels.toString(), labels.contains("New Pattern from Marked Region"));
        assertTrue(labels.toString(), labels.contains("Where Does This Pattern Fire..."));
        assertTrue(labels.toString(), labels.contains("Where Does This File Fire..."));
        assertEquals(List.of("Rotate 90\u00b0 Clockwise", "Rotate 90\u00b0 Counter-Clockwise", "Rotate 180\u00b0", "Mirror Left-Right",
                "Mirror Top-Bottom", "Transpose (\\ Diagonal)", "Anti-Transpose (/ Diagonal)"), turns);
    }
}
