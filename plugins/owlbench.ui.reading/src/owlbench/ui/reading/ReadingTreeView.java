package owlbench.ui.reading;

import java.util.List;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ILazyTreeContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.NodeDetail;
import owlbench.reading.ReadCodes;
import owlbench.reading.TreeRecorder.Node;
import owlbench.ui.board.BoardCanvas;
import owlbench.ui.model.BoardOverlay;
import owlbench.ui.model.Legend;

/**
 * The reading-tree viewer: the search tree of a reading call (lazy: tree items are made only when
 * shown, so trees of 100,000 nodes stay responsive), a board with the selected variation's moves
 * numbered, the principal line in bold, and statistics. Under the tree, the selected node's details;
 * for owl trees the board also draws the eye spaces owl counted at the node, and the pattern that
 * proposed the move opens in the pattern editor (the details' link, F3 or the context menu).
 */
public class ReadingTreeView extends ViewPart {

    /** The view's id in plugin.xml. */
    public static final String ID = "owlbench.ui.reading.tree";

    private static final String[] COLUMNS = {"Move", "Colour", "Result", "Depth", "Nodes below", "Cache", "Comment"};
    private static final int[] WIDTHS = {150, 55, 55, 50, 85, 50, 200};

    private TreeViewer viewer;
    private BoardCanvas board;
    private NodeDetailsPane details;
    private Label stats;
    private Font bold;
    private ReadingTree tree;

    @Override
    public void createPartControl(Composite parent) {
        parent = owlbench.ui.views.MinimumSize.wrap(parent); // a tiny part clips, never squeezes scroll bars (Gtk-CRITICAL)
        Composite top = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        top.setLayout(layout);
        stats = new Label(top, SWT.NONE);
        stats.setText("No reading tree: use Game > Read Attack / Read Defence or File > Open Reading Trace...");
        stats.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        createFilterBar(top);
        SashForm sash = new SashForm(top, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        // the tree above the selected node's details; the board beside them (or under, in a tall view)
        SashForm treeAndDetails = new SashForm(sash, SWT.VERTICAL);
        viewer = new TreeViewer(treeAndDetails, SWT.VIRTUAL | SWT.SINGLE | SWT.FULL_SELECTION | SWT.BORDER);
        viewer.setUseHashlookup(true);
        viewer.getTree().setHeaderVisible(true);
        viewer.getTree().setLinesVisible(true);
        FontData[] fd = viewer.getTree().getFont().getFontData();
        for (FontData d : fd) {
            d.setStyle(SWT.BOLD);
        }
        bold = new Font(parent.getDisplay(), fd);
        for (int i = 0; i < COLUMNS.length; i++) {
            TreeViewerColumn col = new TreeViewerColumn(viewer, SWT.LEFT);
            col.getColumn().setText(COLUMNS[i]);
            col.getColumn().setWidth(WIDTHS[i]);
            final int column = i;
            col.setLabelProvider(new ColumnLabelProvider() {
                @Override
                public String getText(Object element) {
                    return element instanceof Node n ? text(n, column) : "";
                }

                @Override
                public Font getFont(Object element) {
                    return element instanceof Node n && tree != null && tree.isPrincipal(n) ? bold : null;
                }
            });
        }
        viewer.setContentProvider(new LazyContent());
        details = new NodeDetailsPane(treeAndDetails, this::openPattern);
        treeAndDetails.setWeights(new int[] {62, 38});
        // in a low, wide part (the Play perspective's bottom stack) the details go beside the tree
        treeAndDetails.addListener(SWT.Resize, e -> {
            org.eclipse.swt.graphics.Point size = treeAndDetails.getSize();
            int want = size.x > 2 * size.y ? SWT.HORIZONTAL : SWT.VERTICAL;
            if (size.x > 0 && size.y > 0 && treeAndDetails.getOrientation() != want) {
                treeAndDetails.setOrientation(want);
                treeAndDetails.setWeights(want == SWT.HORIZONTAL ? new int[] {55, 45} : new int[] {62, 38});
            }
        });
        board = new BoardCanvas(sash, SWT.NONE);
        sash.setWeights(new int[] {60, 40});
        // the board as large as the view allows: beside the tree when the view is wide, under it when tall
        owlbench.ui.board.BoardSash.install(sash, false);
        viewer.addSelectionChangedListener(e -> showSelected());
        getSite().setSelectionProvider(viewer);
        // F3 opens the proposing pattern, as F3 opens a declaration in Eclipse's editors
        viewer.getTree().addListener(SWT.KeyDown, e -> {
            if (e.keyCode == SWT.F3 && e.stateMask == 0) {
                openSelectedPattern();
                e.doit = false;
            }
        });
        createContextMenu();
    }

    /** The tree's context menu: Open Pattern (the selected node's proposer), when there is one. */
    private void createContextMenu() {
        org.eclipse.jface.action.MenuManager menu = new org.eclipse.jface.action.MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(m -> {
            NodeDetail.PatternRef ref = selectedPattern();
            org.eclipse.jface.action.Action open = new org.eclipse.jface.action.Action(
                    ref == null ? "Open Pattern" : "Open Pattern " + ref.name() + "\tF3") {
                @Override
                public void run() {
                    openSelectedPattern();
                }
            };
            open.setEnabled(ref != null);
            m.add(open);
        });
        viewer.getTree().setMenu(menu.createContextMenu(viewer.getTree()));
    }

    /** The pattern that proposed the selected node's move, or null. */
    private NodeDetail.PatternRef selectedPattern() {
        Object first = ((IStructuredSelection) viewer.getSelection()).getFirstElement();
        return first instanceof Node n && n.detail != null && n.detail.proposer() != null ? n.detail.proposer().pattern() : null;
    }

    /** Opens the selected node's proposing pattern in the pattern editor; what went wrong in the status line. */
    public PatternLinks.Opened openSelectedPattern() {
        NodeDetail.PatternRef ref = selectedPattern();
        if (ref == null) {
            PatternLinks.Opened none = new PatternLinks.Opened(null, "The selected move was not proposed by a pattern.");
            getViewSite().getActionBars().getStatusLineManager().setMessage(none.problem());
            return none;
        }
        return openPattern(ref);
    }

    private PatternLinks.Opened openPattern(NodeDetail.PatternRef ref) {
        PatternLinks.Opened opened = PatternLinks.open(getSite().getPage(), ref);
        getViewSite().getActionBars().getStatusLineManager().setErrorMessage(opened.problem());
        lastOpened = opened;
        return opened;
    }

    private PatternLinks.Opened lastOpened;

    /** What the last click on a pattern link (or F3) opened (tests), or null. */
    PatternLinks.Opened lastOpened() {
        return lastOpened;
    }

    /** The node details under the tree (tests). */
    NodeDetailsPane details() {
        return details;
    }

    private Combo showCombo;
    private Spinner depthSpinner;
    private Text findText;

    /** Show (all / successful / refuted), maximum depth, and find a move. */
    private void createFilterBar(Composite top) {
        Composite bar = new Composite(top, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        bar.setLayout(new org.eclipse.swt.layout.RowLayout(SWT.HORIZONTAL)); // wraps in a narrow view
        new Label(bar, SWT.NONE).setText("Show:");
        showCombo = new Combo(bar, SWT.READ_ONLY);
        showCombo.setItems("All moves", "Successful moves", "Refuted moves");
        showCombo.select(0);
        showCombo.addListener(SWT.Selection, e -> applyFilter());
        new Label(bar, SWT.NONE).setText("Max depth (0: any):");
        depthSpinner = new Spinner(bar, SWT.BORDER);
        depthSpinner.setValues(0, 0, 999, 0, 1, 5);
        depthSpinner.addListener(SWT.Selection, e -> applyFilter());
        new Label(bar, SWT.NONE).setText("Find move:");
        findText = new Text(bar, SWT.BORDER | SWT.SEARCH);
        findText.setMessage("e.g. D4, Enter");
        findText.setLayoutData(new org.eclipse.swt.layout.RowData(80, SWT.DEFAULT));
        findText.addListener(SWT.DefaultSelection, e -> find(findText.getText()));
    }

    /** Filters the tree: which moves, at most maxPlies deep (0: any). */
    public void setFilter(ReadingTree.Show show, int maxPlies) {
        showCombo.select(show.ordinal());
        depthSpinner.setSelection(Math.max(0, maxPlies));
        applyFilter();
    }

    private void applyFilter() {
        if (tree == null) {
            return;
        }
        tree.setFilter(ReadingTree.Show.values()[showCombo.getSelectionIndex()], depthSpinner.getSelection());
        viewer.setInput(tree);
        viewer.setChildCount(tree, tree.children(null).size());
    }

    /** Selects and reveals the first move at vertex (e.g. "D4"); false (with a message) if none. */
    public boolean find(String vertex) {
        if (tree == null) {
            return false;
        }
        int point;
        try {
            point = Vertex.parse(vertex.trim(), tree.start().size());
        } catch (IllegalArgumentException e) {
            stats.setText(e.getMessage());
            return false;
        }
        Node n = tree.find(point);
        if (n == null) {
            stats.setText("No move at " + vertex.trim().toUpperCase() + " in the tree shown. " + tree.statistics());
            return false;
        }
        viewer.setSelection(new StructuredSelection(n), true);
        return true;
    }

    /** Cell text of node n in column c. */
    String text(Node n, int c) {
        int size = tree.start().size();
        switch (c) {
            case 0:
                return (tree.isPrincipal(n) ? "* " : "") + Vertex.toString(n.move, size)
                        + (n.function.isEmpty() ? "" : "  " + shortFunction(n));
            case 1:
                return n.color == StoneColor.BLACK ? "B" : "W";
            case 2:
                return ReadCodes.name(n.code);
            case 3:
                return Integer.toString(n.depth);
            case 4:
                return Integer.toString(n.nodesBelow);
            case 5:
                return n.cacheHit ? "hit" : "";
            default:
                // GNU Go's traces: the comment as GNU Go wrote it (the other side's read and why)
                if (!n.comment.isEmpty()) {
                    return n.comment;
                }
                return n.reply != Board.PASS ? "reply " + Vertex.toString(n.reply, size) : "";
        }
    }

    /**
     * The function of a node as the Move column shows it: an owl node's function also carries the
     * eyes seen ("owl_defend (eyes 1-1: G9 ...)"), which its details show in full, so the column
     * keeps the name ("owl_defend", "owl_attack ko").
     */
    private static String shortFunction(Node n) {
        int paren = n.function.indexOf(" (");
        return n.detail != null && paren > 0 ? n.function.substring(0, paren) : n.function;
    }

    /** Children are made on request: only the rows the tree shows exist as items. */
    private final class LazyContent implements ILazyTreeContentProvider {
        @Override
        public void updateElement(Object parent, int index) {
            Node p = parent instanceof Node n ? n : null;
            List<Node> kids = tree.children(p);
            if (index >= kids.size()) {
                return;
            }
            Node child = kids.get(index);
            tree.noteParent(child, p);
            viewer.replace(parent, index, child);
            viewer.setChildCount(child, tree.children(child).size());
        }

        @Override
        public void updateChildCount(Object element, int currentChildCount) {
            int n = tree == null ? 0 : tree.children(element instanceof Node node ? node : null).size();
            if (n != currentChildCount) {
                viewer.setChildCount(element, n);
            }
        }

        @Override
        public Object getParent(Object element) {
            if (element instanceof Node n) {
                Node p = tree.parent(n);
                return p != null ? p : tree;
            }
            return null;
        }

        @Override
        public void inputChanged(Viewer v, Object oldInput, Object newInput) {
        }
    }

    /** Shows tree (on the UI thread). */
    public void setTree(ReadingTree newTree) {
        this.tree = newTree;
        setPartName("Reading Tree: " + newTree.title());
        stats.setText(newTree.statistics());
        stats.getParent().layout();
        newTree.setFilter(ReadingTree.Show.values()[showCombo.getSelectionIndex()], depthSpinner.getSelection());
        viewer.setInput(newTree);
        viewer.setChildCount(newTree, newTree.children(null).size());
        fitColumns(newTree);
        // before anything is selected the board shows the principal line
        showLine(newTree.principalLine(), null);
        details.showStart(newTree);
    }

    /**
     * Widths that show the values: each column as wide as its title and the widest of its texts on
     * the top level and the principal line (the rows seen first), the comment column at least 200.
     */
    private void fitColumns(ReadingTree t) {
        java.util.List<Node> sample = new java.util.ArrayList<>(t.roots().subList(0, Math.min(200, t.roots().size())));
        sample.addAll(t.principalLine());
        org.eclipse.swt.graphics.GC gc = new org.eclipse.swt.graphics.GC(viewer.getTree());
        try {
            for (int c = 0; c < COLUMNS.length; c++) {
                gc.setFont(viewer.getTree().getFont());
                int w = gc.textExtent(COLUMNS[c]).x;
                for (Node n : sample) {
                    gc.setFont(t.isPrincipal(n) ? bold : viewer.getTree().getFont());
                    w = Math.max(w, gc.textExtent(text(n, c)).x);
                }
                int pad = c == 0 ? 60 : 24; // the first column also holds the tree's indent and expander
                int width = Math.min(c == COLUMNS.length - 1 ? 900 : 400, Math.max(w + pad, c == COLUMNS.length - 1 ? 200 : 40));
                viewer.getTree().getColumn(c).setWidth(width);
            }
        } finally {
            gc.dispose();
        }
    }

    /** The width of column c in pixels (tests check the values fit). */
    int columnWidth(int c) {
        return viewer.getTree().getColumn(c).getWidth();
    }

    /** The tree shown, or null. */
    public ReadingTree getTree() {
        return tree;
    }

    public TreeViewer getViewer() {
        return viewer;
    }

    public BoardCanvas getBoard() {
        return board;
    }

    public String getStatistics() {
        return stats.getText();
    }

    /** The board at the selected node, the variation's moves numbered 1, 2, ... */
    private void showSelected() {
        if (tree == null) {
            return;
        }
        Object first = ((IStructuredSelection) viewer.getSelection()).getFirstElement();
        if (first instanceof Node n) {
            List<Node> path = tree.path(n);
            Legend drawn = showLine(path, n.detail);
            details.showNode(tree, n, path.size(), drawn);
        } else {
            showLine(tree.principalLine(), null);
            details.showStart(tree);
        }
    }

    /**
     * The start position with line's moves played and numbered 1, 2, ...; with the owl detail of the
     * line's last node (null: none) its eye spaces and lunches drawn and its dragon highlighted.
     * Returns the legend of what the detail drew.
     */
    private Legend showLine(List<Node> line, NodeDetail detail) {
        Board work = tree.start().copy();
        int size = work.size();
        int[] numbers = new int[work.boardArraySize()];
        int last = Board.PASS;
        BoardOverlay marks = new BoardOverlay(size);
        Board b = work;
        if (!line.isEmpty()) {
            Node n = line.get(line.size() - 1);
            int k = 0;
            for (Node step : line) {
                k++;
                if (step.move == Board.PASS) {
                    continue;
                }
                // as the readers play: a ko retaken "after a threat" (tryko) is a move of the line too
                if (work.isOnBoard(step.move) && (work.trymove(step.move, step.color) || work.tryko(step.move, step.color))) {
                    numbers[step.move] = k;
                    last = step.move;
                } else {
                    // a trace from another engine (or another position) may hold such a move: show the rest
                    marks.setMark(step.move, BoardOverlay.CROSS);
                }
            }
            b = standing(work);
            // an owl node highlights its dragon instead (and triangles mean half eyes there)
            if (detail == null && n.target != Board.PASS && b.isOnBoard(n.target)) {
                marks.setMark(n.target, BoardOverlay.TRIANGLE);
            }
            // GNU Go's owl traces mark the dragon at each node (SGF MA): drawn as crosses
            if (n.marked != null) {
                for (int p : n.marked) {
                    if (b.isOnBoard(p) && marks.mark(p) == BoardOverlay.NONE) {
                        marks.setMark(p, BoardOverlay.CROSS);
                    }
                }
            }
        }
        board.setPosition(b, last);
        board.setMoveNumbers(numbers);
        board.setMarkup(marks);
        Legend legend = Legend.NONE;
        if (detail != null) {
            OwlNodeOverlay.Drawn drawn = OwlNodeOverlay.of(b, detail);
            board.setAnalysis(drawn.overlay());
            legend = drawn.legend();
            if (detail.goal().length > 0) {
                board.setMarks(detail.goal(), null);
                return legend;
            }
        } else {
            board.setAnalysis(null);
        }
        // the strings the search is about (both of a connection) highlighted, as the game editor marks them
        java.util.List<Integer> onBoard = new java.util.ArrayList<>();
        for (int t : tree.targets()) {
            if (b.isOnBoard(t) && b.color(t) != StoneColor.EMPTY) {
                onBoard.add(t);
            }
        }
        board.setMarks(onBoard.stream().mapToInt(Integer::intValue).toArray(), null);
        return legend;
    }

    /** The stones standing on a board that has moves on its stack, as a board of its own (the canvas copies it). */
    private static Board standing(Board work) {
        Board b = new Board(work.size());
        for (int p : work.onBoardPoints()) {
            if (StoneColor.isStone(work.color(p))) {
                b.setStone(p, work.color(p));
            }
        }
        return b;
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        if (bold != null) {
            bold.dispose();
        }
        super.dispose();
    }
}
