package owlbench.agents.engine;

import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.function.Function;

import owlbench.board.Board;
import owlbench.reading.Reader;
import owlbench.reading.ReadingParams;

/**
 * Idle readers of one {@link owlbench.agents.AgentContext}, handed on from position to position: a
 * new Reader takes over the transposition table of an idle one, emptied (the reader's own
 * constructor for this purpose), instead of allocating several megabytes per position. There are
 * never more readers than positions read at the same moment.
 */
public final class ReaderPool {
    private final ConcurrentLinkedDeque<Reader> idle = new ConcurrentLinkedDeque<>();

    /** Reads with a fresh reader on this board (empty cache) and gives its table back afterwards. */
    public <T> T read(Board board, ReadingParams params, Function<Reader, T> work) {
        Reader r = new Reader(board, params, idle.pollFirst());
        try {
            return work.apply(r);
        } finally {
            idle.addFirst(r);
        }
    }

    /** Readers waiting to be reused (for tests). */
    public int idleCount() {
        return idle.size();
    }
}
