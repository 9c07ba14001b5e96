package owlbench.tactics;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;

import java.util.List;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.ReadingParams;

/** Worm data, worm statuses and closed caves of the tactical layer, on handmade positions. */
public class WormsTest {

    /** A white stone in atari in a black net, a safe black wall, and an empty corner. */
    private static Board atari() {
        return Positions.atari();
    }

    @Test
    public void wormsShareOneObjectPerStringAndReadAttackAndDefence() {
        Board b = atari();
        Worms w = Worms.compute(new Reader(b, new ReadingParams()));
        Worm white = w.worm(Positions.v(b, "C4"));
        assertEquals(StoneColor.WHITE, white.color);
        assertEquals(1, white.size);
        assertEquals(ReadCodes.WIN, white.attackCode);
        Worm wall = w.worm(Positions.v(b, "C5"));
        assertSame(wall, w.worm(Positions.v(b, "E5")));
        assertEquals(3, wall.size);
        assertEquals(WormStatus.ALIVE, wall.status());
        assertNull(w.worm(Positions.v(b, "A1")));
        assertEquals(4, w.all().size());
        assertEquals(0, b.stackp());
    }

    @Test
    public void statusFromTheCodes() {
        assertEquals(WormStatus.ALIVE, WormStatus.of(ReadCodes.FAIL, ReadCodes.WIN));
        assertEquals(WormStatus.DEAD, WormStatus.of(ReadCodes.WIN, ReadCodes.FAIL));
        assertEquals(WormStatus.CRITICAL, WormStatus.of(ReadCodes.WIN, ReadCodes.WIN));
        assertEquals(WormStatus.KO, WormStatus.of(ReadCodes.KO_A, ReadCodes.WIN));
        assertEquals(WormStatus.KO, WormStatus.of(ReadCodes.WIN, ReadCodes.KO_B));
        assertEquals("critical", WormStatus.CRITICAL.toString());
    }

    /** A black eye in the top-left corner, and a dead white stone in the bottom-left one. */
    @Test
    public void closedCavesHoldEmptyPointsAndDeadStonesOnly() {
        Board b = Positions.board(
                ".X.....",
                "XX.....",
                ".......",
                ".......",
                ".......",
                "XXX....",
                ".OX....");
        Worms w = Worms.compute(new Reader(b, new ReadingParams()));
        assertTrue(w.worm(Positions.v(b, "B1")).isTacticallyDead());
        List<Caves.Cave> caves = Caves.closed(b, w, StoneColor.BLACK);
        // the corner eye A7 and A1+B1 (a dead white stone and its last liberty); the open area is
        // larger than twice the board size and no cave
        assertEquals(2, caves.size());
        assertEquals(Positions.v(b, "A7"), caves.get(0).start());
        assertEquals(1, caves.get(0).points().length);
        assertEquals(2, caves.get(1).points().length);
        assertEquals(1, caves.get(1).boundaryWorms().length);
        assertEquals(Positions.v(b, "A2"), w.worm(caves.get(1).boundaryWorms()[0]).origin);
        assertTrue(Caves.closed(b, w, StoneColor.WHITE).isEmpty());
    }
}
