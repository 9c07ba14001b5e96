package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.stream.IntStream;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.Reader;

/**
 * SemeaiParams.linkCostsAtCutoffOnly on CuttableFarStringsTest's board: the far string's link
 * cost still keeps the count from settling the race below the root, so white's kill by the cut is
 * read as before, but a line the depth limit ends is judged by the union of the liberties (at
 * maxDepth 1 black then outlasts white whoever moves: "0 0").
 */
public class LinkCostsAtCutoffOnlyTest {

    private static String whiteFirst(boolean cutoffOnly, int maxDepth) {
        Board board = SemeaiReaderTest.board(CuttableFarStringsTest.TWO_CUTTING_POINTS);
        SemeaiParams p = new SemeaiParams();
        p.cuttableFarStrings = true;
        // the link costs are read on the whole dragons' count (contactLibertiesOfVictim off)
        p.contactLibertiesOfVictim = false;
        p.linkCostsAtCutoffOnly = cutoffOnly;
        if (maxDepth > 0) p.maxDepth = maxDepth;
        int[] black = IntStream.concat(IntStream.of(SemeaiReaderTest.string(board, "C9")),
                IntStream.of(SemeaiReaderTest.string(board, "E9"))).toArray();
        SemeaiResult r = new SemeaiReader(new Reader(board), p).analyze(SemeaiReaderTest.string(board, "B9"),
                black, RaceOptics.NONE, null);
        assertEquals("the board is restored", 0, board.stackp());
        return r.gtp(9);
    }

    @Test
    public void theLeafMarginLeavesTheCostOut() {
        Board b = SemeaiReaderTest.board(CuttableFarStringsTest.TWO_CUTTING_POINTS);
        int[] black = IntStream.concat(IntStream.of(SemeaiReaderTest.string(b, "C9")),
                IntStream.of(SemeaiReaderTest.string(b, "E9"))).toArray();
        RaceCount c = new RaceCounter(b, new RaceDragon(b, black), new RaceDragon(b, SemeaiReaderTest.string(b, "B9")),
                RaceOptics.NONE).cuttableFarStrings(true).count(0);
        assertEquals(c.describe(), 0, c.margin(0, true));
        assertEquals("the union's six against four", -2, c.marginWithoutLinks(0, true));
    }

    @Test
    public void theCutIsStillReadBelowTheRoot() {
        String on = whiteFirst(true, 0);
        assertTrue(on, on.startsWith("1 1 "));
    }

    @Test
    public void aLeafAtTheDepthLimitCountsTheUnion() {
        String full = whiteFirst(false, 1);
        String cutoffOnly = whiteFirst(true, 1);
        assertTrue(full + " / " + cutoffOnly, full.startsWith("1 1 "));
        assertTrue(full + " / " + cutoffOnly, cutoffOnly.startsWith("0 0 "));
    }
}
