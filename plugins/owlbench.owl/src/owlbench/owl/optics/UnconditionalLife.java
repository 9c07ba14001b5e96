package owlbench.owl.optics;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Unconditional life and death as doc/utils.texi defines it (GNU Go's unconditional_life): the
 * strings of a colour that survive even if the opponent may play any number of moves in a row,
 * the opponent strings that are dead against them and the territory they surround. Works on a copy
 * of the board; the given board is never changed. Beyond the doc, as gnugo 3.8 does: two-stone
 * strings that may be in seki are decided after the opponent's outside fills ({@link PossibleSeki}),
 * and the last liberty of an opponent string left in atari counts as territory.
 */
public final class UnconditionalLife {
    /** Status of an occupied or empty point; see {@link #statusName(int)}. */
    public static final int UNDECIDED = 0;
    public static final int ALIVE = 1;
    public static final int DEAD = 2;
    public static final int WHITE_TERRITORY = 3;
    public static final int BLACK_TERRITORY = 4;

    /** Marks of {@link #territory}: an unconditionally alive stone, unconditional territory. */
    public static final int ALIVE_STONE = 1;
    public static final int TERRITORY = 2;

    private UnconditionalLife() {
    }

    /** GNU Go's GTP word for a status. */
    public static String statusName(int status) {
        switch (status) {
        case ALIVE: return "alive";
        case DEAD: return "dead";
        case WHITE_TERRITORY: return "white_territory";
        case BLACK_TERRITORY: return "black_territory";
        default: return "undecided";
        }
    }

    /**
     * The unconditional status of every point (indexed like the board's array): stones are
     * ALIVE, DEAD or UNDECIDED; empty points WHITE_TERRITORY, BLACK_TERRITORY or UNDECIDED.
     */
    public static int[] statuses(Board board) {
        int[] white = territory(board, StoneColor.WHITE);
        int[] black = territory(board, StoneColor.BLACK);
        int[] out = new int[board.boardArraySize()];
        for (int p : board.onBoardPoints()) {
            int c = board.color(p);
            if (c == StoneColor.EMPTY) {
                out[p] = white[p] == TERRITORY ? WHITE_TERRITORY : black[p] == TERRITORY ? BLACK_TERRITORY : UNDECIDED;
            } else {
                int[] own = c == StoneColor.WHITE ? white : black;
                int[] theirs = c == StoneColor.WHITE ? black : white;
                if (own[p] == ALIVE_STONE) {
                    out[p] = ALIVE;
                } else if (theirs[p] == TERRITORY) {
                    out[p] = DEAD;
                } else {
                    // (doc/dragon.texi) a capturable stone next to its own colour's
                    // unconditional territory is alive as well
                    out[p] = UNDECIDED;
                    for (int d : board.neighborOffsets()) {
                        if (board.isOnBoard(p + d) && own[p + d] == TERRITORY) {
                            out[p] = ALIVE;
                            break;
                        }
                    }
                }
            }
        }
        return out;
    }

    /**
     * For one colour: ALIVE_STONE on its unconditionally alive stones, TERRITORY on its
     * unconditional territory (empty points and the opponent stones on them), 0 elsewhere.
     */
    public static int[] territory(Board board, int color) {
        Board w = board.copy();
        w.setSuicideAllowed(false);
        w.setPositionalSuperko(false);
        int opp = StoneColor.other(color);
        int[] pts = w.onBoardPoints();
        int[] libs = new int[pts.length];
        // two-stone strings that may be in seki wait until the outside is filled (PossibleSeki)
        boolean[] waiting = PossibleSeki.candidates(w, color);

        // Phase 1: remove every string the opponent captures by filling its liberties, until none.
        boolean removed = true;
        while (removed) {
            removed = false;
            for (int p : pts) {
                if (w.color(p) != color || w.origin(p) != p || waiting[p]) continue;
                if (capturedByFilling(w, p, color, opp, libs)) removed = true;
            }
        }
        // a waiting string the opponent cannot capture at all is alive like any other
        for (int p : pts) {
            if (!waiting[p] || w.color(p) != color || w.origin(p) != p) continue;
            int base = w.stackp();
            boolean capturable = capturedByFilling(w, p, color, opp, libs);
            while (w.stackp() > base) w.popgo();
            if (!capturable) markString(w, p, waiting, false);
        }

        int[] out = new int[board.boardArraySize()];
        boolean anyAlive = false;
        for (int p : pts) {
            if (w.color(p) == color && !waiting[p]) {
                out[p] = ALIVE_STONE;
                anyAlive = true;
            }
        }
        if (!anyAlive) return out;

        // Phase 2, step 1: the opponent plays on the liberties of the alive strings where legal.
        for (int p : pts) {
            if (w.color(p) != color || w.origin(p) != p || waiting[p]) continue;
            int n = w.findlib(p, libs.length, libs);
            for (int i = 0; i < n; i++) w.tryko(libs[i], opp);
        }
        // Step 2: opponent strings in atari extend, unless that is suicide.
        extendAtaris(w, opp, pts, libs);
        // The waiting strings: possible sekis stay (their area is not claimed), the others are
        // captured now, and the opponent's strings in atari extend again.
        boolean[] seki = new boolean[board.boardArraySize()];
        for (int p : pts) {
            if (!waiting[p] || w.color(p) != color || w.origin(p) != p) continue;
            if (PossibleSeki.isSeki(w, p)) {
                markString(w, p, seki, true);
            } else {
                capturedByFilling(w, p, color, opp, libs);
            }
        }
        extendAtaris(w, opp, pts, libs);
        // Steps 3 and 4: opponent stones where they get two, then one, empty neighbours.
        fillWhereEmptyNeighbours(w, opp, 2, pts);
        fillWhereEmptyNeighbours(w, opp, 1, pts);

        // Territory: opponent strings left in atari with their last liberty, and the alive strings'
        // remaining liberties.
        for (int p : pts) {
            int c = w.color(p);
            if (c == opp && w.countlib(p) == 1) {
                // its last liberty too: the opponent can fill it only by suicide (GNU Go claims it,
                // e.g. the corner point of a square eye after the other three are filled)
                out[p] = TERRITORY;
                w.findlib(p, 1, libs);
                out[libs[0]] = TERRITORY;
            } else if (c == StoneColor.EMPTY) {
                for (int d : w.neighborOffsets()) {
                    if (w.color(p + d) == color) {
                        out[p] = TERRITORY;
                        break;
                    }
                }
            }
        }
        unclaimAround(board, seki, out);
        return out;
    }

    private static void extendAtaris(Board w, int opp, int[] pts, int[] libs) {
        boolean extended = true;
        while (extended) {
            extended = false;
            for (int p : pts) {
                if (w.color(p) != opp || w.countlib(p) != 1) continue;
                w.findlib(p, 1, libs);
                if (w.tryko(libs[0], opp)) extended = true;
            }
        }
    }

    private static void markString(Board w, int s, boolean[] marks, boolean value) {
        for (int q : w.onBoardPoints()) {
            if (w.color(q) == w.color(s) && w.sameString(q, s)) marks[q] = value;
        }
    }

    /** The area around each possible seki, up to the colour's alive stones, is not claimed. */
    private static void unclaimAround(Board b, boolean[] seki, int[] out) {
        int[] stack = new int[b.boardArraySize()];
        boolean[] seen = new boolean[b.boardArraySize()];
        for (int p : b.onBoardPoints()) {
            if (!seki[p] || seen[p]) continue;
            int top = 0;
            stack[top++] = p;
            seen[p] = true;
            while (top > 0) {
                int q = stack[--top];
                out[q] = 0;
                for (int d : b.neighborOffsets()) {
                    int r = q + d;
                    if (!b.isOnBoard(r) || seen[r] || out[r] == ALIVE_STONE) continue;
                    seen[r] = true;
                    stack[top++] = r;
                }
            }
        }
    }

    /**
     * The opponent plays on the string's liberties (again and again, as earlier fills may make
     * a liberty legal) until it is captured (moves kept, true) or no move is left (undone, false).
     */
    private static boolean capturedByFilling(Board w, int str, int color, int opp, int[] libs) {
        int base = w.stackp();
        boolean progress = true;
        while (progress && w.color(str) == color) {
            progress = false;
            int n = w.findlib(str, libs.length, libs);
            for (int i = 0; i < n && w.color(str) == color; i++) {
                if (w.color(libs[i]) == StoneColor.EMPTY && w.tryko(libs[i], opp)) progress = true;
            }
        }
        if (w.color(str) == color) {
            while (w.stackp() > base) w.popgo();
            return false;
        }
        return true;
    }

    private static void fillWhereEmptyNeighbours(Board w, int opp, int need, int[] pts) {
        for (int p : pts) {
            if (w.color(p) != StoneColor.EMPTY) continue;
            int empty = 0;
            for (int d : w.neighborOffsets()) {
                if (w.color(p + d) == StoneColor.EMPTY) empty++;
            }
            if (empty >= need) w.tryko(p, opp);
        }
    }
}
