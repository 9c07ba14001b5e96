package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.secondDefenceAfterSecondAttack (measured, left off): in owl_defend's search the
 * defender answering the attacker's second try one ply below the branch depth tries two moves.
 * On owl.tst 167's position (GNU Go's game from ../shared, skipped where absent), read by a fresh
 * reader, the root's answer stays Q11 and the wider answers read more nodes (948 -> 994); through
 * the GTP engine over the whole suite the rule moved 167, 23, 199, 230 and 262 (docs/benchmarks.md,
 * seventeenth session).
 */
public class OwlSecondDefenceTest {
    @Test
    public void theAttackersSecondTryIsAnsweredWider() throws Exception {
        SearchResult off = defence(false);
        SearchResult on = defence(true);
        assertEquals(ReadCodes.WIN, off.code());
        assertEquals("Q11", Vertex.toString(off.move(), 19));
        assertEquals(off.code(), on.code());
        assertEquals(off.move(), on.move());
        assertTrue("more nodes with the wider answers: " + off.nodes() + " -> " + on.nodes(), on.nodes() > off.nodes());
    }

    /** Without the attacker's second try the rule has nothing to answer: the same read either way. */
    @Test
    public void nothingMovesWithoutTheSecondAttack() throws Exception {
        OwlParams p = new OwlParams();
        p.secondAttackBelowBranchDepth = false;
        SearchResult off = defence(p);
        p = p.copy();
        p.secondDefenceAfterSecondAttack = true;
        SearchResult on = defence(p);
        assertEquals(off.move(), on.move());
        assertEquals(off.nodes(), on.nodes());
    }

    private static SearchResult defence(boolean wide) throws Exception {
        OwlParams params = new OwlParams();
        params.secondDefenceAfterSecondAttack = wide;
        return defence(params);
    }

    private static SearchResult defence(OwlParams params) throws Exception {
        File game = OwlProblems.regressionGame("owl22.sgf", "the defender's width after the attacker's second try");
        Board b = OwlProblems.gamePosition(game, 138);
        return OwlProblems.reader(b, OwlProblems.ownDatabases(), params).defend(OwlProblems.dragon(b, "Q13", "Q12"), null);
    }
}
