package owlbench.owl.semeai;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * The candidate moves of one side at a node of the race, each with the reason it is tried, best
 * first: captures of enemy strings in atari next to our dragon, saves of our strings in atari,
 * captures that free our stones in atari standing in the opponent's eye (the eye is gone once they live),
 * captures of boundary strings and defences of our own by tactical reading, the vital points of
 * the eye spaces (from optics at the root), a shared liberty our stone fills without losing a
 * liberty (when we are not behind in outside liberties), then the opponent's outside liberties, approach moves
 * where such a liberty cannot be filled at once, cuts between the opponent's anchor string and
 * the rest of its dragon (near the root), the opponent's eye points, shared liberties, and
 * moves that give our own strings more liberties. Self-ataris that capture nothing are left out,
 * except where a shut-in opponent's capture is judged by the eyes it leaves: then a string of ours
 * in atari may be made bigger (the sacrifice that turns the captured space into a dead shape).
 */
final class RaceMoves {
    /** Reasons, as the reading tree shows them. */
    static final String CAPTURE = "capture", SAVE = "save", BOUNDARY_ATTACK = "capture boundary string",
            BOUNDARY_DEFENSE = "defend boundary string", VITAL = "vital point", FILL_OUTSIDE = "fill outside liberty",
            APPROACH = "approach", CUT = "cut the other dragon's strings apart", FILL_EYE = "fill eye", FILL_SHARED = "fill shared liberty", EXTEND = "extend",
            THROW_IN = "throw in on a shared liberty", EXTEND_SHARED = "fill a shared liberty, losing none", SACRIFICE = "add to a string in atari (a shape the capture leaves dead)";

    /** Liberties of one kind (outside, eye, shared) tried at one node, and approach moves. */
    static final int SAME_KIND = 2;

    /** Captures and saves: tried before anything else, passing included. */
    static boolean isUrgent(String reason) {
        return reason.equals(CAPTURE) || reason.equals(SAVE);
    }

    /** The candidates of one node: moves and reasons, best first. */
    record Candidates(int[] moves, String[] reasons, int size) {
    }

    private final Board board;
    private final Reader reader;
    private final int[] vitalPoints;
    private final int maxMoves;
    /** Whether a shared liberty that costs our strings none is a candidate (SemeaiParams.extendShared). */
    private final boolean extendShared;
    private final int[] buf;
    private final int[] buf2;

    /** Candidates without the shared liberty that costs none (SemeaiParams.extendShared off). */
    RaceMoves(Board board, Reader reader, int[] vitalPoints, int maxMoves) {
        this(board, reader, vitalPoints, maxMoves, false);
    }

    RaceMoves(Board board, Reader reader, int[] vitalPoints, int maxMoves, boolean extendShared) {
        this.extendShared = extendShared;
        this.board = board;
        this.reader = reader;
        this.vitalPoints = vitalPoints;
        this.maxMoves = maxMoves;
        buf = new int[board.boardArraySize()];
        buf2 = new int[board.boardArraySize()];
    }

    /**
     * Candidates for the owner of dragon own against dragon other, given the race count from own's
     * point of view (index 0 is own).
     */
    Candidates generate(RaceDragon own, RaceDragon other, RaceCount count, boolean readBoundary) {
        return generate(own, other, count, readBoundary, () -> false);
    }

    /**
     * Candidates as above; where opponentShutIn holds (asked only when needed: the opponent is
     * shut in, so the eyes its captures leave are judged), a string of ours in atari may also be
     * made bigger by a move that leaves it in atari: the larger captured space may be a dead shape
     * (bent three or four in the corner).
     */
    Candidates generate(RaceDragon own, RaceDragon other, RaceCount count, boolean readBoundary,
            java.util.function.BooleanSupplier opponentShutIn) {
        return generate(own, other, count, readBoundary, opponentShutIn, false);
    }

    /**
     * Candidates as above; with extendPastFour, an extension's liberties are counted up to one
     * above our weakest string's, not stopped at 4 (SemeaiParams.extendPastFour).
     */
    Candidates generate(RaceDragon own, RaceDragon other, RaceCount count, boolean readBoundary,
            java.util.function.BooleanSupplier opponentShutIn, boolean extendPastFour) {
        return generate(own, other, count, readBoundary, opponentShutIn, extendPastFour, false);
    }

    /**
     * Candidates as above; with fillsByExtension, the opponent's outside liberties are taken in the
     * order of the liberties its stone on each would have, most first (the point it would extend
     * from is filled first), not in the order the count found them (SemeaiParams.decidedRootMove).
     */
    Candidates generate(RaceDragon own, RaceDragon other, RaceCount count, boolean readBoundary,
            java.util.function.BooleanSupplier opponentShutIn, boolean extendPastFour, boolean fillsByExtension) {
        int color = own.color, enemy = other.color;
        int[] moves = new int[maxMoves];
        String[] reasons = new String[maxMoves];
        int[] n = {0};
        // strings of our dragon and the enemy strings next to them
        int[] done = new int[own.stones.length];
        // liberties of our strings in atari where a stone would leave the bigger string in atari:
        // tried late (after the liberties), and only when the opponent is shut in
        int[] sac = new int[SAME_KIND];
        int nSac = 0;
        int nd = 0;
        for (int s : own.stones) {
            if (board.color(s) != color) continue;
            int o = board.origin(s);
            boolean again = false;
            for (int i = 0; i < nd; i++) again |= done[i] == o;
            if (again) continue;
            done[nd++] = o;
            s = o;
            int libs = board.countlib(s);
            int na = board.adjacentStrings(s, buf);
            for (int j = 0; j < na; j++) {
                int e = buf[j];
                if (board.countlib(e) == 1) {
                    board.findlib(e, 1, buf2);
                    add(moves, reasons, n, buf2[0], CAPTURE, color);
                }
            }
            if (libs == 1) {
                board.findlib(s, 1, buf2);
                int lib = buf2[0];
                int after = board.accuratelib(lib, color, 3, null);
                if (after > 1) add(moves, reasons, n, lib, SAVE, color);
                else if (after == 1 && nSac < sac.length && opponentShutIn.getAsBoolean()) sac[nSac++] = lib;
            }
        }
        // our strings outside the dragon standing in the opponent's eye space and in atari: the
        // eye holds them only while they cannot be saved, so a capture that gives them liberties
        // (an enemy string in atari next to them) may break the eye
        for (int p : count.eyePoints()[1]) {
            for (int d : board.neighborOffsets()) {
                int q = p + d;
                if (board.color(q) != color || board.countlib(q) != 1) continue;
                int na = board.adjacentStrings(q, buf);
                for (int j = 0; j < na; j++) {
                    if (board.countlib(buf[j]) == 1) {
                        board.findlib(buf[j], 1, buf2);
                        add(moves, reasons, n, buf2[0], CAPTURE, color);
                    }
                }
            }
        }
        if (readBoundary) {
            // boundary strings of two liberties: tactical reading decides whether they fall or stand
            for (int i = 0; i < nd; i++) {
                int s = done[i];
                int na = board.adjacentStrings(s, buf);
                for (int j = 0; j < na; j++) {
                    int e = buf[j];
                    if (board.countlib(e) == 2 && reader.attack(e) == ReadCodes.WIN) {
                        add(moves, reasons, n, reader.lastMove(), BOUNDARY_ATTACK, color);
                    }
                }
                if (board.countlib(s) == 2 && reader.attack(s) != ReadCodes.FAIL) {
                    if (reader.findDefense(s) != ReadCodes.FAIL) add(moves, reasons, n, reader.lastMove(), BOUNDARY_DEFENSE, color);
                }
            }
        }
        for (int p : vitalPoints) add(moves, reasons, n, p, VITAL, color);
        extendShared(count, moves, reasons, n, color);
        // Liberties of one kind are much alike: a few of each are tried, the opponent's outside
        // liberties first; its eye and the shared liberties only when no outside one can be filled
        // (filling them earlier costs us a liberty or a move for nothing).
        int filled = 0, approached = 0;
        int[] outside = fillsByExtension ? byExtension(count.outside()[1], enemy) : count.outside()[1];
        for (int p : outside) {
            if (filled < SAME_KIND && add(moves, reasons, n, p, FILL_OUTSIDE, color)) filled++;
            else if (filled == 0 && approached < SAME_KIND && approach(moves, reasons, n, p, color)) approached++;
        }
        // outside liberties none of which can be filled now: one that would leave our stone in
        // atari can be filled after a backfill gives the string it joins another liberty
        if (filled == 0) {
            for (int p : count.outside()[1]) {
                if (approached < SAME_KIND && backfill(moves, reasons, n, p, color)) approached++;
            }
        }
        // cuts after the outside liberties: a cut that fails costs a deep line (the budget), the fills are counted at once
        if (readBoundary) cuts(other, moves, reasons, n, color);
        if (filled == 0) {
            int eye = 0, shared = 0;
            for (int p : count.eyePoints()[1]) if (eye < SAME_KIND && add(moves, reasons, n, p, FILL_EYE, color)) eye++;
            for (int p : count.shared()) {
                if (shared < SAME_KIND && add(moves, reasons, n, p, FILL_SHARED, color)) shared++;
                else if (shared == 0 && approached < SAME_KIND && approach(moves, reasons, n, p, color)) approached++;
            }
            // with no outside liberty left to the opponent, a stone thrown in on a shared liberty
            // makes it capture: whether the shape that leaves it lives is read where the capture ends the race
            if (shared == 0 && count.outside()[1].length == 0) {
                for (int p : count.shared()) if (add(moves, reasons, n, p, THROW_IN, color)) break;
            }
        }
        // a bigger string given up may leave the shut-in capturer a dead shape (bent three or four
        // in the corner: the capture is judged where it ends the line, CaptureLife)
        for (int i = 0; i < nSac; i++) add(moves, reasons, n, sac[i], SACRIFICE, color);
        // an extension is tried where it leaves more liberties than our weakest string has; counted
        // only to 4 (accuratelib stops there), a string of four or more is never extended
        // (semeai.tst 28's S9, five liberties to six): past four, counted to one above the weakest
        int weakest = count.minStringLiberties()[0];
        int limit = extendPastFour ? weakest + 1 : 4;
        for (int p : count.outside()[0]) {
            if (n[0] >= maxMoves) break;
            if (board.color(p) == StoneColor.EMPTY && board.accuratelib(p, color, limit, null) > weakest
                    && !board.isSelfAtari(p, color)) {
                add(moves, reasons, n, p, EXTEND, color);
                break;
            }
        }
        return new Candidates(moves, reasons, n[0]);
    }

    /** Liberties counted for an extension's order ({@link #byExtension}): more are alike. */
    static final int EXTENSION_COUNT_LIMIT = 8;

    /**
     * The opponent's outside liberties ordered by the liberties the opponent's stone on each would
     * have (up to {@link #EXTENSION_COUNT_LIMIT}; an illegal point none), most first, ties kept in
     * the given order: filling the liberty the opponent would extend from takes a liberty and its
     * extension at once, where a liberty on the edge of a run of them takes only the one.
     */
    private int[] byExtension(int[] libs, int enemy) {
        int[] reach = new int[libs.length];
        for (int i = 0; i < libs.length; i++) {
            int p = libs[i];
            reach[i] = board.color(p) == StoneColor.EMPTY && board.isLegal(p, enemy)
                    ? board.accuratelib(p, enemy, EXTENSION_COUNT_LIMIT, null) : 0;
        }
        Integer[] order = new Integer[libs.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        java.util.Arrays.sort(order, (x, y) -> reach[y] - reach[x]);
        int[] out = new int[libs.length];
        for (int i = 0; i < out.length; i++) out[i] = libs[order[i]];
        return out;
    }

    /**
     * A shared liberty our stone fills without leaving the strings it joins fewer liberties (it
     * reaches a new one): the opponent loses a liberty and we lose none, which filling an outside
     * liberty cannot beat, and no stone of ours is left weak on the opponent's side.
     */
    private void extendShared(RaceCount count, int[] moves, String[] reasons, int[] n, int color) {
        if (!extendShared) return;
        // a side behind in outside liberties that extends into the shared ones only delays: its
        // new liberties lie where the opponent, ahead, fills them at leisure (a lone stone
        // extending inside the opponent's eye space, semeai.tst 117, was read as living)
        if (count.outside()[0].length < count.outside()[1].length) return;
        for (int p : count.shared()) {
            if (n[0] >= maxMoves) break;
            if (keepsLiberties(p, color) && add(moves, reasons, n, p, EXTEND_SHARED, color)) break;
        }
    }

    /** Whether our stone on p leaves the string it makes with at least the liberties of each string of ours it joins. */
    private boolean keepsLiberties(int p, int color) {
        if (board.color(p) != StoneColor.EMPTY) return false;
        int before = 0;
        for (int d : board.neighborOffsets()) {
            int q = p + d;
            if (board.color(q) == color) before = Math.max(before, board.countlib(q));
        }
        if (before == 0) return false;
        return board.accuratelib(p, color, before + 1, null) >= before;
    }

    /**
     * A point joining the other dragon's anchor string to another of its strings (a liberty of
     * both): our stone there cuts them apart, and the anchor's string races with its own liberties
     * only (the count drops strings cut off, RaceDragon.linkedStrings). At most {@link #SAME_KIND}.
     */
    private void cuts(RaceDragon other, int[] moves, String[] reasons, int[] n, int color) {
        if (other.captured(board)) return;
        int a = board.origin(other.anchor);
        int k = board.findlib(a, buf2.length, buf2);
        int found = 0;
        for (int j = 0; j < k && found < SAME_KIND; j++) {
            int p = buf2[j];
            boolean joins = false;
            for (int d : board.neighborOffsets()) {
                int q = p + d;
                if (board.color(q) == other.color && board.origin(q) != a && partOf(other, board.origin(q))) joins = true;
            }
            if (joins && add(moves, reasons, n, p, CUT, color)) found++;
        }
    }

    /** Whether the string with origin o holds one of the dragon's original stones. */
    private boolean partOf(RaceDragon d, int o) {
        for (int s : d.stones) if (board.color(s) == d.color && board.origin(s) == o) return true;
        return false;
    }

    /** An empty neighbour of lib from which our stone can later fill it: not a self-atari. */
    private boolean approach(int[] moves, String[] reasons, int[] n, int lib, int color) {
        for (int d : board.neighborOffsets()) {
            int q = lib + d;
            if (board.color(q) == StoneColor.EMPTY && add(moves, reasons, n, q, APPROACH, color)) return true;
        }
        return false;
    }

    /**
     * A liberty of one of our strings next to lib: a stone on lib would join that string and be
     * left in atari, so the string needs another liberty first (a backfill).
     */
    private boolean backfill(int[] moves, String[] reasons, int[] n, int lib, int color) {
        for (int d : board.neighborOffsets()) {
            int q = lib + d;
            if (board.color(q) != color) continue;
            int k = board.findlib(q, buf2.length, buf2);
            for (int j = 0; j < k; j++) {
                if (buf2[j] != lib && add(moves, reasons, n, buf2[j], APPROACH, color)) return true;
            }
        }
        return false;
    }

    /** Adds p for the reason if it is new, room is left, and it is legal and no useless self-atari; true if p is (now) a candidate. */
    private boolean add(int[] moves, String[] reasons, int[] n, int p, String reason, int color) {
        if (p == Board.PASS || board.color(p) != StoneColor.EMPTY) return false;
        for (int i = 0; i < n[0]; i++) if (moves[i] == p) return true;
        if (n[0] >= moves.length) return false;
        boolean capture = board.doesCapture(p, color);
        if (!capture && board.isSuicide(p, color)) return false;
        if (!capture && board.isSelfAtari(p, color) && !reason.equals(FILL_EYE) && !reason.equals(VITAL)
                && !reason.equals(THROW_IN) && !reason.equals(SACRIFICE)) {
            return false;
        }
        moves[n[0]] = p;
        reasons[n[0]] = reason;
        n[0]++;
        return true;
    }

}
