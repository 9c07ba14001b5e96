package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;

import org.junit.Test;

/**
 * analyze_semeai races the part of a dragon that holds the stone asked about, where owlbench's
 * dragon is joined across the other dragon's stones (SemeaiParams.namedPart, switched on here). On a position of
 * GNU Go's regression games (skipped without ../shared); the expected code is gnugo 3.8's.
 */
public class SemeaiPartTest {


    @Test
    public void theRaceIsFoughtWithTheNamedPartOfADragonJoinedAcrossTheOther() {
        File f = TestEngines.sharedGameFile("semeai/semeai6.sgf");
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        // namedPart alone: partAfterVerdict (on by default) races these parts too (SemeaiJoinedVerdictTest)
        g.position().semeaiParams().partAfterVerdict = false;
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath());
        ok(e, "play white A15");
        ok(e, "play black D13");
        assertEquals("the switch's default (off): the whole dragon races", "0 0 PASS", ok(e, "analyze_semeai A12 A14"));
        g.position().semeaiParams().namedPart = true;
        // semeai.tst 147: owlbench's dragon A14 also holds black's G14-Q14 side, joined across
        // white's E13 (a stone of the dragon A12); gnugo's dragon is A14-E14 D13. Raced whole, the
        // far side's 62 liberties lose white every line ("0 0 PASS"); the A14 part leaves white a
        // way to survive (gnugo "1 1 B15")
        String[] r = ok(e, "analyze_semeai A12 A14").split(" ");
        assertEquals("white survives, moving first", "1", r[0]);
    }
}
