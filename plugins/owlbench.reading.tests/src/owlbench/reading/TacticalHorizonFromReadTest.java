package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * A bounded read below another search's plies counts depth's horizon from its own root when
 * Reader.horizonFromBoundedRead is on (ConnectionReader.setTacticalHorizonFromRead; off by
 * default): docs/benchmarks.md, "The tactical horizon below a disconnect, seventeenth session".
 * The corner of incident258 before move 89 on a 9x9 board, after the disconnect's line W D5,
 * B C5, W E5, B C6, W C4: black captures C4 at C3 (gnugo: attack C4 1 C3, on this board too),
 * a chase of twelve plies through the counter-ataris D3, F4, E2 and F3 on D4's string that ends
 * with white's extension to three liberties at B5 on the edge, still dead. Read five plies
 * down, that extension falls past depth 16, where three liberties count as alive.
 */
public class TacticalHorizonFromReadTest {

    private static final String[] LINE = {"D5", "C5", "E5", "C6", "C4"};

    /** The corner with the disconnect's five plies on the board, played (stackp 0) or tried (stackp 5). */
    static Board corner(boolean tried) {
        Board b = Diagrams.board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . X . X . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . X . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . . . . . .");
        int color = StoneColor.WHITE;
        for (String m : LINE) {
            if (tried) {
                b.trymove(Diagrams.v(b, m), color);
            } else {
                b.play(Diagrams.v(b, m), color);
            }
            color = StoneColor.other(color);
        }
        return b;
    }

    /** The connection reader's way in: a bounded attack of C4 inside a connection call. */
    private static String boundedAttack(Board b, boolean fromRead) {
        Reader r = new Reader(b);
        int c4 = Diagrams.v(b, "C4");
        r.horizonFromBoundedRead = fromRead;
        r.begin(null, "disconnect", c4, c4, true);
        int a = r.attackBounded(c4, 100_000);
        return Reader.code(a) + " " + Diagrams.name(b, Reader.move(a));
    }

    @Test
    public void captureReadFromTheRoot() {
        assertEquals(ReadCodes.WIN + " C3", boundedAttack(corner(false), false));
    }

    @Test
    public void captureFiveDownWithTheHorizonFromTheRead() {
        Board b = corner(true);
        assertEquals(5, b.stackp());
        assertEquals(ReadCodes.WIN + " C3", boundedAttack(b, true));
    }

    @Test
    public void horizonFromTheBoardMissesIt() {
        // the default, main's: the chase meets the horizon at stackp 17
        assertEquals(ReadCodes.FAIL + " PASS", boundedAttack(corner(true), false));
    }

    @Test
    public void theConnectionReaderSetsItForEachCall() {
        Board b = corner(false);
        Reader r = new Reader(b);
        ConnectionReader c = new ConnectionReader(r);
        c.disconnect(Diagrams.v(b, "D7"), Diagrams.v(b, "D4"));
        assertFalse("off by default", r.horizonFromBoundedRead);
        c.setTacticalHorizonFromRead(true);
        c.disconnect(Diagrams.v(b, "D7"), Diagrams.v(b, "D4"));
        assertTrue(r.horizonFromBoundedRead);
    }
}
