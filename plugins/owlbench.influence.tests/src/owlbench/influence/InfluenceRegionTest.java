package owlbench.influence;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/** The influence regions by name: GNU Go's white-positive codes read into owner and kind. */
public class InfluenceRegionTest {

    @Test
    public void codesHaveTheirOwnerAndKind() {
        assertEquals(StoneColor.BLACK, InfluenceRegion.of(Influence.BLACK_TERRITORY).owner());
        assertEquals(InfluenceRegion.Kind.TERRITORY, InfluenceRegion.of(-3).kind());
        assertEquals(StoneColor.WHITE, InfluenceRegion.of(Influence.WHITE_MOYO).owner());
        assertEquals(InfluenceRegion.Kind.AREA, InfluenceRegion.of(1).kind());
        assertEquals(StoneColor.EMPTY, InfluenceRegion.NEUTRAL.owner());
        assertEquals("black moyo", InfluenceRegion.of(-2).toString());
        assertEquals("neutral", InfluenceRegion.of(0).toString());
        for (InfluenceRegion r : InfluenceRegion.values()) assertEquals(r, InfluenceRegion.of(r.code()));
        try {
            InfluenceRegion.of(5);
            fail();
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("5"));
        }
    }

    @Test
    public void aBlackCornerIsBlacksRegion() {
        Board b = InfluenceFunctionTest.board(9, "C1 C2 C3 B3 A3", "G7");
        Influence inf = new InfluenceFunction(InfluenceDatabase.none(), InfluenceParams.DEFAULT).compute(b, DeadStones.NONE,
                StoneColor.WHITE, null);
        InfluenceRegion corner = InfluenceRegion.at(inf, InfluenceFunctionTest.pt(b, "A1"));
        assertEquals(StoneColor.BLACK, corner.owner());
        assertTrue(inf.territoryValue()[InfluenceFunctionTest.pt(b, "A1")] < 0);
        assertEquals(InfluenceRegion.WHITE_STONE, InfluenceRegion.at(inf, InfluenceFunctionTest.pt(b, "G7")));
    }
}
