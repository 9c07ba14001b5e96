package owlbench.owl.optics;

import java.util.Arrays;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/** Safe-move codes of one position, read on demand on the reader's board and remembered. */
final class SafeMoveCache {
    private final Board board;
    private final Reader reader;
    private final int[][] codes = new int[3][];

    SafeMoveCache(Reader reader) {
        this.reader = reader;
        this.board = reader.board();
        int n = board.boardArraySize();
        codes[StoneColor.WHITE] = new int[n];
        codes[StoneColor.BLACK] = new int[n];
        Arrays.fill(codes[StoneColor.WHITE], -1);
        Arrays.fill(codes[StoneColor.BLACK], -1);
    }

    /** See {@link WormFacts#safeMoveCode}. */
    int code(int pos, int color) {
        int[] cache = codes[color];
        if (cache[pos] < 0) {
            int code = 0;
            if (board.color(pos) == StoneColor.EMPTY && board.trymove(pos, color)) {
                // (where suicide is allowed the stone may be gone at once: not a safe move)
                code = board.color(pos) == color ? ReadCodes.invert(reader.attack(pos)) : 0;
                board.popgo();
            }
            cache[pos] = code;
        }
        return cache[pos];
    }
}
