package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.Reader;

/** The candidate moves of a race node on handmade positions. */
public class RaceMovesTest {

    /**
     * White's only outside liberty J1 is a self-atari for black (J1 and J2 would have J3 alone): black
     * first backfills J3, joining J2 to its wall, and then fills J1.
     */
    static final String[] BACKFILL = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "X X X X X X X X X",
        "O O O O O O O X .",
        "X X X X X X O O X",
        ". . . . . . O O .",
    };

    @Test
    public void anOutsideLibertyThatIsASelfAtariIsApproachedByBackfilling() {
        Board b = SemeaiReaderTest.board(BACKFILL);
        int j1 = SemeaiReaderTest.v(b, "J1"), j3 = SemeaiReaderTest.v(b, "J3");
        assertTrue("filling J1 at once is a self-atari", b.isSelfAtari(j1, StoneColor.BLACK));
        RaceDragon black = new RaceDragon(b, SemeaiReaderTest.string(b, "A2"));
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "A3"));
        RaceCount count = new RaceCounter(b, black, white, RaceOptics.NONE).count(0);
        assertEquals("white's outside liberty: " + count.describe(), 1, count.outside()[1].length);
        RaceMoves.Candidates c = new RaceMoves(b, new Reader(b), new int[0], 8).generate(black, white, count, false);
        int at = -1;
        for (int i = 0; i < c.size(); i++) if (c.moves()[i] == j3) at = i;
        assertTrue("J3 is a candidate: " + list(b, c), at >= 0);
        assertEquals(RaceMoves.APPROACH, c.reasons()[at]);
        for (int i = 0; i < c.size(); i++) assertTrue("J1 itself is not tried: " + list(b, c), c.moves()[i] != j1);
    }

    private static String list(Board b, RaceMoves.Candidates c) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < c.size(); i++) sb.append(Vertex.toString(c.moves()[i], b.size())).append(' ').append(c.reasons()[i]).append("; ");
        return sb.toString();
    }
}
