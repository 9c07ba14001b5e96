package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The question reads' two deep rules of the twenty-third session: the defender's self-atari
 * ataris stop past backfill_depth - 4 (ReadingParams.questionShortSelfAtariAtaris) and the attacks
 * on three liberties try two liberties from level 8 on (questionThreeLibertyWidth). Both cut
 * nodes deep in a question's tree with the answer kept, and neither touches the plain reads (the
 * owl's, the worms', the semeai code's).
 */
public class DeepQuestionRulesTest {

    /**
     * ExBot-GNU 30 of the wide check's games (9x9), drawn: white's D8 has three liberties (C8, D9,
     * E8) and is defended at E8, as gnugo answers. The read goes deep: white's throw-ins and
     * black's attacks on three liberties far down the lines are most of its nodes.
     */
    private static Board exBot30() {
        return Diagrams.board(
                ". . O . . . . . .",
                ". O . O . . . . .",
                ". X O X X . X . .",
                ". X X . . . . . .",
                "O X X . X X . X .",
                ". O X . X O X X .",
                ". . O O O O O O .",
                ". O . . . . . . .",
                ". . . . . . . . .");
    }

    private static SearchResult defendD8(boolean shortSelfAtariAtaris, int threeLibertyWidth) {
        Board b = exBot30();
        ReadingParams p = new ReadingParams();
        p.questionShortSelfAtariAtaris = shortSelfAtariAtaris;
        p.questionThreeLibertyWidth = threeLibertyWidth;
        SearchResult r = new Reader(b, p).defenseResult(Diagrams.v(b, "D8"), null);
        assertEquals("the reader leaves the board as it found it", 0, b.stackp());
        return r;
    }

    @Test
    public void theDefendersDeepThrowInsStop() {
        SearchResult off = defendD8(false, 0);
        SearchResult on = defendD8(true, 0);
        assertEquals(ReadCodes.WIN, off.code());
        assertEquals(off.code(), on.code());
        assertEquals("E8", Diagrams.name(exBot30(), on.move()));
        assertEquals(off.move(), on.move());
        assertTrue("nodes with every throw-in " + off.nodes() + ", with the short rule " + on.nodes(),
                on.nodes() * 10 <= off.nodes() * 9);
    }

    @Test
    public void theDeepAttacksOnThreeLibertiesTryTwoLiberties() {
        SearchResult off = defendD8(false, 0);
        SearchResult on = defendD8(false, 2);
        assertEquals(off.code(), on.code());
        assertEquals(off.move(), on.move());
        assertTrue("nodes with every liberty " + off.nodes() + ", with two " + on.nodes(), on.nodes() < off.nodes());
    }

    @Test
    public void bothTogether() {
        SearchResult off = defendD8(false, 0);
        SearchResult on = defendD8(true, 2);
        assertEquals(off.code(), on.code());
        assertEquals(off.move(), on.move());
        assertTrue("nodes without the rules " + off.nodes() + ", with both " + on.nodes(), on.nodes() * 5 <= off.nodes() * 4);
    }

    @Test
    public void thePlainReadsFollowNeitherRule() {
        // the owl's, the worms' and the semeai code's reads (attack, findDefense) read as with both
        // rules off: the same nodes whatever they are set to
        long[] nodes = new long[2];
        for (boolean on : new boolean[] {false, true}) {
            Board b = exBot30();
            ReadingParams p = new ReadingParams();
            p.questionShortSelfAtariAtaris = on;
            p.questionThreeLibertyWidth = on ? 2 : 0;
            Reader r = new Reader(b, p);
            int d8 = Diagrams.v(b, "D8");
            r.attack(d8);
            r.findDefense(d8);
            nodes[on ? 1 : 0] = r.nodeCounter();
        }
        assertEquals(nodes[0], nodes[1]);
    }
}
