package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.stream.IntStream;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.Reader;

/**
 * SemeaiParams.linkCostsOfVictimOnly on CuttableFarStringsTest's board: black's far string costs
 * black where black is the victim (white's kill by the cut is still read), and nothing where
 * black is the killer (its far string counted as joined).
 */
public class LinkCostsOfVictimOnlyTest {

    private static int[] black(Board b) {
        return IntStream.concat(IntStream.of(SemeaiReaderTest.string(b, "C9")),
                IntStream.of(SemeaiReaderTest.string(b, "E9"))).toArray();
    }

    @Test
    public void theKillersFarStringCountsAsJoined() {
        Board b = SemeaiReaderTest.board(CuttableFarStringsTest.TWO_CUTTING_POINTS);
        RaceCount c = new RaceCounter(b, new RaceDragon(b, black(b)), new RaceDragon(b, SemeaiReaderTest.string(b, "B9")),
                RaceOptics.NONE).cuttableFarStrings(true).count(0);
        assertEquals(c.describe(), c.margin(0, true), c.marginWithVictimLinks(0, true));
        assertEquals("white the victim: black's six liberties, not four", c.margin(1, true) + 2,
                c.marginWithVictimLinks(1, true));
    }

    @Test
    public void whiteStillKillsByTheCut() {
        Board board = SemeaiReaderTest.board(CuttableFarStringsTest.TWO_CUTTING_POINTS);
        SemeaiParams p = new SemeaiParams();
        p.cuttableFarStrings = true;
        p.linkCostsOfVictimOnly = true;
        SemeaiResult r = new SemeaiReader(new Reader(board), p).analyze(SemeaiReaderTest.string(board, "B9"),
                black(board), RaceOptics.NONE, null);
        assertEquals("the board is restored", 0, board.stackp());
        String gtp = r.gtp(9);
        assertTrue(gtp, gtp.startsWith("1 1 "));
    }
}
