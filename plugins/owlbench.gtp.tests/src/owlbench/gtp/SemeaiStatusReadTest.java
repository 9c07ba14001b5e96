package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Test;

/**
 * semeai.tst 33 (nicklas14.sgf at move 55, skipped without ../shared): owl_attack D9 kills at C8,
 * and with OwlParams.lunchGrowthInStatus or bigLunchGrowthInStatus (growthInStatus sets both; the
 * last test each alone) dragon_status D9 reads the same kill ("critical", GNU Go
 * 3.8's status too), so no owl verdict answers analyze_semeai D9 B8 and the race reader does; with
 * SemeaiParams.contestedEyesNotClear white's corner space, shared with black's, is no clear eye,
 * and the answer is GNU Go's "1 1 B7". The handmade counterparts are
 * owlbench.owl.OwlStatusLunchGrowthTest and owlbench.owl.semeai.ContestedEyesNotClearTest.
 */
public class SemeaiStatusReadTest {

    private static GtpEngine semeai33(boolean growthInStatus, boolean contested) {
        return semeai33(growthInStatus, growthInStatus, contested);
    }

    private static GtpEngine semeai33(boolean growthInStatus, boolean bigGrowthInStatus, boolean contested) {
        File f = TestEngines.sharedGameFile("nicklas/nicklas14.sgf");
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        g.position().owlParams().lunchGrowthInStatus = growthInStatus;
        g.position().owlParams().bigLunchGrowthInStatus = bigGrowthInStatus;
        g.position().semeaiParams().contestedEyesNotClear = contested;
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath() + " 55");
        return e;
    }


    @Test
    public void theStatusReadFindsOwlAttacksKill() {
        GtpEngine e = semeai33(true, true);
        assertEquals("1 C8", ok(e, "owl_attack D9"));
        assertEquals("critical C8 C9", ok(e, "dragon_status D9"));
        assertEquals("alive", ok(semeai33(false, true), "dragon_status D9"));
    }

    @Test
    public void theRaceReaderAnswersB7() {
        assertEquals("1 1 B7", ok(semeai33(true, true), "analyze_semeai D9 B8"));
        assertEquals("the corner credited as white's eye", "1 3 A8", ok(semeai33(true, false), "analyze_semeai D9 B8"));
        assertEquals("owl's verdict", "1 1 B9", ok(semeai33(false, true), "analyze_semeai D9 B8"));
    }

    /** OwlParams.bigLunchGrowthInStatus alone: the same kill, the same race. */
    @Test
    public void theBigLunchGrowthAloneFindsTheKill() {
        GtpEngine e = semeai33(false, true, true);
        assertEquals("critical C8 C9", ok(e, "dragon_status D9"));
        assertEquals("1 1 B7", ok(e, "analyze_semeai D9 B8"));
        assertEquals("the growth of every lunch alone", "critical C8 C9", ok(semeai33(true, false, true), "dragon_status D9"));
    }
}
