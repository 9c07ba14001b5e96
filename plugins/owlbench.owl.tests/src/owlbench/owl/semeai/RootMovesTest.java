package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.function.IntFunction;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.owl.OwlStatus;
import owlbench.owl.OwlStatus.Status;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.TreeRecorder;

/**
 * What {@link SemeaiReader} adds to the race's own reading at the root: owl's attack point on B
 * and defence point of A, where owl was asked before the race and found neither alive, and a
 * survival code at least the kill's.
 */
public class RootMovesTest {

    private static OwlStatus critical(int attack, int defense) {
        return new OwlStatus(Status.CRITICAL, ReadCodes.WIN, attack, true, ReadCodes.WIN, defense, true, 5);
    }

    private static boolean triedAtRoot(TreeRecorder t, int move, String reason) {
        for (TreeRecorder.Node n : t.roots()) if (n.move == move && n.function.contains(reason)) return true;
        return false;
    }

    /** White A6-D6 (one liberty) against black A5-D5 (three): white loses, so every root move is read. */
    private static TreeRecorder lostRace(boolean owlMoves, IntFunction<OwlStatus> owl) {
        Board b = SemeaiReaderTest.board(SemeaiReaderTest.THREE_AGAINST_ONE);
        SemeaiParams p = new SemeaiParams();
        p.owlMovesAtRoot = owlMoves;
        TreeRecorder t = new TreeRecorder();
        // black (B) has room for two eyes, so owl is asked about it; white (A) has none
        RaceOptics optics = RaceOptics.of(new int[0], new int[2], new int[] {0, 2});
        SemeaiResult r = new SemeaiReader(new Reader(b), p).analyze(SemeaiReaderTest.string(b, "A6"),
                SemeaiReaderTest.string(b, "A5"), optics, owl, t);
        assertEquals("white cannot win the race", "0 0 PASS", r.gtp(9));
        assertEquals("the board is restored", 0, b.stackp());
        return t;
    }

    @Test
    public void owlsAttackPointOnTheOtherDragonIsReadAtTheRoot() {
        Board b = SemeaiReaderTest.board(SemeaiReaderTest.THREE_AGAINST_ONE);
        int attack = SemeaiReaderTest.v(b, "J1"), defense = SemeaiReaderTest.v(b, "H1");
        IntFunction<OwlStatus> owl = i -> i == 1 ? critical(attack, attack) : critical(defense, defense);
        TreeRecorder with = lostRace(true, owl);
        assertTrue("owl's attack point J1 tried", triedAtRoot(with, attack, "owl's attack point"));
        assertFalse("owl was not asked about A, so its defence point is not used", triedAtRoot(with, defense, "owl's defence point"));
        TreeRecorder without = lostRace(false, owl);
        assertFalse("switched off: not tried", triedAtRoot(without, attack, "owl's attack point"));
    }

    @Test
    public void owlsDefencePointIsReadWhereOwlWasAskedAboutA() {
        Board b = SemeaiReaderTest.board(SemeaiReaderTest.THREE_AGAINST_ONE);
        int defense = SemeaiReaderTest.v(b, "H1");
        TreeRecorder t = new TreeRecorder();
        // both have room for eyes: owl is asked about both, and neither is alive
        RaceOptics optics = RaceOptics.of(new int[0], new int[2], new int[] {2, 2});
        IntFunction<OwlStatus> owl = i -> i == 0 ? critical(Board.PASS, defense)
                : new OwlStatus(Status.DEAD, ReadCodes.WIN, Board.PASS, true, ReadCodes.FAIL, Board.PASS, true, 5);
        new SemeaiReader(new Reader(b), new SemeaiParams()).analyze(SemeaiReaderTest.string(b, "A6"),
                SemeaiReaderTest.string(b, "A5"), optics, owl, t);
        assertTrue("owl's defence point H1 tried", triedAtRoot(t, defense, "owl's defence point"));
    }

    @Test
    public void aDragonThatKillsSurvives() {
        // black A5-D5 and white A6-D6 with two liberties each: black to move wins with E6 (gnugo
        // "1 1 E6"); on a budget of four moves the survival search spends them after a pass first
        // and finds nothing, while the attack search's first move is the kill
        Board b = SemeaiReaderTest.board(SemeaiReaderTest.TWO_AGAINST_TWO);
        SemeaiParams p = new SemeaiParams();
        p.nodeLimit = 4;
        SemeaiResult r = new SemeaiReader(new Reader(b), p).analyze(SemeaiReaderTest.string(b, "A5"),
                SemeaiReaderTest.string(b, "A6"), RaceOptics.NONE, null, null);
        assertEquals("1 1 E6", r.gtp(9));
        p.survivalAtLeastKill = false;
        r = new SemeaiReader(new Reader(b), p).analyze(SemeaiReaderTest.string(b, "A5"),
                SemeaiReaderTest.string(b, "A6"), RaceOptics.NONE, null, null);
        assertEquals("switched off: the survival search's own answer", "0 1 E6", r.gtp(9));
    }
}
