package owlbench.ui.patterns;

import java.util.Set;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;

import owlbench.board.Board;
import owlbench.board.ConstBoard;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.edit.RegionPattern;
import owlbench.sgf.SgfNode;
import owlbench.ui.game.GamePart;
import owlbench.ui.model.NodePosition;
import owlbench.ui.model.PathReplay;

/**
 * New Pattern from Region: the region marked on a game editor's board (Shift+drag) becomes a new
 * pattern in a pattern editor. The move '*' is the last move when it was played inside the region (the
 * diagram then shows the position before it, with its player as O); otherwise the caller names an
 * empty point of the region and the player to move is O.
 */
public final class RegionPatterns {
    /** Base of the generated names: Region1, Region2, ... (the first one the file does not have). */
    public static final String NAME_BASE = "Region";

    private RegionPatterns() {
    }

    /** What the pattern will be made of: the board, O's colour and the move, or why there is none. */
    public static final class Source {
        public final Board board;
        public final int toMove;
        public final int move;
        public final int[] region;
        public final String description;

        Source(Board board, int toMove, int move, int[] region, String description) {
            this.board = board;
            this.toMove = toMove;
            this.move = move;
            this.region = region;
            this.description = description;
        }
    }

    /** The marked region of the game, or null. */
    public static int[] region(GamePart game) {
        return game.getMarkedRegion();
    }

    /** True if the point is inside the region {col0,row0,col1,row1}. */
    public static boolean inside(ConstBoard b, int[] region, int point) {
        if (!b.isOnBoard(point)) return false;
        int c = b.col(point), r = b.row(point);
        return c >= region[0] && c <= region[2] && r >= region[1] && r <= region[3];
    }

    /**
     * The last move as the pattern's move when it lies in the marked region; null if there is no
     * region, no last move, or the last move is elsewhere (then {@link #atPoint} needs a point).
     */
    public static Source fromLastMove(GamePart game) {
        int[] region = region(game);
        if (region == null) return null;
        NodePosition now = game.getModel().position();
        int last = now.lastMove();
        SgfNode node = game.getModel().current();
        if (last == Board.PASS || node.parent() == null || !inside(now.constBoard(), region, last)) return null;
        NodePosition before = PathReplay.at(node.parent());
        int mover = now.color(last);
        if (mover != StoneColor.BLACK && mover != StoneColor.WHITE) mover = StoneColor.other(now.toMove());
        return new Source(before.board(), mover, last, region, describe(game, before.moveNumber() + 1));
    }

    /** The current position with the player to move as O and the given point as the move; null if none marked. */
    public static Source atPoint(GamePart game, int point) {
        int[] region = region(game);
        if (region == null) return null;
        NodePosition now = game.getModel().position();
        return new Source(now.board(), now.toMove(), point, region, describe(game, now.moveNumber() + 1));
    }

    /** Why a point cannot be the move ("" if it can). */
    public static String checkPoint(GamePart game, String vertex) {
        int[] region = region(game);
        ConstBoard b = game.getModel().position().constBoard(); // only looked at
        int p;
        try {
            p = Vertex.parse(vertex.trim(), b.size());
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if (region == null) return "no region is marked";
        if (!inside(b, region, p)) return vertex.trim() + " is outside the marked region";
        if (b.color(p) != StoneColor.EMPTY) return vertex.trim() + " is occupied";
        return "";
    }

    private static String describe(GamePart game, int move) {
        String file = game.getFile() == null ? game.getTitle() : game.getFile().getFileName().toString();
        return file + ", move " + move;
    }

    /** Writes the pattern into the pattern editor at its caret (one undoable edit); returns its name. */
    public static String insert(PatternDbEditor target, Source s) throws BadLocationException {
        Set<String> taken = PatternEdits.patternNames(target);
        String name = RegionPattern.uniqueName(NAME_BASE, taken);
        String text = RegionPattern.text(s.board, s.region, s.toMove, s.move, name, RegionPattern.DEFAULT_CLASS, s.description);
        PatternEdits.insertAtCaret(target, text);
        return name;
    }

    /** The first open game editor (visible ones first) with a marked region, or null. */
    public static GamePart gameWithRegion(IWorkbenchPage page) {
        GamePart found = null;
        for (IEditorReference ref : page.getEditorReferences()) {
            IEditorPart e = ref.getEditor(false);
            GamePart g = GamePart.of(e);
            if (g != null && g.getMarkedRegion() != null) {
                if (page.isPartVisible(e)) return g;
                if (found == null) found = g;
            }
        }
        return found;
    }

    /** The first open pattern editor (visible ones first), or null. */
    public static PatternDbEditor patternEditor(IWorkbenchPage page) {
        PatternDbEditor found = null;
        for (IEditorReference ref : page.getEditorReferences()) {
            IEditorPart e = ref.getEditor(false);
            if (e instanceof PatternDbEditor) {
                if (page.isPartVisible(e)) return (PatternDbEditor) e;
                if (found == null) found = (PatternDbEditor) e;
            }
        }
        return found;
    }
}
