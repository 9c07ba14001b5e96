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

import owlbench.board.Color;
import owlbench.patterns.match.Transformation;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.search.PatternHit;
import owlbench.patterns.search.PatternSearch;
import owlbench.ui.game.GameEditor;
import owlbench.ui.game.GameFiles;

/**
 * Pattern Hits ("where does it fire"): the places where patterns matched in a folder of SGF games, at
 * every position and with both colours as O, one row per hit (game, position, vertex, pattern,
 * transformation). The search runs as a Job with progress and cancel; rows arrive game by game.
 * Double-click opens the game in the game editor at that position.
 */
public class PatternHitsView extends ViewPart {
    public static final String ID = "owlbench.ui.patterns.patternHits";

    private TableViewer viewer;
    private Label summary;
    /** Hits kept for the table; beyond this many only the count goes on (memory for a big folder). */
    public static final int MAX_ROWS = 200_000;

    private final List<PatternHit> hits = Collections.synchronizedList(new ArrayList<>());
    private volatile long hitCount;
    private final java.util.concurrent.atomic.AtomicBoolean refreshPending = new java.util.concurrent.atomic.AtomicBoolean();
    private volatile Job job;
    private volatile String status = "";
    private Path lastFolder;
    private GameEditor lastOpened;

    @Override
    public void createPartControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(1, false));
        summary = new Label(c, SWT.NONE);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        summary.setText("Run Where Does It Fire from a pattern editor.");
        // virtual: only the visible rows are made, so tens of thousands of hits stay cheap
        viewer = new TableViewer(c, SWT.VIRTUAL | SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
        viewer.setUseHashlookup(true);
        viewer.getTable().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        column("Game", 180, h -> h.game.getFileName().toString());
        column("Move", 60, h -> Integer.toString(h.movesPlayed + 1));
        column("O", 60, h -> Color.name(h.color));
        column("Vertex", 60, h -> h.vertex);
        column("Pattern", 120, h -> h.pattern);
        column("Transf.", 60, h -> String.valueOf(Transformation.name(h.transformation)));
        viewer.setContentProvider(new org.eclipse.jface.viewers.ILazyContentProvider() {
            @Override
            public void updateElement(int index) {
                PatternHit h;
                synchronized (hits) {
                    h = index < hits.size() ? hits.get(index) : null;
                }
                if (h != null) viewer.replace(h, index);
            }
        });
        viewer.setInput(hits);
        viewer.setItemCount(0);
        viewer.addDoubleClickListener(e -> {
            Object o = ((IStructuredSelection) e.getSelection()).getFirstElement();
            if (o instanceof PatternHit) {
                String problem = open((PatternHit) o);
                if (problem != null) setStatus(problem);
            }
        });
        getSite().setSelectionProvider(viewer);
    }

    private void column(String title, int width, java.util.function.Function<PatternHit, String> text) {
        TableViewerColumn col = new TableViewerColumn(viewer, SWT.LEFT);
        col.getColumn().setText(title);
        col.getColumn().setWidth(width);
        col.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((PatternHit) element);
            }
        });
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
        Job old = job;
        if (old != null) old.cancel();
        lastFolder = folder;
        hits.clear();
        hitCount = 0;
        refresh();
        List<Pattern> pats = List.copyOf(patterns);
        Job j = new Job("Where does " + what + " fire") {
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
                PatternSearch search = new PatternSearch(pats);
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
                        for (int k = 0; k < found.size() && hits.size() < MAX_ROWS; k++) hits.add(found.get(k));
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

    private void refresh() {
        refreshPending.set(false);
        if (viewer == null || viewer.getControl().isDisposed()) return;
        int n = hits.size();
        if (n != viewer.getTable().getItemCount()) {
            viewer.setItemCount(n);
            if (n == 0) viewer.refresh();
        }
        summary.setText(status);
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
        if (!(part instanceof GameEditor)) return "cannot open " + h.game;
        GameEditor editor = (GameEditor) part;
        editor.goTo(h.movesPlayed);
        lastOpened = editor;
        return null;
    }

    /** The game editor the last double-click opened (for tests), or null. */
    public GameEditor lastOpened() {
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
