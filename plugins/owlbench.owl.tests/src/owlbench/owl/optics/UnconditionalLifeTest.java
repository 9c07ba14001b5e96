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
}
