package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Test;

/**
 * semeai.tst 33 (nicklas14.sgf at move 55, skipped without ../shared): owl finds black's D9 alive
 * and kills white's B8 by B9, but after B9 white's B8 survives the race; with
 * SemeaiParams.verdictKillRaced the kill is B7, GNU Go 3.8's answer "1 1 B7". The handmade
 * counterpart is owlbench.owl.semeai.VerdictKillRacedTest. Read with OwlParams.lunchGrowthInStatus
 * and bigLunchGrowthInStatus off: with it owl's status read finds D9 critical (as owl_attack does), no verdict answers, and
 * the race reader gives "1 1 B7" by itself (SemeaiStatusReadTest); this test is about the verdict.
 * And with SemeaiParams.contestedEyesNotClear off, as when the rule was written: with it the race
 * after B9 no longer credits white's corner (A9 B9 A8 A7 B7) as an eye, white does not survive
 * that race, and owl's B9 stands ("1 1 B9" on and off).
 */
public class SemeaiVerdictKillRacedTest {

    private static String semeai33(boolean on) {
        File f = TestEngines.sharedGameFile("nicklas/nicklas14.sgf");
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        g.position().semeaiParams().verdictKillRaced = on;
        g.position().owlParams().lunchGrowthInStatus = false;
        g.position().owlParams().bigLunchGrowthInStatus = false;
        g.position().semeaiParams().contestedEyesNotClear = false;
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath() + " 55");
        return ok(e, "analyze_semeai D9 B8");
    }


    @Test
    public void semeai33TheRaceRefutesOwlsKill() {
        assertEquals("1 1 B7", semeai33(true));
        assertEquals("1 1 B9", semeai33(false));
    }
}
