package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The fast defence's four liberties follow fourlib_depth in the connection reader's calls
 * (Reader and ConnectionReader.setFastDefenseToFourlib, both off by default: measured, left
 * off; docs/benchmarks.md, "The fast defence's four liberties and fourlib_depth"). The position is
 * the lower left of ab1_fuseki.sgf before move 103 (rows 1 to 10, columns A to N, the rest of the
 * board empty), where gnugo answers `disconnect K6 H5` 0 and, after J5 J6 H6 read three levels
 * down (GTP trymove), `attack H6` 1 H7: white G6, black F6, white G5 (atari on H5), black H4,
 * and white's G7 reaches four liberties only at stackp 7, where the old rule (four liberties
 * safe beyond stackp 5) stopped the attack; the net G8 or F7 catches it.
 */
public class FastDefenseFourlibTest {

    private static Board corner() {
        return Diagrams.board(
                "...................",
                "...................",
                "...................",
                "...................",
                "...................",
                "...................",
                "...................",
                "...................",
                "...................",
                "....OOO..X.........",
                ".....XX....X.......",
                "...O...............",
                "....X......X.......",
                "..O......X.........",
                "....X..X....OO.....",
                "..OX.X...O..OX.....",
                "..OX.O.X.O...O.....",
                ".O.OX.X...O.OO.....",
                "..O........OXX.....");
    }

    /** The cut J5, J6, H6 played as a search would: three levels down the board's stack. */
    private static void cut(Board b) {
        assertTrue(b.trymove(Diagrams.v(b, "J5"), StoneColor.WHITE));
        assertTrue(b.trymove(Diagrams.v(b, "J6"), StoneColor.BLACK));
        assertTrue(b.trymove(Diagrams.v(b, "H6"), StoneColor.WHITE));
    }

    private static int attackAfterCut(boolean follow) {
        Board b = corner();
        cut(b);
        Reader r = new Reader(b);
        r.setFastDefenseToFourlib(follow);
        int code = r.attack(Diagrams.v(b, "H6"));
        String move = Diagrams.name(b, r.lastMove());
        assertEquals(3, b.stackp());
        return code == ReadCodes.FAIL ? code : code * 1000 + ("H7".equals(move) ? 1 : 0);
    }

    private static SearchResult disconnect(Boolean follow) {
        Board b = corner();
        ConnectionReader c = new ConnectionReader(new Reader(b));
        if (follow != null) {
            c.setFastDefenseToFourlib(follow);
        }
        return c.disconnectResult(Diagrams.v(b, "K6"), Diagrams.v(b, "H5"), null);
    }

    /** Three levels down, with the rule, the capture H7 is found as at the root (gnugo: 1 H7). */
    @Test
    public void captureReadBelowTheCut() {
        assertEquals(ReadCodes.WIN * 1000 + 1, attackAfterCut(true));
    }

    /** With four liberties safe from stackp 6 on (the reader's own rule), the same read misses it. */
    @Test
    public void captureMissedWithTheOldRule() {
        assertEquals(ReadCodes.FAIL, attackAfterCut(false));
    }

    /** So the cut J5 fails: disconnect K6 H5 answers 0, as gnugo; the reader's own rule is back after the call. */
    @Test
    public void cutRefuted() {
        SearchResult r = disconnect(true);
        assertEquals(ReadCodes.FAIL, r.code());
        assertTrue("within its budget", !r.budgetExhausted());
        Board b = corner();
        Reader reader = new Reader(b);
        ConnectionReader c = new ConnectionReader(reader);
        c.setFastDefenseToFourlib(true);
        c.disconnect(Diagrams.v(b, "K6"), Diagrams.v(b, "H5"));
        cut(b);
        assertEquals("a tactical read after the call, the old rule", ReadCodes.FAIL, reader.attack(Diagrams.v(b, "H6")));
    }

    /** With the old rule (the default) the search answers the cut J5. */
    @Test
    public void cutAnsweredWithTheOldRule() {
        SearchResult r = disconnect(null);
        assertEquals(ReadCodes.WIN, r.code());
        r = disconnect(false);
        assertEquals(ReadCodes.WIN, r.code());
        Board b = corner();
        assertEquals("J5", Diagrams.name(b, r.move()));
    }
}
