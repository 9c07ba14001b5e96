package owlbench.influence;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/** The influence function on handmade positions, without reading facts. */
public class InfluenceFunctionTest {
    private static final InfluenceFunction PLAIN = new InfluenceFunction(InfluenceDatabase.none(), InfluenceParams.DEFAULT);

    static int pt(Board b, String v) {
        return Vertex.parse(v, b.size());
    }

    static Board board(int size, String black, String white) {
        Board b = new Board(size);
        for (String v : black.split(" ")) if (!v.isEmpty()) b.setStone(pt(b, v), StoneColor.BLACK);
        for (String v : white.split(" ")) if (!v.isEmpty()) b.setStone(pt(b, v), StoneColor.WHITE);
        return b;
    }

    @Test
    public void emptyBoardHasNoInfluenceAndNoRegions() {
        Board b = new Board(9);
        Influence inf = PLAIN.compute(b, DeadStones.NONE, StoneColor.BLACK, null);
        for (int p : b.onBoardPoints()) {
            assertEquals(0, inf.influence(StoneColor.WHITE)[p], 0);
            assertEquals(0, inf.influence(StoneColor.BLACK)[p], 0);
            assertEquals(0, inf.territoryValue()[p], 0);
            assertEquals(Influence.NEUTRAL, inf.regions()[p]);
        }
        assertEquals(0, inf.territoryBalance(), 0);
    }

    @Test
    public void oneStoneRadiatesSymmetricallyAndFadesWithDistance() {
        Board b = board(19, "K10", "");
        Influence inf = PLAIN.compute(b, DeadStones.NONE, StoneColor.WHITE, null);
        double[] bi = inf.influence(StoneColor.BLACK);
        double a = InfluenceParams.DEFAULT.attenuation();
        assertEquals(100, bi[pt(b, "K10")], 1e-9);
        // a straight neighbour gets strength / attenuation, a diagonal one half as much (doubled attenuation)
        assertEquals(100 / a, bi[pt(b, "K11")], 1e-9);
        assertEquals(100 / (2 * a), bi[pt(b, "L11")], 1e-9);
        for (String[] same : new String[][] {{"K11", "K9", "J10", "L10"}, {"K13", "K7", "G10", "N10"}, {"M11", "H9", "L8", "J12"}}) {
            for (String v : same) assertEquals(v, bi[pt(b, same[0])], bi[pt(b, v)], 1e-9);
        }
        assertTrue(bi[pt(b, "K12")] < bi[pt(b, "K11")]);
        assertTrue(bi[pt(b, "K14")] < bi[pt(b, "K12")]);
        assertTrue(bi[pt(b, "K14")] > 0);
        assertEquals(0, inf.influence(StoneColor.WHITE)[pt(b, "K11")], 0);
        assertEquals(Influence.BLACK_STONE, inf.regions()[pt(b, "K10")]);
        // black's side of the board next to the stone, no territory far away
        assertTrue(inf.regions()[pt(b, "K11")] < 0);
        assertTrue(inf.territoryValue()[pt(b, "K11")] < 0);
        assertTrue(Math.abs(inf.territoryValue()[pt(b, "A1")]) < 0.1);
    }

    @Test
    public void aWallStopsInfluenceAndSplitsTheBoard() {
        // black wall on column D, white wall on column F
        StringBuilder black = new StringBuilder(), white = new StringBuilder();
        for (int r = 1; r <= 9; r++) {
            black.append(" D").append(r);
            white.append(" F").append(r);
        }
        Board b = board(9, black.toString().trim(), white.toString().trim());
        Influence inf = PLAIN.compute(b, DeadStones.NONE, StoneColor.BLACK, null);
        for (int r = 1; r <= 9; r++) {
            assertEquals("white influence behind black's wall at A" + r, 0, inf.influence(StoneColor.WHITE)[pt(b, "A" + r)], 0);
            assertEquals("black influence behind white's wall at J" + r, 0, inf.influence(StoneColor.BLACK)[pt(b, "J" + r)], 0);
            assertEquals(Influence.BLACK_TERRITORY, inf.regions()[pt(b, "B" + r)]);
            assertEquals(Influence.WHITE_TERRITORY, inf.regions()[pt(b, "H" + r)]);
            assertEquals(-1, inf.territoryValue()[pt(b, "A" + r)], 1e-9);
            assertEquals(1, inf.territoryValue()[pt(b, "J" + r)], 1e-9);
            // the column between the walls belongs to nobody
            assertEquals(0, inf.territoryValue()[pt(b, "E" + r)], 1e-9);
        }
        assertEquals(0, inf.territoryBalance(), 1e-9); // three columns each
        assertEquals(Influence.BLACK_STONE, inf.regions()[pt(b, "D5")]);
        assertEquals(Influence.WHITE_STONE, inf.regions()[pt(b, "F5")]);
    }

    @Test
    public void enclosedCornerIsTerritory() {
        Board b = board(9, "A3 B3 C3 C2 C1", "G7 F6");
        Influence inf = PLAIN.compute(b, DeadStones.NONE, StoneColor.WHITE, null);
        for (String v : new String[] {"A1", "B1", "A2", "B2"}) {
            assertEquals(v, Influence.BLACK_TERRITORY, inf.regions()[pt(b, v)]);
            assertEquals(v, -1, inf.territoryValue()[pt(b, v)], 1e-9);
            assertEquals(StoneColor.BLACK, inf.whoseTerritory(pt(b, v)));
            assertEquals(StoneColor.BLACK, inf.whoseMoyo(pt(b, v)));
            assertEquals(StoneColor.BLACK, inf.whoseArea(pt(b, v)));
        }
        assertTrue(inf.regions()[pt(b, "G6")] > 0);
    }

    @Test
    public void diagonalGapsDoNotLeakInfluence() {
        // black's diagonal line A3-B2-C1 closes the corner: white influence cannot squeeze through
        Board b = board(9, "A3 B2 C1", "E5");
        Influence inf = PLAIN.compute(b, DeadStones.NONE, StoneColor.BLACK, null);
        assertEquals(0, inf.influence(StoneColor.WHITE)[pt(b, "A1")], 0);
        assertEquals(0, inf.influence(StoneColor.WHITE)[pt(b, "A2")], 0);
        assertEquals(0, inf.influence(StoneColor.WHITE)[pt(b, "B1")], 0);
    }

    @Test
    public void deadStonesDoNotRadiateAndCountAsPrisoners() {
        Board b = board(9, "A3 B3 C3 C2 C1", "A1");
        boolean[] dead = new boolean[b.boardArraySize()];
        dead[pt(b, "A1")] = true;
        Influence inf = PLAIN.compute(b, DeadStones.fixed(dead), StoneColor.BLACK, null);
        for (int p : b.onBoardPoints()) {
            assertEquals(0, inf.influence(StoneColor.WHITE)[p], 0);
        }
        // the dead stone's point: black territory plus a prisoner
        assertEquals(-2, inf.territoryValue()[pt(b, "A1")], 1e-9);
        assertTrue(inf.influence(StoneColor.BLACK)[pt(b, "A1")] > 0);
        assertEquals(Influence.WHITE_STONE, inf.regions()[pt(b, "A1")]); // GNU Go prints a dead stone as a stone
        // alive, the same stone radiates
        Influence alive = PLAIN.compute(b, DeadStones.NONE, StoneColor.BLACK, null);
        assertTrue(alive.influence(StoneColor.WHITE)[pt(b, "B1")] > 0);
        assertEquals(Influence.WHITE_STONE, alive.regions()[pt(b, "A1")]);
    }

    @Test
    public void moveInfluenceLeavesTheBoardAsItWas() {
        Board b = board(9, "E5", "C3");
        long hash = b.hash();
        Influence before = PLAIN.compute(b, DeadStones.NONE, StoneColor.BLACK, null);
        Influence after = PLAIN.moveInfluence(b, DeadStones.NONE, StoneColor.WHITE, pt(b, "G7"), null);
        assertEquals(hash, b.hash());
        assertEquals(StoneColor.EMPTY, b.color(pt(b, "G7")));
        assertEquals(Influence.WHITE_STONE, after.regions()[pt(b, "G7")]);
        assertEquals(StoneColor.BLACK, after.colorToMove());
        assertTrue(after.territoryBalance() > before.territoryBalance());
        try {
            PLAIN.moveInfluence(b, DeadStones.NONE, StoneColor.WHITE, pt(b, "E5"), null);
            fail("a move on a stone is refused");
        } catch (IllegalArgumentException e) {
            assertEquals("illegal move", e.getMessage());
        }
        try {
            PLAIN.compute(b, DeadStones.NONE, StoneColor.EMPTY, null);
            fail("empty is no colour to move");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage().contains("white or black"));
        }
    }

    @Test
    public void tinyAndLargestBoardsWork() {
        Board two = board(2, "A1", "");
        Influence i2 = PLAIN.compute(two, DeadStones.NONE, StoneColor.WHITE, null);
        assertTrue(i2.influence(StoneColor.BLACK)[pt(two, "B2")] > 0);
        Board big = board(25, "D4 Q16", "D16 Q4");
        Influence i25 = PLAIN.compute(big, DeadStones.NONE, StoneColor.BLACK, null);
        assertEquals(i25.influence(StoneColor.BLACK)[pt(big, "D5")], i25.influence(StoneColor.WHITE)[pt(big, "D17")], 1e-9);
    }

    @Test
    public void scoreEstimateCountsTerritoryPrisonersAndKomi() {
        StringBuilder black = new StringBuilder(), white = new StringBuilder();
        for (int r = 1; r <= 9; r++) {
            black.append(" D").append(r);
            white.append(" F").append(r);
        }
        Board b = board(9, black.toString().trim(), white.toString().trim());
        Influence inf = PLAIN.compute(b, DeadStones.NONE, StoneColor.BLACK, null);
        ScoreEstimate s = ScoreEstimate.of(inf, b, 6.5);
        assertEquals(6.5, s.score(), 1e-9);
        assertEquals("W+6.5", s.result());
        assertEquals("B+1.5", new ScoreEstimate(-1.5, -1.5, 0, 0).result());
        assertEquals("0", new ScoreEstimate(0.01, 0, 0, 0).result());
    }
}
