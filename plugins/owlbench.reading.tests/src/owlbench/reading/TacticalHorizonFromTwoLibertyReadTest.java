package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The horizon counted from a bounded read's root for two-liberty strings only
 * (Reader.horizonFromTwoLibertyRead, ConnectionReader.setTacticalHorizonFromTwoLibertyRead; off by
 * default): docs/benchmarks.md, "The tactical horizon of the chases below a disconnect, eighteenth
 * session". incident258 89's corner (TacticalHorizonFromReadTest): C4, two liberties five plies
 * down the disconnect's line, is captured at C3 (gnugo: attack C4 1 C3) by a chase that ends past
 * depth 16 counted from the board.
 */
public class TacticalHorizonFromTwoLibertyReadTest {

    /** A bounded attack of the string at target inside a connection call, with the two-liberty rule or without. */
    private static String boundedAttack(Board b, String target, boolean twoLiberty) {
        Reader r = new Reader(b);
        int t = Diagrams.v(b, target);
        r.horizonFromTwoLibertyRead = twoLiberty;
        r.begin(null, "disconnect", t, t, true);
        int a = r.attackBounded(t, 100_000);
        return Reader.code(a) + " " + Diagrams.name(b, Reader.move(a));
    }

    @Test
    public void theChaseOfTwoLibertiesFiveDownFindsTheCapture() {
        Board b = TacticalHorizonFromReadTest.corner(true);
        assertEquals(2, b.countlib(Diagrams.v(b, "C4")));
        assertEquals(ReadCodes.WIN + " C3", boundedAttack(b, "C4", true));
    }

    @Test
    public void withoutItTheBoardsHorizonMissesIt() {
        assertEquals(ReadCodes.FAIL + " PASS", boundedAttack(TacticalHorizonFromReadTest.corner(true), "C4", false));
    }

    @Test
    public void aThreeLibertyReadKeepsTheBoardsHorizon() {
        // after black's C3 and white's B4 (seven plies down) C4 has three liberties: gnugo and the
        // horizon from every read (TacticalHorizonFromReadTest's switch) capture it at B3; the
        // two-liberty rule leaves this read to the board's horizon, as main does
        Board b = TacticalHorizonFromReadTest.corner(true);
        b.trymove(Diagrams.v(b, "C3"), StoneColor.BLACK);
        b.trymove(Diagrams.v(b, "B4"), StoneColor.WHITE);
        assertEquals(3, b.countlib(Diagrams.v(b, "C4")));
        assertEquals(ReadCodes.FAIL + " PASS", boundedAttack(b, "C4", true));
        Reader r = new Reader(b);
        int c4 = Diagrams.v(b, "C4");
        r.horizonFromBoundedRead = true;
        r.begin(null, "disconnect", c4, c4, true);
        int a = r.attackBounded(c4, 100_000);
        assertEquals(ReadCodes.WIN + " B3", Reader.code(a) + " " + Diagrams.name(b, Reader.move(a)));
    }

    @Test
    public void theConnectionReaderSetsItForEachCall() {
        Board b = TacticalHorizonFromReadTest.corner(false);
        Reader r = new Reader(b);
        ConnectionReader c = new ConnectionReader(r);
        c.disconnect(Diagrams.v(b, "D7"), Diagrams.v(b, "D4"));
        assertFalse("off by default", r.horizonFromTwoLibertyRead);
        c.setTacticalHorizonFromTwoLibertyRead(true);
        c.disconnect(Diagrams.v(b, "D7"), Diagrams.v(b, "D4"));
        assertTrue(r.horizonFromTwoLibertyRead);
        assertFalse("the rule for every read stays off", r.horizonFromBoundedRead);
    }
}
