package owlbench.owl;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.v;

import java.io.IOException;
import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.expr.PatternFacts;
import owlbench.reading.Reader;
import owlbench.tactics.TacticalFacts;
import owlbench.tactics.Worms;

/**
 * OA202 in patterns/owl_attackpats.db (twentieth session, h/owlpat20a): the attacker's third-line
 * block beside a goal standing on the third and fourth lines, from its own fourth-line stone. On a
 * handmade 9x9 the block is proposed where the attacker's stone stands beside the goal's
 * fourth-line stone, and not where that stone is missing. (Its measured effect is on owl.tst with
 * OA203, row 132: docs/benchmarks.md, the twentieth session's h/owlpat20a.)
 */
public class OwnOwlThirdLineBlockTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    /** Whether OA202 is among the attacker's root candidates at move, on the white stones. */
    private static boolean blocks(Board b, String move) {
        int[] white = OwlProblems.stones(b, StoneColor.WHITE);
        Reader r = new Reader(b);
        OwlFacts owlFacts = new OwlFacts();
        OwlMoves m = new OwlMoves(own, r, PatternFacts.chain(owlFacts, new TacticalFacts(r, Worms.compute(r))), owlFacts);
        OwlNode n = new OwlNode(b, new OwlGoal(b, white), new EyeSpacesCache(b, own.eyes), r);
        List<OwlCandidate> l = m.attack(n, false, 0);
        for (OwlCandidate c : l) {
            if (c.move() == v(b, move) && c.reason().startsWith("OA202 ")) return true;
        }
        return false;
    }

    /** White's D4-D3 beside black's E4: the block E3 on the third line is proposed. */
    @Test
    public void theBlockBesideTheGoalsThirdLineStone() {
        assertTrue(blocks(position(true), "E3"));
    }

    /** Without black's E4 beside the goal's fourth-line stone there is no block at E3. */
    @Test
    public void noAttackerStoneNoBlock() {
        assertFalse(blocks(position(false), "E3"));
    }

    private static Board position(boolean withE4) {
        return board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                "X X X X X . . . .",
                withE4 ? "O O O O X . X . ." : "O O O O . . X . .",
                ". . . O . . X . .",
                ". . . . . . X . .",
                ". . . . . . . . .");
    }
}
