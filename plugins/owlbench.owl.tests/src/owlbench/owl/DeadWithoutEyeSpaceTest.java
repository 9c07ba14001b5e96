package owlbench.owl;

import static org.junit.Assert.assertEquals;

import java.io.File;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.deadWithoutEyeSpace: a dragon with no eye even moving first, shut in, with no lunch and
 * no seki's shape, is dead as it stands. On semeai.tst 83's position (GNU Go's semeai15.sgf from
 * ../shared, skipped where absent) white's J9 dragon has no eye; black's J7 string inside shares
 * all its liberties with it, and the black attacker's only candidates fill those liberties, so
 * without the rule every attack fails after white's K8 and owl reads J9 critical. GNU Go 3.8:
 * owl_attack J9 "1 PASS", owl_defend J9 "0".
 */
public class DeadWithoutEyeSpaceTest {
    private static final String[] J9 = "J9 K9 L9 M9 J8 M8 M7 L6 M6 L5 L4 L3 L2 L1".split(" ");

    @Test
    public void theEyelessDragonIsDeadAsItStands() throws Exception {
        Board b = position();
        SearchResult attack = read(b, true, true);
        assertEquals(ReadCodes.WIN, attack.code());
        assertEquals(Board.PASS, attack.move());
        assertEquals(ReadCodes.FAIL, read(position(), true, false).code());
    }

    @Test
    public void withoutTheRuleTheDefenceFillsALiberty() throws Exception {
        SearchResult defence = read(position(), false, false);
        assertEquals(ReadCodes.WIN, defence.code());
        assertEquals("K8", owlbench.board.Vertex.toString(defence.move(), 13));
    }

    private static Board position() throws Exception {
        File game = OwlProblems.regressionGame("semeai/semeai15.sgf", "the eyeless dragon");
        return owlbench.sgf.GameReplay.atEnd(owlbench.sgf.SgfReader.read(game.toPath()).games().get(0)).board();
    }

    private static SearchResult read(Board b, boolean rule, boolean attack) throws Exception {
        OwlParams params = new OwlParams();
        params.deadWithoutEyeSpace = rule;
        OwlReader r = OwlProblems.reader(b, OwlProblems.generatedDatabases(), params);
        int[] d = OwlProblems.dragon(b, J9);
        return attack ? r.attack(d, null) : r.defend(d, null);
    }
}
