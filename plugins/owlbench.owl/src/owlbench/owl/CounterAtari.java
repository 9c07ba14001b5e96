package owlbench.owl;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The defender's counter-atari on a string that presses a goal string of two liberties
 * (OwlParams.counterAtariBeforeRescueAtDefenceRoot): the move takes the next-to-last liberty of an
 * attacker string of two liberties that touches such a goal string, is no liberty of that goal
 * string itself (so it does not fill the space the rescue would), and leaves its own stone at least
 * two liberties (no self-atari). The attacker must answer it, so it saves the goal string
 * indirectly.
 */
final class CounterAtari {
    private CounterAtari() {
    }

    /** Whether the defender's move at {@code move} is a counter-atari for one of the goal's strings. */
    static boolean presses(Board b, int[] goalStrings, int move) {
        if (move == Board.PASS || b.color(move) != StoneColor.EMPTY) return false;
        int[] pressing = new int[Math.max(8, b.boardArraySize())];
        int[] libs = new int[2];
        int[] theirs = new int[2];
        for (int s : goalStrings) {
            if (b.countlib(s) != 2) continue;
            b.findlib(s, 2, libs);
            if (libs[0] == move || libs[1] == move) continue;
            int k = b.adjacentStringsWithLiberties(s, 2, pressing);
            for (int i = 0; i < k; i++) {
                b.findlib(pressing[i], 2, theirs);
                if (theirs[0] != move && theirs[1] != move) continue;
                // the first pressed string decides: the stone's own liberties do not depend on it
                return b.accuratelib(move, b.color(s), 2, null) >= 2;
            }
        }
        return false;
    }
}
