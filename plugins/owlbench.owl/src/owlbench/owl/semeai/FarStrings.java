package owlbench.owl.semeai;

import owlbench.board.Board;
import owlbench.reading.ConnectionReader;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * Which far strings of a spread dragon belong in its race (SemeaiParams.uncutFarStrings): a race
 * is fought by the dragon's strings in contact with the other dragon (and its anchor's), and a far
 * string's liberties are the race's only while the opponent cannot cut it from them. Read once, on
 * the position the analysis starts on, with the connection reader (the opponent moving first, as
 * GNU Go's disconnect): a far string whose cut fails against one of the strings already held is
 * held too, so a chain of far strings is followed outwards. A far string the opponent can cut, or
 * one that is not near a held string, is left to the strings in contact.
 */
final class FarStrings {
    /**
     * A far string is asked about only against held strings with a stone within this many steps
     * (Manhattan) of one of its own: farther apart, the connection reader answers "apart" anyway.
     */
    static final int REACH = 4;
    /** Held strings a far string is asked against at most, nearest first: each is a read. */
    static final int MAX_ASKS = 2;
    /**
     * Connection nodes per question: a tenth of the reader's own default, as owl's friendly links
     * (the race reads on anyway; a cut found or not within it is an estimate for the count).
     */
    static final long CONNECTION_NODES = 5_000;

    private final Board board;
    private final Reader raceReader;
    /** The connection reader, made at the first question (most races have no far string near). */
    private ConnectionReader connection;
    /** Connection questions asked (disconnect reads). */
    private int questions;

    FarStrings(Reader raceReader) {
        this.raceReader = raceReader;
        this.board = raceReader.board();
    }

    /**
     * The connection reader: on a copy of the board where the analysis starts at stackp 0, so that
     * the race's tactical reader keeps its cache (a connection read clears its reader's); on the
     * race's own reader otherwise.
     */
    private ConnectionReader connection() {
        if (connection == null) {
            Reader reader = board.stackp() == 0 ? new Reader(board.copy(), raceReader.params()) : raceReader;
            connection = new ConnectionReader(reader);
            connection.setNodeLimit(CONNECTION_NODES);
        }
        return connection;
    }

    /** Connection questions (disconnect reads) asked so far. */
    int questions() {
        return questions;
    }

    /**
     * Per stone of d (in the order of d.stones): whether its string counts in the race, that is,
     * touches a stone of other, holds d's anchor, or is a far string the opponent cannot cut from
     * a string that counts.
     */
    boolean[] held(RaceDragon d, RaceDragon other) {
        int n = d.stones.length;
        boolean[] held = new boolean[n];
        int[] origin = new int[n];
        for (int i = 0; i < n; i++) origin[i] = board.origin(d.stones[i]);
        int anchor = board.origin(d.anchor);
        boolean[] otherStone = new boolean[board.boardArraySize()];
        for (int s : other.stones) otherStone[s] = true;
        for (int i = 0; i < n; i++) {
            if (origin[i] == anchor) held[i] = true;
            for (int dq : board.neighborOffsets()) if (otherStone[d.stones[i] + dq]) held[i] = true;
        }
        spreadOverStrings(held, origin);
        // the opponent's cut is asked once per far string and held string (the answer does not
        // change while the board does not)
        java.util.Set<Long> asked = new java.util.HashSet<>();
        for (boolean grown = true; grown;) {
            grown = false;
            for (int i = 0; i < n; i++) {
                if (held[i] || !isFirstStoneOfString(i, origin)) continue;
                if (uncut(d, i, held, origin, asked)) {
                    held[i] = true;
                    spreadOverStrings(held, origin);
                    grown = true;
                }
            }
        }
        return held;
    }

    /**
     * Whether the opponent, moving first, cannot cut the far string of stone i from one of the
     * nearest held strings (at most {@link #MAX_ASKS} within {@link #REACH}).
     */
    private boolean uncut(RaceDragon d, int i, boolean[] held, int[] origin, java.util.Set<Long> asked) {
        int far = origin[i];
        for (int ask = 0; ask < MAX_ASKS; ask++) {
            int best = -1, bestDist = REACH + 1;
            for (int j = 0; j < d.stones.length; j++) {
                if (!held[j] || asked.contains(key(far, origin[j]))) continue;
                int dist = distance(d, far, origin, j);
                if (dist < bestDist) {
                    best = j;
                    bestDist = dist;
                }
            }
            if (best < 0) return false;
            asked.add(key(far, origin[best]));
            ConnectionReader c = connection();
            questions++;
            if (c.disconnect(far, origin[best]) == ReadCodes.FAIL && !c.budgetExhausted()) return true;
        }
        return false;
    }

    private static long key(int a, int b) {
        return ((long) a << 32) | b;
    }

    /** The fewest steps from a stone of the string far to stone j's. */
    private int distance(RaceDragon d, int far, int[] origin, int j) {
        int best = Integer.MAX_VALUE;
        int pj = d.stones[j];
        for (int k = 0; k < d.stones.length; k++) {
            if (origin[k] != far) continue;
            int p = d.stones[k];
            best = Math.min(best, Math.abs(board.row(p) - board.row(pj)) + Math.abs(board.col(p) - board.col(pj)));
        }
        return best;
    }

    /** Marks every stone of a string one of whose stones is held. */
    private static void spreadOverStrings(boolean[] held, int[] origin) {
        for (int i = 0; i < held.length; i++) {
            if (!held[i]) continue;
            for (int j = 0; j < held.length; j++) if (origin[j] == origin[i]) held[j] = true;
        }
    }

    private static boolean isFirstStoneOfString(int i, int[] origin) {
        for (int j = 0; j < i; j++) if (origin[j] == origin[i]) return false;
        return true;
    }
}
