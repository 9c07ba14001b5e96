package owlbench.tactics;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.expr.MatchBindings;
import owlbench.patterns.expr.PatternFacts;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.ReadingParams;

/** The reading-backed autohelpers answered by {@link TacticalFacts}. */
public class TacticalFactsTest {

    private static MatchBindings bindings(Board b, int color) {
        return new MatchBindings() {
            @Override public Board board() { return b; }
            @Override public int color() { return color; }
            @Override public int point(char label) { return Board.PASS; }
        };
    }

    private static Board position() {
        return Positions.atari();
    }

    @Test
    public void attackDefendAndPlayThenReadOnTheBoardAndLeaveItUnchanged() {
        Board b = position();
        Reader r = new Reader(b, new ReadingParams());
        TacticalFacts f = new TacticalFacts(r, Worms.compute(r));
        MatchBindings white = bindings(b, StoneColor.WHITE);
        int c4 = Positions.v(b, "C4"), d4 = Positions.v(b, "D4");
        assertTrue(f.provides("attack"));
        assertFalse(f.provides("dragonsize"));
        assertEquals(ReadCodes.WIN, (int) f.call("attack", white, new int[] { c4 }));
        assertEquals(ReadCodes.FAIL, (int) f.call("attack", white, new int[] { Positions.v(b, "D5") }));
        // X (black) plays D4 first: C4 is captured
        assertEquals(ReadCodes.WIN, (int) f.call("xplay_attack", white, new int[] { d4, c4 }));
        assertEquals(0, b.stackp());
    }

    @Test
    public void chainedLayersAskTheFirstThatProvides() {
        Board b = position();
        Reader r = new Reader(b, new ReadingParams());
        TacticalFacts tactical = new TacticalFacts(r, Worms.compute(r));
        PatternFacts higher = new PatternFacts() {
            @Override public boolean provides(String name) { return name.equals("attack") || name.equals("dragonsize"); }
            @Override public double call(String name, MatchBindings m, int[] p) { return 42; }
        };
        PatternFacts chain = PatternFacts.chain(higher, tactical);
        MatchBindings white = bindings(b, StoneColor.WHITE);
        int c4 = Positions.v(b, "C4");
        assertEquals(42, chain.call("attack", white, new int[] { c4 }), 0);
        assertEquals(ReadCodes.WIN, chain.call("xplay_attack", white, new int[] { Positions.v(b, "D4"), c4 }), 0);
        assertFalse(chain.provides("omoyo"));
    }
}
