package owlbench.board;

import static org.junit.Assert.assertEquals;
import static owlbench.board.Diagrams.board;
import static owlbench.board.Diagrams.v;

import org.junit.Test;

/** Area and territory counting on small handmade positions. */
public class ScoringTest {
    private static final double EPS = 1e-9;

    private static Board walls() {
        return board(
                ". X O . .",
                ". X O . .",
                ". X O . .",
                ". X O . .",
                ". X O . .");
    }

    @Test
    public void areaWithoutDeadStones() {
        Score s = Scoring.area(walls(), null, 0.5);
        assertEquals(10, s.black(), EPS);
        assertEquals(15.5, s.white(), EPS);
        assertEquals("W+5.5", s.result());
    }

    @Test
    public void territoryWithoutDeadStones() {
        Score s = Scoring.territory(walls(), null, 0.5);
        assertEquals(5, s.black(), EPS);
        assertEquals(10.5, s.white(), EPS);
        assertEquals("W+5.5", s.result());
    }

    @Test
    public void deadStoneInsideTerritory() {
        Board b = board(
                ". X O . .",
                ". X O . .",
                "O X O X .",
                ". X O . .",
                ". X O . .");
        boolean[] dead = new boolean[b.boardArraySize()];
        dead[v(b, "A3")] = true;
        dead[v(b, "D3")] = true;
        // Area: Black 5 stones + column A (5); White 5 stones + columns D, E (10) + komi.
        Score area = Scoring.area(b, dead, 6.5);
        assertEquals(10, area.black(), EPS);
        assertEquals(21.5, area.white(), EPS);
        assertEquals("W+11.5", area.result());
        // Territory: Black 5 points + 1 prisoner; White 10 points + 1 prisoner + komi.
        Score territory = Scoring.territory(b, dead, 6.5);
        assertEquals(6, territory.black(), EPS);
        assertEquals(17.5, territory.white(), EPS);
        // Without marking, A3 and D3 live and every region touches both colours: all dame.
        Score alive = Scoring.area(b, null, 0);
        assertEquals(6, alive.black(), EPS);
        assertEquals(6, alive.white(), EPS);
        assertEquals("0", alive.result());
    }

    @Test
    public void dameAndTie() {
        Board b = board(
                ". X . O .",
                ". X . O .",
                ". X . O .",
                ". X . O .",
                ". X . O .");
        Score area = Scoring.area(b, null, 0);
        assertEquals(10, area.black(), EPS);
        assertEquals(10, area.white(), EPS);
        assertEquals("0", area.result());
        Score territory = Scoring.territory(b, null, 0.5);
        assertEquals("W+0.5", territory.result());
    }

    @Test
    public void prisonersCountInTerritoryScoring() {
        Board b = board(
                ". . . . .",
                ". . . . .",
                "X X X X X",
                "O O O O O",
                ". O X . .");
        b.play(v(b, "D1"), StoneColor.WHITE); // takes C1
        assertEquals(1, b.captures(StoneColor.BLACK));
        // Territory: Black rows 5 and 4 (10); White A1, C1, E1 (3) + 1 prisoner.
        Score territory = Scoring.territory(b, null, 0);
        assertEquals(10, territory.black(), EPS);
        assertEquals(4, territory.white(), EPS);
        assertEquals("B+6", territory.result());
        // Area: Black 5 stones + 10; White 7 stones + 3.
        Score area = Scoring.area(b, null, 0);
        assertEquals(15, area.black(), EPS);
        assertEquals(10, area.white(), EPS);
        assertEquals("B+5", area.result());
    }

    @Test
    public void scoreFormatting() {
        assertEquals("B+3", new Score(10, 7).result());
        assertEquals("B+2.5", new Score(10, 7.5).result());
        assertEquals("W+0.5", new Score(7, 7.5).result());
        assertEquals("0", new Score(7.5, 7.5).result());
        assertEquals(-0.5, new Score(7, 7.5).margin(), EPS);
    }

    @Test(expected = IllegalArgumentException.class)
    public void deadArrayMustBeIndexedByPoint() {
        Scoring.area(new Board(9), new boolean[81], 0);
    }
}
