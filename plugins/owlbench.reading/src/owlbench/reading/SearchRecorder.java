package owlbench.reading;

import owlbench.board.Board;

/**
 * Receives the search tree of a reading call as it is explored. The reader calls it only when a
 * recorder is given, so a null recorder costs nothing. Every node corresponds to one move the
 * reader played (and counted in its node counter).
 */
public interface SearchRecorder {

    /** A top-level search starts on this position (the board is not to be kept: copy what is needed). */
    void beginSearch(Board board, String function, int target, int target2);

    /** The reader has played move for color inside function (e.g. "attack2") on target. */
    void enterMove(int move, int color, String function, int target, int stackp, long hash);

    /**
     * The move entered last is about to be taken back. code is what the move achieved for its
     * player, reply the best answer found, cacheHit whether the evaluation below came from the cache.
     */
    void leaveMove(int code, int reply, boolean cacheHit, String note);

    /**
     * What the reader saw and decided at the move entered last (before its {@link #leaveMove}), or at
     * the start position when no move is open (before {@link #endSearch}). Life-and-death readers
     * send it; a recorder that does not keep it ignores it (the default).
     */
    default void nodeDetail(NodeDetail detail) {
    }

    /** The top-level search ended with this result after nodes counted nodes. */
    void endSearch(int code, int move, long nodes);
}
