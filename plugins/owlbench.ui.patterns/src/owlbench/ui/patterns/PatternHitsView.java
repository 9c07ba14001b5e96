package owlbench.ui.patterns;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.part.ViewPart;

import owlbench.board.StoneColor;
import owlbench.patterns.match.Transformation;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.match.Constraints;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.search.HitGroup;
import owlbench.patterns.search.PatternHit;
import owlbench.patterns.search.PatternSearch;
import owlbench.ui.game.GamePart;
import owlbench.ui.game.GameFiles;

/**
 * Pattern Hits ("where does it fire"): the places where patterns matched in a folder of SGF games, at
 * every position and with both colours as O. One row per group of hits (see {@link HitGroup}: the same
 * pattern at the same point over consecutive positions is one row) with game, position(s), vertex,
 * pattern, transformation and whether the constraint holds (true, false, unknown and what it needs),
 * filtered on that result. The search runs as a Job with progress and cancel; rows arrive game by game.
 * Double-click opens the game in the game editor at that position (the move number the row shows),
 * with the hit point marked.
 */
public class PatternHitsView extends ViewPart {
    public static final String ID = "owlbench.ui.patterns.patternHits";

    private TableViewer viewer;
    private Label summary;
    /** Hits kept for the table; beyond this many only the count goes on (memory for a big folder). */
    public static final int MAX_ROWS = 200_000;

    private final List<PatternHit> hits = Collections.synchronizedList(new ArrayList<>());
    /** The hits grouped, game by game (guarded by hits' lock). */
    private final List<HitGroup> groups = new ArrayList<>();
    /** The groups the filter shows (UI thread). */
    private List<HitGroup> shown = List.of();
    private org.eclipse.swt.widgets.Combo filterCombo;
    /** The filter: null for all, else the constraint result a row must have. */
    private EvalResult.Truth filter;
    private volatile long hitCount;
    private final java.util.concurrent.atomic.AtomicBoolean refreshPending = new java.util.concurrent.atomic.AtomicBoolean();
    private volatile Job job;
    private volatile String status = "";
    private Path lastFolder;
    private GamePart lastOpened;

    @Override
    public void createPartControl(Composite parent) {
        parent = owlbench.ui.views.MinimumSize.wrap(parent); // a tiny part clips, never squeezes scroll bars (Gtk-CRITICAL)
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(2, false));
        // wraps instead of being cut at the view's edge
        summary = new Label(c, SWT.WRAP);
        GridData sd = new GridData(SWT.FILL, SWT.TOP, true, false);
        sd.widthHint = 100;
        summary.setLayoutData(sd);
        summary.setText("Run Where Does It Fire from a pattern editor's context menu.");
        filterCombo = new org.eclipse.swt.widgets.Combo(c, SWT.READ_ONLY);
        filterCombo.setItems("All constraint results", "Constraint true", "Constraint false", "Constraint unknown");
        filterCombo.select(0);
        filterCombo.setToolTipText("Show only the hits whose constraint has this result");
        filterCombo.setLayoutData(new GridData(SWT.END, SWT.TOP, false, false));
        filterCombo.addListener(SWT.Selection, e -> setFilter(filterCombo.getSelectionIndex() == 0 ? null
                : EvalResult.Truth.values()[filterCombo.getSelectionIndex() - 1]));
        // virtual: only the visible rows are made, so tens of thousands of hits stay cheap
        viewer = new TableViewer(c, SWT.VIRTUAL | SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
        viewer.setUseHashlookup(true);
        viewer.getTable().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        column("Game", 150, g -> g.first.game.getFileName().toString());
        column("Move", 70, HitGroup::moves);
        column("Positions", 70, g -> Integer.toString(g.count));
        column("O", 60, g -> StoneColor.name(g.first.color));
        column("Vertex", 60, g -> g.first.vertex);
        column("Pattern", 110, g -> g.first.pattern);
        column("Transformation", 100, g -> String.valueOf(Transformation.name(g.first.transformation)));
        column("Constraint", 200, g -> g.first.constraint);
        viewer.setContentProvider(new org.eclipse.jface.viewers.ILazyContentProvider() {
            @Override
            public void updateElement(int index) {
                if (index < shown.size()) viewer.replace(shown.get(index), index);
            }
        });
        viewer.setInput(hits);
        viewer.setItemCount(0);
        viewer.addDoubleClickListener(e -> {
            Object o = ((IStructuredSelection) e.getSelection()).getFirstElement();
            if (o instanceof HitGroup g) {
                String problem = open(g.first);
                if (problem != null) setStatus(problem);
            }
        });
        getSite().setSelectionProvider(viewer);
    }

    private void column(String title, int width, java.util.function.Function<HitGroup, String> text) {
        TableViewerColumn col = new TableViewerColumn(viewer, SWT.LEFT);
        col.getColumn().setText(title);
        // never narrower than its title: the header is read whole
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(viewer.getTable());
        int titleWidth = gc.textExtent(title).x + 24;
        gc.dispose();
        col.getColumn().setWidth(Math.max(width, titleWidth));
        col.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((HitGroup) element);
            }
        });
    }

    /** Shows only the groups whose constraint result is {@code truth} (null: all). */
    public void setFilter(EvalResult.Truth truth) {
        filter = truth;
        if (filterCombo != null && !filterCombo.isDisposed()) filterCombo.select(truth == null ? 0 : truth.ordinal() + 1);
        shown = List.of();
        shownFrom = 0;
        viewer.setItemCount(0);
        viewer.refresh();
        refresh();
    }

    /** The groups the table shows (after the filter), in order. */
    public List<HitGroup> shownGroups() {
        return List.copyOf(shown);
    }

    /** Every group found (before the filter). */
    public List<HitGroup> groups() {
        synchronized (hits) {
            return new ArrayList<>(groups);
        }
    }

    /** The folder of the last search (the handler offers it again), or null. */
    public Path lastFolder() {
        return lastFolder;
    }

    /**
     * Searches the .sgf files under folder for the patterns (what is the label in the summary line) as a
     * Job and returns it, already scheduled. A running search is cancelled first.
     */
    public Job search(List<Pattern> patterns, String what, Path folder) {
        return search(null, patterns, what, folder);
    }

    /**
     * As {@link #search(List, String, Path)}, evaluating each hit's constraint with the constraints of
     * {@code db}, the database the patterns come from (null: not evaluated).
     */
    public Job search(DbFile db, List<Pattern> patterns, String what, Path folder) {
        Job old = job;
        if (old != null) old.cancel();
        lastFolder = folder;
        synchronized (hits) {
            hits.clear();
            groups.clear();
        }
        shown = List.of();
        shownFrom = 0;
        hitCount = 0;
        refresh();
        List<Pattern> pats = List.copyOf(patterns);
        Job j = new Job("Where does " + what + " fire") {
            @Override
            public boolean belongsTo(Object family) {
                return family == owlbench.ui.jobs.JobFamilies.PATTERN_SEARCH;
            }

            @Override
            protected IStatus run(IProgressMonitor monitor) {
                long t0 = System.nanoTime();
                List<Path> games;
                try {
                    games = PatternSearch.sgfFiles(folder);
                } catch (IOException e) {
                    setStatus("Cannot list " + folder + ": " + e.getMessage());
                    return Status.OK_STATUS;
                }
                monitor.beginTask("Searching " + games.size() + " games", games.size());
                PatternSearch search = new PatternSearch(pats, db == null ? null : new Constraints(db));
                List<String> problems = new ArrayList<>();
                int[] done = {0};
                for (Path g : games) {
                    if (monitor.isCanceled()) break;
                    monitor.subTask(g.getFileName().toString());
                    List<PatternHit> found = search.search(List.of(g), new PatternSearch.Monitor() {
                        @Override
                        public boolean isCanceled() {
                            return monitor.isCanceled();
                        }

                        @Override
                        public void startGame(int index, int total, Path game) {
                        }

                        @Override
                        public void problem(Path game, String message) {
                            problems.add(game.getFileName() + ": " + message);
                        }
                    });
                    if (job != this) return Status.CANCEL_STATUS;
                    hitCount += found.size();
                    synchronized (hits) {
                        int before = hits.size();
                        for (int k = 0; k < found.size() && hits.size() < MAX_ROWS; k++) hits.add(found.get(k));
                        // runs never span games: this game's hits are grouped on their own
                        groups.addAll(HitGroup.group(hits.subList(before, hits.size())));
                    }
                    done[0]++;
                    monitor.worked(1);
                    setStatus(what + ": " + hitCount + " hits in " + done[0] + "/" + games.size() + " games");
                }
                long ms = (System.nanoTime() - t0) / 1_000_000;
                setStatus(what + ": " + hitCount + " hits in " + done[0] + " games (" + search.positionsSearched()
                        + " positions x 2 colours, " + ms + " ms)" + (monitor.isCanceled() ? ", cancelled" : "")
                        + (hitCount > MAX_ROWS ? "; the first " + MAX_ROWS + " are listed" : "")
                        + (problems.isEmpty() ? "" : "; skipped " + problems));
                monitor.done();
                return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
            }
        };
        j.setUser(true);
        job = j;
        j.schedule();
        return j;
    }

    private void setStatus(String s) {
        status = s;
        Display d = viewer == null || viewer.getControl().isDisposed() ? null : viewer.getControl().getDisplay();
        // one pending refresh at a time: a fast search must not flood the UI thread
        if (d != null && refreshPending.compareAndSet(false, true)) d.asyncExec(this::refresh);
    }

    /** How many of groups have been filtered into shown (new groups only arrive at the end). */
    private int shownFrom;

    private void refresh() {
        refreshPending.set(false);
        if (viewer == null || viewer.getControl().isDisposed()) return;
        List<HitGroup> all = groups();
        if (all.size() != shownFrom) {
            List<HitGroup> kept = new ArrayList<>(shown);
            for (int i = shownFrom; i < all.size(); i++) {
                HitGroup g = all.get(i);
                if (filter == null || g.first.truth == filter) kept.add(g);
            }
            shown = kept;
            shownFrom = all.size();
        }
        int n = shown.size();
        if (n != viewer.getTable().getItemCount()) {
            viewer.setItemCount(n);
            if (n == 0) viewer.refresh();
        }
        summary.setText(status + (status.isEmpty() ? "" : "; " + n + " rows"
                + (filter == null ? "" : " with constraint " + filter.name().toLowerCase(java.util.Locale.ROOT))
                + " (the same pattern at the same point on consecutive moves is one row)"));
        summary.getParent().layout();
    }

    /** The hits shown (a copy). */
    public List<PatternHit> hits() {
        synchronized (hits) {
            return new ArrayList<>(hits);
        }
    }

    /** Rows in the table. */
    public int rowCount() {
        return viewer.getTable().getItemCount();
    }

    /** The summary line. */
    public String summary() {
        return summary.getText();
    }

    /** The running or last search, or null. */
    public Job job() {
        return job;
    }

    /** The table (tests double-click its rows). */
    public TableViewer viewer() {
        return viewer;
    }

    /**
     * Opens the hit's game in a game editor at the hit's position (the same editor API as the
     * Regression view); returns null, or what went wrong.
     */
    public String open(PatternHit h) {
        IEditorPart part = GameFiles.open(getSite().getPage(), h.game.toFile(), problem -> { });
        GamePart editor = GamePart.of(part);
        if (editor == null) return "cannot open " + h.game;
        // the position the pattern matched: after movesPlayed moves, as the Move column says; its
        // move point marked, as a region of one point
        editor.goTo(h.movesPlayed);
        editor.clearMarks();
        editor.markRegion(h.point, h.point);
        lastOpened = editor;
        return null;
    }

    /** The game editor the last double-click opened (for tests), or null. */
    public GamePart lastOpened() {
        return lastOpened;
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        Job j = job;
        if (j != null) j.cancel();
        super.dispose();
    }
}
