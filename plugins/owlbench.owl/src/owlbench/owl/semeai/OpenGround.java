package owlbench.owl.semeai;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Whether a dragon has open ground: the empty points its liberties reach (through empty points)
 * number more than {@link #OPEN}. Such a dragon may live by running or by eyes in open space that
 * its eye spaces do not show yet, which owl reads and a race count does not
 * (SemeaiParams.verdictOnOpenGround).
 */
final class OpenGround {
    /**
     * Empty points reachable from a dragon's liberties beyond which it has open ground: twice
     * CaptureLife's shut-in bound, so that a dragon in a pocket a little larger than a shut-in one
     * (semeai17.sgf 60's G8 reaches 18, filllib2.sgf 131's P6 16) is not open; the open dragons of
     * SemeaiAgreement's seed 1 rows this was made for reach 171 and more.
     */
    static final int OPEN = 2 * CaptureLife.ENCLOSED;

    private OpenGround() {
    }

    /** True if the strings holding the stones (those of their colour still on the board) reach open ground. */
    static boolean reaches(Board board, int[] stones) {
        return reached(board, stones, OPEN) > OPEN;
    }

    /** The empty points the stones' liberties reach through empty points, counted up to limit + 1. */
    static int reached(Board board, int[] stones, int limit) {
        int n = board.boardArraySize();
        boolean[] seen = new boolean[n];
        int[] queue = new int[n];
        int[] libs = new int[n];
        int head = 0, tail = 0;
        int color = StoneColor.EMPTY;
        for (int s : stones) if (StoneColor.isStone(board.color(s))) color = board.color(s);
        for (int s : stones) {
            if (board.color(s) != color) continue;
            int nl = board.findlib(s, n, libs);
            for (int i = 0; i < nl; i++) {
                int p = libs[i];
                if (seen[p]) continue;
                seen[p] = true;
                queue[tail++] = p;
                if (tail > limit) return tail;
            }
        }
        int[] delta = board.neighborOffsets();
        while (head < tail) {
            int p = queue[head++];
            for (int d : delta) {
                int q = p + d;
                if (board.color(q) != StoneColor.EMPTY || seen[q]) continue;
                seen[q] = true;
                queue[tail++] = q;
                if (tail > limit) return tail;
            }
        }
        return tail;
    }
}
