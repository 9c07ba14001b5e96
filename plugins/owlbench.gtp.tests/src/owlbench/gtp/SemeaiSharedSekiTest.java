package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.TestEngines.ok;

import org.junit.Test;

/**
 * semeai.tst 46 and 47 (GNU Go's semeai9.sgf, skipped without ../shared): white Q12 and black S11
 * share five liberties with no eye on either side, a seki whoever moves (the suite's "1 0" both
 * ways). The count decided lines below the root for the side that could fill the shared liberties
 * only by self-ataris; with SemeaiParams.unfillableShared those lines are read on.
 */
public class SemeaiSharedSekiTest {

    private static GtpEngine load(boolean unfillable) {
        return TestEngines.sharedGame("semeai/semeai9.sgf", p -> p.unfillableShared = unfillable);
    }

    @Test
    public void theSekiIsFoundWhoeverMoves() {
        GtpEngine e = load(true);
        assertEquals("1 0 PASS", ok(e, "analyze_semeai Q12 S11"));
        assertEquals("1 0 PASS", ok(e, "analyze_semeai S11 Q12"));
    }

    @Test
    public void switchedOffTheCountKillsWhite() {
        GtpEngine e = load(false);
        assertEquals("0 0 PASS", ok(e, "analyze_semeai Q12 S11"));
        assertEquals("1 1 R9", ok(e, "analyze_semeai S11 Q12"));
    }
}
