package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static owlbench.gtp.TestEngines.engine;
import static owlbench.gtp.TestEngines.ok;

import org.junit.Test;

/**
 * SemeaiParams.namedPart (off on main) and SemeaiParams.partAfterVerdict (on) on a handmade 7x7
 * position, with no file of ../shared: SemeaiPartTest and SemeaiJoinedVerdictTest hold the rules
 * on semeai.tst 147's game, which a clone without ../shared skips. The position came from a random
 * search over small boards for a race whose answer namedPart alone moves, kept because gnugo 3.8
 * gives the rule's answer; owl's verdict answers the whole dragons there (black's alive), so
 * partAfterVerdict races the same parts.
 */
public class SemeaiPartHandmadeTest {

    /**
     * White's A6-A5 on the left edge against black's B5; black's dragon (gnugo's too) joins
     * B6-C6-C7-B5 to D5-D4-F5 and the stones beyond across white's D7-D6 and E5-E4-E3.
     */
    private static GtpEngine race(boolean namedPart, boolean partAfterVerdict) {
        return engine(p -> {
            p.namedPart = namedPart;
            p.partAfterVerdict = partAfterVerdict;
        },
                ". O X O . X X",
                "O X X O X . X",
                "O X . X O X .",
                ". . . X O X .",
                ". . X . O X O",
                "O X . O . . .",
                "O . O O O . .");
    }

    @Test
    public void withTheNamedPartWhiteDiesMovingFirst() {
        // gnugo 3.8: "0 0 PASS" (in the other order, analyze_semeai B5 A5, the rule's "1 1 E7"
        // has gnugo's codes but not its move A4, which the whole dragon gives: not asserted)
        assertEquals("0 0 PASS", ok(race(true, false), "analyze_semeai A5 B5"));
    }

    @Test
    public void afterOwlsVerdictOnTheJoinedDragonThePartsRace() {
        // the default: owl calls black's whole dragon alive, the parts race; gnugo 3.8 "0 0 PASS"
        assertEquals("0 0 PASS", ok(race(false, true), "analyze_semeai A5 B5"));
    }

    @Test
    public void owlsVerdictOnTheWholeDragonsGivesWhiteAKo() {
        // both switches off: owl's statuses of the whole dragons answer, owl's defence A4 a ko: "3 0 A4"
        assertNotEquals("0 0 PASS", ok(race(false, false), "analyze_semeai A5 B5"));
    }
}
