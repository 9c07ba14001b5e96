package owlbench.ui.patterns;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;

import owlbench.board.Board;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.ui.game.GameEditor;

/**
 * Live matching: every match of the pattern under the caret of the active pattern-database editor on
 * the position of the last active game editor (or a position set with {@link #setPosition}), with its
 * transformation, anchor, move, label points, constraint result (failing ones in red) and actions.
 * Matching runs in a background job on a copy of the board; results of an older request are dropped.
 */
public class LiveMatchView extends ViewPart {
    public static final String ID = "owlbench.ui.patterns.liveMatches";
    private static final Color FAILED = new Color(200, 0, 0);
    private static final Color UNKNOWN = new Color(150, 110, 0);

    private TableViewer table;
    private Label status;
    private PatternDbEditor dbEditor;
    private Board position;
    private int positionColor = owlbench.board.Color.BLACK;
    private String positionName = "empty 19x19 board";
    private final AtomicInteger generation = new AtomicInteger();
    private volatile int shownGeneration = -1;
    private volatile List<LiveMatches.Row> rows = List.of();
    private final Runnable parsedListener = this::refresh;
    private org.eclipse.jface.text.IDocument document;
    /** Typing refreshes at once from the edited pattern alone, without waiting for the reconciler. */
    private final org.eclipse.jface.text.IDocumentListener documentListener = new org.eclipse.jface.text.IDocumentListener() {
        @Override
        public void documentAboutToBeChanged(org.eclipse.jface.text.DocumentEvent event) {
        }

        @Override
        public void documentChanged(org.eclipse.jface.text.DocumentEvent event) {
            refresh(event.getOffset());
        }
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
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        status = new Label(parent, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        table = new TableViewer(parent, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        table.getTable().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table.getTable().setHeaderVisible(true);
        table.setContentProvider(ArrayContentProvider.getInstance());
        column("Pattern", 140, r -> r.pattern);
        column("t", 30, r -> String.valueOf(r.transformation));
        column("Anchor", 60, r -> r.anchor);
        column("Move", 60, r -> r.move);
        column("Labels", 160, r -> r.labels);
        column("Constraint", 160, r -> r.result);
        column("Action", 200, r -> r.action);
        table.addDoubleClickListener(e -> {
            if (dbEditor != null) dbEditor.goToPattern(((LiveMatches.Row)
                    ((org.eclipse.jface.viewers.IStructuredSelection) e.getSelection()).getFirstElement()).pattern);
        });
        getSite().getPage().addPostSelectionListener(selectionListener);
        getSite().getPage().addPartListener(partListener);
        partActivated(getSite().getPage().getActiveEditor());
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

    private void partActivated(IWorkbenchPart part) {
        if (part instanceof PatternDbEditor) {
            if (part != dbEditor) setDbEditor((PatternDbEditor) part);
            refresh();
        } else if (part instanceof GameEditor) {
            GameEditor g = (GameEditor) part;
            if (g.getModel() != null && g.getModel().position() != null) {
                owlbench.ui.model.NodePosition p = g.getModel().position();
                setPosition(p.board().copy(), p.toMove(), g.getTitle() + " move " + p.moveNumber());
            }
        }
    }

    private void setDbEditor(PatternDbEditor e) {
        if (dbEditor != null) dbEditor.removeParsedListener(parsedListener);
        if (document != null) document.removeDocumentListener(documentListener);
        dbEditor = e;
        document = e == null ? null : e.document();
        if (e != null) e.addParsedListener(parsedListener);
        if (document != null) document.addDocumentListener(documentListener);
        refresh();
    }

    /** The caret's model offset in the database editor, or -1. */
    private int caretOffset() {
        if (dbEditor == null || dbEditor.getSelectionProvider() == null) return -1;
        org.eclipse.jface.viewers.ISelection s = dbEditor.getSelectionProvider().getSelection();
        return s instanceof org.eclipse.jface.text.ITextSelection ? ((org.eclipse.jface.text.ITextSelection) s).getOffset() : -1;
    }

    /**
     * Parses only the pattern around the offset (from its Pattern line to the next one): a few
     * milliseconds even in patterns.db, so matches follow each keystroke. Null when there is none.
     */
    static DbFile parsePatternAt(org.eclipse.jface.text.IDocument doc, int offset) {
        if (doc == null || offset < 0 || offset > doc.getLength()) return null;
        try {
            int line = doc.getLineOfOffset(offset);
            int start = PatternDbPresentation.patternStartBefore(doc, line);
            int end = PatternDbPresentation.patternStartAfter(doc, line + 1);
            return owlbench.patterns.parser.DbParser.parse(doc.get(start, end - start), "editor");
        } catch (org.eclipse.jface.text.BadLocationException e) {
            return null;
        }
    }

    /** Matches on this position from now on, O = color (the board is copied). */
    public void setPosition(Board board, int color, String name) {
        position = board.copy();
        positionColor = color;
        positionName = name;
        refresh();
    }

    /** Starts a background match for the pattern under the caret; an older request's result is dropped. */
    public void refresh() {
        refresh(caretOffset());
    }

    private void refresh(int offset) {
        if (table == null || table.getControl().isDisposed()) return;
        final int gen = generation.incrementAndGet();
        final DbFile db = parsePatternAt(document, offset);
        final Pattern p = db == null || db.patterns().isEmpty() ? null : db.patterns().get(0);
        final Board b = position == null ? new Board(19) : position.copy();
        final int color = positionColor;
        final String where = positionName;
        Job job = new Job("Live pattern matching") {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                List<LiveMatches.Row> result = db == null || p == null ? List.of() : LiveMatches.compute(db, p, b, color);
                if (generation.get() != gen) return Status.CANCEL_STATUS; // stale: a newer request is running
                table.getControl().getDisplay().asyncExec(() -> {
                    if (generation.get() != gen || table.getControl().isDisposed()) return;
                    rows = result;
                    table.setInput(result.toArray());
                    status.setText(p == null ? "No pattern under the caret" : p.name() + " on " + where + " ("
                            + owlbench.board.Color.name(color) + " is O): " + result.size() + " match(es)");
                    shownGeneration = gen;
                });
                return Status.OK_STATUS;
            }
        };
        job.setSystem(true);
        job.schedule();
    }

    /** The rows shown (UI thread). */
    public List<LiveMatches.Row> rows() {
        return rows;
    }

    /** True when the newest request has been shown. */
    public boolean isUpToDate() {
        return shownGeneration == generation.get();
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
        super.dispose();
    }
}
