package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;
import java.util.function.Consumer;

import org.junit.Assume;
import org.junit.Test;

import owlbench.owl.semeai.SemeaiParams;

/**
 * The killer's pass where its retake of the race's ko is banned (SemeaiParams.killerPassInKo) on
 * two positions of GNU Go's regression games (skipped without ../shared): semeai.tst 144, where it
 * gives gnugo's "2 2 PASS", and semeai.tst 88, where the ko is away from the victim's dragon and
 * the killer does not pass (a pass there lost the victim's ko). The handmade counterpart of 144 is
 * KillerPassInKoTest.
 */
public class SemeaiKillerPassTest {

    private static GtpEngine load(String game, String move, Consumer<SemeaiParams> semeai) {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File f = new File(shared, "gnugo-3.8/regression/games/" + game);
        Assume.assumeTrue("skipped: " + f + " is absent (../shared beside the clone holds GNU Go 3.8)", f.isFile());
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        semeai.accept(g.position().semeaiParams());
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath() + " " + move);
        return e;
    }


    /** semeai.tst 144: white to move after black's ko capture at D1, its retake at C1 banned. */
    @Test
    public void theKillerPassesForAGoodKo() {
        assertEquals("2 2 PASS", ok(load("semeai/semeai22.sgf", "7", p -> { }), "analyze_semeai E3 A4"));
        assertEquals("2 3 C1", ok(load("semeai/semeai22.sgf", "7", p -> p.killerPassInKo = false), "analyze_semeai E3 A4"));
    }

    /**
     * semeai.tst 87 and 88 in the suite's order: white's survival is the ko at T12, on black's
     * strings far from white's dragon (the expected answer, which gnugo 3.8 misses with "3 0 T12").
     * A killer that passed there too answered "0 0 PASS".
     */
    @Test
    public void noPassForAKoAwayFromTheVictim() {
        GtpEngine e = load("semeai/semeai16.sgf", "222", p -> { });
        assertEquals("1 1 Q19", ok(e, "analyze_semeai N19 S18"));
        assertEquals("2 0 T12", ok(e, "analyze_semeai S18 N19"));
    }
}
