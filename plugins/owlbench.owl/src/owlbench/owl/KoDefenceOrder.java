package owlbench.owl;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The order in which owl_defend's root checks its ko defences (OwlParams.koDefenceCheckAtRoot):
 * best code first, and among equal codes the order tried, or (OwlParams.koTieToShape) the owl's
 * own defences before a tactical rescue of a goal string. The first defence the check does not
 * refute is the answer, so among defences that win the same ko this order decides which is returned.
 */
final class KoDefenceOrder {
    private KoDefenceOrder() {
    }

    /** The ko defences in the order they are checked; the list given is left as it is. */
    static List<OwlReader.KoDefence> checkOrder(List<OwlReader.KoDefence> koDefences, boolean shapeFirst) {
        Comparator<OwlReader.KoDefence> order = Comparator.comparingInt(k -> -k.code());
        // a stable sort: the order tried stays among equals
        if (shapeFirst) order = order.thenComparing(k -> OwlMoves.savesGoalString(k.move()));
        List<OwlReader.KoDefence> out = new ArrayList<>(koDefences);
        out.sort(order);
        return out;
    }
}
