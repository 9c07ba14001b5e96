package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Test;

/**
 * SemeaiParams.verdictOnOpenGround on filllib2.sgf move 131 (skipped without ../shared): white's
 * 28-stone Q15 dragon, alive in both engines' owl, surrounds black's P6 (9 stones, dead); Q15's
 * eye spaces hold black's stones, so owl is not asked before the race, and the race spends its
 * budget. With the switch owl's verdict answers after the budget, as GNU Go's semeai does: black
 * P6 neither survives nor kills ("0 0 PASS", the race alone "1 1 P15"). The handmade counterpart
 * is owlbench.owl.semeai.VerdictOnOpenGroundTest.
 */
public class SemeaiVerdictOnOpenGroundTest {

    private static String p6q15(boolean on) {
        File f = TestEngines.sharedGameFile("filllib2.sgf");
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        g.position().semeaiParams().verdictOnOpenGround = on;
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath() + " 131");
        return ok(e, "analyze_semeai P6 Q15");
    }

    @Test
    public void filllib2BlackInsideALivingDragonNeitherSurvivesNorKills() {
        assertEquals("0 0 PASS", p6q15(true));
        assertEquals("1 1 P15", p6q15(false));
    }
}
