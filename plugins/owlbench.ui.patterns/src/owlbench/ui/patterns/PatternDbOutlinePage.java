package owlbench.ui.patterns;

import java.util.List;

import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerFilter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;

import owlbench.patterns.model.ColonLine;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;

/**
 * Outline of a pattern database: one row per pattern ("name  :symmetry,classes"). Selecting a row moves
 * the editor to the pattern; the editor moves the selection along with the caret. A filter field above
 * the list narrows it by name or class letters.
 */
public final class PatternDbOutlinePage extends ContentOutlinePage {
    private final PatternDbEditor editor;
    private List<Pattern> patterns = List.of();
    /** True while the editor drives the selection, so that it is not sent back to the editor. */
    private boolean syncing;
    private Composite control;
    private Text filterText;
    /** Lower-case text the rows must contain ("" shows all). */
    private String filter = "";

    public PatternDbOutlinePage(PatternDbEditor editor) {
        this.editor = editor;
    }

    private Composite outer;

    @Override
    public void createControl(Composite parent) {
        // the Outline view can be made very narrow: clip there rather than squeeze the tree's scroll bars
        outer = new Composite(parent, SWT.NONE);
        control = owlbench.ui.views.MinimumSize.wrap(outer);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = layout.marginHeight = 0;
        layout.verticalSpacing = 2;
        control.setLayout(layout);
        filterText = new Text(control, SWT.SEARCH | SWT.ICON_SEARCH | SWT.ICON_CANCEL);
        filterText.setMessage("Filter patterns by name or class");
        filterText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        filterText.addModifyListener(e -> setFilter(filterText.getText()));
        super.createControl(control);
        TreeViewer v = getTreeViewer();
        v.getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        v.addFilter(new ViewerFilter() {
            @Override
            public boolean select(Viewer viewer, Object parentElement, Object element) {
                return filter.isEmpty() || label((Pattern) element).toLowerCase(java.util.Locale.ROOT).contains(filter);
            }
        });
        v.setContentProvider(new FlatContentProvider());
        v.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return label((Pattern) element);
            }
        });
        v.setUseHashlookup(true);
        DbFile db = editor.parsed();
        if (db != null) setInput(db);
    }

    @Override
    public org.eclipse.swt.widgets.Control getControl() {
        return outer;
    }

    /** Shows only the rows whose label contains the text (case-insensitive); "" shows all. */
    public void setFilter(String text) {
        String f = text == null ? "" : text.trim().toLowerCase(java.util.Locale.ROOT);
        if (f.equals(filter)) return;
        filter = f;
        if (filterText != null && !filterText.isDisposed() && !filterText.getText().trim().equalsIgnoreCase(f)) {
            filterText.setText(text);
        }
        TreeViewer v = getTreeViewer();
        if (v != null && !v.getControl().isDisposed()) v.refresh();
    }

    /** A flat list shown in the tree (the outline view needs a tree; patterns have no children). */
    private static final class FlatContentProvider implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return input instanceof Object[] ? (Object[]) input : new Object[0];
        }

        @Override
        public Object[] getChildren(Object parent) {
            return new Object[0];
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return false;
        }
    }

    @Override
    public void dispose() {
        editor.outlineDisposed(this);
        super.dispose();
    }

    /** Text of an outline row: name, then symmetry and classification as on the ':' line. */
    public static String label(Pattern p) {
        ColonLine c = p.colon();
        if (c == null) return p.name();
        String cls = c.classification() == null || c.classification().isEmpty() ? "-" : c.classification();
        return p.name() + "  :" + c.symmetry() + "," + cls;
    }

    /** Shows the patterns of a fresh parse (UI thread). */
    public void setInput(DbFile db) {
        TreeViewer v = getTreeViewer();
        if (v == null || v.getControl().isDisposed()) return;
        patterns = db.patterns();
        v.getControl().setRedraw(false);
        try {
            v.setInput(patterns.toArray());
        } finally {
            v.getControl().setRedraw(true);
        }
    }

    /** The patterns listed (for tests and navigation). */
    public List<Pattern> patterns() {
        return patterns;
    }

    /** Number of rows shown in the tree. */
    public int rowCount() {
        TreeViewer v = getTreeViewer();
        return v == null ? 0 : v.getTree().getItemCount();
    }

    /** Selects the row of the pattern with that name without moving the editor (caret sync). */
    public void reveal(String name) {
        TreeViewer v = getTreeViewer();
        if (v == null || v.getControl().isDisposed()) return;
        Object current = ((IStructuredSelection) v.getSelection()).getFirstElement();
        if (current instanceof Pattern && ((Pattern) current).name().equals(name)) return;
        syncing = true;
        try {
            Pattern match = null;
            for (Pattern p : patterns) if (p.name().equals(name)) { match = p; break; }
            v.setSelection(match == null ? StructuredSelection.EMPTY : new StructuredSelection(match), true);
        } finally {
            syncing = false;
        }
    }

    @Override
    public void selectionChanged(SelectionChangedEvent event) {
        super.selectionChanged(event);
        if (syncing) return;
        Object o = ((IStructuredSelection) event.getSelection()).getFirstElement();
        if (o instanceof Pattern) editor.showPattern((Pattern) o);
    }
}
