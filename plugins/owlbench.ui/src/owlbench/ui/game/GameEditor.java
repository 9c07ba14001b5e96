package owlbench.ui.game;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IStatusLineManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.ide.FileStoreEditorInput;
import org.eclipse.ui.part.EditorPart;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfMove;
import owlbench.sgf.SgfNode;
import owlbench.ui.board.BoardCanvas;
import owlbench.ui.model.GameFile;
import owlbench.ui.board.NavigationIcons;
import owlbench.ui.model.GameModel;
import owlbench.ui.model.GameSaver;
import owlbench.ui.model.NodePosition;
import owlbench.ui.model.PathReplay;
import owlbench.ui.model.PositionAnalyses;
import owlbench.engine.AnalysisException;
import owlbench.engine.PositionAnalysis;
import owlbench.ui.model.SgfMarkup;

/**
 * The game editor for SGF files: a board to play on (clicks play legal moves for the side to move;
 * an illegal click says why in the status line), navigation by toolbar, keys (Home, End, Left, Right,
 * Page Up/Down, Up/Down for sibling variations) and mouse wheel, a comment field, a setup mode, and
 * Edit &gt; Undo/Redo of every change. Save writes a temporary file and renames it over the old one.
 * Its selection is the point under the mouse (or the last clicked one) as {@link PointProperties},
 * which the Properties view shows; move numbers on the stones are an option (Game menu).
 * Marks for commands that need strings or an area (Read Connection, new pattern from a region):
 * Ctrl+click on a stone toggles a mark on its string, Shift+drag marks a rectangle of points, Escape
 * or a plain click clears them; they are drawn in blue and travel in the {@link BoardSelection}.
 * The tree, engine and analysis views work on {@link #getModel()}.
 */
public class GameEditor extends EditorPart implements GameModel.Listener, GamePart {

    /** The editor's id, as registered in plugin.xml. */
    public static final String ID = "owlbench.ui.game.editor";

    private GameModel model;
    private Path file; // null for a new game not saved yet
    private GameFile gameFile; // the file with what was last read or written there; null with file
    private boolean settingComment; // the comment field is being filled from the model, not typed
    /** How a save over a file changed on disk is decided; tests set their answer, users get a dialog. */
    private java.util.function.Function<Path, OnDiskChange> onDiskChange = this::askAboutDiskChange;
    private boolean wasDirty;
    private boolean setupMode;
    private BoardCanvas canvas;
    private Label status;
    private Text comment;
    private ToolItem setupItem;
    private ToolItem toMoveItem;
    private int mouseDownPoint = -1;
    /** Waiting for a click that gives a point (an analyze command's %p), or null. */
    private java.util.function.IntConsumer pointPick;
    private int mouseDownMask; // modifier keys held at mouse down: Ctrl marks strings, Shift drags a region
    private int[] markedPoints = new int[0]; // one clicked stone per marked string, in the order marked
    private int[] markedRegion; // {col0,row0,col1,row1}, or null
    private Action undoAction;
    private Action redoAction;
    private final EngineSession engine = new EngineSession(this);
    /** owlbench's own analyses of this game's positions, through the engine's Java API: one per position, shared. */
    private final PositionAnalyses analyses = new PositionAnalyses(PositionAnalyses.DATABASES);
    private final PointSelectionProvider selection = new PointSelectionProvider();
    private int hoverPoint = Board.PASS;
    private int clickedPoint = Board.PASS;
    private boolean showMoveNumbers;
    private int[] moveNumbers = new int[0];
    /** The engine's dragon_status answers at the current node, by string origin; cleared on every change. */
    private final java.util.Map<Integer, String> statusByOrigin = new java.util.HashMap<>();
    /** owlbench's own tactical status at the current node, by string origin, when no engine gives one. */
    private final java.util.Map<Integer, String> ownStatusByOrigin = new java.util.HashMap<>();
    /** owlbench's eye space and influence of points of the current node, by point (Point Properties). */
    private final java.util.Map<Integer, PositionAnalysis.PointAnalysis> pointAnalyses = new java.util.HashMap<>();
    /** The score estimate of the current node for the status line, or null until it is computed. */
    private String scoreEstimate;
    /** The analysis the score estimate and the point analyses were asked of (the current position's, or older). */
    private PositionAnalysis analysedFor;
    private long changes; // counts game changes, so a late engine answer about an older position is dropped

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        setSite(site);
        setInput(input);
        if (input instanceof NewGameInput fresh) {
            model = fresh.model();
            file = null;
            setPartName(input.getName());
            setTitleToolTip(input.getToolTipText());
        } else {
            file = pathOf(input);
            gameFile = new GameFile(file);
            try {
                model = gameFile.read();
            } catch (SgfException e) {
                throw new PartInitException(GameFile.printable(e.getMessage()));
            } catch (IOException e) {
                throw new PartInitException(file + ": " + GameSaver.reason(e));
            } catch (RuntimeException e) {
                throw new PartInitException(file + ": " + GameFile.printable(e.getMessage()));
            }
            setPartName(file.getFileName().toString());
            setTitleToolTip(file.toString());
        }
        model.addListener(this);
        undoAction = new Action("&Undo") {
            @Override
            public void run() {
                undo();
            }
        };
        redoAction = new Action("&Redo") {
            @Override
            public void run() {
                redo();
            }
        };
        site.getActionBars().setGlobalActionHandler(ActionFactory.UNDO.getId(), undoAction);
        site.getActionBars().setGlobalActionHandler(ActionFactory.REDO.getId(), redoAction);
        updateActions();
    }

    static Path pathOf(IEditorInput input) throws PartInitException {
        if (input instanceof IPathEditorInput pathInput) {
            return pathInput.getPath().toFile().toPath();
        }
        if (input instanceof IURIEditorInput uriInput) {
            URI uri = uriInput.getURI();
            if ("file".equals(uri.getScheme())) {
                return Path.of(uri);
            }
        }
        throw new PartInitException("The game editor opens local .sgf files, not " + input.getName());
    }

    @Override
    public void createPartControl(Composite parent) {
        parent = owlbench.ui.views.MinimumSize.wrap(parent); // a tiny part clips, never squeezes scroll bars (Gtk-CRITICAL)
        parent.setLayout(new GridLayout(2, false));
        ToolBar bar = new ToolBar(parent, SWT.FLAT | SWT.WRAP);
        addButton(bar, NavigationIcons.Kind.FIRST, "First move (Home)", this::first);
        addButton(bar, NavigationIcons.Kind.PREVIOUS, "Previous move (Left)", this::previous);
        addButton(bar, NavigationIcons.Kind.NEXT, "Next move (Right)", this::next);
        addButton(bar, NavigationIcons.Kind.LAST, "Last move of this line (End)", this::last);
        addButton(bar, NavigationIcons.Kind.PREVIOUS_VARIATION, "Previous variation (Up)", () -> navigate(() -> model.sibling(-1)));
        addButton(bar, NavigationIcons.Kind.NEXT_VARIATION, "Next variation (Down)", () -> navigate(() -> model.sibling(1)));
        new ToolItem(bar, SWT.SEPARATOR);
        addButton(bar, "Pass", "Pass for the side to move", this::pass);
        setupItem = new ToolItem(bar, SWT.CHECK);
        setupItem.setText("Setup");
        setupItem.setToolTipText("Setup mode: left click toggles a black stone, right click a white stone");
        setupItem.addListener(SWT.Selection, e -> setSetupMode(setupItem.getSelection()));
        toMoveItem = new ToolItem(bar, SWT.PUSH);
        toMoveItem.setToolTipText("Setup: change the player to move (PL)");
        toMoveItem.addListener(SWT.Selection, e -> togglePlayerToMove());
        status = new Label(parent, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));

        SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        canvas = new BoardCanvas(sash, SWT.BORDER);
        Composite side = new Composite(sash, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        new Label(side, SWT.NONE).setText("Comment:");
        comment = new Text(side, SWT.MULTI | SWT.WRAP | SWT.V_SCROLL | SWT.BORDER);
        comment.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        // Every keystroke is an edit of the game (dirty, undoable as one run of typing), so nothing
        // typed is lost whatever the user clicks next (the Setup toggle takes no focus).
        comment.addListener(SWT.Modify, e -> {
            if (!settingComment) {
                model.typeComment(comment.getText());
            }
        });
        sash.setWeights(new int[] { 3, 1 });

        canvas.addListener(SWT.KeyDown, e -> {
            if (e.keyCode == SWT.ESC) {
                if (pointPick != null) {
                    pointPick = null;
                    showMessage("Point not chosen");
                }
                clearMarks();
            } else {
                navigateByKey(e.keyCode);
            }
        });
        canvas.addListener(SWT.MouseVerticalWheel, e -> navigate(() -> model.step(-Integer.signum(e.count))));
        canvas.addListener(SWT.MouseDown, e -> {
            mouseDownPoint = canvas.pointAt(e.x, e.y);
            mouseDownMask = e.stateMask;
            canvas.setFocus();
        });
        canvas.addListener(SWT.MouseUp, this::mouseUp);
        canvas.addListener(SWT.MouseMove, e -> {
            int p = canvas.pointAt(e.x, e.y);
            showPointInfo(p);
            hover(p);
            if ((mouseDownMask & SWT.SHIFT) != 0 && mouseDownPoint > 0 && p != Board.PASS) {
                markRegion(mouseDownPoint, p); // the rectangle follows the drag
            }
        });
        canvas.addListener(SWT.MouseExit, e -> hover(Board.PASS));
        getSite().setSelectionProvider(selection);
        refresh();
        estimateScore();
        // what the reader forgave (a missing final ')', as in GNU Go's owl42.sgf): the game is read
        // as far as it goes, and the user is told where the file is damaged
        java.util.List<String> warnings = model.collection().warnings();
        if (!warnings.isEmpty()) {
            showMessage("Read with a warning: " + GameFile.printable(warnings.get(0))
                    + (warnings.size() > 1 ? " (and " + (warnings.size() - 1) + " more)" : ""));
        }
    }

    /** A navigation button: an icon drawn at run time (disposed with the toolbar) and a tooltip. */
    private static void addButton(ToolBar bar, NavigationIcons.Kind icon, String tip, Runnable action) {
        ToolItem item = new ToolItem(bar, SWT.PUSH);
        org.eclipse.swt.graphics.Image image = NavigationIcons.create(bar.getDisplay(), icon);
        bar.addListener(SWT.Dispose, e -> image.dispose());
        item.setImage(image);
        item.setToolTipText(tip);
        item.addListener(SWT.Selection, e -> action.run());
    }

    private static void addButton(ToolBar bar, String text, String tip, Runnable action) {
        ToolItem item = new ToolItem(bar, SWT.PUSH);
        item.setText(text);
        item.setToolTipText(tip);
        item.addListener(SWT.Selection, e -> action.run());
    }

    private void navigateByKey(int keyCode) {
        switch (keyCode) {
            case SWT.HOME -> first();
            case SWT.END -> last();
            case SWT.ARROW_LEFT -> previous();
            case SWT.ARROW_RIGHT -> next();
            case SWT.ARROW_UP -> navigate(() -> model.sibling(-1));
            case SWT.ARROW_DOWN -> navigate(() -> model.sibling(1));
            case SWT.PAGE_UP -> navigate(() -> model.step(-10));
            case SWT.PAGE_DOWN -> navigate(() -> model.step(10));
            default -> {
                // other keys are not ours
            }
        }
    }

    private void mouseUp(Event e) {
        int point = canvas.pointAt(e.x, e.y);
        int down = mouseDownPoint;
        mouseDownPoint = -1;
        if ((mouseDownMask & SWT.SHIFT) != 0) {
            if (down > 0 && point != Board.PASS) {
                markRegion(down, point);
            }
            return; // Shift+drag only marks
        }
        if (point == Board.PASS || point != down) {
            return; // a drag or a click off the grid
        }
        if (pointPick != null && e.button == 1) {
            java.util.function.IntConsumer then = pointPick;
            pointPick = null;
            showMessage(describePoint(point));
            then.accept(point); // the click answers a question: no move, no mark
            return;
        }
        if ((mouseDownMask & SWT.CTRL) != 0) {
            if (e.button == 1) {
                toggleMark(point);
            }
            return; // Ctrl+click only marks
        }
        if (e.button == 1) {
            clearMarks();
        }
        clickedPoint = point;
        if (model.position().color(point) != StoneColor.EMPTY) {
            updateSelection(); // a click on a stone selects it (a click on an empty point plays)
        }
        if (setupMode) {
            int wanted = e.button == 3 ? StoneColor.WHITE : StoneColor.BLACK;
            int now = model.position().color(point);
            commitComment();
            model.setupStone(point, now == wanted ? StoneColor.EMPTY : wanted);
        } else if (e.button == 1 && model.position().color(point) == StoneColor.EMPTY) {
            playClick(point);
        } else if (e.button == 1) {
            showMessage(describePoint(point)); // a click on a stone selects it: no move is tried there
        }
    }

    /**
     * The next left click on the board gives a point to {@code then} instead of playing or marking
     * (an analyze command's %p, as GoGui asks); Escape cancels. {@code prompt} goes to the status line.
     */
    public void pickPoint(String prompt, java.util.function.IntConsumer then) {
        pointPick = then;
        showMessage(prompt);
    }

    /** True while a click is awaited for {@link #pickPoint}. */
    public boolean isPickingPoint() {
        return pointPick != null;
    }

    /** What a left click on {@code point} does in play mode; false (with the reason shown) if illegal. */
    public boolean playClick(int point) {
        if (engine.isThinking()) {
            showMessage("The engine is thinking; wait for its move, or stop it with Game > Stop Engine");
            return false;
        }
        String why = model.whyIllegal(point);
        if (why != null) {
            showMessage(why);
            return false;
        }
        commitComment();
        model.play(point);
        engine.afterHumanMove();
        return true;
    }

    /** Passes for the side to move. */
    public void pass() {
        if (engine.isThinking()) {
            showMessage("The engine is thinking; wait for its move");
            return;
        }
        commitComment();
        model.play(Board.PASS);
        engine.afterHumanMove();
    }

    private void navigate(Runnable step) {
        commitComment();
        step.run();
    }

    /** Shows the root position (before the first move). */
    public void first() {
        navigate(model::first);
    }

    /** Goes to the parent node. */
    public void previous() {
        navigate(model::previous);
    }

    /** Goes to the first child (the main continuation). */
    public void next() {
        navigate(model::next);
    }

    /** Goes to the end of the current line. */
    public void last() {
        navigate(model::last);
    }

    /** Goes to move {@code moves} of the line through the current node (clamped). */
    public void goTo(int moves) {
        navigate(() -> model.step(moves - model.position().moveNumber()));
    }

    /** Edit &gt; Undo. */
    public void undo() {
        commitComment();
        model.undo();
    }

    /** Edit &gt; Redo. */
    public void redo() {
        commitComment();
        model.redo();
    }

    /** Turns setup mode on or off. */
    public void setSetupMode(boolean on) {
        setupMode = on;
        if (setupItem != null && !setupItem.isDisposed()) {
            setupItem.setSelection(on);
        }
        refresh();
    }

    public boolean isSetupMode() {
        return setupMode;
    }

    private void togglePlayerToMove() {
        commitComment();
        model.setPlayerToMove(StoneColor.other(model.position().toMove()));
    }

    /** The comment field's text is in the model already (typing is an edit); this is a safety net. */
    private void commitComment() {
        if (comment != null && !comment.isDisposed() && !settingComment) {
            model.typeComment(comment.getText());
        }
    }

    /** Sets the comment of the current node (as typing it in the comment field does). */
    public void setComment(String text) {
        comment.setText(text);
    }

    /** The comment field (for tests that type into it). */
    public Text getCommentField() {
        return comment;
    }

    @Override
    public void gameChanged(GameModel m) {
        changes++;
        statusByOrigin.clear();
        ownStatusByOrigin.clear();
        if (ownStatusJob != null) {
            ownStatusJob.cancel(); // not started yet: never read the old node; running: it delivers nothing (old count)
            ownStatusJob = null;
        }
        if (pointJob != null) {
            pointJob.cancel();
            pointJob = null;
        }
        // a comment typed or a node visited twice keeps the position: its estimate and points stay
        boolean samePosition = canvas != null && currentAnalysis() == analysedFor;
        if (!samePosition) {
            pointAnalyses.clear();
            pointUnavailable = null;
            scoreEstimate = null;
        }
        if (canvas != null && !canvas.isDisposed()) {
            refresh();
            updateSelection();
            if (!samePosition) {
                estimateScore();
            }
        }
        updateActions();
        boolean dirty = model.isDirty();
        if (dirty != wasDirty) {
            wasDirty = dirty;
            firePropertyChange(PROP_DIRTY);
        }
    }

    private void updateActions() {
        String u = model.undoLabel();
        String r = model.redoLabel();
        undoAction.setText(u == null ? "&Undo" : "&Undo " + u);
        undoAction.setEnabled(u != null);
        redoAction.setText(r == null ? "&Redo" : "&Redo " + r);
        redoAction.setEnabled(r != null);
    }

    private void refresh() {
        if (canvas == null || canvas.isDisposed()) {
            return;
        }
        NodePosition pos = model.position();
        canvas.setPosition(pos.board(), pos.lastMove());
        pruneMarks();
        canvas.setMarks(markedPoints, markedRegion);
        moveNumbers = moveNumbersOf(model.current(), pos.board());
        canvas.setMoveNumbers(showMoveNumbers ? moveNumbers : null);
        canvas.setMarkup(SgfMarkup.of(model.current(), pos.size()));
        status.setText(describe(pos));
        messageShowing = false;
        String c = model.comment();
        if (!comment.getText().equals(c)) {
            settingComment = true;
            try {
                comment.setText(c);
            } finally {
                settingComment = false;
            }
        }
        toMoveItem.setText(pos.toMove() == StoneColor.BLACK ? "Black to move" : "White to move");
        toMoveItem.setEnabled(setupMode);
        status.getParent().layout();
    }

    private String describe(NodePosition pos) {
        StringBuilder sb = new StringBuilder();
        int total = getMoveCount();
        SgfMove move = model.current().move();
        if (move == null) {
            sb.append(pos.moveNumber() == 0 ? "Start of game: " + total + " moves"
                    : "After move " + pos.moveNumber() + " of " + total);
        } else {
            String who = move.color() == StoneColor.BLACK ? "Black" : "White";
            sb.append(String.format("Move %d of %d: %s %s", pos.moveNumber(), total, who,
                    Vertex.toString(pos.lastMove(), pos.size())));
        }
        int variations = model.current().children().size();
        if (variations > 1) {
            sb.append(" (").append(variations).append(" variations follow)");
        }
        sb.append(pos.toMove() == StoneColor.BLACK ? "; Black to play" : "; White to play");
        if (setupMode) {
            sb.append(" [setup mode]");
        }
        if (pos.problem() != null) {
            sb.append("; problem in the record: ").append(pos.problem());
        }
        if (scoreEstimate != null) {
            sb.append("; ").append(scoreEstimate);
        }
        return sb.toString();
    }

    /**
     * For each point, the number of the last move played there on the path to {@code node} (0 if
     * none); numbers count moves from the root, as the status line does.
     */
    static int[] moveNumbersOf(SgfNode node, Board board) {
        int[] numbers = new int[board.boardArraySize()];
        int number = 0;
        for (SgfNode n : PathReplay.pathTo(node)) {
            SgfMove move = n.move();
            if (move == null) {
                continue;
            }
            number++;
            if (move.isPass(board.size())) {
                continue;
            }
            try {
                numbers[SgfCoords.toPoint(move.point(), board)] = number;
            } catch (IllegalArgumentException e) {
                // a broken move is reported by the status line already
            }
        }
        return numbers;
    }

    /** Shows or hides move numbers on the stones. */
    public void setShowMoveNumbers(boolean on) {
        showMoveNumbers = on;
        refresh();
    }

    public boolean isShowMoveNumbers() {
        return showMoveNumbers;
    }

    /** The mouse is over {@code point} (PASS: off the board, which falls back to the last clicked point). */
    public void hover(int point) {
        if (point == hoverPoint) {
            return;
        }
        hoverPoint = point;
        updateSelection();
    }

    /**
     * The marked strings: for each, the stone the user clicked to mark it, in the order marked; an
     * empty array if none. Stones captured since are dropped; a string is one mark however many of its
     * stones were clicked.
     */
    public int[] getMarkedPoints() {
        return markedPoints.clone();
    }

    /**
     * The marked rectangle as {col0,row0,col1,row1} (col/row as {@link Board#col}/{@link Board#row},
     * row 0 at the top, col0 &lt;= col1, row0 &lt;= row1), or null if no region is marked.
     */
    public int[] getMarkedRegion() {
        return markedRegion == null ? null : markedRegion.clone();
    }

    /**
     * Ctrl+click: marks the string through {@code point}, or unmarks it if it is marked already; an
     * empty or off-board point changes nothing. Returns whether the string is marked afterwards.
     */
    public boolean toggleMark(int point) {
        Board b = model.position().board();
        if (!b.isOnBoard(point) || b.color(point) == StoneColor.EMPTY) {
            return false;
        }
        int origin = b.origin(point);
        int kept = 0;
        int[] rest = new int[markedPoints.length];
        for (int m : markedPoints) {
            if (b.color(m) == StoneColor.EMPTY || b.origin(m) != origin) {
                rest[kept++] = m;
            }
        }
        boolean marked = kept == markedPoints.length;
        if (marked) {
            rest = java.util.Arrays.copyOf(rest, kept + 1);
            rest[kept] = point;
        } else {
            rest = java.util.Arrays.copyOf(rest, kept);
        }
        markedPoints = rest;
        marksChanged();
        return marked;
    }

    /** Shift+drag: marks the rectangle with corners {@code from} and {@code to} (both on the board). */
    public void markRegion(int from, int to) {
        Board b = model.position().board();
        if (!b.isOnBoard(from) || !b.isOnBoard(to)) {
            throw new IllegalArgumentException("a region needs two points on the board, not " + from + " and " + to);
        }
        int[] region = { Math.min(b.col(from), b.col(to)), Math.min(b.row(from), b.row(to)),
                Math.max(b.col(from), b.col(to)), Math.max(b.row(from), b.row(to)) };
        if (!java.util.Arrays.equals(region, markedRegion)) {
            markedRegion = region;
            marksChanged();
        }
    }

    /** Escape or a plain click: removes all marks (strings and region). */
    public void clearMarks() {
        if (markedPoints.length == 0 && markedRegion == null) {
            return;
        }
        markedPoints = new int[0];
        markedRegion = null;
        marksChanged();
    }

    /** Drops marks on stones no longer there (captured, or another node), keeping one mark per string. */
    private void pruneMarks() {
        Board b = model.position().board();
        int kept = 0;
        int[] rest = new int[markedPoints.length];
        for (int m : markedPoints) {
            boolean keep = b.color(m) != StoneColor.EMPTY;
            for (int i = 0; i < kept && keep; i++) {
                keep = b.color(rest[i]) != b.color(m) || b.origin(rest[i]) != b.origin(m);
            }
            if (keep) {
                rest[kept++] = m;
            }
        }
        if (kept != markedPoints.length) {
            markedPoints = java.util.Arrays.copyOf(rest, kept);
        }
    }

    private void marksChanged() {
        if (canvas != null && !canvas.isDisposed()) {
            canvas.setMarks(markedPoints, markedRegion);
        }
        updateSelection();
    }

    /** The point the Properties view describes: under the mouse, else the last clicked one. */
    public int describedPoint() {
        return hoverPoint != Board.PASS ? hoverPoint : clickedPoint;
    }

    /** The editor's selection: a {@link BoardSelection} of a {@link PointProperties} (or none) and the marks. */
    public ISelection getSelection() {
        return selection.getSelection();
    }

    private void updateSelection() {
        int p = describedPoint();
        ISelection old = selection.getSelection();
        if (p == Board.PASS) {
            BoardSelection none = new BoardSelection(null, markedPoints, markedRegion);
            if (!none.equals(old)) {
                selection.setSelection(none);
            }
            return;
        }
        Board b = model.position().board();
        int number = p < moveNumbers.length && b.color(p) != StoneColor.EMPTY ? moveNumbers[p] : 0;
        String status = b.color(p) == StoneColor.EMPTY ? null : statusMap(engineGivesStatus()).get(b.origin(p));
        PositionAnalysis.PointAnalysis analysed = pointAnalyses.get(p);
        PointProperties info = new PointProperties(b, p, number, status, analysed, pointUnavailable);
        boolean unchanged = old instanceof BoardSelection s && s.getFirstElement() instanceof PointProperties o
                && o.toString().equals(info.toString()) && java.util.Arrays.equals(s.markedPoints(), markedPoints)
                && java.util.Arrays.equals(s.markedRegion(), markedRegion);
        if (!unchanged) {
            selection.setSelection(new BoardSelection(info, markedPoints, markedRegion));
        }
        // Asked even when nothing new is shown: a point hovered while another point's analysis
        // ran shows "computing..." unchanged when that answer comes, and must be asked for then.
        if (info.isStone() && status == null) {
            askStatus(b.origin(p));
        }
        if (analysed == null && pointUnavailable == null) {
            askPointAnalysis(p);
        }
    }

    /**
     * Asks for the string's status (once per string and node): an attached engine that knows
     * dragon_status, else owlbench's own tactical reading (worm_status), so there is a status without
     * an external engine.
     */
    private void askStatus(int origin) {
        boolean external = engineGivesStatus();
        if (external && engine.isThinking()) {
            return;
        }
        if (!external) {
            askOwnStatus(origin);
            return;
        }
        EngineSession asked = engine;
        java.util.Map<Integer, String> statuses = statusMap(external);
        statuses.put(origin, PointProperties.NO_STATUS + " (asking " + asked.name() + ")");
        String vertex = Vertex.toString(origin, model.boardSize());
        long askedAt = changes;
        asked.ask("dragon_status " + vertex, answer -> {
            if (askedAt != changes || canvas == null || canvas.isDisposed()) {
                return;
            }
            if (answer == null) { // refused, failed, or the engine was stopped: say so, do not wait for ever
                statuses.put(origin, PointProperties.NO_STATUS + " (no answer from " + asked.name() + ")");
                updateSelection();
                return;
            }
            statuses.put(origin, answer.trim() + " (" + engine.name() + " dragon_status)");
            updateSelection();
        });
    }

    /** The job reading the worms of the current node for owlbench's own statuses, or null. */
    private org.eclipse.core.runtime.jobs.Job ownStatusJob;

    /** The analysis of the current node's position (made once per position; its parts are computed when asked for, in Jobs). */
    public PositionAnalysis currentAnalysis() {
        return analyses.of(model.position(), PositionAnalyses.komiOf(model.root()));
    }

    /**
     * A job of the {@link owlbench.ui.jobs.JobFamilies#ANALYSIS} family computing {@code work} on the
     * current node's analysis; {@code then} gets the answer on the UI thread if the game has not
     * changed meanwhile (an answer about an older position is dropped).
     */
    private <T> org.eclipse.core.runtime.jobs.Job analysisJob(String name, AnalysisWork<T> work, java.util.function.Consumer<T> then) {
        long askedAt = changes;
        PositionAnalysis analysis = currentAnalysis();
        org.eclipse.core.runtime.jobs.Job job = new org.eclipse.core.runtime.jobs.Job(name) {
            @Override
            public boolean belongsTo(Object family) {
                return family == owlbench.ui.jobs.JobFamilies.ANALYSIS;
            }

            @Override
            protected org.eclipse.core.runtime.IStatus run(org.eclipse.core.runtime.IProgressMonitor monitor) {
                if (monitor.isCanceled()) {
                    return org.eclipse.core.runtime.Status.CANCEL_STATUS;
                }
                T answer = work.compute(analysis);
                if (canvas != null && !canvas.isDisposed()) {
                    canvas.getDisplay().asyncExec(() -> {
                        if (askedAt == changes && !canvas.isDisposed()) {
                            then.accept(answer);
                        }
                    });
                }
                return org.eclipse.core.runtime.Status.OK_STATUS;
            }
        };
        job.setSystem(true);
        return job;
    }

    /** What an analysis job computes from the position's analysis (in the job's thread). */
    private interface AnalysisWork<T> {
        T compute(PositionAnalysis analysis);
    }

    /**
     * owlbench's own tactical status of every string of the current node, read in a background job
     * through the engine's Java API (the position's shared analysis: its worms), once per node; the
     * Properties view shows the string's when it is there.
     */
    private void askOwnStatus(int origin) {
        ownStatusByOrigin.put(origin, PointProperties.NO_STATUS + " (asking owlbench)");
        if (ownStatusJob != null) {
            return;
        }
        int size = model.boardSize();
        ownStatusJob = analysisJob("owlbench tactical status", a -> a.worms(), worms -> {
            ownStatusJob = null;
            for (owlbench.tactics.Worm w : worms.all()) {
                ownStatusByOrigin.put(w.origin, owlbench.tactics.WormStatusText.describe(w, size) + " (" + PointProperties.OWN_SOURCE + ")");
            }
            updateSelection();
        });
        ownStatusJob.schedule();
    }

    /** The job computing a point's eye space and influence for Point Properties, or null. */
    private org.eclipse.core.runtime.jobs.Job pointJob;

    /** owlbench's eye space and influence of {@code point} at the current node, in a job; Point Properties shows it when it is there. */
    private void askPointAnalysis(int point) {
        if (pointJob != null) {
            return; // one at a time: the answer updates the selection, which asks for the point under the mouse then
        }
        pointJob = analysisJob("owlbench point analysis", a -> {
            try {
                return a.point(point);
            } catch (AnalysisException e) {
                return e;
            }
        }, answer -> {
            pointJob = null;
            if (answer instanceof PositionAnalysis.PointAnalysis found) {
                pointAnalyses.put(point, found);
            } else {
                pointUnavailable = "not available: " + ((Exception) answer).getMessage();
            }
            updateSelection();
        });
        pointJob.schedule();
    }

    /** Why the point analysis failed at this position (a database missing), or null: not asked again until the position changes. */
    private String pointUnavailable;

    /** The job estimating the score of the current node, or null. */
    private org.eclipse.core.runtime.jobs.Job scoreJob;

    /**
     * Estimates the score of the current node in a job (owlbench's influence-based estimate) and
     * shows it in the status line above the board; a short delay lets quick navigation (the mouse
     * wheel) pass positions without analysing each.
     */
    private void estimateScore() {
        if (scoreJob != null) {
            scoreJob.cancel();
        }
        analysedFor = currentAnalysis();
        scoreJob = analysisJob("owlbench score estimate", a -> {
            try {
                return "estimate " + a.score().estimate().result() + " (owlbench)";
            } catch (AnalysisException e) {
                return "no score estimate: " + e.getMessage();
            }
        }, text -> {
            scoreJob = null;
            scoreEstimate = text;
            if (status != null && !status.isDisposed() && !messageShowing) {
                status.setText(describe(model.position()));
                status.getParent().layout();
            }
        });
        scoreJob.schedule(150);
    }

    /** The score estimate shown in the status line for the current node, or null while it is computed. */
    public String getScoreEstimate() {
        return scoreEstimate;
    }

    /** True if the attached engine gives string statuses (GNU Go's dragon_status); else owlbench's own reading does. */
    private boolean engineGivesStatus() {
        return engine.client() != null && engine.knownCommands().contains("dragon_status");
    }

    private java.util.Map<Integer, String> statusMap(boolean external) {
        return external ? statusByOrigin : ownStatusByOrigin;
    }

    /** The workbench status line describes the point under the mouse: vertex, string size and liberties. */
    private void showPointInfo(int point) {
        IStatusLineManager line = getEditorSite().getActionBars().getStatusLineManager();
        if (line != null) {
            line.setMessage(point == Board.PASS ? null : describePoint(point));
        }
    }

    /** "D4: black string of 3 stones, 5 liberties", or "D4: empty". */
    public String describePoint(int point) {
        Board b = model.position().board();
        String v = Vertex.toString(point, b.size());
        int c = b.color(point);
        if (c == StoneColor.EMPTY) {
            return v + ": empty";
        }
        int libs = b.countlib(point);
        int stones = b.stringSize(point);
        return v + ": " + StoneColor.name(c) + " string of " + stones + (stones == 1 ? " stone, " : " stones, ") + libs
                + (libs == 1 ? " liberty (in atari)" : " liberties");
    }

    /**
     * The message this editor last showed: editors of one kind share the workbench status line, so
     * an editor shows its own again when it is activated (not the previous tab's).
     */
    private String lastMessage;
    /** True while the status label shows a message instead of the position (a late score estimate must not wipe it). */
    private boolean messageShowing;

    /** Shows a message in the status label and the workbench status line. */
    public void showMessage(String message) {
        lastMessage = message;
        messageShowing = true;
        if (status != null && !status.isDisposed()) {
            status.setText(message);
            status.getParent().layout();
        }
        IStatusLineManager line = getEditorSite().getActionBars().getStatusLineManager();
        if (line != null) {
            line.setMessage(message);
        }
    }

    /** Moves played to reach the current node. */
    public int getMoveNumber() {
        return model.position().moveNumber();
    }

    /** Moves from the root to the end of the line through the current node (first children). */
    public int getMoveCount() {
        int moves = model.position().moveNumber();
        for (owlbench.sgf.SgfNode n = model.current().mainChild(); n != null; n = n.mainChild()) {
            if (n.move() != null) {
                moves++;
            }
        }
        return moves;
    }

    /** The edited game. */
    public GameModel getModel() {
        return model;
    }

    /** The engine attached to this game (may be idle). */
    public EngineSession getEngine() {
        return engine;
    }

    /** The board widget (for tests and overlays). */
    public BoardCanvas getCanvas() {
        return canvas;
    }

    @Override
    public void showAnalysisOverlay(owlbench.ui.model.BoardOverlay overlay) {
        if (canvas != null && !canvas.isDisposed()) {
            canvas.setAnalysis(overlay);
        }
    }

    @Override
    public owlbench.ui.model.BoardOverlay analysisOverlay() {
        return canvas == null || canvas.isDisposed() ? null : canvas.getAnalysis();
    }

    /** The status line text above the board. */
    public String getStatusText() {
        return status.getText();
    }

    /** The file this game is saved in, or null for a new game never saved. */
    public Path getFile() {
        return file;
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
        IStatusLineManager line = getEditorSite().getActionBars().getStatusLineManager();
        if (line != null) {
            line.setMessage(lastMessage);
        }
    }


    @Override
    public void doSave(IProgressMonitor monitor) {
        commitComment();
        if (file == null) {
            doSaveAs();
            return;
        }
        try {
            saveTo(false);
        } catch (GameFile.ChangedOnDiskException e) {
            OnDiskChange choice = onDiskChange.apply(file);
            if (choice == OnDiskChange.OVERWRITE) {
                try {
                    saveTo(true);
                    return;
                } catch (IOException again) {
                    saveFailed(again, monitor);
                    return;
                }
            }
            if (monitor != null) {
                monitor.setCanceled(true);
            }
            if (choice == OnDiskChange.RELOAD) {
                reload();
            } else {
                showMessage("Not saved: " + file.getFileName() + " changed on disk; the game is still in the editor");
            }
        } catch (IOException e) {
            saveFailed(e, monitor);
        }
    }

    private void saveFailed(IOException e, IProgressMonitor monitor) {
        if (monitor != null) {
            monitor.setCanceled(true);
        }
        String old = java.nio.file.Files.exists(file) ? "The old file is unchanged"
                : "There is no file on disk now (use File > Save As to save elsewhere)";
        lastSaveError = file + ": " + e.getMessage() + "\n" + old + "; the game is still in the editor.";
        showMessage(lastSaveError.replace('\n', ' '));
        if (owlbench.ui.engine.EnginePreferences.problemDialogs()) {
            MessageDialog.openError(getSite().getShell(), "Cannot save game", lastSaveError);
        }
    }

    /** What to do when a save finds the file changed on disk since it was read or saved. */
    public enum OnDiskChange {
        /** Write the editor's game over the outside change. */
        OVERWRITE,
        /** Drop the editor's changes and open the file as it is on disk now. */
        RELOAD,
        /** Neither: keep both, the game stays unsaved in the editor. */
        CANCEL
    }

    private String lastSaveError;

    /** The last save failure's message (for tests), or null. */
    public String lastSaveError() {
        return lastSaveError;
    }

    /** Replaces the dialog that asks what to do about a file changed on disk (for tests). */
    public void setOnDiskChange(java.util.function.Function<Path, OnDiskChange> decide) {
        onDiskChange = decide;
    }

    private OnDiskChange askAboutDiskChange(Path changed) {
        MessageDialog dialog = new MessageDialog(getSite().getShell(), "File Changed", null,
                "The file " + changed + " has been changed on disk since it was opened or last saved.\n\n"
                        + "Overwrite it with the game in this editor (the other change is lost), or reload it"
                        + " (the changes in this editor are lost)?",
                MessageDialog.QUESTION, 2, "&Overwrite", "&Reload", "Cancel");
        return switch (dialog.open()) {
            case 0 -> OnDiskChange.OVERWRITE;
            case 1 -> OnDiskChange.RELOAD;
            default -> OnDiskChange.CANCEL;
        };
    }

    /** Closes this editor without saving and opens its file as it is on disk now. */
    private void reload() {
        org.eclipse.ui.IWorkbenchPage page = getSite().getPage();
        java.io.File f = file.toFile();
        model.markSaved(); // the user chose to drop the changes: no second question on close
        page.closeEditor(this, false);
        GameFiles.open(page, f);
    }

    @Override
    public void doSaveAs() {
        commitComment();
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setText("Save Game As");
        dialog.setFilterExtensions(new String[] { "*.sgf", "*.*" });
        dialog.setOverwrite(true);
        if (file != null) {
            dialog.setFilterPath(file.getParent().toString());
            dialog.setFileName(file.getFileName().toString());
        }
        String chosen = dialog.open();
        if (chosen == null) {
            return;
        }
        try {
            saveAs(Path.of(chosen));
        } catch (IOException e) {
            lastSaveError = chosen + ": " + e.getMessage() + "\nThe game is still in the editor.";
            MessageDialog.openError(getSite().getShell(), "Cannot save game", lastSaveError);
        }
    }

    /** Saves to {@code target} (atomically) and makes it this editor's file. */
    public void saveAs(Path target) throws IOException {
        commitComment();
        GameFile chosen = new GameFile(target); // the user chose to replace whatever is there
        chosen.save(model, true);
        gameFile = chosen;
        file = chosen.path();
        setInputWithNotify(new FileStoreEditorInput(EFS.getLocalFileSystem().getStore(file.toUri())));
        setPartName(file.getFileName().toString());
        setTitleToolTip(file.toString());
    }

    private void saveTo(boolean overwrite) throws IOException {
        gameFile.save(model, overwrite);
    }

    @Override
    public boolean isDirty() {
        return model.isDirty() || file == null && model.canUndo();
    }

    @Override
    public boolean isSaveAsAllowed() {
        return true;
    }

    @Override
    public void dispose() {
        engine.detach();
        for (org.eclipse.core.runtime.jobs.Job j : new org.eclipse.core.runtime.jobs.Job[] { scoreJob, pointJob, ownStatusJob }) {
            if (j != null) {
                j.cancel();
            }
        }
        model.removeListener(this);
        super.dispose();
    }
}
