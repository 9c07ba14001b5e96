package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.TestEngines.ok;

import org.junit.Test;

/**
 * semeai.tst 43 (GNU Go's semeai9.sgf, skipped without ../shared): black A16's eyeless dragon
 * outcounts white A12's one eye and nine shared liberties, but black fills A13 only after A15
 * (A14 and A13 would keep A15 alone). With SemeaiParams.approachShared the count decides with that
 * move costed and black kills; without it every line is read on and the searches end at the node
 * budget with nothing found. The seki of 46 and 47 (an eye point left) stays a seki.
 */
public class SemeaiApproachTest {

    private static GtpEngine load(boolean approach) {
        return TestEngines.sharedGame("semeai/semeai9.sgf", p -> p.approachShared = approach);
    }

    @Test
    public void blackKillsWithTheApproachCosted() {
        GtpEngine e = load(true);
        assertEquals("1 1 B11", ok(e, "analyze_semeai A16 A12"));
        assertEquals("1 0 PASS", ok(e, "analyze_semeai Q12 S11"));
        assertEquals("1 0 PASS", ok(e, "analyze_semeai S11 Q12"));
    }

    @Test
    public void switchedOffTheBudgetEndsTheRace() {
        assertEquals("0 0 PASS", ok(load(false), "analyze_semeai A16 A12"));
    }
}
