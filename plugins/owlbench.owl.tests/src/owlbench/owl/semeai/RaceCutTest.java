package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.stream.IntStream;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.Reader;

/**
 * A race against a dragon of two strings joined at one point: the string in contact has few
 * liberties of its own, the dragon many through its partner. Cutting them apart wins the race;
 * the count must then leave the cut-off string's liberties out. Set up with moves; gnugo 3.8 with
 * the same stones answers analyze_semeai A6 A7 "1 1 F7".
 */
public class RaceCutTest {

    /**
     * Black's wall row 8 (B8 empty); white A7-E7 (liberties B8 and F7) joined at F7 to white G7-J7;
     * black A6-E6 (liberties F6 and C5) in the race; white's row 5 and 4 below.
     */
    static Board position() {
        Board b = new Board(9);
        play(b, StoneColor.BLACK, "A8", "C8", "D8", "E8", "F8", "G8", "H8", "J8", "A6", "B6", "C6", "D6", "E6");
        play(b, StoneColor.WHITE, "A7", "B7", "C7", "D7", "E7", "G7", "H7", "J7", "A5", "B5", "D5", "E5", "F5", "A4",
                "B4", "C4", "D4", "E4", "F4");
        return b;
    }

    private static void play(Board b, int color, String... vertices) {
        for (String v : vertices) b.play(Vertex.parse(v, b.size()), color);
    }

    private static int[] stones(Board b, String... vertices) {
        return java.util.Arrays.stream(vertices).mapToInt(v -> Vertex.parse(v, b.size())).toArray();
    }

    @Test
    public void theCutIsACandidateAndWinsTheRace() {
        Board b = position();
        int[] black = stones(b, "A6", "B6", "C6", "D6", "E6");
        int[] white = stones(b, "A7", "B7", "C7", "D7", "E7", "G7", "H7", "J7");
        SemeaiResult r = new SemeaiReader(new Reader(b), new SemeaiParams()).analyze(black, white, RaceOptics.NONE, null);
        assertEquals("black cuts at F7 and takes the five stones", "1 1 F7", r.gtp(9));
        assertEquals(0, b.stackp());
    }

    @Test
    public void aStringCutOffInTheSearchNoLongerLendsItsLiberties() {
        Board b = position();
        RaceDragon white = new RaceDragon(b, stones(b, "A7", "B7", "C7", "D7", "E7", "G7", "H7", "J7"));
        int[] out = new int[b.boardArraySize()];
        int[] mark = new int[b.boardArraySize()];
        assertEquals("joined at F7: both strings race", 2, white.linkedStrings(b, mark, 1, out));
        assertTrue(b.trymove(Vertex.parse("F7", 9), StoneColor.BLACK));
        int n = white.linkedStrings(b, mark, 2, out);
        assertEquals("after the cut only the anchor's string races", 1, n);
        assertEquals(b.origin(Vertex.parse("A7", 9)), out[0]);
        b.popgo();
    }

    @Test
    public void stringsApartAtTheStartStayInTheRace() {
        // white G7-J7 alone with A7-E7 while F7 is black from the start: no cut made in the search
        Board b = position();
        b.play(Vertex.parse("F7", 9), StoneColor.BLACK);
        RaceDragon white = new RaceDragon(b, stones(b, "A7", "B7", "C7", "D7", "E7", "G7", "H7", "J7"));
        int[] out = new int[b.boardArraySize()];
        assertEquals(2, white.linkedStrings(b, new int[b.boardArraySize()], 1, out));
        assertTrue(IntStream.of(out).limit(2).anyMatch(o -> o == b.origin(Vertex.parse("G7", 9))));
    }
}
