package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.owl.OwlStatus;
import owlbench.owl.OwlStatus.Status;
import owlbench.reading.ReadCodes;

/**
 * Dragon statuses revised by semeai (doc/dragon.texi): each outcome of the two analyses of a race,
 * the dragon moving first and the other moving first.
 */
public class SemeaiRevisionTest {
    static final int X = 40, Y = 41, Z = 42;

    private static OwlStatus owl(Status st) {
        return new OwlStatus(st, ReadCodes.WIN, Z, true, st == Status.DEAD ? ReadCodes.FAIL : ReadCodes.WIN,
                st == Status.DEAD ? Board.PASS : Z, true, 7);
    }

    private static SemeaiResult semeai(int defense, int attack, int move) {
        return new SemeaiResult(defense, attack, move, 10, false);
    }

    @Test
    public void aDeadDragonTheOtherCannotCaptureEvenMovingFirstIsAlive() {
        OwlStatus r = SemeaiRevision.revise(owl(Status.DEAD), semeai(ReadCodes.WIN, ReadCodes.FAIL, Board.PASS),
                semeai(ReadCodes.WIN, ReadCodes.FAIL, Board.PASS));
        assertEquals(Status.ALIVE, r.status());
        assertEquals("seki or a won race: nothing to attack", "alive", r.gtp(9));
    }

    @Test
    public void aRaceWonByWhoeverMovesFirstIsCriticalWithTheSemeaiMoves() {
        OwlStatus r = SemeaiRevision.revise(owl(Status.DEAD), semeai(ReadCodes.WIN, ReadCodes.WIN, X),
                semeai(ReadCodes.WIN, ReadCodes.WIN, Y));
        assertEquals(Status.CRITICAL, r.status());
        assertEquals("the other's move attacks", Y, r.attackMove());
        assertEquals("the dragon's own move defends", X, r.defenseMove());
    }

    @Test
    public void aRaceLostEvenMovingFirstIsDead() {
        OwlStatus r = SemeaiRevision.revise(owl(Status.CRITICAL), semeai(ReadCodes.FAIL, ReadCodes.FAIL, Board.PASS),
                semeai(ReadCodes.WIN, ReadCodes.WIN, Y));
        assertEquals(Status.DEAD, r.status());
        assertEquals("dead", r.gtp(9));
    }

    @Test
    public void owlsCriticalStatusStandsWhereTheRaceIsNoThreat() {
        OwlStatus critical = owl(Status.CRITICAL);
        assertSame(critical, SemeaiRevision.revise(critical, semeai(ReadCodes.WIN, ReadCodes.WIN, X),
                semeai(ReadCodes.WIN, ReadCodes.FAIL, Board.PASS)));
    }

    @Test
    public void aRaceCutShortByItsBudgetChangesNothing() {
        OwlStatus dead = owl(Status.DEAD);
        SemeaiResult guess = new SemeaiResult(ReadCodes.WIN, ReadCodes.FAIL, Board.PASS, 2000, true);
        assertSame(dead, SemeaiRevision.revise(dead, semeai(ReadCodes.WIN, ReadCodes.FAIL, Board.PASS), guess));
    }

    @Test
    public void onlyDeadAndCriticalDragonsRaceAndTheWorseRevisionCounts() {
        assertEquals(true, SemeaiRevision.racing(owl(Status.DEAD)));
        assertEquals(true, SemeaiRevision.racing(owl(Status.CRITICAL)));
        assertEquals(false, SemeaiRevision.racing(owl(Status.ALIVE)));
        assertEquals(false, SemeaiRevision.racing(owl(Status.UNKNOWN)));
        assertEquals(Status.DEAD, SemeaiRevision.worse(owl(Status.CRITICAL), owl(Status.DEAD)).status());
        assertEquals(Status.CRITICAL, SemeaiRevision.worse(owl(Status.CRITICAL), owl(Status.ALIVE)).status());
    }
}
