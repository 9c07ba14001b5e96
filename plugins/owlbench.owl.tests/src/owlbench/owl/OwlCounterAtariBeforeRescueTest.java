package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.v;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.counterAtariBeforeRescueAtDefenceRoot: at owl_defend's root the atari on the attacker's
 * string that presses a two-liberty goal string is read before that string's rescue. Drawn as
 * owl.tst 2 (incident66 52, a 9x9 game): black's D8 has two liberties, E8 and D7; white's D9,
 * which takes D8's liberty, has two, C9 and E9. E8 rescues D8 by filling black's own top space;
 * E9 puts D9 in atari from outside D8's liberties and keeps the space. Both live (gnugo 3.8:
 * owl_does_defend E8 and E9 1, owl_defend 1 E9; ours the same), the suite wants E9.
 */
public class OwlCounterAtariBeforeRescueTest {
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    private static Board game() {
        return board(
                ". . . O . . . X .",
                ". O O X . . . X O",
                ". O X . X . X X O",
                ". O X X X X O O .",
                ". . O X O O . . O",
                "O O O O . . O . .",
                "X O X X O O . . .",
                "X X X X X O . . .",
                "X . X . X O . . .");
    }

    private static final String[] DRAGON = {"H9", "D8", "H8", "C7", "E7", "G7", "H7", "C6", "D6", "E6", "F6", "D5"};

    private static SearchResult defend(Board b, boolean counterAtariFirst) {
        OwlParams p = new OwlParams();
        p.counterAtariBeforeRescueAtDefenceRoot = counterAtariFirst;
        return OwlProblems.reader(b, own, p).defend(dragon(b, DRAGON), null);
    }

    /** With the switch the atari E9 is answered; without it D8's rescue E8. */
    @Test
    public void theCounterAtariGoesBeforeTheRescue() {
        Board b = game();
        SearchResult on = defend(b, true);
        assertEquals(ReadCodes.WIN, on.code());
        assertEquals("E9", v(b, "E9"), on.move());
        SearchResult off = defend(b, false);
        assertEquals(ReadCodes.WIN, off.code());
        assertEquals("without the switch the rescue E8", v(b, "E8"), off.move());
        assertEquals(0, b.stackp());
    }

    /** CounterAtari: E9 takes D9's next-to-last liberty; D9's other liberty C9 is no atari of a pressing string; E8 is D8's own liberty. */
    @Test
    public void whatCountsAsACounterAtari() {
        Board b = game();
        int[] strings = {v(b, "D8")};
        assertTrue(CounterAtari.presses(b, strings, v(b, "E9")));
        assertFalse("D8's own liberty is the rescue", CounterAtari.presses(b, strings, v(b, "E8")));
        assertFalse("C9 is a self-atari beside white's C8", CounterAtari.presses(b, strings, v(b, "C9")));
        assertFalse("F8 touches no pressing string", CounterAtari.presses(b, strings, v(b, "F8")));
    }
}
