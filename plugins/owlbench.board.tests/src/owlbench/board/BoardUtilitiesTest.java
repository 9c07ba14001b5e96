package owlbench.board;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.board.Diagrams.board;
import static owlbench.board.Diagrams.v;

import java.util.Arrays;

import org.junit.Test;

/** GNU Go's board utilities beyond the core API: tryko, chainlinks2, common liberties, edges. */
public class BoardUtilitiesTest {

    @Test
    public void trykoAllowsTheKoRecapture() {
        Board b = board(
                ". X O . .",
                "X O . O .",
                ". X O . .",
                ". . . . .",
                ". . . . .");
        b.play(v(b, "C4"), StoneColor.BLACK);
        int b4 = v(b, "B4");
        assertFalse(b.trymove(b4, StoneColor.WHITE));
        String before = BoardOracle.snapshot(b);
        assertTrue(b.tryko(b4, StoneColor.WHITE));
        assertEquals(StoneColor.EMPTY, b.color(v(b, "C4")));
        assertEquals(v(b, "C4"), b.koPoint());
        BoardOracle.check(b, "after tryko");
        b.popgo();
        assertEquals(before, BoardOracle.snapshot(b));
        assertFalse("occupied", b.tryko(v(b, "C4"), StoneColor.WHITE));
    }

    @Test
    public void adjacentStringsWithLiberties() {
        Board b = board(
                ". . . . .",
                ". O . . .",
                "O X X O .",
                ". O . . .",
                ". . . . .");
        int[] out = new int[8];
        int n = b.adjacentStringsWithLiberties(v(b, "B3"), 2, out);
        int[] found = Arrays.copyOf(out, n);
        Arrays.sort(found);
        assertArrayEquals(new int[] {v(b, "A3")}, found);
        n = b.adjacentStringsWithLiberties(v(b, "B3"), 3, out);
        found = Arrays.copyOf(out, n);
        Arrays.sort(found);
        assertArrayEquals(new int[] {v(b, "B4"), v(b, "D3"), v(b, "B2")}, found);
    }

    @Test
    public void commonLiberties() {
        Board b = board(
                ". . . . .",
                ". X . O .",
                ". . . . .",
                ". O . X .",
                ". . . . .");
        int b4 = v(b, "B4");
        int d4 = v(b, "D4");
        assertEquals(1, b.countCommonLibs(b4, d4)); // C4
        int[] libs = new int[4];
        assertEquals(1, b.findCommonLibs(b4, d4, 4, libs));
        assertEquals(v(b, "C4"), libs[0]);
        assertTrue(b.haveCommonLib(b4, v(b, "B2")));
        assertFalse(b.haveCommonLib(b4, v(b, "D2")));
    }

    @Test
    public void edges() {
        Board b = new Board(9);
        assertTrue(b.isCorner(v(b, "A1")));
        assertTrue(b.isCorner(v(b, "J9")));
        assertFalse(b.isCorner(v(b, "A2")));
        assertTrue(b.isEdge(v(b, "A5")));
        assertFalse(b.isEdge(v(b, "B5")));
        assertEquals(4, b.edgeDistance(v(b, "E5")));
        assertEquals(2, b.edgeDistance(v(b, "C7")));
    }

    @Test
    public void stoneHashAtGivesEachLevelOfTheTrymoveStack() {
        Board b = new Board(9);
        long empty = b.stoneHash();
        assertTrue(b.trymove(v(b, "E5"), StoneColor.BLACK));
        long one = b.stoneHash();
        assertTrue(b.trymove(Board.PASS, StoneColor.WHITE));
        assertEquals(empty, b.stoneHashAt(0));
        assertEquals(one, b.stoneHashAt(1));
        assertEquals("a pass leaves the stones as they were", one, b.stoneHashAt(2));
        try {
            b.stoneHashAt(3);
            throw new AssertionError("a level above stackp must be refused");
        } catch (IllegalArgumentException expected) {
            assertTrue(expected.getMessage(), expected.getMessage().contains("3"));
        }
        b.popgo();
        b.popgo();
        assertEquals(empty, b.stoneHashAt(0));
    }
}
