package owlbench.ui.reading;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ConnectionReader;
import owlbench.reading.Reader;
import owlbench.reading.SearchRecorder;
import owlbench.reading.TreeRecorder;

/**
 * Reads attack or defence of one string, owl attack or defence of the dragon at a stone, or the
 * connection of two strings (connect, then disconnect), with a TreeRecorder, as a cancellable Job on a copy of the position, then shows the
 * tree in the reading-tree viewer. Cancelled, it stops at the next move the reader tries, has no
 * {@link #result()} and shows the part read so far, titled as cancelled.
 */
public final class ReadingJob extends Job {

    /** What is read. */
    public enum Kind {
        ATTACK("attack"), DEFEND("find_defense"), CONNECT("connect"), DISCONNECT("disconnect"),
        OWL_ATTACK("owl_attack"), OWL_DEFEND("owl_defend"), SEMEAI("analyze_semeai");

        /** The GTP command's name, used in titles. */
        public final String command;

        Kind(String command) {
            this.command = command;
        }
    }

    /** Secondary id of the reading-tree view that shows the disconnect tree of Read Connection. */
    public static final String DISCONNECT_VIEW = "disconnect";

    private final Board position;
    private final int string;
    private final int string2; // PASS unless reading a connection
    private final Kind[] kinds;
    private final IWorkbenchPage page;
    private volatile ReadingTree result;
    private volatile ReadingTree second;
    private volatile ReadingTree cancelled;
    /** Why the search could not start (a database missing), shown as the job's error; else null. */
    private volatile String problem;
    /** Test seam: called before each move the reader tries, with the number of moves recorded so far. */
    volatile java.util.function.IntConsumer beforeMove;

    /** A job reading the string at point on a copy of position; page receives the viewer (may be null in tests). */
    public ReadingJob(Board position, int point, boolean attack, IWorkbenchPage page) {
        this(position, point, Board.PASS, page, attack ? Kind.ATTACK : Kind.DEFEND);
    }

    /**
     * A job reading the connection of the strings at s1 and s2 (one colour) on a copy of position:
     * connect, then disconnect. The connect tree goes to the reading-tree view, the disconnect tree
     * to a second one (secondary id {@link #DISCONNECT_VIEW}); page may be null in tests.
     */
    public static ReadingJob connection(Board position, int s1, int s2, IWorkbenchPage page) {
        return new ReadingJob(position, s1, s2, page, Kind.CONNECT, Kind.DISCONNECT);
    }

    /**
     * A job reading owl attack or defence of the dragon at stone on a copy of position, with the
     * workbench's databases (owlbench's own owl patterns and eye shapes unless a --patterns folder
     * names GNU Go's); page may be null in tests.
     */
    public static ReadingJob owl(Board position, int stone, boolean attack, IWorkbenchPage page) {
        return new ReadingJob(position, stone, Board.PASS, page, attack ? Kind.OWL_ATTACK : Kind.OWL_DEFEND);
    }

    /**
     * A job reading the semeai between the dragons at stoneA and stoneB (opposite colours; A's
     * colour moves first) on a copy of position, as analyze_semeai; page may be null in tests.
     */
    public static ReadingJob semeai(Board position, int stoneA, int stoneB, IWorkbenchPage page) {
        return new ReadingJob(position, stoneA, stoneB, page, Kind.SEMEAI);
    }

    private ReadingJob(Board position, int point, int point2, IWorkbenchPage page, Kind... kinds) {
        super(title(position.size(), point, point2, kinds));
        this.position = position.copy();
        this.string = point;
        this.string2 = point2;
        this.kinds = kinds;
        this.page = page;
        setUser(true);
    }

    private static String title(int size, int point, int point2, Kind... kinds) {
        StringBuilder sb = new StringBuilder("Read");
        if (kinds[0] == Kind.CONNECT) {
            sb.append(" connection");
        } else if (kinds[0] == Kind.SEMEAI) {
            sb.append(" semeai");
        } else if (kinds[0] == Kind.OWL_ATTACK || kinds[0] == Kind.OWL_DEFEND) {
            sb.append(kinds[0] == Kind.OWL_ATTACK ? " owl attack" : " owl defence");
        } else {
            sb.append(kinds[0] == Kind.ATTACK ? " attack" : " defence");
        }
        sb.append(' ').append(Vertex.toString(point, size));
        if (point2 != Board.PASS) {
            sb.append(' ').append(Vertex.toString(point2, size));
        }
        return sb.toString();
    }

    private String treeTitle(Kind kind) {
        String t = kind.command + " " + Vertex.toString(string, position.size());
        return string2 == Board.PASS ? t : t + " " + Vertex.toString(string2, position.size());
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == owlbench.ui.jobs.JobFamilies.READING;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
        result = null;
        second = null;
        cancelled = null;
        ReadingTree[] trees = new ReadingTree[kinds.length];
        try {
            for (int i = 0; i < kinds.length; i++) {
                trees[i] = read(kinds[i], monitor);
                if (trees[i] == null && problem != null) {
                    return new Status(IStatus.ERROR, "owlbench.ui.reading", getName() + ": " + problem);
                }
                if (trees[i] == null) {
                    if (i > 0 && page != null) { // the connect tree was read in full: show it all the same
                        ReadingTree done = trees[0];
                        page.getWorkbenchWindow().getShell().getDisplay().asyncExec(() -> show(page, done));
                    }
                    return Status.CANCEL_STATUS;
                }
            }
        } finally {
            monitor.done();
        }
        result = trees[0];
        second = trees.length > 1 ? trees[1] : null;
        if (page != null) {
            Display display = page.getWorkbenchWindow().getShell().getDisplay();
            display.asyncExec(() -> {
                show(page, trees[0]);
                if (trees.length > 1) {
                    show(page, trees[1], DISCONNECT_VIEW);
                }
            });
        }
        return Status.OK_STATUS;
    }

    /** One search with its tree; null if cancelled (then {@link #cancelledTree()} holds what was read). */
    private ReadingTree read(Kind kind, IProgressMonitor monitor) {
        monitor.subTask(treeTitle(kind));
        // a fresh copy each run: a cancelled search leaves its board with moves on the stack
        Reader reader = new Reader(position.copy());
        Board start = position.copy();
        TreeRecorder rec = new TreeRecorder();
        int[] open = new int[1]; // moves entered and not yet left: the path a cancel interrupts
        // the reader has no cancel flag: leaving by exception is safe because the board is a throwaway copy
        SearchRecorder cancellable = new SearchRecorder() {
            @Override
            public void beginSearch(Board board, String function, int target, int target2) {
                rec.beginSearch(board, function, target, target2);
            }

            @Override
            public void enterMove(int move, int color, String fn, int tgt, int stackp, long hash) {
                java.util.function.IntConsumer hook = beforeMove;
                if (hook != null) {
                    hook.accept(rec.nodeCount());
                }
                if (monitor.isCanceled()) {
                    throw new OperationCanceledException();
                }
                rec.enterMove(move, color, fn, tgt, stackp, hash);
                open[0]++;
            }

            @Override
            public void leaveMove(int code, int reply, boolean cacheHit, String note) {
                rec.leaveMove(code, reply, cacheHit, note);
                open[0]--;
            }

            @Override
            public void nodeDetail(owlbench.reading.NodeDetail detail) {
                rec.nodeDetail(detail); // owl's eyes, proposer, lunches and end of the node
            }

            @Override
            public void endSearch(int code, int move, long nodes) {
                rec.endSearch(code, move, nodes);
            }
        };
        owlbench.engine.OwlSearch owl = null;
        if (kind == Kind.OWL_ATTACK || kind == Kind.OWL_DEFEND || kind == Kind.SEMEAI) {
            try {
                owl = owlbench.engine.OwlSearch.on(position, owlbench.ui.model.PositionAnalyses.DATABASES);
            } catch (owlbench.engine.AnalysisException e) {
                problem = e.getMessage();
                return null;
            }
        }
        long t0 = System.nanoTime();
        try {
            switch (kind) {
                case ATTACK -> reader.attackResult(string, cancellable); // as GTP's attack asks it (question reads)
                case DEFEND -> reader.defenseResult(string, cancellable); // as GTP's defend
                case CONNECT -> new ConnectionReader(reader).connect(string, string2, cancellable);
                case DISCONNECT -> new ConnectionReader(reader).disconnect(string, string2, cancellable);
                case OWL_ATTACK -> owl.attack(string, cancellable);
                case OWL_DEFEND -> owl.defend(string, cancellable);
                case SEMEAI -> owl.semeai(string, string2, cancellable);
            }
        } catch (OperationCanceledException e) {
            for (; open[0] > 0; open[0]--) {
                rec.leaveMove(0, Board.PASS, false, "cancelled"); // close the interrupted path (no result: 0)
            }
            long ms = (System.nanoTime() - t0) / 1_000_000;
            ReadingTree partial = ReadingTree.fromRecorder(treeTitle(kind) + " (cancelled after " + rec.nodeCount()
                    + " nodes: no answer)", start, rec, ms);
            cancelled = partial;
            if (page != null && rec.nodeCount() > 0) {
                Display display = page.getWorkbenchWindow().getShell().getDisplay();
                display.asyncExec(() -> show(page, partial, kind == Kind.DISCONNECT ? DISCONNECT_VIEW : null));
            }
            return null;
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        return ReadingTree.fromRecorder(treeTitle(kind), start, rec, ms);
    }

    /** The tree read (the connect tree for a connection), or null before the job has finished or if it was cancelled. */
    public ReadingTree result() {
        return result;
    }

    /** Why the search could not start (e.g. a database missing), or null. */
    public String problem() {
        return problem;
    }

    /** The disconnect tree of a connection job, or null (other jobs, not finished, cancelled). */
    public ReadingTree secondResult() {
        return second;
    }

    /** After a cancelled run: the part of the tree read before the cancel (its title says so); else null. */
    public ReadingTree cancelledTree() {
        return cancelled;
    }

    /** What this job reads: one kind, or CONNECT then DISCONNECT. */
    public Kind[] kinds() {
        return kinds.clone();
    }

    /** Opens (or reuses) the reading-tree viewer on page and shows tree; returns the view (null on failure). */
    public static ReadingTreeView show(IWorkbenchPage page, ReadingTree tree) {
        return show(page, tree, null);
    }

    /** As {@link #show(IWorkbenchPage, ReadingTree)} in the view instance with secondaryId (null: the main one). */
    public static ReadingTreeView show(IWorkbenchPage page, ReadingTree tree, String secondaryId) {
        try {
            ReadingTreeView view = (ReadingTreeView) page.showView(ReadingTreeView.ID, secondaryId,
                    IWorkbenchPage.VIEW_ACTIVATE);
            view.setTree(tree);
            return view;
        } catch (PartInitException e) {
            org.eclipse.jface.dialogs.MessageDialog.openError(page.getWorkbenchWindow().getShell(),
                    "Reading tree", "Cannot open the reading-tree viewer: " + e.getMessage());
            return null;
        }
    }
}
