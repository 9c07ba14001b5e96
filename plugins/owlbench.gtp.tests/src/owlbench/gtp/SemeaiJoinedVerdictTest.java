package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.TestEngines.ok;
import static owlbench.gtp.TestEngines.sharedGame;

import java.io.File;
import java.util.function.Consumer;

import org.junit.Test;

import owlbench.owl.semeai.SemeaiParams;

/**
 * semeai.tst rows that owl's statuses of a dragon joined across the other answered "0 0 PASS"
 * before any race was read: SemeaiParams.partAfterVerdict races the named parts there, and on the
 * parts SemeaiParams.eyedRacerInSpace (147) and SemeaiParams.eyeSizeByArea (99) decide. On GNU
 * Go's regression games (skipped without ../shared); the expected codes are the suite's, which
 * gnugo 3.8 gives too ("1 1 B15", "1 0 S17").
 */
public class SemeaiJoinedVerdictTest {

    /** The switches of this test, each set as given (namedPart off, as the default). */
    private static Consumer<SemeaiParams> switches(boolean partAfterVerdict, boolean eyedRacer, boolean eyeArea) {
        return p -> {
            p.namedPart = false;
            p.partAfterVerdict = partAfterVerdict;
            p.eyedRacerInSpace = eyedRacer;
            p.eyeSizeByArea = eyeArea;
        };
    }

    /** semeai.tst 147: semeai6.sgf, white A15 and black D13 played, analyze_semeai A12 A14. */
    private static String row147(Consumer<SemeaiParams> s) {
        GtpEngine e = sharedGame("semeai/semeai6.sgf", s);
        ok(e, "play white A15");
        ok(e, "play black D13");
        return ok(e, "analyze_semeai A12 A14");
    }

    /** semeai.tst 99: beedee-gnugo-3.5.3-200401140035.sgf at move 280, analyze_semeai R13 Q13. */
    private static String row99(Consumer<SemeaiParams> s) {
        String game = "nngs/beedee-gnugo-3.5.3-200401140035.sgf";
        GtpEngine e = sharedGame(game, s);
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        ok(e, "loadsgf " + new File(shared, "gnugo-3.8/regression/games/" + game).getAbsolutePath() + " 280");
        return ok(e, "analyze_semeai R13 Q13");
    }

    private static String codes(String answer) {
        String[] r = answer.split(" ");
        return r[0] + " " + r[1];
    }

    @Test
    public void theNamedPartsRaceWhereOwlJudgedAJoinedDragon() {
        // black's A14 dragon also holds its G14-Q14 side across white's E13: owl calls it alive;
        // its A14-E14 D13 part (gnugo's dragon) is killed by white's B15-E15 fills
        assertEquals("1 1", codes(row147(switches(true, true, true))));
        assertEquals("owl's verdict on the whole dragons", "0 0 PASS", row147(switches(false, true, true)));
    }

    @Test
    public void anEyeAroundARacerWithAnEyeIsNoEye() {
        // on the part, black's optics eye around white's whole A12 group (its eye A11) had made
        // the eyes equal, so white's fills could not kill
        assertEquals("1 0", codes(row147(switches(true, false, true))));
    }

    @Test
    public void eyesAreComparedByTheirArea() {
        // black's seki on the R13 part: with eyes compared by the liberties left in them, the
        // count decided every line for white
        assertEquals("1 0", codes(row99(switches(true, true, true))));
        assertEquals("0 0 PASS", row99(switches(true, true, false)));
        assertEquals("owl's verdict on the whole dragons", "0 0 PASS", row99(switches(false, true, true)));
    }
}
