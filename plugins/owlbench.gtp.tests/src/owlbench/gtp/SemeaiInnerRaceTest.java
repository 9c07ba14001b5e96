package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Test;

/**
 * semeai.tst 34 (bretz.sgf at move 130, skipped without ../shared): black's S18 kills white's
 * Q18 ("S18 produces a favorable ko", GNU Go 3.8 "1 1 S18"). Without SemeaiParams.innerRaceNoEye
 * the race, after black S18, white T18, black S19, white P19, counts the corner Q19 R19 S19 S18
 * T19 as white's eye and refutes the kill ("1 0 S18"). The handmade counterpart is
 * owlbench.owl.semeai.InnerRaceNoEyeTest.
 */
public class SemeaiInnerRaceTest {

    private static GtpEngine semeai34(boolean innerRaceNoEye) {
        File f = TestEngines.sharedGameFile("bretz.sgf");
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        g.position().semeaiParams().innerRaceNoEye = innerRaceNoEye;
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath() + " 130");
        return e;
    }


    @Test
    public void blacksS18KillsWithTheSwitch() {
        assertEquals("1 1 S18", ok(semeai34(true), "analyze_semeai N18 Q18"));
    }

    @Test
    public void withoutItTheCornerIsWhitesEyeAndTheKillIsRefuted() {
        assertEquals("1 0 S18", ok(semeai34(false), "analyze_semeai N18 Q18"));
    }
}
