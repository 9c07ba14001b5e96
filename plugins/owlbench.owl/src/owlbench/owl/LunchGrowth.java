package owlbench.owl;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The attacker's growth of a lunch (OwlParams.lunchGrowthForAttacker): one more stone on the
 * lunch's liberty away from the dragon, not a rescue (the grown string keeps two liberties at
 * most). The dragon still captures the stones, but the space their capture leaves is one point bigger, and a space of three to six points in a
 * dead shape (a straight or bent three, a square four, a bulky five) is one eye once the attacker
 * plays its vital point again: the classic sacrifice that turns a living capture into a nakade
 * (owl.tst 203: after white's D9, black's H9 makes G9 G8 H8 H7 a bulky five; the four stones as
 * they stand would leave a twisted four, which lives).
 */
final class LunchGrowth {
    /** The value the growth is proposed with: below the vital points and the lunches' rescues, above liberty filling. */
    static final int VALUE = 40;
    /** The reason the growth is proposed with. */
    static final String REASON = "grow the lunch into a dead shape";
    /** The lunch grown is at least this many stones (two captured stones leave one eye whatever their shape). */
    static final int MIN_STONES = 3;
    /**
     * In a dragon's status read with OwlParams.bigLunchGrowthInStatus, the lunch grown is at least
     * this many stones (the lunch four or more). The growth changes the captured space's eyes only
     * from two to one: a lunch of two or three stones captured leaves a space of one eye (a two, a
     * straight or bent three), and grown by one a three or a four, which is one eye too or, as a
     * straight, bent or twisted four, two; a lunch of four or five can leave two eyes (a straight,
     * bent or twisted four; a five other than the bulky or crossed one), and grown it can be a
     * bulky or crossed five or a rabbity six, one eye.
     */
    static final int MIN_STONES_IN_STATUS = 5;
    /** And at most this many: a bigger captured space lives whatever its shape. */
    static final int MAX_STONES = 6;
    /** The grown lunch keeps at most this many liberties: it stays a sacrifice, not a rescue. */
    static final int MAX_LIBERTIES = 2;

    private LunchGrowth() {
    }

    /**
     * The growth points of node n's lunches: for each lunch of two liberties (its tactical rescue,
     * if any, is a candidate of its own), each liberty that touches no goal stone, where the
     * attacker's stone is legal and the grown string, of three to six stones, keeps at most two
     * liberties.
     */
    static List<Integer> points(OwlNode n) {
        return points(n, MIN_STONES);
    }

    /** The growth points of node n's lunches (as points(n)), the grown lunch at least minStones. */
    static List<Integer> points(OwlNode n, int minStones) {
        Board b = n.b;
        int attacker = StoneColor.other(n.color);
        List<Integer> out = new ArrayList<>(2);
        int[] libs = new int[4];
        int[] offs = b.neighborOffsets();
        for (int[] l : n.lunches()) {
            int size = b.stringSize(l[0]) + 1;
            if (size < minStones || size > MAX_STONES) continue;
            if (b.findlib(l[0], libs.length, libs) != 2) continue;
            for (int i = 0; i < 2; i++) {
                int p = libs[i], other = libs[1 - i];
                if (out.contains(p) || touchesGoal(n, p, offs) || !b.isLegal(p, attacker)) continue;
                if (libertiesAfter(b, l[0], p, other, attacker, offs) <= MAX_LIBERTIES) out.add(p);
            }
        }
        return out;
    }

    private static boolean touchesGoal(OwlNode n, int p, int[] offs) {
        for (int d : offs) {
            int q = p + d;
            if (n.b.isOnBoard(q) && n.goal[q]) return true;
        }
        return false;
    }

    /**
     * The liberties of the lunch grown at p: its other liberty and p's empty neighbours, and
     * those of any other attacker's string p joins (counted as one more each: such a join is
     * a rescue, which the limit then refuses).
     */
    private static int libertiesAfter(Board b, int lunch, int p, int other, int attacker, int[] offs) {
        int count = 1;
        for (int d : offs) {
            int q = p + d;
            if (!b.isOnBoard(q)) continue;
            int c = b.color(q);
            if (c == StoneColor.EMPTY && q != other) count++;
            else if (c == attacker && !b.sameString(q, lunch)) count += b.countlib(q);
        }
        return count;
    }
}
