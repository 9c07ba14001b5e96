package owlbench.owl.optics;

import java.util.Arrays;

import owlbench.board.Board;
import owlbench.board.Color;
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
        codes[Color.WHITE] = new int[n];
        codes[Color.BLACK] = new int[n];
        Arrays.fill(codes[Color.WHITE], -1);
        Arrays.fill(codes[Color.BLACK], -1);
    }

    /** See {@link WormFacts#safeMoveCode}. */
    int code(int pos, int color) {
        int[] cache = codes[color];
        if (cache[pos] < 0) {
            int code = 0;
            if (board.color(pos) == Color.EMPTY && board.trymove(pos, color)) {
                // (where suicide is allowed the stone may be gone at once: not a safe move)
                code = board.color(pos) == color ? ReadCodes.invert(reader.attack(pos)) : 0;
                board.popgo();
            }
            cache[pos] = code;
        }
        return cache[pos];
    }
}
