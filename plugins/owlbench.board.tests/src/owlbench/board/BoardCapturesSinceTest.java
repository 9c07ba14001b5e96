package owlbench.board;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

/** capturesSince: the stones of a colour the trymove line took since a level, per colour and level. */
public class BoardCapturesSinceTest {

    @Test
    public void countsTheCapturesOfTheLineSinceALevel() {
        Board b = new Board(5);
        // a white stone at A1 with one liberty left (B1 black, A2 empty)
        b.play(b.point(0, 0), StoneColor.WHITE);
        b.play(b.point(1, 0), StoneColor.BLACK);
        assertEquals(0, b.capturesSince(0, StoneColor.WHITE));
        b.trymove(b.point(3, 3), StoneColor.WHITE); // level 0 -> 1, nothing taken
        b.trymove(b.point(0, 1), StoneColor.BLACK); // level 1 -> 2, takes A1
        assertEquals(1, b.capturesSince(0, StoneColor.WHITE));
        assertEquals(1, b.capturesSince(1, StoneColor.WHITE));
        assertEquals(0, b.capturesSince(2, StoneColor.WHITE));
        assertEquals(0, b.capturesSince(0, StoneColor.BLACK));
        b.popgo();
        assertEquals(0, b.capturesSince(0, StoneColor.WHITE));
        assertEquals(0, b.capturesSince(1, StoneColor.WHITE));
    }
}
