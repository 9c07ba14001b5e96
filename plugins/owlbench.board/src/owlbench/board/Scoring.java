package owlbench.board;

/**
 * Counts a finished position given the dead stones: area scoring (stones + surrounded points)
 * and territory scoring (surrounded points + prisoners). An empty region (dead stones count as
 * empty) belongs to a colour when only that colour's living stones border it; otherwise it is dame.
 */
public final class Scoring {
    private Scoring() {
    }

    /** Area (Chinese) score: living stones plus owned regions; komi goes to White. */
    public static Score area(Board board, boolean[] deadByPoint, double komi) {
        int[] owner = regionOwners(board, deadByPoint);
        double black = 0;
        double white = komi;
        int[] points = board.onBoardPoints();
        for (int p : points) {
            int c = board.color(p);
            if (c != StoneColor.EMPTY && !isDead(deadByPoint, p)) {
                if (c == StoneColor.BLACK) {
                    black++;
                } else {
                    white++;
                }
            } else if (owner[p] == StoneColor.BLACK) {
                black++;
            } else if (owner[p] == StoneColor.WHITE) {
                white++;
            }
        }
        return new Score(black, white);
    }

    /**
     * Territory (Japanese) score: owned regions (points of dead stones included) plus prisoners,
     * that is stones captured during the game and the dead stones; komi goes to White.
     */
    public static Score territory(Board board, boolean[] deadByPoint, double komi) {
        int[] owner = regionOwners(board, deadByPoint);
        double black = board.captures(StoneColor.WHITE);
        double white = komi + board.captures(StoneColor.BLACK);
        for (int p : board.onBoardPoints()) {
            int c = board.color(p);
            boolean dead = c != StoneColor.EMPTY && isDead(deadByPoint, p);
            if (dead) {
                if (c == StoneColor.WHITE) {
                    black++;
                } else {
                    white++;
                }
            }
            if (c == StoneColor.EMPTY || dead) {
                if (owner[p] == StoneColor.BLACK) {
                    black++;
                } else if (owner[p] == StoneColor.WHITE) {
                    white++;
                }
            }
        }
        return new Score(black, white);
    }

    private static boolean isDead(boolean[] dead, int p) {
        return dead != null && dead[p];
    }

    /** For every empty or dead point: BLACK, WHITE or EMPTY (dame) as owner of its region. */
    static int[] regionOwners(Board board, boolean[] dead) {
        int n = board.boardArraySize();
        if (dead != null && dead.length < n) {
            throw new IllegalArgumentException("deadByPoint has length " + dead.length
                    + " but must be indexed by point (boardArraySize() = " + n + ")");
        }
        int[] owner = new int[n];
        boolean[] seen = new boolean[n];
        int[] stack = new int[n];
        int[] region = new int[n];
        int[] delta = board.neighborOffsets();
        for (int start : board.onBoardPoints()) {
            if (seen[start] || !isOpen(board, dead, start)) {
                continue;
            }
            int top = 0;
            int count = 0;
            boolean touchesBlack = false;
            boolean touchesWhite = false;
            stack[top++] = start;
            seen[start] = true;
            while (top > 0) {
                int q = stack[--top];
                region[count++] = q;
                for (int d : delta) {
                    int a = q + d;
                    int c = board.color(a);
                    if (c == StoneColor.BORDER) {
                        continue;
                    }
                    if (isOpen(board, dead, a)) {
                        if (!seen[a]) {
                            seen[a] = true;
                            stack[top++] = a;
                        }
                    } else if (c == StoneColor.BLACK) {
                        touchesBlack = true;
                    } else {
                        touchesWhite = true;
                    }
                }
            }
            int who = touchesBlack == touchesWhite ? StoneColor.EMPTY : touchesBlack ? StoneColor.BLACK : StoneColor.WHITE;
            for (int i = 0; i < count; i++) {
                owner[region[i]] = who;
            }
        }
        return owner;
    }

    private static boolean isOpen(Board board, boolean[] dead, int p) {
        int c = board.color(p);
        return c == StoneColor.EMPTY || (c != StoneColor.BORDER && isDead(dead, p));
    }
}
