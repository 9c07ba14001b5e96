package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * An eye that holds the killer's stones in atari is an eye only while they cannot be saved: a
 * capture of the enemy string in atari next to them (not next to the killer's race dragon) breaks
 * it (semeai.tst 124's shape: verybad.sgf, black P19 takes Q19 and frees R19-S19 in white's eye).
 */
public class EyeStonesTest {

    /**
     * White F7-G7, H8-J8 and H6-J6 around the two-point eye H7-J7, and the eye J9 that holds black
     * H9 (in atari); white G9 is in atari at F9 and touches only black F8-G8 and H9, not black's
     * race dragon E7-J5. Black F9 takes G9, H9 gets liberties and the eye at J9 is gone; white J9
     * first takes H9 and makes the second eye.
     */
    static final String[] EYE_STONES = {
        ". . . . . . O X .",
        ". . . . . X X O O",
        ". . . . X O O . .",
        ". . . . X . X O O",
        ". . . . . . X X X",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    /** EYE_STONES after black F9 has taken G9. */
    static final String[] AFTER_F9 = {
        ". . . . . X . X .",
        ". . . . . X X O O",
        ". . . . X O O . .",
        ". . . . X . X O O",
        ". . . . . . X X X",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    private static int[] blackRace(Board b) {
        int[] e = SemeaiReaderTest.string(b, "E7"), g = SemeaiReaderTest.string(b, "G6");
        int[] out = java.util.Arrays.copyOf(e, e.length + g.length);
        System.arraycopy(g, 0, out, e.length, g.length);
        return out;
    }

    private static int[] white(Board b) {
        String[] stones = {"F7", "G7", "H8", "J8", "H6", "J6"};
        int[] out = new int[stones.length];
        for (int i = 0; i < stones.length; i++) out[i] = SemeaiReaderTest.v(b, stones[i]);
        return out;
    }

    @Test
    public void theCaptureThatSavesTheKillersStonesInAnEyeIsACandidate() {
        Board b = SemeaiReaderTest.board(EYE_STONES);
        RaceDragon black = new RaceDragon(b, blackRace(b));
        RaceDragon white = new RaceDragon(b, white(b));
        RaceCount count = new RaceCounter(b, black, white, RaceOptics.NONE).count(0);
        assertEquals("white's eyes H7-J7 and J9: " + count.describe(), 2, count.eyes()[1]);
        RaceMoves.Candidates c = new RaceMoves(b, new Reader(b), new int[0], 8).generate(black, white, count, false);
        int f9 = SemeaiReaderTest.v(b, "F9");
        int at = -1;
        for (int i = 0; i < c.size(); i++) if (c.moves()[i] == f9) at = i;
        assertTrue("F9 is a candidate: " + list(b, c), at >= 0);
        assertEquals(RaceMoves.CAPTURE, c.reasons()[at]);
    }

    @Test
    public void theKillerBreaksAnEyeThatHoldsItsStones() {
        // gnugo 3.8 on this position: analyze_semeai G6 H8 "1 1 E8", H8 G6 "1 0 E8"; after black F9
        // owl_defend H8 is 0 (F9 kills too)
        Board b = SemeaiReaderTest.board(EYE_STONES);
        SemeaiResult blackFirst = SemeaiReaderTest.analyze(b, blackRace(b), white(b));
        assertEquals("black kills: " + blackFirst.gtp(9), ReadCodes.WIN, blackFirst.attackCode());
        SemeaiResult whiteFirst = SemeaiReaderTest.analyze(b, white(b), blackRace(b));
        assertEquals("white moving first lives: " + whiteFirst.gtp(9), ReadCodes.WIN, whiteFirst.defenseCode());
        assertEquals("the position is as it was", StoneColor.EMPTY, b.color(SemeaiReaderTest.v(b, "F9")));
        Board after = SemeaiReaderTest.board(AFTER_F9);
        SemeaiResult afterF9 = SemeaiReaderTest.analyze(after, white(after), blackRace(after));
        assertEquals("after black F9 takes G9, white cannot live: " + afterF9.gtp(9), ReadCodes.FAIL, afterF9.defenseCode());
    }

    private static String list(Board b, RaceMoves.Candidates c) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < c.size(); i++) sb.append(Vertex.toString(c.moves()[i], b.size())).append(' ').append(c.reasons()[i]).append("; ");
        return sb.toString();
    }
}
