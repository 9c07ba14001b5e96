package owlbench.ui.model;

/**
 * One undoable change to a game tree (the command pattern): {@link #apply()} does it (again),
 * {@link #revert()} takes it back exactly, so undo/redo never has to re-derive anything.
 */
public interface GameEdit {

    /** Does the change (first time and on redo). */
    void apply();

    /** Takes the change back, leaving the tree exactly as before {@link #apply()}. */
    void revert();

    /** A short label for the Edit menu, e.g. "Play B D4". */
    String label();
}
