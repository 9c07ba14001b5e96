package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import org.junit.Test;

import owlbench.board.Board;

/**
 * Reader.ladderAttack (GNU Go's ladder_attack): only ataris for the attacker, only extensions
 * and captures of a neighbour in atari for the defender. The expected answers are the ones GNU
 * Go 3.8 gives on the same positions.
 */
public class LadderAttackTest {

    /** Black D4 with two liberties (D3, E4) against white C4, D5, E3 on 9x9. */
    private static String[] ladder(char b2, char g7) {
        return new String[] {
            ".........",
            ".........",
            "......" + g7 + "..",
            ".........",
            "...O.....",
            "..OX.....",
            "....O....",
            "." + b2 + ".......",
            "........."};
    }

    @Test
    public void aLadderWithoutBreakerWorks() {
        Board b = Diagrams.board(ladder('.', '.'));
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.ladderAttack(Diagrams.v(b, "D4")));
        String m = Diagrams.name(b, r.lastMove());
        assertTrue(m, m.equals("E4") || m.equals("D3"));
        assertEquals(0, b.stackp());
    }

    @Test
    public void aBreakerOnOneSideLeavesTheOtherDirection() {
        // E4 drives black towards the lower left, D3 towards the upper right.
        Board b = Diagrams.board(ladder('.', 'X'));
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.ladderAttack(Diagrams.v(b, "D4")));
        assertEquals("E4", Diagrams.name(b, r.lastMove()));
        b = Diagrams.board(ladder('X', '.'));
        r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.ladderAttack(Diagrams.v(b, "D4")));
        assertEquals("D3", Diagrams.name(b, r.lastMove()));
    }

    @Test
    public void breakersOnBothSidesStopTheLadderButNotTheAttack() {
        Board b = Diagrams.board(ladder('X', 'X'));
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.ladderAttack(Diagrams.v(b, "D4")));
        // full reading still captures (GNU Go: attack D4 = 1 E4)
        assertEquals(ReadCodes.WIN, r.attack(Diagrams.v(b, "D4")));
        assertEquals(0, b.stackp());
    }

    @Test
    public void aLoneCornerStoneIsChasedAlongTheEdge() {
        // black A1 alone has two liberties; either atari drives it along an edge (GNU Go: 1 B1)
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "X........");
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.ladderAttack(Diagrams.v(b, "A1")));
    }

    @Test
    public void onlyTwoLibertyStringsAreAccepted() {
        Board b = Diagrams.board(ladder('.', '.'));
        Reader r = new Reader(b);
        try {
            r.ladderAttack(Diagrams.v(b, "C4"));
            fail("C4 has 3 liberties");
        } catch (IllegalArgumentException e) {
            assertEquals("string must have exactly 2 liberties", e.getMessage());
        }
        try {
            r.ladderAttack(Diagrams.v(b, "A1"));
            fail("A1 is empty");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("empty"));
        }
    }
}
