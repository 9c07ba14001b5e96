package owlbench.ui.views;

import owlbench.board.StoneColor;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfMove;
import owlbench.sgf.SgfNode;
import owlbench.ui.game.ActiveGameTracker;
import owlbench.ui.game.GamePart;
import owlbench.ui.model.GameModel;

/**
 * The Game Tree view: the active game's tree, each line shown flat (so a 300-move game is a list,
 * not 300 levels) with its variations as expandable entries under the node they branch from.
 * Selecting a node goes there; the context menu adds, deletes and promotes variations.
 */
public class GameTreeView extends ViewPart implements GameModel.Listener {

    /** The view's id, as registered in plugin.xml. */
    public static final String ID = "owlbench.ui.views.gameTree";

    /** A variation: the line starting at {@code head}, a non-first child. */
    public record Variation(SgfNode head) {
    }

    /**
     * The viewer's input: the game, not its root node. The root is an element of the tree ("Start"),
     * and a viewer whose input equals one of its elements mistakes that element for the tree itself
     * (the root's variations then showed "Start" inside "Start" and the main line twice).
     */
    private record GameInput(SgfNode root) {
    }

    private TreeViewer viewer;
    private ActiveGameTracker tracker;
    private GamePart editor;
    private boolean updating;
    private final org.eclipse.ui.IPropertyListener titleListener = (source, property) -> {
        if (property == org.eclipse.ui.IWorkbenchPartConstants.PROP_PART_NAME && editor != null
                && !viewer.getControl().isDisposed()) {
            setContentDescription(editor.getPartName()); // Save As renames the editor
        }
    };
    private long shownVersion = -1;

    @Override
    public void createPartControl(Composite parent) {
        parent = owlbench.ui.views.MinimumSize.wrap(parent); // a tiny part clips, never squeezes scroll bars (Gtk-CRITICAL)
        viewer = new TreeViewer(parent, SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.setUseHashlookup(true); // SgfNode and Variation compare by node identity
        viewer.setContentProvider(new Content());
        viewer.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return label(element);
            }
        });
        viewer.addSelectionChangedListener(e -> {
            if (updating || editor == null) {
                return;
            }
            SgfNode node = nodeOf(((IStructuredSelection) e.getSelection()).getFirstElement());
            if (node != null && node != editor.getModel().current()) {
                editor.getModel().goTo(node);
            }
        });
        createContextMenu();
        tracker = new ActiveGameTracker(getSite().getPage(), this::follow);
        if (editor == null) {
            viewer.setInput(null);
        }
    }

    private void createContextMenu() {
        MenuManager menu = new MenuManager();
        Action add = new Action("Add Variation Here") {
            @Override
            public void run() {
                addVariationAtSelection();
            }
        };
        Action delete = new Action("Delete Variation") {
            @Override
            public void run() {
                deleteSelection();
            }
        };
        Action promote = new Action("Promote to Main Line") {
            @Override
            public void run() {
                promoteSelection();
            }
        };
        menu.add(add);
        menu.add(promote);
        menu.add(new Separator());
        menu.add(delete);
        menu.addMenuListener(m -> {
            SgfNode n = selectedNode();
            add.setEnabled(n != null && n.parent() != null);
            delete.setEnabled(n != null && n.parent() != null);
            promote.setEnabled(n != null && editor != null && !editor.getModel().isMainLine(n));
        });
        viewer.getControl().setMenu(menu.createContextMenu(viewer.getControl()));
    }

    private SgfNode selectedNode() {
        return nodeOf(viewer.getStructuredSelection().getFirstElement());
    }

    private static SgfNode nodeOf(Object element) {
        if (element instanceof SgfNode n) {
            return n;
        }
        if (element instanceof Variation v) {
            return v.head();
        }
        return null;
    }

    /** Context menu: goes to the parent of the selected node, where the next move starts a new variation. */
    public void addVariationAtSelection() {
        SgfNode n = selectedNode();
        if (n != null && n.parent() != null && editor != null) {
            editor.getModel().goTo(n.parent());
            editor.showMessage("Play a move on the board: it starts a new variation here");
            editor.setFocus();
        }
    }

    /** Context menu: deletes the selected node and everything after it (undoable). */
    public void deleteSelection() {
        SgfNode n = selectedNode();
        if (n != null && n.parent() != null && editor != null) {
            editor.getModel().deleteVariation(n);
        }
    }

    /** Context menu: makes the line through the selected node the main line (undoable). */
    public void promoteSelection() {
        SgfNode n = selectedNode();
        if (n != null && editor != null) {
            editor.getModel().promote(n);
        }
    }

    /** Selects {@code node} in the tree as a user would (for tests). */
    public void select(Object element) {
        viewer.setSelection(new StructuredSelection(element), true);
    }

    /** The viewer (for tests). */
    public TreeViewer getViewer() {
        return viewer;
    }

    private void follow(GamePart next) {
        if (editor != null) {
            editor.getModel().removeListener(this);
            editor.removePropertyListener(titleListener);
        }
        editor = next;
        if (viewer.getControl().isDisposed()) {
            return;
        }
        if (editor == null) {
            viewer.setInput(null);
            setContentDescription("No game editor is active");
            return;
        }
        setContentDescription(editor.getPartName());
        editor.getModel().addListener(this);
        editor.addPropertyListener(titleListener);
        viewer.setInput(new GameInput(editor.getModel().root()));
        shownVersion = editor.getModel().treeVersion();
        showCurrent();
    }

    @Override
    public void gameChanged(GameModel model) {
        if (viewer.getControl().isDisposed()) {
            return;
        }
        if (model.treeVersion() != shownVersion) {
            shownVersion = model.treeVersion();
            viewer.refresh(); // only when the tree changed: navigation just moves the selection
        }
        showCurrent();
    }

    private void showCurrent() {
        updating = true;
        try {
            viewer.setSelection(new StructuredSelection(editor.getModel().current()), true);
        } finally {
            updating = false;
        }
    }

    private String label(Object element) {
        if (element instanceof Variation v) {
            SgfNode parent = v.head().parent();
            int index = parent.children().indexOf(v.head()) + 1;
            return "Variation " + index + ": " + describe(v.head());
        }
        SgfNode n = (SgfNode) element;
        if (n.isRoot()) {
            return "Start";
        }
        return describe(n);
    }

    private String describe(SgfNode n) {
        int number = 0;
        for (SgfNode p = n; p != null; p = p.parent()) {
            if (p.move() != null) {
                number++;
            }
        }
        StringBuilder sb = new StringBuilder();
        SgfMove m = n.move();
        if (m != null) {
            int size = editor.getModel().boardSize();
            String where = m.isPass(size) ? "pass" : Vertex.toString(SgfCoords.toPoint(m.point(), new Board(size)), size);
            sb.append(number).append(". ").append(m.color() == StoneColor.BLACK ? "B " : "W ").append(where);
        } else {
            sb.append("(setup/comment node)");
        }
        if (n.has("C")) {
            sb.append("  \u270e");
        }
        if (n.children().size() > 1) {
            sb.append("  [").append(n.children().size() - 1).append(" variation(s)]");
        }
        return sb.toString();
    }

    /** Lines shown flat: a line's nodes are siblings; a node's children are its variations. */
    private static final class Content implements ITreeContentProvider {

        static List<Object> line(SgfNode head) {
            List<Object> out = new ArrayList<>();
            for (SgfNode n = head; n != null; n = n.mainChild()) {
                out.add(n);
            }
            return out;
        }

        @Override
        public Object[] getElements(Object input) {
            return input instanceof GameInput game ? line(game.root()).toArray() : new Object[0];
        }

        @Override
        public Object[] getChildren(Object element) {
            if (element instanceof Variation v) {
                return line(v.head()).toArray();
            }
            SgfNode n = (SgfNode) element;
            // Variations are alternatives to n's main continuation: shown under n, the node they branch from.
            List<Object> out = new ArrayList<>();
            for (int i = 1; i < n.children().size(); i++) {
                out.add(new Variation(n.children().get(i)));
            }
            return out.toArray();
        }

        @Override
        public Object getParent(Object element) {
            if (element instanceof Variation v) {
                return v.head().parent();
            }
            SgfNode n = (SgfNode) element;
            while (n.parent() != null && n.parent().mainChild() == n) {
                n = n.parent();
            }
            return n.parent() == null ? null : new Variation(n);
        }

        @Override
        public boolean hasChildren(Object element) {
            return element instanceof Variation || ((SgfNode) element).children().size() > 1;
        }
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        if (editor != null) {
            editor.getModel().removeListener(this);
            editor.removePropertyListener(titleListener);
        }
        if (tracker != null) {
            tracker.dispose();
        }
        super.dispose();
    }
}
