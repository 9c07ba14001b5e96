package owlbench.influence;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.influence.InfluenceFunctionTest.board;
import static owlbench.influence.InfluenceFunctionTest.pt;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Intrusions (B patterns) in the influence after a move and in the followup influence
 * (doc/influence.texi): after a move the opponent is to move, so only the opponent's intrusions
 * count; the followup influence adds the mover's intrusions from the new stone, unless the
 * pattern's action says the intrusion can be stopped in sente.
 */
public class FollowupInfluenceTest {
    private static final String INTRUSION = "Pattern Step\n\nQ!\n\n:-,B,value(50)\n\n";
    private static final String STOPPABLE = "Pattern Step\n\nQ!\n\n:-,B,value(50)\n\nb!\n\n>return lib(b)>4;\n\n";

    private static InfluenceFunction function(String barriers) {
        return new InfluenceFunction(InfluenceDatabase.parse(barriers, "test-barriers.db", "", "test-influence.db"),
                InfluenceParams.DEFAULT);
    }

    @Test
    public void theOpponentIntrudesAfterTheMoveTheMoverInTheFollowup() {
        InfluenceFunction f = function(INTRUSION);
        Board b = board(9, "C3", "");
        int move = pt(b, "G7");
        Influence after = f.moveInfluence(b, DeadStones.NONE, StoneColor.WHITE, move, null);
        assertEquals(50, after.strength(StoneColor.BLACK)[pt(b, "C4")], 1e-9);
        assertEquals(0, after.strength(StoneColor.WHITE)[pt(b, "G6")], 0);
        Influence followup = f.followupInfluence(b, DeadStones.NONE, StoneColor.WHITE, move, null);
        for (String v : new String[] {"G6", "G8", "F7", "H7"}) {
            assertEquals(v, 50, followup.strength(StoneColor.WHITE)[pt(b, v)], 1e-9);
        }
        assertTrue(followup.territoryBalance() > after.territoryBalance());
        assertEquals(StoneColor.EMPTY, b.color(move));
    }

    @Test
    public void anActionThatSaysNoKeepsTheFollowupIntrusionOut() {
        InfluenceFunction f = function(STOPPABLE);
        Board b = board(9, "C3", "");
        // the new stone has four liberties: lib(b) > 4 is false, the intrusion can be stopped
        Influence followup = f.followupInfluence(b, DeadStones.NONE, StoneColor.WHITE, pt(b, "G7"), null);
        assertEquals(0, followup.strength(StoneColor.WHITE)[pt(b, "G6")], 0);
    }
}
