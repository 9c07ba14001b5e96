package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The defender's moves beside the friends around a two-liberty string's liberties stop at
 * stackp 6 in defence questions (ReadingParams.questionShortDefenceNeighbours, twenty-fourth
 * session); attack questions keep them to backfill_depth - 4, which gnu-mfg 158 below needs.
 */
public class DefenceQuestionNeighboursTest {

    /**
     * semeai/infinity 79 of the wide check's games (9x9), drawn: black's J8 (two liberties, J9 and
     * J7) is defended at G6, gnugo's answer too.
     */
    private static Board infinity79() {
        return Diagrams.board(
                ". X O O O X X X .",
                "X . X O . O O O X",
                "X . X O O . . X .",
                "X . . X O O . O X",
                "X X . X O . O X .",
                "X . X . X O O X .",
                ". X . X X O . O .",
                ". . X . X O O X .",
                ". . X . X O . . .");
    }

    private static SearchResult defendJ8(boolean on) {
        Board b = infinity79();
        ReadingParams p = new ReadingParams();
        p.questionShortDefenceNeighbours = on;
        SearchResult r = new Reader(b, p).defenseResult(Diagrams.v(b, "J8"), null);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
        return r;
    }

    @Test
    public void onByDefault() {
        assertTrue(new ReadingParams().questionShortDefenceNeighbours);
    }

    @Test
    public void theDefenceReadsFewerNodesWithTheSameAnswer() {
        SearchResult off = defendJ8(false);
        SearchResult on = defendJ8(true);
        assertEquals(ReadCodes.WIN, off.code());
        assertEquals("G6", Diagrams.name(infinity79(), off.move()));
        assertEquals(off.code(), on.code());
        assertEquals(off.move(), on.move());
        assertTrue("nodes with the friends' moves to stackp 8 " + off.nodes() + ", to 6 " + on.nodes(),
                on.nodes() < off.nodes());
    }

    @Test
    public void thePlainReadsKeepTheFriendsMoves() {
        // the owl's, worms' and semeai code's reads (attack, findDefense) read the same nodes
        // whatever the switch says
        long[] nodes = new long[2];
        for (boolean on : new boolean[] {false, true}) {
            Board b = infinity79();
            ReadingParams p = new ReadingParams();
            p.questionShortDefenceNeighbours = on;
            Reader r = new Reader(b, p);
            int j8 = Diagrams.v(b, "J8");
            r.attack(j8);
            r.findDefense(j8);
            nodes[on ? 1 : 0] = r.nodeCounter();
        }
        assertEquals(nodes[0], nodes[1]);
    }

    /**
     * olympiad2004/19x19/gnu-mfg 158, drawn. White's D8 string (D8 ... G6) has two liberties, C8
     * and D9, and beside C8 white's B7 string has two (B8, C8). Black's D9 C8 C9 B8 B10, white's
     * A6 capture and black's B11 leave it three liberties (A10, A8, A7) against black's B10 B11,
     * and white's B12 then holds: black's A5 is answered at A10, C11 at A7, and every other try
     * fails too (gnugo 3.8 with depths raised reads the same after B12). So D8 cannot be
     * captured, gnugo's answer at its own depths; h/tac23's rule in every question read (every
     * move around the liberties stopped at stackp 6, or at 7) claimed D9, which is why the rule
     * is for defence questions only.
     */
    private static Board gnuMfg158() {
        return Diagrams.board(
                ". . . . . . . . . . . . . . . . . O .",
                ". . . . . . . . . . O . . . . O O X .",
                ". . . O O . O . O . X O O O O X X . X",
                ". O O X . . . O X X . . . X X . X X .",
                ". . X . X . . . O . X . O . . . . . X",
                ". . O O . X O . O X . O . O . X . X O",
                ". X . . . . O . O X O . . . . . . . .",
                ". . O . . O X O X O O . X . . X . . .",
                ". . . . O . X . X X X . X . . . . . .",
                ". . O . O X . X . X O X . . . . . . .",
                "O O . . X X . X X . O X . . . . . . .",
                "X . . O O O X . . X O . . X X . X . .",
                "X O O X X O O X X X . O O X . . . . .",
                ". X O O X X O X O X X O X O O . . . .",
                ". X X X X X X X O X O O . O . . X . .",
                ". . . . . O O . O O X . O . . . . . .",
                "O . O O . . . O . X X . X . . X . . .",
                "X O . . . . . . O O O X . X X . . . .",
                ". . . . . . . . . . . . X O . . . . .");
    }

    @Test
    public void noCaptureInTheAttackQuestion() {
        Board b = gnuMfg158();
        SearchResult attack = new Reader(b, new ReadingParams()).attackResult(Diagrams.v(b, "D8"), null);
        assertEquals("attack D8 " + attack.code(), ReadCodes.FAIL, attack.code());
        SearchResult defence = new Reader(b, new ReadingParams()).defenseResult(Diagrams.v(b, "D8"), null);
        assertEquals(ReadCodes.WIN, defence.code());
    }

    @Test
    public void whitesB12Holds() {
        Board b = gnuMfg158();
        String[] line = {"D9", "C8", "C9", "B8", "B10", "A6", "B11", "B12"};
        for (int i = 0; i < line.length; i++) {
            b.play(Diagrams.v(b, line[i]), i % 2 == 0 ? StoneColor.BLACK : StoneColor.WHITE);
        }
        assertEquals("A7 and A8 taken by A6", StoneColor.EMPTY, b.color(Diagrams.v(b, "A8")));
        assertEquals(3, b.countlib(Diagrams.v(b, "D8")));
        SearchResult attack = new Reader(b, new ReadingParams()).attackResult(Diagrams.v(b, "D8"), null);
        assertEquals(ReadCodes.FAIL, attack.code());
    }
}
