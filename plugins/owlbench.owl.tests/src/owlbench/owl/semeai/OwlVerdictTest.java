package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.owl.OwlStatus;
import owlbench.owl.OwlStatus.Status;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.TreeRecorder;

/**
 * Owl before the race ({@link OwlVerdict} through {@link SemeaiReader}): which dragons owl is asked
 * about, and the answers where one lives, on the one-liberty race of {@link SemeaiReaderTest}
 * with owl's statuses given.
 */
public class OwlVerdictTest {
    private final Board b = SemeaiReaderTest.board(SemeaiReaderTest.ONE_AGAINST_ONE);
    private final int[] black = SemeaiReaderTest.string(b, "A5"), white = SemeaiReaderTest.string(b, "A6");
    private final List<Integer> asked = new ArrayList<>();

    private IntFunction<OwlStatus> owl(OwlStatus a, OwlStatus c) {
        return i -> {
            asked.add(i);
            return i == 0 ? a : c;
        };
    }

    private static OwlStatus status(Status st, int attack, int defense) {
        return new OwlStatus(st, st == Status.ALIVE ? ReadCodes.FAIL : ReadCodes.WIN, attack, true,
                st == Status.CRITICAL ? ReadCodes.WIN : ReadCodes.FAIL, defense, true, 5);
    }

    private SemeaiResult analyze(int[] maxEyes, IntFunction<OwlStatus> owl) {
        RaceOptics optics = RaceOptics.of(new int[0], new int[2], maxEyes);
        SemeaiResult r = new SemeaiReader(new Reader(b), new SemeaiParams()).analyze(black, white, optics, owl, null);
        assertEquals("the board is restored", 0, b.stackp());
        return r;
    }

    @Test
    public void dragonsWithoutRoomForEyesAreRacedNotAskedOfOwl() {
        SemeaiResult r = analyze(new int[] {0, 1}, owl(status(Status.ALIVE, Board.PASS, Board.PASS),
                status(Status.DEAD, Board.PASS, Board.PASS)));
        assertTrue("owl not asked: " + asked, asked.isEmpty());
        assertEquals("the race as gnugo reads it (black captures first)", "1 1 E6", r.gtp(9));
    }

    @Test
    public void aLivingDragonKillsWhereOwlsAttackOnTheOtherWorks() {
        int kill = SemeaiReaderTest.v(b, "E6");
        SemeaiResult r = analyze(new int[] {2, 0}, owl(status(Status.ALIVE, Board.PASS, Board.PASS),
                status(Status.CRITICAL, kill, kill)));
        assertEquals("1 1 E6", r.gtp(9));
        assertEquals("decided without reading the race", 0, r.nodes());
        assertEquals(List.of(0, 1), asked);
    }

    @Test
    public void againstALivingDragonADragonSurvivesOnlyByOwlsDefence() {
        int save = SemeaiReaderTest.v(b, "E5");
        SemeaiResult r = analyze(new int[] {2, 2}, owl(status(Status.CRITICAL, save, save),
                status(Status.ALIVE, Board.PASS, Board.PASS)));
        assertEquals("1 0 E5", r.gtp(9));
        r = analyze(new int[] {2, 2}, owl(status(Status.DEAD, Board.PASS, Board.PASS),
                status(Status.ALIVE, Board.PASS, Board.PASS)));
        assertEquals("0 0 PASS", r.gtp(9));
        r = analyze(new int[] {2, 2}, owl(status(Status.ALIVE, Board.PASS, Board.PASS),
                status(Status.ALIVE, Board.PASS, Board.PASS)));
        assertEquals("both live: no race", "1 0 PASS", r.gtp(9));
    }

    @Test
    public void neitherAliveOrAnUnknownStatusLeavesTheRaceToTheReader() {
        SemeaiResult r = analyze(new int[] {2, 2}, owl(status(Status.CRITICAL, Board.PASS, Board.PASS),
                status(Status.DEAD, Board.PASS, Board.PASS)));
        assertEquals("the race's answer", "1 1 E6", r.gtp(9));
        assertEquals("both asked, neither alive", List.of(0, 1), asked);
        OwlStatus unknown = new OwlStatus(Status.UNKNOWN, ReadCodes.FAIL, Board.PASS, false, ReadCodes.FAIL, Board.PASS, true, 1000);
        r = analyze(new int[] {2, 2}, owl(status(Status.ALIVE, Board.PASS, Board.PASS), unknown));
        assertEquals("1 1 E6", r.gtp(9));
    }

    @Test
    public void theRecordedTreeSaysOwlDecided() {
        TreeRecorder t = new TreeRecorder();
        RaceOptics optics = RaceOptics.of(new int[0], new int[2], new int[] {2, 0});
        new SemeaiReader(new Reader(b), new SemeaiParams()).analyze(black, white, optics,
                owl(status(Status.ALIVE, Board.PASS, Board.PASS), status(Status.DEAD, Board.PASS, Board.PASS)), t);
        assertEquals("no moves were read", 0, t.nodeCount());
        assertTrue(t.function(), t.function().contains("owl: A alive, B dead"));
    }

    /** The verdict of {@link #againstALivingDragonADragonSurvivesOnlyByOwlsDefence} with owl_does_attack given. */
    private SemeaiResult aliveCheckedByDefence(boolean defenceKillsAlive, int trialCode, List<Integer> tried) {
        int save = SemeaiReaderTest.v(b, "E5");
        RaceOptics optics = RaceOptics.of(new int[0], new int[2], new int[] {2, 2});
        SemeaiParams p = new SemeaiParams();
        p.defenceKillsAlive = defenceKillsAlive;
        OwlTrial trial = (move, dragon) -> {
            tried.add(move);
            tried.add(dragon);
            return trialCode;
        };
        SemeaiResult r = new SemeaiReader(new Reader(b), p).analyze(black, white, optics,
                owl(status(Status.CRITICAL, save, save), status(Status.ALIVE, Board.PASS, Board.PASS)), trial, null);
        assertEquals("the board is restored", 0, b.stackp());
        return r;
    }

    @Test
    public void aDefenceThatAlsoKillsTheLivingDragonKills() {
        List<Integer> tried = new ArrayList<>();
        assertEquals("1 1 E5", aliveCheckedByDefence(true, ReadCodes.WIN, tried).gtp(9));
        assertEquals("owl_does_attack of A's defence, against B", List.of(SemeaiReaderTest.v(b, "E5"), 1), tried);
    }

    @Test
    public void aKoOrNoKillByTheDefenceLeavesOwlsVerdict() {
        assertEquals("1 0 E5", aliveCheckedByDefence(true, ReadCodes.KO_A, new ArrayList<>()).gtp(9));
        assertEquals("1 0 E5", aliveCheckedByDefence(true, ReadCodes.FAIL, new ArrayList<>()).gtp(9));
    }

    /**
     * A's defence move that A may not play now (owl's ko retake banned by the ko rule, semeai.tst 54
     * after black's E11; here a point that holds a stone) is not asked of owl_does_attack, which
     * refuses it, and owl's verdict stands.
     */
    @Test
    public void aDefenceMoveIllegalNowIsNotAskedAndOwlsVerdictStands() {
        int banned = SemeaiReaderTest.v(b, "A4");
        RaceOptics optics = RaceOptics.of(new int[0], new int[2], new int[] {2, 2});
        OwlTrial trial = (move, dragon) -> {
            if (!b.isLegal(move, b.color(black[0]))) throw new IllegalArgumentException("illegal move");
            return ReadCodes.WIN;
        };
        SemeaiResult r = new SemeaiReader(new Reader(b), new SemeaiParams()).analyze(black, white, optics,
                owl(status(Status.CRITICAL, banned, banned), status(Status.ALIVE, Board.PASS, Board.PASS)), trial, null);
        assertEquals("1 0 A4", r.gtp(9));
        assertEquals("the board is restored", 0, b.stackp());
    }

    @Test
    public void switchedOffTheDefenceIsNotAsked() {
        List<Integer> tried = new ArrayList<>();
        assertEquals("1 0 E5", aliveCheckedByDefence(false, ReadCodes.WIN, tried).gtp(9));
        assertTrue("owl_does_attack not asked", tried.isEmpty());
    }
}
