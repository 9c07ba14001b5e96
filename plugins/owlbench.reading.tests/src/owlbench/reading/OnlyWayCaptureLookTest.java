package owlbench.reading;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The owner's only way across a cutting string read with a fresh second look
 * (ConnectionReader.setOnlyWayCaptureLook, Reader.defendBoundedFresh; off by default):
 * docs/benchmarks.md, "The owner's only way across a cutting string, nineteenth session".
 * incident258 89 `disconnect D7 D4` (gnugo 0): after W D5, B C5, W E5, B C6, W C4 black joins
 * D4 to D7 only by capturing C4 (both engines from stackp 0: attack C4 1 C3, and after C3 no
 * defence), a chase that the brief read does not finish and that, read five plies down, ends
 * past the tactical horizon.
 */
public class OnlyWayCaptureLookTest {

    private static String packed(Board b, int r) {
        return Reader.code(r) + " " + Diagrams.name(b, Reader.move(r));
    }

    @Test
    public void theFreshDefenceReadsAsFromTheRoot() {
        // incident258's corner on 9x9 (TacticalHorizonFromReadTest.corner), the atari C3 six plies
        // down: read at the board's levels white's B4 escapes past the horizon; read as a fresh
        // question C4 is lost, as read with the line played (and gnugo: defend C4 0)
        Board b = TacticalHorizonFromReadTest.corner(true);
        b.trymove(Diagrams.v(b, "C3"), StoneColor.BLACK);
        int c4 = Diagrams.v(b, "C4");
        Reader r = new Reader(b);
        r.begin(null, "connect", c4, c4, true);
        assertEquals(ReadCodes.WIN + " B4", packed(b, r.defendBounded(c4, 100_000)));
        assertEquals(ReadCodes.FAIL + " PASS", packed(b, r.defendBoundedFresh(c4, 100_000)));
        Board played = TacticalHorizonFromReadTest.corner(false);
        played.play(Diagrams.v(played, "C3"), StoneColor.BLACK);
        assertEquals(ReadCodes.FAIL, new Reader(played).findDefense(Diagrams.v(played, "C4")));
    }

    @Test
    public void theReaderReadsAtItsOwnLevelsAfterAFreshRead() {
        Board b = TacticalHorizonFromReadTest.corner(true);
        b.trymove(Diagrams.v(b, "C3"), StoneColor.BLACK);
        int c4 = Diagrams.v(b, "C4");
        Reader r = new Reader(b);
        r.begin(null, "connect", c4, c4, true);
        r.defendBoundedFresh(c4, 100_000);
        r.clearCache();
        assertEquals(ReadCodes.WIN + " B4", packed(b, r.defendBounded(c4, 100_000)));
        assertEquals(6, b.stackp());
    }

    private static String disconnect(boolean look, boolean v4) throws Exception {
        Board b = WideCheckPositions.load("incident258.sgf", 89);
        ConnectionReader c = new ConnectionReader(new Reader(b));
        c.setOwnerByDistance(true);
        c.setDisconnectOwnerDeepShort(v4);
        c.setDisconnectBoundedOutMemo(v4);
        c.setOnlyWayCaptureLook(look);
        int code = c.disconnect(Diagrams.v(b, "D7"), Diagrams.v(b, "D4"));
        return code + " " + Diagrams.name(b, c.lastMove()) + (c.budgetExhausted() ? " (budget)" : "");
    }

    @Test
    public void incident258WithTheOwnerOrderAnswersAsGnugo() throws Exception {
        // without the look the finished read is 1 D5: C4's capture is missed after D5 C5 E5 C6 C4
        assertEquals(ReadCodes.WIN + " D5", disconnect(false, false));
        assertEquals(ReadCodes.FAIL + " PASS", disconnect(true, false));
        assertEquals(ReadCodes.FAIL + " PASS", disconnect(true, true));
    }
}
