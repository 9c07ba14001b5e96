package owlbench.ui.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.MoveLegality;
import owlbench.board.Vertex;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfMove;
import owlbench.sgf.SgfNode;

/**
 * An editable SGF game (the first game of a collection; the others are kept and saved unchanged)
 * with a current-node cursor. Every change of the tree is a {@link GameEdit} on an undo stack;
 * moving the cursor is navigation, not an edit. Not thread-safe: the UI thread owns it.
 */
public final class GameModel {

    /** Told after every change of the tree or of the cursor. */
    public interface Listener {
        /** The tree or the current node changed. */
        void gameChanged(GameModel model);
    }

    /** An undone/redone edit together with where the cursor was before and after it. */
    private record Done(GameEdit edit, SgfNode cursorBefore, SgfNode cursorAfter) {
    }

    private final SgfCollection collection;
    private final SgfNode root;
    private SgfNode current;
    private NodePosition position;
    private final Deque<Done> undo = new ArrayDeque<>();
    private final Deque<Done> redo = new ArrayDeque<>();
    /** The undo-stack top when last saved; dirty when it differs. A sentinel for "saved state unreachable". */
    private Object savedAt;
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    /** Counts changes of the tree (not of the cursor), so views can skip rebuilding on navigation. */
    private long treeVersion;
    /** The comment being typed: keystrokes on one node merge into the undo-stack top until another step. */
    private Typing typing;

    /** An open run of comment typing: the node, its properties before the first keystroke, and the merged edit's entry. */
    private record Typing(SgfNode node, Map<String, List<String>> before, Done done) {
    }

    /** Edits the first game of {@code collection}; the cursor starts at the root. */
    public GameModel(SgfCollection collection) {
        if (collection.games().isEmpty()) {
            throw new IllegalArgumentException("the collection holds no game");
        }
        this.collection = collection;
        this.root = collection.games().get(0);
        this.current = root;
        this.savedAt = null;
        this.position = PathReplay.at(root);
    }

    /**
     * A new game: SZ, KM, RU, and for a handicap of 2 or more HA, the fixed handicap stones (AB)
     * and PL[W]. Not dirty until edited.
     */
    public static GameModel newGame(int size, double komi, int handicap, String rules) {
        Board board = new Board(size); // validates the size
        if (handicap < 0 || handicap == 1) {
            throw new IllegalArgumentException("handicap must be 0 or at least 2, got " + handicap);
        }
        int[] stones = GameReplay.fixedHandicapPoints(board, handicap);
        if (handicap >= 2 && stones.length != handicap) {
            throw new IllegalArgumentException("a " + size + "x" + size + " board takes at most " + stones.length
                    + " fixed handicap stones, not " + handicap);
        }
        SgfNode root = new SgfNode();
        root.set("GM", "1");
        root.set("FF", "4");
        root.set("CA", "UTF-8");
        root.set("AP", "owlbench");
        root.set("SZ", Integer.toString(size));
        root.set("KM", formatKomi(komi));
        if (rules != null && !rules.isBlank()) {
            root.set("RU", rules.trim());
        }
        if (handicap >= 2) {
            root.set("HA", Integer.toString(handicap));
            for (int p : stones) {
                root.add("AB", SgfCoords.toSgf(p, size));
            }
            root.set("PL", "W");
        }
        SgfCollection coll = new SgfCollection();
        coll.add(root);
        return new GameModel(coll);
    }

    private static String formatKomi(double komi) {
        return komi == Math.rint(komi) ? Long.toString((long) komi) : Double.toString(komi);
    }

    // ----- listeners

    public void addListener(Listener l) {
        listeners.add(l);
    }

    public void removeListener(Listener l) {
        listeners.remove(l);
    }

    private void changed() {
        position = PathReplay.at(current);
        for (Listener l : listeners) {
            l.gameChanged(this);
        }
    }

    // ----- reading

    /** The whole collection (for saving). */
    public SgfCollection collection() {
        return collection;
    }

    /** The edited game's root. */
    public SgfNode root() {
        return root;
    }

    /** The current node. */
    public SgfNode current() {
        return current;
    }

    /** The position at the current node. */
    public NodePosition position() {
        return position;
    }

    /** Board size of the game. */
    public int boardSize() {
        return position.size();
    }

    /** A number that changes whenever the tree (not just the cursor) changes. */
    public long treeVersion() {
        return treeVersion;
    }

    /** True if the tree differs from the last save (or load). */
    public boolean isDirty() {
        return savedAt != top();
    }

    /** Records that the tree as it is now has been saved. */
    public void markSaved() {
        typing = null; // the saved state must stay reachable: later typing starts a new edit
        savedAt = top();
        changed();
    }

    private Object top() {
        return undo.isEmpty() ? null : undo.peek();
    }

    // ----- navigation (not edits)

    /** Makes {@code node} (a node of this game) current. */
    public void goTo(SgfNode node) {
        if (node.root() != root) {
            throw new IllegalArgumentException("node is not in this game");
        }
        typing = null;
        current = node;
        changed();
    }

    /** To the root. */
    public void first() {
        goTo(root);
    }

    /** To the parent; false at the root. */
    public boolean previous() {
        if (current.parent() == null) {
            return false;
        }
        goTo(current.parent());
        return true;
    }

    /** To the first child; false at the end of a line. */
    public boolean next() {
        if (current.children().isEmpty()) {
            return false;
        }
        goTo(current.mainChild());
        return true;
    }

    /** To the end of the current line (following first children). */
    public void last() {
        SgfNode n = current;
        while (n.mainChild() != null) {
            n = n.mainChild();
        }
        goTo(n);
    }

    /** To the next (+1) or previous (-1) sibling variation; false if there is none. */
    public boolean sibling(int direction) {
        SgfNode parent = current.parent();
        if (parent == null) {
            return false;
        }
        int i = parent.children().indexOf(current) + direction;
        if (i < 0 || i >= parent.children().size()) {
            return false;
        }
        goTo(parent.children().get(i));
        return true;
    }

    /** Steps {@code delta} moves forward (first children) or back, stopping at the ends. */
    public void step(int delta) {
        SgfNode n = current;
        for (int i = 0; i < Math.abs(delta); i++) {
            SgfNode m = delta > 0 ? n.mainChild() : n.parent();
            if (m == null) {
                break;
            }
            n = m;
        }
        goTo(n);
    }

    // ----- edits

    /** Label of the edit undo would take back, or null. */
    public String undoLabel() {
        return undo.isEmpty() ? null : undo.peek().edit().label();
    }

    /** Label of the edit redo would do again, or null. */
    public String redoLabel() {
        return redo.isEmpty() ? null : redo.peek().edit().label();
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /** Takes back the last edit and puts the cursor where it was before it. */
    public boolean undo() {
        if (undo.isEmpty()) {
            return false;
        }
        typing = null;
        Done d = undo.pop();
        d.edit().revert();
        treeVersion++;
        redo.push(d);
        current = d.cursorBefore();
        changed();
        return true;
    }

    /** Does the last undone edit again. */
    public boolean redo() {
        if (redo.isEmpty()) {
            return false;
        }
        typing = null;
        Done d = redo.pop();
        d.edit().apply();
        treeVersion++;
        undo.push(d);
        current = d.cursorAfter();
        changed();
        return true;
    }

    private void perform(GameEdit edit, SgfNode cursorAfter) {
        typing = null;
        SgfNode before = current;
        edit.apply();
        treeVersion++;
        undo.push(new Done(edit, before, cursorAfter));
        redo.clear();
        current = cursorAfter;
        changed();
    }

    /** Why {@code point} cannot be played by the side to move, or null if it can (PASS always can). */
    public String whyIllegal(int point) {
        if (point == Board.PASS) {
            return null;
        }
        MoveLegality l = position.legalityOf(point, position.toMove());
        if (l == MoveLegality.LEGAL) {
            return null;
        }
        String what = StoneColor.name(position.toMove()) + " " + Vertex.toString(point, position.size());
        return switch (l) {
            case OCCUPIED -> what + " is illegal: the point is occupied";
            case SUICIDE -> what + " is illegal: suicide";
            case KO, SUPERKO -> what + " is illegal: it retakes the ko at once";
            case OFF_BOARD -> what + " is off the board";
            default -> what + " is illegal: " + l.name().toLowerCase(Locale.ROOT);
        };
    }

    /**
     * Plays {@code point} (Board.PASS for a pass) for the side to move at the current node. If a child
     * already has this move, it just becomes current (no edit); otherwise a new child is added (a new
     * variation when there are children already) and becomes current.
     * @throws IllegalArgumentException with {@link #whyIllegal}'s text for an illegal move
     */
    public SgfNode play(int point) {
        return play(point, position.toMove());
    }

    /** As {@link #play(int)} for an explicit colour (setup-like play out of turn). */
    public SgfNode play(int point, int color) {
        if (point != Board.PASS) {
            MoveLegality l = position.legalityOf(point, color);
            if (l != MoveLegality.LEGAL) {
                String why = color == position.toMove() ? whyIllegal(point)
                        : StoneColor.name(color) + " " + Vertex.toString(point, boardSize()) + " is illegal: "
                        + l.name().toLowerCase(Locale.ROOT);
                throw new IllegalArgumentException(why);
            }
        }
        String id = color == StoneColor.BLACK ? "B" : "W";
        String value = point == Board.PASS ? "" : SgfCoords.toSgf(point, boardSize());
        SgfMove wanted = new SgfMove(color, value);
        for (SgfNode child : current.children()) {
            SgfMove m = child.move();
            if (m != null && m.color() == color && samePoint(m, wanted)) {
                goTo(child);
                return child;
            }
        }
        SgfNode node = new SgfNode();
        node.set(id, value);
        String label = "Play " + id + " " + Vertex.toString(point, boardSize());
        perform(TreeEdits.insertChild(current, node, current.children().size(), label), node);
        return node;
    }

    private boolean samePoint(SgfMove a, SgfMove b) {
        int size = boardSize();
        if (a.isPass(size) || b.isPass(size)) {
            return a.isPass(size) && b.isPass(size);
        }
        return a.point().equals(b.point());
    }

    /** Removes {@code node} and everything below it; the cursor goes to its parent if it was inside. */
    public void deleteVariation(SgfNode node) {
        SgfNode parent = node.parent();
        if (parent == null) {
            throw new IllegalArgumentException("the root cannot be deleted");
        }
        boolean inside = false;
        for (SgfNode n = current; n != null; n = n.parent()) {
            if (n == node) {
                inside = true;
                break;
            }
        }
        perform(TreeEdits.removeChild(parent, node, "Delete Variation"), inside ? parent : current);
    }

    /** Makes the line through {@code node} the main line: at each level up to the root it becomes the first child. */
    public void promote(SgfNode node) {
        List<GameEdit> parts = new ArrayList<>();
        for (SgfNode n = node; n.parent() != null; n = n.parent()) {
            SgfNode parent = n.parent();
            if (parent.children().get(0) != n) {
                List<SgfNode> before = new ArrayList<>(parent.children());
                List<SgfNode> after = new ArrayList<>(before);
                after.remove(n);
                after.add(0, n);
                parts.add(TreeEdits.reorder(parent, before, after, "reorder"));
            }
        }
        if (parts.isEmpty()) {
            return; // already the main line
        }
        perform(TreeEdits.compound(parts, "Promote Variation"), current);
    }

    /** True if {@code node} lies on the main line (first children from the root). */
    public boolean isMainLine(SgfNode node) {
        for (SgfNode n = node; n.parent() != null; n = n.parent()) {
            if (n.parent().children().get(0) != n) {
                return false;
            }
        }
        return true;
    }

    /** The comment (C) of the current node, "" if none. */
    public String comment() {
        String c = current.get("C");
        return c == null ? "" : c;
    }

    /** Sets the comment of {@code node}; an empty text removes the property. No edit if unchanged. */
    public void setComment(SgfNode node, String text) {
        String old = node.get("C");
        if ((old == null ? "" : old).equals(text == null ? "" : text)) {
            return;
        }
        changeProperties(node, "Edit Comment", n -> {
            if (text == null || text.isEmpty()) {
                n.remove("C");
            } else {
                n.set("C", text);
            }
        });
    }

    /**
     * The comment of the current node as the user types it: every keystroke changes the tree at once
     * (so the editor is dirty and nothing is lost when focus goes elsewhere), and the keystrokes of one
     * run of typing on one node are one "Edit Comment" on the undo stack. A run ends with any other
     * edit, undo, redo, navigation or save. Typing back to the original text takes the edit away.
     */
    public void typeComment(String text) {
        String now = text == null ? "" : text;
        if (now.equals(comment())) {
            return;
        }
        SgfNode node = current;
        if (typing == null || typing.node() != node || undo.peek() != typing.done()) {
            setComment(node, now);
            typing = undo.isEmpty() ? null : new Typing(node, beforeOf(undo.peek()), undo.peek());
            return;
        }
        // Merge: the open edit now goes from the text before the first keystroke to this text.
        Map<String, List<String>> before = typing.before();
        if (now.isEmpty()) {
            node.remove("C");
        } else {
            node.set("C", now);
        }
        Map<String, List<String>> after = TreeEdits.snapshot(node);
        undo.pop();
        treeVersion++;
        if (after.equals(before)) {
            typing = null; // typed back to where it started: no edit left
        } else {
            Done merged = new Done(TreeEdits.properties(node, before, after, "Edit Comment"), node, node);
            undo.push(merged);
            typing = new Typing(node, before, merged);
        }
        redo.clear();
        changed();
    }

    /** The properties snapshot an edit started from, kept when the edit was a comment edit just performed. */
    private Map<String, List<String>> beforeOf(Done d) {
        d.edit().revert();
        Map<String, List<String>> before = TreeEdits.snapshot(d.cursorAfter());
        d.edit().apply();
        return before;
    }

    /** Sets or removes one root property (game information such as PB, PW, RE, KM). */
    public void setGameInfo(String id, String value) {
        changeProperties(root, "Edit " + id, n -> {
            if (value == null || value.isEmpty()) {
                n.remove(id);
            } else {
                n.set(id, value);
            }
        });
    }

    /**
     * Setup: puts a stone of {@code color} (Color.EMPTY removes) at {@code point} in the position. The
     * setup goes into the current node if it has no move; otherwise into a new child node (setup and
     * a move in one node would be ambiguous in FF4), which becomes current. One edit either way.
     */
    public void setupStone(int point, int color) {
        if (position.color(point) == color) {
            return;
        }
        SgfNode target = current;
        List<GameEdit> parts = new ArrayList<>();
        if (current.move() != null) {
            target = new SgfNode();
            parts.add(TreeEdits.insertChild(current, target, current.children().size(), "add setup node"));
            parts.get(0).apply();
        }
        String sgf = SgfCoords.toSgf(point, boardSize());
        Map<String, List<String>> before = TreeEdits.snapshot(target);
        for (String id : new String[] { "AB", "AW", "AE" }) {
            List<String> values = new ArrayList<>();
            for (String v : target.getAll(id)) {
                for (String p : SgfCoords.expand(v, boardSize())) {
                    if (!p.equals(sgf)) {
                        values.add(p);
                    }
                }
            }
            target.remove(id);
            for (String v : values) {
                target.add(id, v);
            }
        }
        // The stone as it stands before this node's own setup decides whether AE is needed.
        NodePosition parentPos = target.parent() == null ? null : PathReplay.at(target.parent());
        int underneath = parentPos == null ? StoneColor.EMPTY : parentPos.color(point);
        if (color != underneath) {
            target.add(color == StoneColor.BLACK ? "AB" : color == StoneColor.WHITE ? "AW" : "AE", sgf);
        }
        for (String id : new String[] { "AB", "AW", "AE" }) {
            if (target.has(id) && target.getAll(id).isEmpty()) {
                target.remove(id);
            }
        }
        Map<String, List<String>> after = TreeEdits.snapshot(target);
        TreeEdits.restore(target, before);
        if (!parts.isEmpty()) {
            parts.get(0).revert();
        }
        parts.add(TreeEdits.properties(target, before, after, "setup"));
        String label = (color == StoneColor.EMPTY ? "Remove Stone " : "Add " + StoneColor.name(color) + " Stone ")
                + Vertex.toString(point, boardSize());
        perform(TreeEdits.compound(parts, label), target);
    }

    /** Setup: the player to move at the current node (PL). */
    public void setPlayerToMove(int color) {
        if (color != StoneColor.BLACK && color != StoneColor.WHITE) {
            throw new IllegalArgumentException("player to move must be black or white");
        }
        changeProperties(current, "Set Player to Move", n -> n.set("PL", color == StoneColor.BLACK ? "B" : "W"));
    }

    private void changeProperties(SgfNode node, String label, java.util.function.Consumer<SgfNode> change) {
        Map<String, List<String>> before = TreeEdits.snapshot(node);
        change.accept(node);
        Map<String, List<String>> after = TreeEdits.snapshot(node);
        TreeEdits.restore(node, before);
        if (before.equals(after)) {
            return;
        }
        perform(TreeEdits.properties(node, before, after, label), current);
    }

    /** Number of nodes in the game tree (for views and tests). */
    public int nodeCount() {
        int count = 0;
        Deque<SgfNode> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            SgfNode n = todo.pop();
            count++;
            for (SgfNode c : n.children()) {
                todo.push(c);
            }
        }
        return count;
    }
}
