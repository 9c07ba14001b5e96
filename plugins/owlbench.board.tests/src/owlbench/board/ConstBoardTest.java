package owlbench.board;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotSame;
import static org.junit.Assert.assertTrue;

import java.lang.reflect.Method;
import java.util.Set;

import org.junit.Test;

/** The read-only view of a position: no changing methods, and reading it leaves the position as it was. */
public class ConstBoardTest {

    @Test
    public void offersNoMethodThatChangesThePosition() {
        Set<String> changing = Set.of("play", "undo", "trymove", "tryko", "popgo", "setStone", "setStones", "clear",
                "setSuicideAllowed", "setPositionalSuperko");
        for (Method m : ConstBoard.class.getMethods()) {
            assertFalse(m.getName(), changing.contains(m.getName()));
        }
        for (String name : changing) {
            boolean onBoard = false;
            for (Method m : Board.class.getMethods()) onBoard |= m.getName().equals(name);
            assertTrue("Board keeps its own API: " + name, onBoard);
        }
    }

    @Test
    public void readingLeavesThePositionAsItWasAndACopyIsIndependent() {
        Board b = new Board(9);
        b.setPositionalSuperko(true);
        b.play(Vertex.parse("E5", 9), StoneColor.BLACK);
        b.play(Vertex.parse("E6", 9), StoneColor.WHITE);
        ConstBoard view = b;
        long hash = view.hash();
        int stack = view.stackp();
        // queries that use the board's scratch space or try the move internally
        assertEquals(MoveLegality.LEGAL, view.legalityOf(Vertex.parse("D5", 9), StoneColor.WHITE));
        assertEquals(5, view.approxlib(Vertex.parse("D5", 9), StoneColor.BLACK, 10, null));
        assertTrue(view.accuratelib(Vertex.parse("F6", 9), StoneColor.BLACK, 10, null) > 0);
        assertFalse(view.doesCapture(Vertex.parse("F6", 9), StoneColor.BLACK));
        assertEquals(hash, view.hash());
        assertEquals(stack, view.stackp());
        assertEquals(2, view.moveHistory().size());
        Board copy = view.copy();
        assertNotSame(b, copy);
        copy.play(Vertex.parse("D5", 9), StoneColor.WHITE);
        assertEquals("the copy is the caller's own", hash, view.hash());
        b.play(Vertex.parse("D4", 9), StoneColor.BLACK);
        assertEquals("read-only is not immutable: the owner's move shows", StoneColor.BLACK,
                view.color(Vertex.parse("D4", 9)));
    }
}
