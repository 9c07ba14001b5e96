package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.TestEngines.engine;
import static owlbench.gtp.TestEngines.ok;

import org.junit.Test;

/**
 * SemeaiParams.racesOfNeighbourDragons: dragon_status revises a dragon's owl status by its races
 * against its neighbour dragons of the other colour (doc/dragon.texi's dragon2.adjacent), not only
 * those whose stones touch it. Handmade: semeai.tst 41 and 42's corner (semeai9.sgf) on 9x9, as
 * in CapturedAreaLifeTest. White's corner group A3-A2-B2-B1 touches no black stone (A4, B3, C2,
 * C1 and A1 are empty), yet it is in a race with black's A5 group, which it wins moving first and
 * which cannot kill it moving first: owl calls both dead, the race makes A3 alive. Debian's gnugo
 * 3.8 on this board: dragon_status A3 alive, A5 dead; analyze_semeai A3 A5 "1 1 A6", A5 A3 "0 0 PASS".
 */
public class SemeaiNeighbourRaceTest {

    private static GtpEngine corner(boolean neighbourRaces) {
        return engine(p -> p.racesOfNeighbourDragons = neighbourRaces,
                ". . . . . . . . .",
                ". . . . . . . . .",
                "O O O O O O O . .",
                ". . O O . . O . .",
                "X X . O O . O . .",
                ". X X . O O O . .",
                "O . X X . O O . .",
                "O O . X . O O . .",
                ". O . X . O O . .");
    }

    @Test
    public void theCornerGroupLivesByTheRaceItCannotLose() {
        GtpEngine e = corner(true);
        assertEquals("dead", ok(e, "dragon_status A5"));
        assertEquals("alive", ok(e, "dragon_status A3"));
    }

    @Test
    public void racingOnlyTouchingDragonsLeavesOwlsDead() {
        // off: no black stone touches A3, so no race is weighed and owl's "dead" stands
        assertEquals("dead", ok(corner(false), "dragon_status A3"));
    }
}
