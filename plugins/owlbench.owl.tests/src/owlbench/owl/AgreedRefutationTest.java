package owlbench.owl;

import static org.junit.Assert.assertEquals;

import java.io.File;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfReader;

/**
 * OwlParams.agreedRefutationForAttacker: owl_attack's root tries the one answer that refuted every
 * move within its width, though the reads below were cut by the reading depth. On semeai.tst
 * 102's position (GNU Go's semeai17.sgf after move 52, from ../shared, skipped where absent) after
 * white D6 and black C7, where GNU Go 3.8's owl_attack D9 is "1 B7"; read with the engine's
 * generated eye shapes (patterns/eyes-generated.db, a build output, skipped where absent), as the
 * GTP engine reads it.
 */
public class AgreedRefutationTest {
    /**
     * B8, C8 and C9 are each answered B7: with the rule B7 kills, as gnugo's answer; without it the
     * root fails on the databases the rule was measured with. With the twentieth session's edge
     * shapes (OA202, OA203) the attacker finds B7 without the rule as well, so the rule's own
     * effect is read without them.
     */
    @Test
    public void theAgreedAnswerKills() throws Exception {
        SearchResult on = attack(true, OwlProblems.generatedDatabases());
        assertEquals(ReadCodes.WIN, on.code());
        assertEquals("B7", Vertex.toString(on.move(), 9));
        OwlDatabases noEdgeShapes = OwlProblems.withoutPatterns(OwlProblems.generatedDatabases(), "OA202", "OA203");
        assertEquals(ReadCodes.FAIL, attack(false, noEdgeShapes).code());
    }

    /** With the edge shapes the attacker finds gnugo's B7 without the rule too. */
    @Test
    public void theEdgeShapesFindTheKillWithoutTheRule() throws Exception {
        SearchResult off = attack(false, OwlProblems.generatedDatabases());
        assertEquals(ReadCodes.WIN, off.code());
        assertEquals("B7", Vertex.toString(off.move(), 9));
    }

    private static SearchResult attack(boolean agreed, OwlDatabases db) throws Exception {
        String name = "semeai/semeai17.sgf";
        File game = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/regression/games/" + name);
        Assume.assumeTrue("../shared/gnugo-3.8/regression/games/" + name + " is absent: skipping the agreed refutation", game.isFile());
        var root = SgfReader.read(game.toPath()).games().get(0);
        Board b = GameReplay.atMove(root, 52).board();
        b.play(Vertex.parse("D6", 9), StoneColor.WHITE);
        b.play(Vertex.parse("C7", 9), StoneColor.BLACK);
        int[] dragon = java.util.Arrays.stream("D9 D8 C7 D7".split(" ")).mapToInt(v -> Vertex.parse(v, 9)).toArray();
        for (int p : dragon) assertEquals(StoneColor.BLACK, b.color(p));
        OwlParams params = new OwlParams();
        params.agreedRefutationForAttacker = agreed;
        return OwlProblems.reader(b, db, params).attack(dragon, null);
    }
}
