package owlbench.board;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.board.Diagrams.v;

import org.junit.Test;

/** ASCII board rendering (GNU Go showboard style). */
public class ShowboardTest {

    @Test
    public void fiveByFiveSnapshot() {
        Board b = new Board(5);
        b.play(v(b, "A1"), StoneColor.WHITE);
        b.play(v(b, "B1"), StoneColor.BLACK);
        b.play(v(b, "C3"), StoneColor.WHITE);
        b.play(v(b, "A2"), StoneColor.BLACK); // takes A1
        String expected = ""
                + "   A B C D E\n"
                + " 5 . . . . . 5\n"
                + " 4 . + . + . 4\n"
                + " 3 . . O . . 3\n"
                + " 2 X + . + . 2     Black (X) stones lost: 0\n"
                + " 1 . X . . . 1     White (O) stones lost: 1\n"
                + "   A B C D E\n";
        assertEquals(expected, b.showboard());
    }

    @Test
    public void nineteenHasNineStarPointsAndTwoDigitRows() {
        Board b = new Board(19);
        String s = b.showboard();
        String[] lines = s.split("\n");
        assertEquals(21, lines.length);
        assertEquals("   A B C D E F G H J K L M N O P Q R S T", lines[0]);
        assertEquals("19 . . . . . . . . . . . . . . . . . . . 19", lines[1]);
        assertEquals(" 4 . . . + . . . . . + . . . . . + . . . 4", lines[16]);
        int stars = 0;
        for (int p : b.onBoardPoints()) {
            if (b.isHoshi(p)) {
                stars++;
            }
        }
        assertEquals(9, stars);
        assertTrue(b.isHoshi(v(b, "K10")));
        assertFalse(b.isHoshi(v(b, "C3")));
    }

    @Test
    public void tinyBoardsHaveNoStarPoints() {
        Board b = new Board(2);
        assertEquals("   A B\n"
                + " 2 . . 2     Black (X) stones lost: 0\n"
                + " 1 . . 1     White (O) stones lost: 0\n"
                + "   A B\n", b.showboard());
    }
}
