package owlbench.owl;

import java.util.HashSet;
import java.util.Set;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeSpaces;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * The capturing moves of the attacker's invaders in the goal's eye spaces: attacker strings that
 * touch no goal stone and whose liberties all lie in the goal's eye spaces, which tactical reading
 * captures. Such a string is no lunch (it touches no goal stone) but lives off the eye space: left
 * alone it grows there and spoils the eyes or makes a seki; its capture both takes the space back
 * and makes the eye. OwlParams.invaderCaptureFirstAtDefenceRoot.
 */
final class InvaderCaptures {
    /** Invaders are looked for among strings with at most this many liberties (as lunches, OwlNode.LUNCH_LIBERTIES). */
    static final int MAX_LIBERTIES = 3;

    private InvaderCaptures() {
    }

    /** The attack points of the invaders in the goal's (mask, colour color) eye spaces e; empty where none. */
    static Set<Integer> of(Board b, boolean[] goal, int color, OwlEyes e, Reader reader) {
        Set<Integer> out = new HashSet<>();
        if (e.origins.length == 0) return out;
        Set<Integer> spaces = new HashSet<>();
        for (int o : e.origins) spaces.add(o);
        EyeSpaces es = e.spaces;
        int other = StoneColor.other(color);
        int[] delta = b.neighborOffsets();
        int[] libs = new int[MAX_LIBERTIES + 1];
        Set<Integer> seen = new HashSet<>();
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != other) continue;
            int o = b.origin(p);
            if (!seen.add(o)) continue;
            int n = b.findlib(o, MAX_LIBERTIES + 1, libs);
            if (n == 0 || n > MAX_LIBERTIES || touchesGoal(b, o, goal, delta)) continue;
            boolean inside = true;
            for (int i = 0; i < n && inside; i++) {
                inside = es.isEyeSpace(color, libs[i]) && spaces.contains(es.origin(color, libs[i]));
            }
            if (!inside || reader.attack(o) == ReadCodes.FAIL) continue;
            out.add(reader.lastMove());
        }
        return out;
    }

    private static boolean touchesGoal(Board b, int origin, boolean[] goal, int[] delta) {
        int[] stones = new int[b.stringSize(origin)];
        b.stringStones(origin, stones);
        for (int s : stones) {
            for (int d : delta) {
                int q = s + d;
                if (b.isOnBoard(q) && goal[q]) return true;
            }
        }
        return false;
    }
}
