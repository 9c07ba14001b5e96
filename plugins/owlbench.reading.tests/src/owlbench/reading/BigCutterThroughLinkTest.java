package owlbench.reading;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * A three-liberty cutting string next to one string and to a friend linked to the other
 * (ConnectionReader.setBigCutterThroughLink, off by default): docs/benchmarks.md, "The owner's
 * only way beside v4, twentieth session". incident258 89 `disconnect D7 D4` after W D5, B C5,
 * W E5, B C6, W C4, B C3, W B4, B B3: white's A4 makes A4-B4-C4 a three-liberty string next to
 * D4 and to C5-C6, which shares C7 and D6 with D7; black captures it at B5 (gnugo: attack B4
 * 1 B5, connect D7 D4 1 B5, disconnect 0), but it touches no liberty of D7, so it was never
 * among the owner's candidates and the cut A4 stood.
 */
public class BigCutterThroughLinkTest {

    /** incident258's corner (TacticalHorizonFromReadTest.corner) with C3, B4 and B3 played too. */
    private static Board corner() {
        Board b = TacticalHorizonFromReadTest.corner(false);
        b.play(Diagrams.v(b, "C3"), StoneColor.BLACK);
        b.play(Diagrams.v(b, "B4"), StoneColor.WHITE);
        b.play(Diagrams.v(b, "B3"), StoneColor.BLACK);
        return b;
    }

    private static String disconnect(boolean link) {
        Board b = corner();
        ConnectionReader c = new ConnectionReader(new Reader(b));
        c.setBigCutterThroughLink(link);
        int code = c.disconnect(Diagrams.v(b, "D7"), Diagrams.v(b, "D4"));
        return code + " " + Diagrams.name(b, c.lastMove()) + (c.budgetExhausted() ? " (budget)" : "");
    }

    @Test
    public void theCutterStringNextToALinkedFriendIsCaptured() {
        // the tactics agree: after A4 the cutting string dies at B5
        Board b = corner();
        b.play(Diagrams.v(b, "A4"), StoneColor.WHITE);
        assertEquals(ReadCodes.WIN, new Reader(b).attack(Diagrams.v(b, "B4")));
        // the switch off: the owner never tries B5, and the cut A4 stands
        assertEquals(ReadCodes.WIN + " A4", disconnect(false));
        assertEquals(ReadCodes.FAIL + " PASS", disconnect(true));
    }
}
