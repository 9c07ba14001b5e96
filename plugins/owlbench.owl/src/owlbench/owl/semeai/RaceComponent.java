package owlbench.owl.semeai;

import java.util.Arrays;

import owlbench.board.ConstBoard;
import owlbench.board.StoneColor;

/**
 * The part of a dragon a capturing race is fought with: the dragon's stones that can be reached
 * from one of its stones through empty points and stones of its colour, never through an enemy
 * stone. A dragon amalgamated across enemy stones (its strings joined because the enemy's cutting
 * strings can be captured, often the other race dragon itself) is several such parts; the race
 * asked about one stone of it is that stone's part, because the join holds only once the race is
 * won (doc/owl.texi: a semeai is a race between two adjacent dragons, not a dragon's far strings).
 * A dragon with open ground between its strings is one part and stays whole.
 */
public final class RaceComponent {
    private RaceComponent() {
    }

    /**
     * The stones of dragon (all of one colour) in the part that holds named; the dragon itself
     * when named is not one of its stones or the part is the whole dragon.
     */
    public static int[] of(ConstBoard board, int[] dragon, int named) {
        if (dragon.length <= 1) return dragon;
        int color = board.color(named);
        boolean own = false;
        for (int s : dragon) own |= s == named;
        if (!own || !StoneColor.isStone(color)) return dragon;
        boolean[] seen = new boolean[board.boardArraySize()];
        int[] queue = new int[board.boardArraySize()];
        int head = 0, tail = 0;
        queue[tail++] = named;
        seen[named] = true;
        int enemy = StoneColor.other(color);
        while (head < tail) {
            int p = queue[head++];
            for (int d : board.neighborOffsets()) {
                int q = p + d;
                if (seen[q] || !board.isOnBoard(q)) continue;
                int c = board.color(q);
                if (c == enemy || c == StoneColor.BORDER) continue;
                seen[q] = true;
                queue[tail++] = q;
            }
        }
        int[] part = new int[dragon.length];
        int n = 0;
        for (int s : dragon) if (seen[s]) part[n++] = s;
        return n == dragon.length ? dragon : Arrays.copyOf(part, n);
    }
}
