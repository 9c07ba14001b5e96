package owlbench.tactics;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.ReadingParams;

/** Worm data and worm statuses of the tactical layer, on handmade positions. */
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
}
