package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;

/**
 * The check of a defence's winning move left out where the table holds a failed attack on the
 * string (ReadingParams.safeStringChecks, fourteenth session): the string needs no move, and a
 * move that joins it with more liberties, or captures beside it to give it more, cannot do worse
 * than the pass. Other moves are still checked. Answers as without the switch; nodes bounded
 * between the two.
 */
public class SafeStringCheckTest {

    /** White E1-G1 under Black's wall: no attack works; the defence G2 gains liberties. */
    private static final String[] UNDER_THE_WALL = {
        ".........",
        ".........",
        ".........",
        ".........",
        "...OX....",
        ".........",
        ".....X...",
        "....XX...",
        "....OOO..",
    };

    @Test
    public void aDefenceAfterAFailedAttackIsNotChecked() {
        // the attack, then the defence on the same reader, as the wide check asks them: the
        // defence reads 878 nodes with its check (187 of them the search), 187 without
        for (boolean on : new boolean[] {false, true}) {
            Board b = Diagrams.board(UNDER_THE_WALL);
            int str = Diagrams.v(b, "E1");
            Reader r = new Reader(b, switched(on));
            assertEquals(ReadCodes.FAIL, r.attack(str));
            long before = r.nodeCounter();
            assertEquals(ReadCodes.WIN, r.findDefense(str));
            assertEquals("G2", Diagrams.name(b, r.lastMove()));
            long nodes = r.nodeCounter() - before;
            assertTrue("switch " + on + ", nodes " + nodes, on ? nodes < 400 : nodes > 400);
            assertEquals("the reader leaves the board as it found it", 0, b.stackp());
        }
    }

    @Test
    public void aCaptureBesideTheStringIsNotChecked() {
        // White D1-E1 beside Black's C1 in atari: no attack works, and the defence B1 captures C1,
        // which gives the string a liberty without touching it (947 nodes with its check, 29
        // without; the join alone would leave it checked)
        for (boolean on : new boolean[] {false, true}) {
            Board b = Diagrams.board(
                    ".........",
                    ".........",
                    ".........",
                    ".........",
                    ".X......X",
                    ".X....X..",
                    "..X......",
                    "..O...X..",
                    "..XOO....");
            int str = Diagrams.v(b, "D1");
            Reader r = new Reader(b, switched(on));
            assertEquals(ReadCodes.FAIL, r.attack(str));
            long before = r.nodeCounter();
            assertEquals(ReadCodes.WIN, r.findDefense(str));
            assertEquals("B1", Diagrams.name(b, r.lastMove()));
            long nodes = r.nodeCounter() - before;
            assertTrue("switch " + on + ", nodes " + nodes, on ? nodes < 200 : nodes > 200);
            assertEquals("the reader leaves the board as it found it", 0, b.stackp());
        }
    }

    @Test
    public void withoutTheAttackReadTheDefenceIsChecked() {
        // a fresh reader asked only the defence has no attack in its table: the check is read
        Board b = Diagrams.board(UNDER_THE_WALL);
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.findDefense(Diagrams.v(b, "E1")));
        assertEquals("G2", Diagrams.name(b, r.lastMove()));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() > 400);
    }

    @Test
    public void aMoveAwayFromTheStringIsStillChecked() throws Exception {
        // incident91 139 (held-out seeds 29 and 41): attack S5 0, defend S5 1 P3 (as gnugo);
        // the search's first win T1 is a self-atari beside the string that its check refutes:
        // taken unchecked it was the answer (1 T1)
        Board b = WideCheckPositions.load("incident91.sgf", 139);
        int str = Diagrams.v(b, "S5");
        Reader r = new Reader(b);
        assertEquals(ReadCodes.FAIL, r.attack(str));
        assertEquals(ReadCodes.WIN, r.findDefense(str));
        assertEquals("P3", Diagrams.name(b, r.lastMove()));
    }

    private static ReadingParams switched(boolean on) {
        ReadingParams p = new ReadingParams();
        p.safeStringChecks = on;
        return p;
    }
}
