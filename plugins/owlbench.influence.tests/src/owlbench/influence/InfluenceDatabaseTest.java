package owlbench.influence;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static owlbench.influence.InfluenceFunctionTest.board;
import static owlbench.influence.InfluenceFunctionTest.pt;

import java.io.File;
import java.nio.file.Path;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The project's own barrier and influence databases (patterns/owl-barriers.db, owl-influence.db)
 * and GNU Go's (../shared, for comparison): they load, and their patterns act on handmade positions.
 */
public class InfluenceDatabaseTest {

    private static InfluenceDatabase project() throws Exception {
        Path dir = owlbench.patterns.PatternPath.standard(java.util.List.of()).find(InfluenceDatabase.PROJECT_BARRIERS).map(java.nio.file.Path::getParent).orElse(null);
        Assume.assumeTrue("the repository's patterns/ is not beside the test run (owlbench.patterns): skipping", dir != null);
        return InfluenceDatabase.loadProject(dir);
    }

    @Test
    public void projectDatabasesLoadWithEveryClass() throws Exception {
        InfluenceDatabase db = project();
        for (char c : new char[] {'A', 'D', 'B', 't', 'E', 'I'}) {
            assertTrue("patterns of class " + c, db.patternCount(c) > 0);
        }
        assertTrue(db.barrierSource().endsWith("owl-barriers.db"));
    }

    @Test
    public void gnuGoDatabasesLoadForComparison() throws Exception {
        File dir = new File(System.getProperty("owlbench.shared", "../../../shared"), "gnugo-3.8/patterns");
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping GNU Go's influence databases", new File(dir, "barriers.db").isFile());
        InfluenceDatabase db = InfluenceDatabase.loadGnuGo(dir.toPath());
        assertTrue(db.patternCount('B') > 50);
        assertTrue(db.patternCount('t') > 50);
        assertTrue(db.patternCount('I') > 10);
    }

    @Test
    public void syntaxErrorsAreNamedWithTheirPlace() {
        try {
            InfluenceDatabase.parse("Pattern P1\n\nO,O\n\n:+,D\n\n;oplay_attack(\n", "bad-barriers.db", "", "x.db");
            fail("a broken constraint is an error");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().startsWith("bad influence database: bad-barriers.db:7:"));
        }
    }

    @Test
    public void oneSpaceJumpBlocksTheOpponentsInfluence() throws Exception {
        InfluenceFunction f = new InfluenceFunction(project(), InfluenceParams.DEFAULT);
        InfluenceFunction plain = new InfluenceFunction(InfluenceDatabase.none(), InfluenceParams.DEFAULT);
        // black's one-point jump C5-E5 with a white stone above it; black's side below
        Board b = board(9, "C5 E5", "D8");
        Influence with = f.compute(b, DeadStones.NONE, StoneColor.BLACK, null);
        Influence without = plain.compute(b, DeadStones.NONE, StoneColor.BLACK, null);
        int gap = pt(b, "D5");
        assertEquals(0, with.permeability(StoneColor.WHITE)[gap], 0);
        assertEquals(1, with.permeability(StoneColor.BLACK)[gap], 0);
        assertEquals(1, without.permeability(StoneColor.WHITE)[gap], 0);
        assertTrue(with.influence(StoneColor.WHITE)[pt(b, "D3")] < without.influence(StoneColor.WHITE)[pt(b, "D3")]);
        assertTrue(with.patternsApplied() > 0);
    }

    @Test
    public void aDeadStoneMakesNoBarrier() throws Exception {
        InfluenceFunction f = new InfluenceFunction(project(), InfluenceParams.DEFAULT);
        Board b = board(9, "C5 E5", "D8");
        boolean[] dead = new boolean[b.boardArraySize()];
        dead[pt(b, "E5")] = true;
        Influence inf = f.compute(b, DeadStones.fixed(dead), StoneColor.BLACK, null);
        assertEquals(1, inf.permeability(StoneColor.WHITE)[pt(b, "D5")], 0);
    }

    @Test
    public void theirTightJumpNeedsReadingAndStaysOpenWithoutIt() throws Exception {
        InfluenceFunction f = new InfluenceFunction(project(), InfluenceParams.DEFAULT);
        // white's jump C5-E5, black to move: OwlBarrierA1 asks oplay_attack, which nobody supplies here
        Board b = board(9, "D8", "C5 E5");
        Influence inf = f.compute(b, DeadStones.NONE, StoneColor.BLACK, null);
        assertEquals(1, inf.permeability(StoneColor.BLACK)[pt(b, "D5")], 0);
        assertTrue(inf.unknownFacts().toString(), inf.unknownFacts().containsKey("oplay_attack"));
        // with a fact supplier that says a black stone in the gap is captured, the barrier holds
        InfluenceFacts captured = new InfluenceFacts() {
            @Override
            public boolean provides(String name) {
                return name.equals("oplay_attack");
            }

            @Override
            public double call(String name, int color, int[] points) {
                return 5;
            }
        };
        Influence read = f.compute(b, DeadStones.NONE, StoneColor.BLACK, captured);
        assertEquals(0, read.permeability(StoneColor.BLACK)[pt(b, "D5")], 0);
    }

    @Test
    public void damePointBetweenStonesIsNoTerritory() throws Exception {
        InfluenceFunction f = new InfluenceFunction(project(), InfluenceParams.DEFAULT);
        Board b = board(9, "D5", "F5");
        Influence inf = f.compute(b, DeadStones.NONE, StoneColor.BLACK, null);
        assertEquals(StoneColor.WHITE | StoneColor.BLACK, inf.nonTerritory()[pt(b, "E5")]);
        assertEquals(0, inf.territoryValue()[pt(b, "E5")], 0);
    }

    @Test
    public void falseEyeIsNoTerritoryOfItsOwner() throws Exception {
        InfluenceFunction f = new InfluenceFunction(project(), InfluenceParams.DEFAULT);
        // black's eye at E5 with white stones on two diagonals (D6, F6): false
        Board b = board(9, "E6 D5 F5 E4", "D6 F6");
        Influence inf = f.compute(b, DeadStones.NONE, StoneColor.WHITE, null);
        assertEquals(StoneColor.BLACK, inf.nonTerritory()[pt(b, "E5")] & StoneColor.BLACK);
        // the same with black to move (the patterns are matched for the player to move)
        assertEquals(StoneColor.BLACK, f.compute(b, DeadStones.NONE, StoneColor.BLACK, null).nonTerritory()[pt(b, "E5")] & StoneColor.BLACK);
        // with one white stone only, the eye is real
        Board real = board(9, "E6 D5 F5 E4", "D6");
        assertEquals(0, f.compute(real, DeadStones.NONE, StoneColor.WHITE, null).nonTerritory()[pt(real, "E5")] & StoneColor.BLACK);
        // on the edge one diagonal stone is enough
        Board edge = board(9, "D1 F1 E2", "D2");
        assertEquals(StoneColor.BLACK, f.compute(edge, DeadStones.NONE, StoneColor.WHITE, null).nonTerritory()[pt(edge, "E1")] & StoneColor.BLACK);
    }

    @Test
    public void invasionSourceUnderALoneCornerStone() throws Exception {
        InfluenceFunction f = new InfluenceFunction(project(), InfluenceParams.DEFAULT);
        Board b = board(19, "", "D16");
        // black to move: black may invade at 3-3 (C17), a small source of black's
        Influence blackToMove = f.compute(b, DeadStones.NONE, StoneColor.BLACK, null);
        assertTrue(blackToMove.strength(StoneColor.BLACK)[pt(b, "C17")] > 0);
        Influence whiteToMove = f.compute(b, DeadStones.NONE, StoneColor.WHITE, null);
        assertEquals(0, whiteToMove.strength(StoneColor.BLACK)[pt(b, "C17")], 0);
        assertTrue(whiteToMove.territoryValue()[pt(b, "B18")] > blackToMove.territoryValue()[pt(b, "B18")]);
    }
}
