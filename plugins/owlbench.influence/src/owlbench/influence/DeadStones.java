package owlbench.influence;

import owlbench.board.Board;

/**
 * Which stones of a position are dead, as the influence function's input: dead stones radiate no
 * influence, stop none, and count as the opponent's territory plus a prisoner. Supplied by the
 * caller (tactical reading, owl, the user), so that influence depends on no engine bundle.
 */
public interface DeadStones {
    /** Per board point ({@link Board#boardArraySize()}), true for a dead stone; empty points are ignored. */
    boolean[] find(Board b);

    /** Every stone alive. */
    DeadStones NONE = b -> new boolean[b.boardArraySize()];

    /**
     * Fixed flags, for a position and the positions one move later (the new stone is alive, captured
     * points are empty and their flags ignored).
     */
    static DeadStones fixed(boolean[] dead) {
        return b -> {
            boolean[] out = new boolean[b.boardArraySize()];
            System.arraycopy(dead, 0, out, 0, Math.min(dead.length, out.length));
            return out;
        };
    }
}
