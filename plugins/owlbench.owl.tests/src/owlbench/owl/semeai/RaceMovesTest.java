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

    @Test
    public void aStringInAtariMayBeMadeBiggerWhenTheCapturerIsShutIn() {
        Board b = SemeaiReaderTest.board(CaptureLifeTest.BENT_THREE_SACRIFICE);
        int a7 = SemeaiReaderTest.v(b, "A7"), a9 = SemeaiReaderTest.v(b, "A9");
        assertTrue(b.trymove(a7, StoneColor.BLACK));
        assertTrue("white A9 would leave B9-A9-A8 in atari", b.isSelfAtari(a9, StoneColor.WHITE));
        RaceDragon black = new RaceDragon(b, SemeaiReaderTest.string(b, "D9"));
        int[] whiteStones = {SemeaiReaderTest.v(b, "B9"), SemeaiReaderTest.v(b, "A8")};
        RaceDragon white = new RaceDragon(b, whiteStones);
        RaceCount count = new RaceCounter(b, white, black, RaceOptics.NONE).count(0);
        RaceMoves gen = new RaceMoves(b, new Reader(b), new int[0], 8);
        RaceMoves.Candidates with = gen.generate(white, black, count, false, () -> true);
        int at = -1;
        for (int i = 0; i < with.size(); i++) if (with.moves()[i] == a9) at = i;
        assertTrue("A9 is a candidate: " + list(b, with), at >= 0);
        assertEquals(RaceMoves.SACRIFICE, with.reasons()[at]);
        RaceMoves.Candidates without = gen.generate(white, black, count, false, () -> false);
        for (int i = 0; i < without.size(); i++) assertTrue("no sacrifice unless the capturer is shut in: " + list(b, without), without.moves()[i] != a9);
        b.popgo();
    }

    private static String list(Board b, RaceMoves.Candidates c) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < c.size(); i++) sb.append(Vertex.toString(c.moves()[i], b.size())).append(' ').append(c.reasons()[i]).append("; ");
        return sb.toString();
    }
}
