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
import owlbench.reading.Reader;
import owlbench.reading.SearchRecorder;
import owlbench.reading.TreeRecorder;

/**
 * Reads attack or defence of one string with a TreeRecorder, as a cancellable Job on a copy of
 * the position, then shows the tree in the reading-tree viewer.
 */
public final class ReadingJob extends Job {

    private final Board position;
    private final int string;
    private final boolean attack;
    private final IWorkbenchPage page;
    private volatile ReadingTree result;

    /** A job reading the string at point on a copy of position; page receives the viewer (may be null in tests). */
    public ReadingJob(Board position, int point, boolean attack, IWorkbenchPage page) {
        super((attack ? "Read attack " : "Read defence ") + Vertex.toString(point, position.size()));
        this.position = position.copy();
        this.string = point;
        this.attack = attack;
        this.page = page;
        setUser(true);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
        // a fresh copy each run: a cancelled search leaves its board with moves on the stack
        Reader reader = new Reader(position.copy());
        Board start = position.copy();
        TreeRecorder rec = new TreeRecorder();
        // the reader has no cancel flag: leaving by exception is safe because the board is a throwaway copy
        SearchRecorder cancellable = new SearchRecorder() {
            @Override
            public void beginSearch(Board board, String function, int target, int target2) {
                rec.beginSearch(board, function, target, target2);
            }

            @Override
            public void enterMove(int move, int color, String fn, int tgt, int stackp, long hash) {
                if (monitor.isCanceled()) {
                    throw new OperationCanceledException();
                }
                rec.enterMove(move, color, fn, tgt, stackp, hash);
            }

            @Override
            public void leaveMove(int code, int reply, boolean cacheHit, String note) {
                rec.leaveMove(code, reply, cacheHit, note);
            }

            @Override
            public void endSearch(int code, int move, long nodes) {
                rec.endSearch(code, move, nodes);
            }
        };
        long t0 = System.nanoTime();
        try {
            if (attack) {
                reader.attack(string, cancellable);
            } else {
                reader.findDefense(string, cancellable);
            }
        } catch (OperationCanceledException e) {
            return Status.CANCEL_STATUS;
        } finally {
            monitor.done();
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        result = ReadingTree.fromRecorder((attack ? "attack " : "find_defense ")
                + Vertex.toString(string, start.size()), start, rec, ms);
        if (page != null) {
            Display display = page.getWorkbenchWindow().getShell().getDisplay();
            display.asyncExec(() -> show(page, result));
        }
        return Status.OK_STATUS;
    }

    /** The tree read, or null before the job has finished. */
    public ReadingTree result() {
        return result;
    }

    /** Opens (or reuses) the reading-tree viewer on page and shows tree; returns the view (null on failure). */
    public static ReadingTreeView show(IWorkbenchPage page, ReadingTree tree) {
        try {
            ReadingTreeView view = (ReadingTreeView) page.showView(ReadingTreeView.ID);
            view.setTree(tree);
            return view;
        } catch (PartInitException e) {
            org.eclipse.jface.dialogs.MessageDialog.openError(page.getWorkbenchWindow().getShell(),
                    "Reading tree", "Cannot open the reading-tree viewer: " + e.getMessage());
            return null;
        }
    }
}
