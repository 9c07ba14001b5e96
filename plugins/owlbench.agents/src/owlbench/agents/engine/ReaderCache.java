package owlbench.agents.engine;

import owlbench.board.Board;
import owlbench.reading.Reader;
import owlbench.reading.ReadingParams;

/**
 * One reader per thread, handed on from position to position: a new Reader takes over the
 * transposition table of the thread's previous one, emptied, instead of allocating several
 * megabytes per position (the reader's own constructor for this purpose).
 */
final class ReaderCache {
    private static final ThreadLocal<Reader> LAST = new ThreadLocal<>();

    private ReaderCache() {
    }

    /** A fresh reader on this board (empty cache), reusing the thread's table. */
    static Reader reader(Board board, ReadingParams params) {
        Reader r = new Reader(board, params, LAST.get());
        LAST.set(r);
        return r;
    }
}
