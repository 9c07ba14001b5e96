package owlbench.owl;

import static org.junit.Assert.assertEquals;

import java.util.List;

import org.junit.Test;

/**
 * KoDefenceOrder: the order owl_defend's root checks its ko defences in (OwlParams.koDefenceCheckAtRoot,
 * koTieToShape). The candidates are owl.tst 183's (incident144.sgf before move 242, owl_defend C18)
 * as the root reads them with the komaster on: the rescue of the goal string D19 at C19 (value 90)
 * is tried before OD41's A17 (value 70), both win only the same ko (KO_B), and gnugo's answer is
 * A17. Points are plain numbers here: the order reads only codes and reasons.
 */
public class KoDefenceOrderTest {
    private static final OwlCandidate RESCUE = new OwlCandidate(1, OwlMoves.SAVE_GOAL, OwlMoves.SAVE_GOAL_REASON + "D19", true);
    private static final OwlCandidate SHAPE = new OwlCandidate(2, 70, "OD41 owl_defendpats.db:216", true);
    private static final OwlCandidate VITAL = new OwlCandidate(3, OwlMoves.VITAL, "vital point (eyes 0-1)", true);

    private static OwlReader.KoDefence ko(OwlCandidate c, int code) {
        return new OwlReader.KoDefence(c, code, false);
    }

    private static List<Integer> moves(List<OwlReader.KoDefence> order) {
        return order.stream().map(k -> k.move().move()).toList();
    }

    @Test
    public void theShapeIsCheckedBeforeTheRescueWinningTheSameKo() {
        List<OwlReader.KoDefence> tried = List.of(ko(RESCUE, 3), ko(SHAPE, 3));
        assertEquals(List.of(2, 1), moves(KoDefenceOrder.checkOrder(tried, true)));
    }

    @Test
    public void withoutTheRuleTheOrderTriedStays() {
        List<OwlReader.KoDefence> tried = List.of(ko(RESCUE, 3), ko(SHAPE, 3));
        assertEquals(List.of(1, 2), moves(KoDefenceOrder.checkOrder(tried, false)));
    }

    @Test
    public void aBetterKoCodeStillGoesFirst() {
        // KO_A (4) before KO_B (3) whatever the move: the rule settles ties only
        List<OwlReader.KoDefence> tried = List.of(ko(SHAPE, 3), ko(RESCUE, 4), ko(VITAL, 3));
        assertEquals(List.of(1, 2, 3), moves(KoDefenceOrder.checkOrder(tried, true)));
    }

    @Test
    public void theListGivenIsLeftAsItIs() {
        List<OwlReader.KoDefence> tried = new java.util.ArrayList<>(List.of(ko(RESCUE, 3), ko(SHAPE, 3)));
        KoDefenceOrder.checkOrder(tried, true);
        assertEquals(List.of(1, 2), moves(tried));
    }
}
