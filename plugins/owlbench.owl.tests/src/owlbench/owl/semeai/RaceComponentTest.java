package owlbench.owl.semeai;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertSame;

import java.util.Arrays;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/**
 * The part of a dragon a race is fought with ({@link RaceComponent}): a corner of black stones
 * shut in by white is one part, black stones on open ground another, whatever dragon the two were
 * amalgamated into.
 */
public class RaceComponentTest {

    /** Black B9 A8 B8 (its eye A9) shut in by white C9 C8 A7 B7 C7; black E5 F5 and H2 on open ground. */
    private static Board position() {
        Board b = new Board(9);
        for (String v : new String[] {"B9", "A8", "B8", "E5", "F5", "H2"}) b.play(Vertex.parse(v, 9), StoneColor.BLACK);
        for (String v : new String[] {"C9", "C8", "A7", "B7", "C7"}) b.play(Vertex.parse(v, 9), StoneColor.WHITE);
        return b;
    }

    private static int[] stones(String... vertices) {
        int[] s = Arrays.stream(vertices).mapToInt(v -> Vertex.parse(v, 9)).toArray();
        Arrays.sort(s);
        return s;
    }

    private static int[] sorted(int[] s) {
        int[] c = s.clone();
        Arrays.sort(c);
        return c;
    }

    @Test
    public void aDragonJoinedAcrossEnemyStonesRacesWithTheNamedPart() {
        Board b = position();
        int[] dragon = stones("B9", "A8", "B8", "E5", "F5");
        assertArrayEquals("the corner, asked about B8", stones("B9", "A8", "B8"),
                sorted(RaceComponent.of(b, dragon, Vertex.parse("B8", 9))));
        assertArrayEquals("the open part, asked about F5", stones("E5", "F5"),
                sorted(RaceComponent.of(b, dragon, Vertex.parse("F5", 9))));
    }

    @Test
    public void aDragonOnOpenGroundStaysWhole() {
        Board b = position();
        int[] dragon = stones("E5", "F5", "H2");
        assertSame("strings with empty points between them are one part", dragon,
                RaceComponent.of(b, dragon, Vertex.parse("E5", 9)));
    }

    @Test
    public void aStoneOutsideTheDragonLeavesItWhole() {
        Board b = position();
        int[] dragon = stones("B9", "A8", "B8", "E5", "F5");
        assertSame(dragon, RaceComponent.of(b, dragon, Vertex.parse("H2", 9)));
        assertSame(dragon, RaceComponent.of(b, dragon, Vertex.parse("D4", 9)));
    }
}
