package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Test;

/**
 * SemeaiParams.cuttableFarStrings on semeai.tst 50 (skipped without ../shared): white's O7 against
 * black's L7, whose far string H6-H5 is joined to its race string only by J6 and J5. With the
 * switch on, owlbench answers "1 1 K7" (expected "1 1 (J5|J6|K7|J4|G5|G6|H7)", GNU Go 3.8 "1 1
 * H7"); off, the union of the strings' liberties gives "1 0 K7". The switch is off by default
 * (measured: docs/benchmarks.md, h/sem20b); the handmade counterpart is
 * owlbench.owl.semeai.CuttableFarStringsTest.
 */
public class SemeaiCuttableFarStringsTest {

    private static String semeai50(boolean on) {
        File f = TestEngines.sharedGameFile("nngs/jypower-gnugo-3.3.17-200304150031.sgf");
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        g.position().semeaiParams().cuttableFarStrings = on;
        // this rule's test: the victim's far string counted as before (SemeaiContactOfVictimTest has it on)
        g.position().semeaiParams().contactLibertiesOfVictim = false;
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath() + " 166");
        return ok(e, "analyze_semeai O7 L7");
    }


    @Test
    public void semeai50TheCutCostsBlackTwoLiberties() {
        assertEquals("1 1 K7", semeai50(true));
        assertEquals("1 0 K7", semeai50(false));
    }
}
