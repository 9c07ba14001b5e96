package owlbench.ui.patterns;

import owlbench.board.StoneColor;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;

import owlbench.board.Board;
import owlbench.board.ConstBoard;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;
import owlbench.sgf.GamePosition;
import owlbench.ui.board.BoardCanvas;
import owlbench.ui.game.ActiveGameTracker;
import owlbench.ui.game.GamePart;
import owlbench.ui.model.GameModel;

/**
 * Live matching: the matches of the pattern under the caret of the active pattern-database editor
 * (or of every pattern of the editor, narrowed by a name/class filter) on the position of the active
 * game editor or on a chosen test position (an SGF file and move number, remembered). A board shows
 * every match (move point coloured by its constraint result, anchor and labels of the selected
 * match); a table lists transformation, anchor, move, labels, constraint result with its failing
 * part, class checks, actions and move value. Clicking a row or a move mark selects the pattern in
 * the editor; clicking a point lists the patterns matching there. Matching runs in a background job;
 * an older request's result is dropped, so the UI never waits for it.
 */
public class LiveMatchView extends ViewPart {
    public static final String ID = "owlbench.ui.patterns.liveMatches";
    private static final Color FAILED = new Color(200, 0, 0);
    private static final Color UNKNOWN = new Color(150, 110, 0);
    /**
     * Eclipse's tracing option for the refresh times (the bundle's .options file; on with
     * {@code -debug FILE} naming {@code owlbench.ui.patterns/debug/timing=true}).
     */
    static final String TIMING_OPTION = "owlbench.ui.patterns/debug/timing";
    private static final int SOURCE_GAME = 0, SOURCE_TEST = 1;

    private TableViewer table;
    private Label status;
    private BoardCanvas boardCanvas;
    private Text details;
    private Combo source;
    private Button allButton;
    private Text filterText;

    private PatternDbEditor dbEditor;
    private IDocument document;
    private GamePart gameEditor;
    private GameModel gameModel;

    /** The game's position, read-only: the view copies it once per request, for the job's moves. */
    private ConstBoard gameBoard;
    private int gameColor = StoneColor.BLACK;
    private String gameName = "empty 19x19 board";
    private TestPosition testPosition;
    private ConstBoard testBoard;
    private int testColor = StoneColor.BLACK;
    private int sourceMode = SOURCE_GAME;
    private boolean allPatterns;
    private boolean restoreTest;
    private String filter = "";

    /** Counts changes of the position and of the document, for telling repeated requests apart. */
    private int positionVersion;
    private int documentVersion;
    private String lastRequestKey;
    private final AtomicInteger generation = new AtomicInteger();
    private volatile int shownGeneration = -1;
    private volatile long lastRefreshNanos = -1;
    private long requestStart;
    private long showNanos, tableNanos, boardNanos;
    private int paintedGeneration = -1;
    private long lastPaintedNanos = -1;
    private List<LiveMatches.Row> rows = List.of();
    private LiveMatches.Row selected;
    private boolean settingSelection;
    private LiveMatchOverlay.AtPoint pointListing;
    private int listedPoint = Board.PASS;
    private Job running;
    private ActiveGameTracker gameTracker;
    /** Size and hash of the position the board widget shows (asking the widget would copy its board). */
    private int shownSize = 19;
    private long shownHash;
    /** The last compiled database of all-patterns mode (the reconciler's parse is reused). */
    private final AtomicReference<LiveMatches.Compiled> compiled = new AtomicReference<>();
    private final AtomicReference<String> compiledFilter = new AtomicReference<>();

    private final Runnable parsedListener = this::refresh;
    /** Typing refreshes at once from the edited pattern alone, without waiting for the reconciler. */
    private final IDocumentListener documentListener = new IDocumentListener() {
        @Override
        public void documentAboutToBeChanged(DocumentEvent event) {
        }

        @Override
        public void documentChanged(DocumentEvent event) {
            documentVersion++;
            refresh(event.getOffset());
        }
    };
    private final GameModel.Listener gameListener = m -> {
        if (table != null && !table.getControl().isDisposed()) table.getControl().getDisplay().asyncExec(() -> followGame(m));
    };

    private final ISelectionListener selectionListener = (part, selection) -> partActivated(part);
    private final IPartListener2 partListener = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference ref) {
            LiveMatchView.this.partActivated(ref.getPart(false));
        }

        @Override
        public void partClosed(IWorkbenchPartReference ref) {
            if (ref.getPart(false) == dbEditor) setDbEditor(null);
        }
    };

    @Override
    public void init(org.eclipse.ui.IViewSite site, org.eclipse.ui.IMemento memento) throws org.eclipse.ui.PartInitException {
        super.init(site, memento);
        if (memento != null) {
            allPatterns = Boolean.TRUE.equals(memento.getBoolean("allPatterns"));
            filter = memento.getString("filter") == null ? "" : memento.getString("filter");
            restoreTest = Boolean.TRUE.equals(memento.getBoolean("testPosition"));
        }
    }

    /** Keeps the all-patterns toggle, the filter and the position source for the next session. */
    @Override
    public void saveState(org.eclipse.ui.IMemento memento) {
        super.saveState(memento);
        memento.putBoolean("allPatterns", allPatterns);
        memento.putString("filter", filter);
        memento.putBoolean("testPosition", sourceMode == SOURCE_TEST);
    }

    @Override
    public void createPartControl(Composite parent) {
        // a tiny part clips, never squeezes scroll bars (Gtk-CRITICAL): the table and details under the
        // board need this much
        parent = owlbench.ui.views.MinimumSize.wrap(parent, 360, 340);
        parent.setLayout(new GridLayout(1, false));
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        // a row that wraps, so the controls stay usable in a narrow view
        org.eclipse.swt.layout.RowLayout bl = new org.eclipse.swt.layout.RowLayout(SWT.HORIZONTAL);
        bl.wrap = true;
        bl.center = true;
        bl.marginLeft = bl.marginRight = bl.marginTop = bl.marginBottom = 0;
        bar.setLayout(bl);
        new Label(bar, SWT.NONE).setText("Position:");
        source = new Combo(bar, SWT.READ_ONLY);
        source.setItems("Active game editor", "Test position");
        source.select(SOURCE_GAME);
        source.addListener(SWT.Selection, e -> {
            if (source.getSelectionIndex() == SOURCE_TEST && testPosition == null) {
                if (!chooseTestPosition()) source.select(sourceMode);
            } else {
                setSource(source.getSelectionIndex());
            }
        });
        Button choose = new Button(bar, SWT.PUSH);
        choose.setText("Choose...");
        choose.setToolTipText("Choose the test position: an SGF file and a move number");
        choose.addListener(SWT.Selection, e -> chooseTestPosition());
        allButton = new Button(bar, SWT.CHECK);
        allButton.setText("All patterns");
        allButton.setToolTipText("Match every pattern of the editor, not only the one under the caret");
        allButton.setSelection(allPatterns);
        allButton.addListener(SWT.Selection, e -> setAllPatterns(allButton.getSelection()));
        new Label(bar, SWT.NONE).setText("Filter:");
        filterText = new Text(bar, SWT.BORDER | SWT.SEARCH);
        filterText.setMessage("name or class");
        filterText.setLayoutData(new org.eclipse.swt.layout.RowData(120, SWT.DEFAULT));
        filterText.setText(filter);
        filterText.addListener(SWT.Modify, e -> setFilter(filterText.getText()));

        status = new Label(parent, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        boardCanvas = new BoardCanvas(sash, SWT.BORDER);
        // runs after the board's own painting: the time from the request to the painted marks
        boardCanvas.addListener(SWT.Paint, e -> {
            if (paintedGeneration != shownGeneration) {
                paintedGeneration = shownGeneration;
                lastPaintedNanos = System.nanoTime() - requestStart;
                if (timing()) System.out.printf("owlbench.timing live matches: request to painted board %.1f ms%n", lastPaintedNanos / 1e6);
            }
        });
        boardCanvas.addListener(SWT.MouseUp, e -> {
            if (e.button == 1) pointClicked(boardCanvas.pointAt(e.x, e.y));
        });
        SashForm right = new SashForm(sash, SWT.VERTICAL);
        // virtual: only the visible rows are made, so hundreds of matches show as fast as a few
        table = new TableViewer(right, SWT.VIRTUAL | SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setUseHashlookup(true);
        table.getTable().setHeaderVisible(true);
        table.setContentProvider(ArrayContentProvider.getInstance());
        column("Pattern", 110, r -> r.pattern);
        column("t", 24, r -> String.valueOf(r.transformation));
        column("Anchor", 52, r -> r.anchor);
        column("Move", 48, r -> r.move);
        column("Labels", 120, r -> r.labels);
        column("Constraint", 110, r -> r.result);
        column("Failing part", 140, r -> r.failing == null ? "" : r.failing);
        column("Value", 160, r -> r.value);
        column("Class checks", 160, r -> r.classChecks);
        column("Action", 160, r -> r.action);
        table.addSelectionChangedListener(e -> {
            Object o = ((IStructuredSelection) e.getSelection()).getFirstElement();
            rowSelected((LiveMatches.Row) o, !settingSelection);
        });
        details = new Text(right, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL | SWT.BORDER);
        right.setWeights(3, 2);
        sash.setWeights(2, 3);
        // the board as large as the view allows (square, beside the lists or above them)
        owlbench.ui.board.BoardSash.install(sash, true);

        getSite().getPage().addPostSelectionListener(selectionListener);
        getSite().getPage().addPartListener(partListener);
        testPosition = TestPosition.remembered();
        if (restoreTest && testPosition != null) setTestPosition(testPosition);
        partActivated(getSite().getPage().getActiveEditor());
        // the game follows the workbench's one tracker of the active game
        gameTracker = new ActiveGameTracker(getSite().getPage(), this::setGameEditor);
        refresh();
    }

    private void column(String title, int width, java.util.function.Function<LiveMatches.Row, String> text) {
        TableViewerColumn c = new TableViewerColumn(table, SWT.LEFT);
        c.getColumn().setText(title);
        c.getColumn().setWidth(width);
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((LiveMatches.Row) element);
            }

            @Override
            public Color getForeground(Object element) {
                EvalResult.Truth t = ((LiveMatches.Row) element).truth;
                return t == EvalResult.Truth.FALSE ? FAILED : t == EvalResult.Truth.UNKNOWN ? UNKNOWN : null;
            }
        });
    }

    // ------------------------------------------------------------------ following the editors

    /** A pattern-database editor activated becomes the one whose patterns are matched. */
    private void partActivated(IWorkbenchPart part) {
        if (part instanceof PatternDbEditor) {
            if (part != dbEditor) setDbEditor((PatternDbEditor) part);
            refresh();
        }
    }

    private void setGameEditor(GamePart g) {
        if (gameModel != null) gameModel.removeListener(gameListener);
        gameEditor = g;
        gameModel = g == null ? null : g.getModel();
        if (gameModel != null) {
            gameModel.addListener(gameListener);
            followGame(gameModel);
        }
    }

    /** The game editor's current node changed: match on its position (when the game is the source). */
    private void followGame(GameModel m) {
        if (m != gameModel || m.position() == null || gameEditor == null) return;
        owlbench.ui.model.NodePosition p = m.position();
        gameBoard = p.constBoard(); // the node's position is never changed: no copy
        gameColor = p.toMove();
        gameName = gameEditor.getTitle() + " move " + p.moveNumber();
        positionVersion++;
        refresh();
    }

    private void setDbEditor(PatternDbEditor e) {
        if (dbEditor != null) dbEditor.removeParsedListener(parsedListener);
        if (document != null) document.removeDocumentListener(documentListener);
        dbEditor = e;
        document = e == null ? null : e.document();
        if (e != null) e.addParsedListener(parsedListener);
        if (document != null) document.addDocumentListener(documentListener);
        documentVersion++;
        refresh();
    }

    /** The caret's model offset in the database editor, or -1. */
    private int caretOffset() {
        if (dbEditor == null || dbEditor.getSelectionProvider() == null) return -1;
        org.eclipse.jface.viewers.ISelection s = dbEditor.getSelectionProvider().getSelection();
        return s instanceof ITextSelection ? ((ITextSelection) s).getOffset() : -1;
    }

    /** {start, end} of the pattern around the offset (Pattern line to the next one), or null. */
    private static int[] patternRegion(IDocument doc, int offset) {
        if (doc == null || offset < 0 || offset > doc.getLength()) return null;
        try {
            int line = doc.getLineOfOffset(offset);
            int start = PatternDbPresentation.patternStartBefore(doc, line);
            int end = PatternDbPresentation.patternStartAfter(doc, line + 1);
            return new int[] {start, end};
        } catch (BadLocationException e) {
            return null;
        }
    }

    /**
     * Parses only the pattern around the offset (from its Pattern line to the next one): a few
     * milliseconds even in patterns.db, so matches follow each keystroke. Null when there is none.
     */
    static DbFile parsePatternAt(IDocument doc, int offset) {
        int[] r = patternRegion(doc, offset);
        if (r == null) return null;
        try {
            return DbParser.parse(doc.get(r[0], r[1] - r[0]), "editor");
        } catch (BadLocationException e) {
            return null;
        }
    }

    // ------------------------------------------------------------------ choices

    /** Matches on this position from now on, O = color (the board is copied); the source becomes "game". */
    public void setPosition(Board board, int color, String name) {
        gameBoard = board.copy();
        gameColor = color;
        gameName = name;
        positionVersion++;
        setSource(SOURCE_GAME);
    }

    /**
     * Matches on the test position from now on and remembers it; false (with the reason in the status
     * line) if the file cannot be read.
     */
    public boolean setTestPosition(TestPosition tp) {
        GamePosition gp;
        try {
            gp = tp.load();
        } catch (Exception e) {
            status.setText("Test position not loaded: " + e.getMessage());
            return false;
        }
        testPosition = tp;
        testBoard = gp.board(); // loaded for this view alone
        testColor = gp.toMove();
        tp.remember();
        positionVersion++;
        setSource(SOURCE_TEST);
        return true;
    }

    /** Opens the test-position dialog; true if a position was chosen and loaded. */
    private boolean chooseTestPosition() {
        TestPositionDialog d = new TestPositionDialog(getSite().getShell(), testPosition);
        if (d.open() != Window.OK || d.chosen() == null) return false;
        return setTestPosition(d.chosen());
    }

    private void setSource(int mode) {
        if (mode == SOURCE_TEST && testBoard == null && testPosition != null) {
            setTestPosition(testPosition);
            return;
        }
        sourceMode = mode == SOURCE_TEST && testBoard != null ? SOURCE_TEST : SOURCE_GAME;
        if (source != null && !source.isDisposed()) source.select(sourceMode);
        positionVersion++;
        refresh();
    }

    /** Matches every pattern of the editor (true) or the one under the caret (false). */
    public void setAllPatterns(boolean all) {
        allPatterns = all;
        if (allButton != null && allButton.getSelection() != all) allButton.setSelection(all);
        refresh();
    }

    /** Keeps only patterns whose name or classification contains the text. */
    public void setFilter(String text) {
        filter = text == null ? "" : text;
        if (filterText != null && !filterText.getText().equals(filter)) filterText.setText(filter);
        refresh();
    }

    // ------------------------------------------------------------------ matching

    /** Starts a background match for the current choices; an older request's result is dropped. */
    public void refresh() {
        refresh(caretOffset());
    }

    private void refresh(int offset) {
        if (table == null || table.getControl().isDisposed()) return;
        final long t0 = System.nanoTime();
        final boolean all = allPatterns;
        final String filt = filter;
        // the one copy of a request: the job's own board, since constraints try moves on it
        final Board b = sourceMode == SOURCE_TEST && testBoard != null ? testBoard.copy()
                : gameBoard == null ? new Board(19) : gameBoard.copy();
        final int color = sourceMode == SOURCE_TEST && testBoard != null ? testColor : gameColor;
        final String where = sourceMode == SOURCE_TEST && testPosition != null ? testPosition.label() : gameName;
        final String text;
        final int base;
        if (document == null) {
            text = null;
            base = 0;
        } else if (all) {
            text = null; // read in the job only if the reconciler's parse is stale
            base = 0;
        } else {
            int[] r = patternRegion(document, offset);
            String t = null;
            try {
                t = r == null ? null : document.get(r[0], r[1] - r[0]);
            } catch (BadLocationException e) {
                t = null;
            }
            text = t;
            base = r == null ? 0 : r[0];
        }
        String key = (all ? "all|" : "one|" + base + "|" + text + "|") + documentVersion + "|" + filt + "|" + positionVersion
                + "|" + sourceMode + "|" + System.identityHashCode(document);
        if (key.equals(lastRequestKey)) return; // e.g. a caret move inside the same pattern
        lastRequestKey = key;
        final int gen = generation.incrementAndGet();
        if (boardCanvas != null && !boardCanvas.isDisposed() && !isShown(b)) {
            showPosition(b);
            boardCanvas.setAnalysis(null);
        }
        final IDocument doc = document;
        final String fullText = all && doc != null ? doc.get() : null;
        final DbFile editorParse = dbEditor == null ? null : dbEditor.parsed();
        if (running != null) running.cancel();
        Job job = new Job("Live pattern matching") {
            @Override
            public boolean belongsTo(Object family) {
                return family == owlbench.ui.jobs.JobFamilies.LIVE_MATCHES;
            }

            @Override
            protected IStatus run(IProgressMonitor monitor) {
                long t1 = System.nanoTime();
                List<LiveMatches.Row> result;
                String what;
                int patterns = 0;
                if (all) {
                    if (fullText == null) {
                        result = List.of();
                        what = "no pattern database editor";
                    } else {
                        DbFile db = editorParse != null && editorParse.text().equals(fullText) ? editorParse
                                : DbParser.parse(fullText, "editor");
                        if (stale(gen, monitor)) return Status.CANCEL_STATUS;
                        LiveMatches.Compiled c = compiled.get();
                        if (c == null || c.db() != db || !filt.equals(compiledFilter.get())) {
                            c = new LiveMatches.Compiled(db, filt);
                            compiled.set(c);
                            compiledFilter.set(filt);
                        }
                        if (stale(gen, monitor)) return Status.CANCEL_STATUS;
                        result = LiveMatches.computeAll(c, b, color, 0);
                        patterns = c.patterns().size();
                        what = "all " + patterns + " pattern(s)" + (filt.isBlank() ? "" : " matching \"" + filt.trim() + "\"");
                    }
                } else {
                    DbFile db = text == null ? null : DbParser.parse(text, "editor");
                    Pattern p = db == null || db.patterns().isEmpty() ? null : db.patterns().get(0);
                    if (p == null) {
                        result = List.of();
                        what = null;
                    } else if (!LiveMatches.accepts(p, filt)) {
                        result = List.of();
                        what = p.name() + " (filtered out)";
                    } else {
                        result = LiveMatches.compute(db, p, b, color, base);
                        what = p.name();
                    }
                }
                if (stale(gen, monitor)) return Status.CANCEL_STATUS;
                final long computeNanos = System.nanoTime() - t1;
                final String shown = what == null ? "No pattern under the caret" : what + " on " + where + " ("
                        + StoneColor.name(color) + " is O): " + result.size() + " match(es)";
                table.getControl().getDisplay().asyncExec(() -> {
                    if (generation.get() != gen || table.getControl().isDisposed()) return;
                    long s0 = System.nanoTime();
                    show(result, b);
                    showNanos = System.nanoTime() - s0;
                    status.setText(shown);
                    shownGeneration = gen;
                    requestStart = t0;
                    lastRefreshNanos = System.nanoTime() - t0;
                    if (timing()) {
                        System.out.printf("owlbench.timing live matches: %s: %d match(es), request to shown %.1f ms"
                                + " (job started after %.1f ms, parse+match %.1f ms in the background, then %.1f ms"
                                + " waiting for the UI thread and showing, of which showing %.1f ms: table %.1f, board %.1f)%n", what == null ? "none" : what, result.size(),
                                lastRefreshNanos / 1e6, (t1 - t0) / 1e6, computeNanos / 1e6,
                                (System.nanoTime() - t1 - computeNanos) / 1e6, showNanos / 1e6,
                                tableNanos / 1e6, boardNanos / 1e6);
                    }
                });
                return Status.OK_STATUS;
            }
        };
        job.setSystem(true);
        running = job;
        job.schedule();
    }

    private static boolean timing() {
        return org.eclipse.core.runtime.Platform.getDebugBoolean(TIMING_OPTION);
    }

    private boolean stale(int gen, IProgressMonitor monitor) {
        return generation.get() != gen || monitor.isCanceled();
    }

    private boolean isShown(ConstBoard b) {
        return shownSize == b.size() && shownHash == b.hash();
    }

    /** Puts the position on the board widget (which keeps a copy of its own). */
    private void showPosition(Board b) {
        boardCanvas.setPosition(b, Board.PASS);
        shownSize = b.size();
        shownHash = b.hash();
    }

    /** Shows fresh rows: table, board marks; the selected match is kept when it is still there. */
    private void show(List<LiveMatches.Row> result, Board b) {
        long s0 = System.nanoTime();
        String keep = selected == null ? null : selected.key();
        rows = result;
        settingSelection = true;
        try {
            table.setInput(result.toArray());
            selected = null;
            if (keep != null) {
                for (LiveMatches.Row r : result) {
                    if (r.key().equals(keep)) {
                        selected = r;
                        table.setSelection(new StructuredSelection(r), true);
                        break;
                    }
                }
            }
        } finally {
            settingSelection = false;
        }
        long s1 = System.nanoTime();
        if (!isShown(b)) showPosition(b);
        updateBoard();
        tableNanos = s1 - s0;
        boardNanos = System.nanoTime() - s1;
        if (listedPoint != Board.PASS && b.isOnBoard(listedPoint)) {
            pointListing = LiveMatchOverlay.at(rows, listedPoint);
        }
        updateDetails();
    }

    private void updateBoard() {
        boardCanvas.setAnalysis(LiveMatchOverlay.build(shownSize, rows, selected, !allPatterns));
    }

    // ------------------------------------------------------------------ clicks and details

    private void rowSelected(LiveMatches.Row r, boolean byUser) {
        selected = r;
        if (byUser) { // a new choice in the table replaces the listing of a clicked point
            listedPoint = Board.PASS;
            pointListing = null;
        }
        updateBoard();
        updateDetails();
        if (byUser && r != null) revealPattern(r);
    }

    /** Selects the row's pattern name in the database editor and reveals it. */
    private void revealPattern(LiveMatches.Row r) {
        if (dbEditor == null || document == null) return;
        try {
            if (r.nameOffset >= 0 && r.nameOffset + r.nameLength <= document.getLength()
                    && document.get(r.nameOffset, r.nameLength).equals(r.pattern)) {
                dbEditor.selectAndReveal(r.nameOffset, r.nameLength);
                return;
            }
        } catch (BadLocationException e) {
            // the text moved since the match was computed: look the name up instead
        }
        dbEditor.goToPattern(r.pattern);
    }

    /** A click on the board: list the patterns matching there; a move mark also selects its match. */
    private void pointClicked(int point) {
        if (point == Board.PASS) return;
        List<LiveMatches.Row> here = LiveMatchOverlay.movesAt(rows, point);
        if (!here.isEmpty()) {
            table.setSelection(new StructuredSelection(here.get(0)), true); // selects the pattern in the editor
        }
        listedPoint = point;
        pointListing = LiveMatchOverlay.at(rows, point);
        updateDetails();
    }

    private void updateDetails() {
        String text = LiveMatchDetails.text(selected, listedPoint == Board.PASS ? null : pointListing, listedPoint,
                shownSize, !rows.isEmpty());
        if (!details.getText().equals(text)) details.setText(text);
    }

    // ------------------------------------------------------------------ for tests and callers

    /** The rows shown (UI thread). */
    public List<LiveMatches.Row> rows() {
        return rows;
    }

    /** True when the newest request has been shown. */
    public boolean isUpToDate() {
        return shownGeneration == generation.get();
    }

    /** Nanoseconds from the last shown request to its rows on screen, -1 before the first. */
    public long lastRefreshNanos() {
        return lastRefreshNanos;
    }

    /** True when the board has been painted since the newest request was shown. */
    public boolean isPainted() {
        return isUpToDate() && paintedGeneration == shownGeneration;
    }

    /** Nanoseconds from the last shown request to the end of the board's painting, -1 before the first. */
    public long lastPaintedNanos() {
        return lastPaintedNanos;
    }

    /** The board of the view. */
    public BoardCanvas boardCanvas() {
        return boardCanvas;
    }

    /** The table of matches. */
    public TableViewer tableViewer() {
        return table;
    }

    /** The selected match, or null. */
    public LiveMatches.Row selectedRow() {
        return selected;
    }

    /** The patterns at the last clicked point, or null. */
    public LiveMatchOverlay.AtPoint pointListing() {
        return pointListing;
    }

    /** The details pane's text. */
    public String detailsText() {
        return details.getText();
    }

    /** True in all-patterns mode. */
    public boolean isAllPatterns() {
        return allPatterns;
    }

    /** The name/class filter ("" for none). */
    public String filter() {
        return filter;
    }

    /** True when matching on the test position (else on the game editor's position). */
    public boolean isOnTestPosition() {
        return sourceMode == SOURCE_TEST;
    }

    /** The remembered or chosen test position, or null. */
    public TestPosition testPosition() {
        return testPosition;
    }

    @Override
    public void setFocus() {
        table.getControl().setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removePostSelectionListener(selectionListener);
        getSite().getPage().removePartListener(partListener);
        if (dbEditor != null) dbEditor.removeParsedListener(parsedListener);
        if (document != null) document.removeDocumentListener(documentListener);
        if (gameTracker != null) gameTracker.dispose();
        if (gameModel != null) gameModel.removeListener(gameListener);
        if (running != null) running.cancel();
        super.dispose();
    }
}
