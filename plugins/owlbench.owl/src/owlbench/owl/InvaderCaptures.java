package owlbench.owl;

import java.util.HashSet;
import java.util.Set;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeSpaces;
import owlbench.reading.ReadCodes;

/**
 * The capturing moves of the attacker's invaders in the goal's eye spaces: attacker strings that
 * touch no goal stone and whose liberties all lie in the goal's eye spaces, which tactical reading
 * captures. Such a string is no lunch (it touches no goal stone) but lives off the eye space: left
 * alone it grows there and spoils the eyes or makes a seki; its capture both takes the space back
 * and makes the eye. OwlParams.invaderCaptureFirstAtDefenceRoot.
 */
final class InvaderCaptures {
    private InvaderCaptures() {
    }

    /** The attack points of the invaders in node n's eye spaces e (the goal's); empty where none. */
    static Set<Integer> of(OwlNode n, OwlEyes e, TacticalReads reader) {
        Set<Integer> out = new HashSet<>();
        if (e.origins.length == 0) return out;
        Board b = n.b;
        int color = n.color;
        Set<Integer> spaces = new HashSet<>();
        for (int o : e.origins) spaces.add(o);
        // the strings touching the goal are its boundary (lunches, not invaders)
        Set<Integer> boundary = new HashSet<>();
        for (int o : n.boundary()) boundary.add(o);
        EyeSpaces es = e.spaces;
        int other = StoneColor.other(color);
        // invaders are looked for among strings of a lunch's liberties at most
        int[] libs = new int[OwlNode.LUNCH_LIBERTIES + 1];
        Set<Integer> seen = new HashSet<>();
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != other) continue;
            int o = b.origin(p);
            if (!seen.add(o) || boundary.contains(o)) continue;
            int k = b.findlib(o, libs.length, libs);
            if (k == 0 || k > OwlNode.LUNCH_LIBERTIES) continue;
            boolean inside = true;
            for (int i = 0; i < k && inside; i++) {
                inside = es.isEyeSpace(color, libs[i]) && spaces.contains(es.origin(color, libs[i]));
            }
            if (!inside || reader.attack(o) == ReadCodes.FAIL) continue;
            out.add(reader.lastMove());
        }
        return out;
    }
}
