package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;

import java.util.List;

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

    /** A race whose other dragon cannot survive even moving first: D captures it whoever moves. */
    private static SemeaiRevision.Race captured(boolean otherCapturesElsewhere) {
        return captured(Status.DEAD, otherCapturesElsewhere);
    }

    /** The same with the other dragon's owl status. */
    private static SemeaiRevision.Race captured(Status otherOwl, boolean otherCapturesElsewhere) {
        return new SemeaiRevision.Race(semeai(ReadCodes.WIN, ReadCodes.WIN, X), semeai(ReadCodes.FAIL, ReadCodes.FAIL, Board.PASS),
                owl(otherOwl), otherCapturesElsewhere);
    }

    /** A race lost whoever moves first. */
    private static SemeaiRevision.Race lost() {
        return new SemeaiRevision.Race(semeai(ReadCodes.FAIL, ReadCodes.FAIL, Board.PASS), semeai(ReadCodes.WIN, ReadCodes.WIN, Y),
                owl(Status.CRITICAL), false);
    }

    @Test
    public void aDragonThatCapturesANeighbourWhoeverMovesLivesThoughAnotherRaceIsLost() {
        // semeai15.sgf's J7: it takes H7 whoever moves first, and would lose to J9; GNU Go calls it alive
        OwlStatus r = SemeaiRevision.reviseAll(owl(Status.DEAD), List.of(lost(), captured(false)));
        assertEquals(Status.ALIVE, r.status());
        assertEquals("alive", r.gtp(9));
        // and owl's critical does not stand against a sure capture (semeai15.sgf's A13 takes E13)
        assertEquals(Status.ALIVE, SemeaiRevision.reviseAll(owl(Status.CRITICAL), List.of(captured(false))).status());
    }

    @Test
    public void aCaptureOfANeighbourThatLivesByAnotherCaptureIsNotSure() {
        // semeai15.sgf's J9 would take J7, but J7 takes H7 first: the worst race counts, as without the capture
        OwlStatus r = SemeaiRevision.reviseAll(owl(Status.DEAD), List.of(captured(true), lost()));
        assertEquals(Status.DEAD, r.status());
        OwlStatus critical = owl(Status.CRITICAL);
        assertSame("owl's critical stands where the race is no threat", critical,
                SemeaiRevision.reviseAll(critical, List.of(captured(true))));
    }

    @Test
    public void aRaceAgainstANeighbourThatLivesByAnotherCaptureIsNoRace() {
        // semeai15.sgf's J9 (owl dead) races only J7, which takes H7 whoever moves: J7 is alive, so
        // owl's dead stands (SemeaiParams.noRaceWithCapturer; GNU Go 3.8: J9 dead)
        OwlStatus dead = owl(Status.DEAD);
        assertSame(dead, SemeaiRevision.reviseAll(dead, List.of(captured(true)), true));
        assertEquals(Status.ALIVE, SemeaiRevision.reviseAll(dead, List.of(captured(true)), false).status());
        // a race against a neighbour that lives by nothing else still revises
        assertEquals(Status.ALIVE, SemeaiRevision.reviseAll(dead, List.of(captured(false)), true).status());
        assertEquals(Status.DEAD, SemeaiRevision.reviseAll(dead, List.of(captured(true), lost()), true).status());
    }

    @Test
    public void aCaptureOfANeighbourOwlFindsCriticalIsNotSure() {
        // the race reader and owl disagree on the neighbour: the worst race counts (owl's critical stands here)
        OwlStatus critical = owl(Status.CRITICAL);
        assertSame(critical, SemeaiRevision.reviseAll(critical, List.of(captured(Status.CRITICAL, false))));
        assertEquals(Status.DEAD, SemeaiRevision.reviseAll(owl(Status.DEAD), List.of(captured(Status.CRITICAL, false), lost()))
                .status());
    }

    @Test
    public void aSureCaptureNeedsBothAnalysesReadToTheirEnd() {
        SemeaiResult guess = new SemeaiResult(ReadCodes.FAIL, ReadCodes.FAIL, Board.PASS, 2000, true);
        SemeaiRevision.Race cutShort = new SemeaiRevision.Race(semeai(ReadCodes.WIN, ReadCodes.WIN, X), guess, owl(Status.DEAD), false);
        assertEquals(Status.DEAD, SemeaiRevision.reviseAll(owl(Status.DEAD), List.of(cutShort, lost())).status());
        OwlStatus dead = owl(Status.DEAD);
        assertSame("no race: owl's status", dead, SemeaiRevision.reviseAll(dead, List.of()));
    }
}
