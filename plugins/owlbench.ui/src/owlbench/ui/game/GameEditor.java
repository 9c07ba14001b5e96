package owlbench.ui.game;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;

import org.eclipse.core.filesystem.EFS;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IStatusLineManager;
import org.eclipse.jface.dialogs.MessageDialog;
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
import owlbench.board.Color;
import owlbench.board.Vertex;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfMove;
import owlbench.sgf.SgfReader;
import owlbench.ui.board.BoardCanvas;
import owlbench.ui.model.GameModel;
import owlbench.ui.model.GameSaver;
import owlbench.ui.model.NodePosition;
import owlbench.ui.model.SgfMarkup;

/**
 * The game editor for SGF files: a board to play on (clicks play legal moves for the side to move;
 * an illegal click says why in the status line), navigation by toolbar, keys (Home, End, Left, Right,
 * Page Up/Down, Up/Down for sibling variations) and mouse wheel, a comment field, a setup mode, and
 * Edit &gt; Undo/Redo of every change. Save writes a temporary file and renames it over the old one.
 * The tree, engine and analysis views work on {@link #getModel()}.
 */
public class GameEditor extends EditorPart implements GameModel.Listener {

    /** The editor's id, as registered in plugin.xml. */
    public static final String ID = "owlbench.ui.game.editor";

    private GameModel model;
    private Path file; // null for a new game not saved yet
    private boolean wasDirty;
    private boolean setupMode;
    private BoardCanvas canvas;
    private Label status;
    private Text comment;
    private ToolItem setupItem;
    private ToolItem toMoveItem;
    private int mouseDownPoint = -1;
    private Action undoAction;
    private Action redoAction;
    private final EngineSession engine = new EngineSession(this);

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
            try {
                model = new GameModel(SgfReader.read(file));
            } catch (SgfException e) {
                throw new PartInitException(e.getMessage());
            } catch (IOException | RuntimeException e) {
                throw new PartInitException(file + ": " + e.getMessage());
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
        parent.setLayout(new GridLayout(2, false));
        ToolBar bar = new ToolBar(parent, SWT.FLAT | SWT.WRAP);
        addButton(bar, "|<", "First move (Home)", this::first);
        addButton(bar, "<", "Previous move (Left)", this::previous);
        addButton(bar, ">", "Next move (Right)", this::next);
        addButton(bar, ">|", "Last move of this line (End)", this::last);
        addButton(bar, "Var-", "Previous variation (Up)", () -> navigate(() -> model.sibling(-1)));
        addButton(bar, "Var+", "Next variation (Down)", () -> navigate(() -> model.sibling(1)));
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
        comment.addListener(SWT.FocusOut, e -> commitComment());
        sash.setWeights(new int[] { 3, 1 });

        canvas.addListener(SWT.KeyDown, e -> navigateByKey(e.keyCode));
        canvas.addListener(SWT.MouseVerticalWheel, e -> navigate(() -> model.step(-Integer.signum(e.count))));
        canvas.addListener(SWT.MouseDown, e -> {
            mouseDownPoint = canvas.pointAt(e.x, e.y);
            canvas.setFocus();
        });
        canvas.addListener(SWT.MouseUp, this::mouseUp);
        canvas.addListener(SWT.MouseMove, e -> showPointInfo(canvas.pointAt(e.x, e.y)));
        refresh();
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
        if (point == Board.PASS || point != down) {
            return; // a drag or a click off the grid
        }
        if (setupMode) {
            int wanted = e.button == 3 ? Color.WHITE : Color.BLACK;
            int now = model.position().color(point);
            commitComment();
            model.setupStone(point, now == wanted ? Color.EMPTY : wanted);
        } else if (e.button == 1) {
            playClick(point);
        }
    }

    /** What a left click on {@code point} does in play mode; false (with the reason shown) if illegal. */
    public boolean playClick(int point) {
        if (engine.isThinking()) {
            showMessage("The engine is thinking; wait for its move or cancel it (Progress view)");
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
        model.setPlayerToMove(Color.other(model.position().toMove()));
    }

    private void commitComment() {
        if (comment != null && !comment.isDisposed()) {
            String text = comment.getText();
            if (!text.equals(model.comment())) {
                model.setComment(model.current(), text);
            }
        }
    }

    /** Sets the comment of the current node (as typing in the comment field and leaving it does). */
    public void setComment(String text) {
        comment.setText(text);
        commitComment();
    }

    @Override
    public void gameChanged(GameModel m) {
        if (canvas != null && !canvas.isDisposed()) {
            refresh();
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
        canvas.setMarkup(SgfMarkup.of(model.current(), pos.size()));
        status.setText(describe(pos));
        String c = model.comment();
        if (!comment.getText().equals(c)) {
            comment.setText(c);
        }
        toMoveItem.setText(pos.toMove() == Color.BLACK ? "Black to move" : "White to move");
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
            String who = move.color() == Color.BLACK ? "Black" : "White";
            sb.append(String.format("Move %d of %d: %s %s", pos.moveNumber(), total, who,
                    Vertex.toString(pos.lastMove(), pos.size())));
        }
        int variations = model.current().children().size();
        if (variations > 1) {
            sb.append(" (").append(variations).append(" variations follow)");
        }
        sb.append(pos.toMove() == Color.BLACK ? "; Black to play" : "; White to play");
        if (setupMode) {
            sb.append(" [setup mode]");
        }
        if (pos.problem() != null) {
            sb.append("; problem in the record: ").append(pos.problem());
        }
        return sb.toString();
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
        if (c == Color.EMPTY) {
            return v + ": empty";
        }
        int libs = b.countlib(point);
        int stones = b.stringSize(point);
        return v + ": " + Color.name(c) + " string of " + stones + (stones == 1 ? " stone, " : " stones, ") + libs
                + (libs == 1 ? " liberty (in atari)" : " liberties");
    }

    /** Shows a message in the status label and the workbench status line. */
    public void showMessage(String message) {
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
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        commitComment();
        if (file == null) {
            doSaveAs();
            return;
        }
        try {
            saveTo(file);
        } catch (IOException e) {
            if (monitor != null) {
                monitor.setCanceled(true);
            }
            MessageDialog.openError(getSite().getShell(), "Cannot save game",
                    file + ": " + e.getMessage() + "\nThe old file is unchanged; the game is still in the editor.");
        }
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
            MessageDialog.openError(getSite().getShell(), "Cannot save game",
                    chosen + ": " + e.getMessage() + "\nThe game is still in the editor.");
        }
    }

    /** Saves to {@code target} (atomically) and makes it this editor's file. */
    public void saveAs(Path target) throws IOException {
        commitComment();
        saveTo(target);
        file = target.toAbsolutePath();
        setInputWithNotify(new FileStoreEditorInput(EFS.getLocalFileSystem().getStore(file.toUri())));
        setPartName(file.getFileName().toString());
        setTitleToolTip(file.toString());
    }

    private void saveTo(Path target) throws IOException {
        GameSaver.save(model, target);
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
        model.removeListener(this);
        super.dispose();
    }
}
