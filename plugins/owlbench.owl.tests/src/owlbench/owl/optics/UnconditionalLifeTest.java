package owlbench.owl.optics;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

import owlbench.board.Board;

public class UnconditionalLifeTest {

    private static String status(Board b, String vertex) {
        return UnconditionalLife.statusName(UnconditionalLife.statuses(b)[Diagrams.v(b, vertex)]);
    }

    /** A wall with two one-point eyes (C7, C5) is alive; a lone corner string is not. */
    @Test
    public void twoEyedWallIsAliveAndOpenCornerUndecided() {
        Board b = Diagrams.board(
                ". X . X . . X",
                ". X X X . . X",
                ". X . X . . .",
                ". . X X . . .",
                ". . . X X X X",
                ". . . . . . .",
                ". . . . . . .");
        assertEquals("alive", status(b, "D7"));
        assertEquals("black_territory", status(b, "C7"));
        assertEquals("black_territory", status(b, "C5"));
        assertEquals("undecided", status(b, "G7"));
        assertEquals("undecided", status(b, "F7"));
        assertEquals("undecided", status(b, "A1"));
    }

    /**
     * A dead white stone inside the wall makes the corner black territory, and the capturable
     * black corner string next to that territory counts as alive (doc/dragon.texi).
     */
    @Test
    public void deadStoneMakesTerritoryAndNeighbourAlive() {
        Board b = Diagrams.board(
                ". X . X . . X",
                ". X X X . . X",
                ". X . X . O .",
                ". . X X . . .",
                ". . . X X X X",
                ". . . . . . .",
                ". . . . . . .");
        assertEquals("dead", status(b, "F5"));
        assertEquals("black_territory", status(b, "F7"));
        assertEquals("black_territory", status(b, "E4"));
        assertEquals("alive", status(b, "G7"));
        assertEquals("alive", status(b, "D3"));
    }

    /** Both colours: a white group with two eyes is alive, its eyes white territory. */
    @Test
    public void whiteTwoEyes() {
        Board b = Diagrams.board(
                ". O . O X . .",
                "O O O O X . .",
                "X X X X X . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .");
        assertEquals("alive", status(b, "B7"));
        assertEquals("white_territory", status(b, "A7"));
        assertEquals("white_territory", status(b, "C7"));
        assertEquals("undecided", status(b, "E7"));
    }

    /**
     * A black two-stone string inside one white string, sharing its six liberties, two of them
     * walled in by white: gnugo leaves the whole area undecided (a possible seki).
     */
    @Test
    public void possibleSekiIsNotClaimed() {
        Board b = Diagrams.board(
                ". X . X X O O O O",
                "X X X X X O O . O",
                ". . . . X O . X .",
                ". . . . X O . X .",
                ". . . . X O O . O",
                ". . . . X O O O O",
                ". . . . X X X X X",
                "X X X X X . . . .",
                ". X . X . . . . .");
        assertEquals("alive", status(b, "E5"));
        assertEquals("undecided", status(b, "F9"));
        assertEquals("undecided", status(b, "H7"));
        assertEquals("undecided", status(b, "H8"));
        assertEquals("undecided", status(b, "G7"));
    }

    /** The same with H8 filled by white: one walled liberty only, and gnugo claims the area. */
    @Test
    public void oneWalledLibertyIsNoSeki() {
        Board b = Diagrams.board(
                ". X . X X O O O O",
                "X X X X X O O O O",
                ". . . . X O . X .",
                ". . . . X O . X .",
                ". . . . X O O . O",
                ". . . . X O O O O",
                ". . . . X X X X X",
                "X X X X X . . . .",
                ". X . X . . . . .");
        assertEquals("dead", status(b, "F9"));
        assertEquals("alive", status(b, "H7"));
        assertEquals("black_territory", status(b, "G7"));
        assertEquals("black_territory", status(b, "J7"));
    }
    /**
     * A square corner eye of a two-eyed group: the opponent fills the three points next to the
     * group and is left in atari on the corner, which is territory too (gnugo claims all four;
     * doc/utils.texi names only the liberties of the alive strings).
     */
    @Test
    public void lastLibertyOfAFillerInAtariIsTerritory() {
        Board b = Diagrams.board(
                ". . O . O . O",
                ". . O O O O O",
                "O O O X X X X",
                "X X X X . . .",
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .");
        assertEquals("alive", status(b, "C7"));
        assertEquals("white_territory", status(b, "A7"));
        assertEquals("white_territory", status(b, "B6"));
        assertEquals("white_territory", status(b, "D7"));
        assertEquals("undecided", status(b, "D5"));
    }
    /** unconditional.tst's corner shape on a small board (black S at C8-D8 inside white, inside black). */
    private static Board cornerShape(String row9) {
        return Diagrams.board(
                row9,
                "O . X X . O X X X",
                "X O . . O O X . X",
                "X X O O O X X X X",
                ". X X X X X . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
    }

    /**
     * A possible seki as gnugo sees it: the black two-stone string C8-D8 with six liberties inside
     * white strings. Once white fills D9 and C7 (one point of each adjacent pair), each black stone
     * keeps two walled liberties, the corner string A9-B9-A8 holds exactly C8's two, and the string
     * around has four: gnugo leaves the whole corner undecided.
     */
    @Test
    public void possibleSekiAfterFillingOnePointOfEachPair() {
        Board b = cornerShape("O O . . O O X . X");
        assertEquals("alive", status(b, "G8"));
        assertEquals("undecided", status(b, "C8"));
        assertEquals("undecided", status(b, "A9"));
        assertEquals("undecided", status(b, "E7"));
        assertEquals("undecided", status(b, "C9"));
        assertEquals("black_territory", status(b, "H9"));
    }

    /** With D9 already white the same fills remain, and the corner stays undecided (gnugo). */
    @Test
    public void possibleSekiWithOneFillPlayed() {
        Board b = cornerShape("O O . O O O X . X");
        assertEquals("undecided", status(b, "C8"));
        assertEquals("undecided", status(b, "D9"));
    }

    /**
     * With C9 white instead, the corner string's two liberties (B8, D9) touch both black stones:
     * no choice of fills gives the seki shape, and gnugo claims the corner. The answer depends on
     * which point of the pair is white, so the rule is not symmetric under reflection.
     */
    @Test
    public void noSekiWhenTheSmallStringSpansBothStones() {
        Board b = cornerShape("O O O . O O X . X");
        assertEquals("alive", status(b, "C8"));
        assertEquals("dead", status(b, "A9"));
        assertEquals("dead", status(b, "E7"));
        assertEquals("black_territory", status(b, "D9"));
        assertEquals("black_territory", status(b, "C7"));
    }

    /** A two-stone string on the edge is never a possible seki: gnugo claims this area. */
    @Test
    public void twoStonesOnTheEdgeAreNoSeki() {
        Board b = Diagrams.board(
                "O O . X X . O O X",
                "O O O . . O O O X",
                "O O O O O O O X X",
                "X X X X X X X X .",
                "X . X . X . X X X",
                "X X X X X X X X X",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        assertEquals("alive", status(b, "D9"));
        assertEquals("dead", status(b, "A9"));
        assertEquals("black_territory", status(b, "C9"));
        assertEquals("black_territory", status(b, "D8"));
    }
}
