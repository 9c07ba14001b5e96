package owlbench.ui.game;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.KeyAdapter;
import org.eclipse.swt.events.KeyEvent;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.EditorPart;

import owlbench.board.Board;
import owlbench.board.Color;
import owlbench.board.Vertex;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfReader;
import owlbench.ui.board.BoardCanvas;

/**
 * The board editor for SGF games: shows the game's main line on a board and steps through it
 * (first/previous/next/last, with the toolbar, the Game menu or the keys Home, Left, Right, End,
 * Page Up, Page Down). Editing, variations and engines come with the game editor issue; this
 * editor does not change the file.
 */
public class GameEditor extends EditorPart {

    /** The editor's id, as registered in plugin.xml. */
    public static final String ID = "owlbench.ui.game.editor";

    private GameRecord game;
    private int movesPlayed;
    private BoardCanvas canvas;
    private Label status;

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        setSite(site);
        setInput(input);
        Path path = pathOf(input);
        try {
            SgfCollection games = SgfReader.read(path);
            game = new GameRecord(games.games().get(0));
        } catch (SgfException e) {
            throw new PartInitException(e.getMessage());
        } catch (IOException | RuntimeException e) {
            throw new PartInitException(path + ": " + e.getMessage());
        }
        setPartName(path.getFileName().toString());
        setTitleToolTip(path.toString());
    }

    private static Path pathOf(IEditorInput input) throws PartInitException {
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
        ToolBar bar = new ToolBar(parent, SWT.FLAT);
        addButton(bar, "|<", "First move (Home)", this::first);
        addButton(bar, "<", "Previous move (Left)", this::previous);
        addButton(bar, ">", "Next move (Right)", this::next);
        addButton(bar, ">|", "Last move (End)", this::last);
        status = new Label(parent, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        canvas = new BoardCanvas(parent, SWT.BORDER);
        canvas.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        canvas.addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                navigateByKey(e.keyCode);
            }
        });
        canvas.addListener(SWT.MouseVerticalWheel, e -> goTo(movesPlayed - Integer.signum(e.count)));
        goTo(0);
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
            case SWT.PAGE_UP -> goTo(movesPlayed - 10);
            case SWT.PAGE_DOWN -> goTo(movesPlayed + 10);
            default -> {
                // other keys are not ours
            }
        }
    }

    /** Shows the position before the first move. */
    public void first() {
        goTo(0);
    }

    /** Takes back one move. */
    public void previous() {
        goTo(movesPlayed - 1);
    }

    /** Plays the next move of the main line. */
    public void next() {
        goTo(movesPlayed + 1);
    }

    /** Shows the final position of the main line. */
    public void last() {
        goTo(game.moveCount());
    }

    /** Shows the position after {@code moves} moves, clamped to the game. */
    public void goTo(int moves) {
        movesPlayed = Math.max(0, Math.min(game.moveCount(), moves));
        Board board = game.positionAfter(movesPlayed);
        int last = movesPlayed == 0 ? Board.PASS : game.pointOfMove(movesPlayed, board);
        canvas.setPosition(board, last);
        status.setText(describe(board, last));
        status.getParent().layout();
    }

    private String describe(Board board, int last) {
        if (movesPlayed == 0) {
            return String.format("Start of game: %d moves", game.moveCount());
        }
        String who = game.colorOfMove(movesPlayed) == Color.BLACK ? "Black" : "White";
        return String.format("Move %d of %d: %s %s", movesPlayed, game.moveCount(), who, Vertex.toString(last, board.size()));
    }

    /** Moves played to reach the shown position. */
    public int getMoveNumber() {
        return movesPlayed;
    }

    /** Moves on the main line. */
    public int getMoveCount() {
        return game.moveCount();
    }

    /** The game being shown. */
    public GameRecord getGame() {
        return game;
    }

    /** The board widget (for tests and overlays). */
    public BoardCanvas getCanvas() {
        return canvas;
    }

    /** The status line text above the board. */
    public String getStatusText() {
        return status.getText();
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        // Read-only viewer: nothing is ever changed, so there is nothing to save.
    }

    @Override
    public void doSaveAs() {
        // See doSave.
    }

    @Override
    public boolean isDirty() {
        return false;
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }
}
