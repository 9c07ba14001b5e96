package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.owl.OwlStatus;
import owlbench.owl.OwlStatus.Status;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * Owl's kill checked by the race ({@link SemeaiParams#verdictKillRaced}) on the one-liberty race of
 * {@link SemeaiReaderTest}: black's A5-D5 (its one liberty E5) against white's A6-D6 (E6), black to
 * move. Owl's statuses are given as a misread like semeai.tst 33's: black "alive", white critical
 * with a kill that is no kill in the race (J1, far from it); after it white, to move, captures
 * black at E5 first. The race's kill is E6, white's liberty, which takes white.
 */
public class VerdictKillRacedTest {
    private final Board b = SemeaiReaderTest.board(SemeaiReaderTest.ONE_AGAINST_ONE);
    private final int[] black = SemeaiReaderTest.string(b, "A5"), white = SemeaiReaderTest.string(b, "A6");
    private final List<Integer> tried = new ArrayList<>();

    private static OwlStatus status(Status st, int attack) {
        return new OwlStatus(st, st == Status.ALIVE ? ReadCodes.FAIL : ReadCodes.WIN, attack, true,
                st == Status.CRITICAL ? ReadCodes.WIN : ReadCodes.FAIL, attack, true, 5);
    }

    /** analyze_semeai A5 A6 with owl's kill of white at kill, owl_does_attack answering trialCode. */
    private SemeaiResult verdict(boolean on, String kill, int trialCode) {
        RaceOptics optics = RaceOptics.of(new int[0], new int[2], new int[] {2, 0});
        SemeaiParams p = new SemeaiParams();
        p.verdictKillRaced = on;
        OwlTrial trial = (move, dragon) -> {
            tried.add(move);
            return dragon == 1 ? trialCode : ReadCodes.FAIL;
        };
        int k = SemeaiReaderTest.v(b, kill);
        SemeaiResult r = new SemeaiReader(new Reader(b), p).analyze(black, white, optics,
                i -> i == 0 ? status(Status.ALIVE, Board.PASS) : status(Status.CRITICAL, k), trial, null);
        assertEquals("the board is restored", 0, b.stackp());
        return r;
    }

    @Test
    public void owlsKillThatTheRaceRefutesGivesWayToTheRacesKill() {
        assertEquals("1 1 E6", verdict(true, "J1", ReadCodes.WIN).gtp(9));
        assertEquals("E5, white's capture after J1, is refuted by the race; E6 is asked of owl",
                List.of(SemeaiReaderTest.v(b, "E6")), tried);
    }

    @Test
    public void switchedOffOwlsKillStands() {
        assertEquals("1 1 J1", verdict(false, "J1", ReadCodes.WIN).gtp(9));
    }

    @Test
    public void owlsKillThatTheRaceAcceptsStandsUnasked() {
        SemeaiResult r = verdict(true, "E6", ReadCodes.WIN);
        assertEquals("1 1 E6", r.gtp(9));
        assertTrue("owl_does_attack not asked: " + tried, tried.isEmpty());
    }

    @Test
    public void whereOwlFindsNoOtherKillOwlsMoveStands() {
        assertEquals("1 1 J1", verdict(true, "J1", ReadCodes.FAIL).gtp(9));
        assertEquals(List.of(SemeaiReaderTest.v(b, "E6")), tried);
    }
}
