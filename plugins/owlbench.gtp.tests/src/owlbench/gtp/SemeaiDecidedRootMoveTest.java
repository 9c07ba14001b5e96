package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;
import java.util.function.Consumer;

import org.junit.Assume;
import org.junit.Test;

import owlbench.owl.semeai.SemeaiParams;

/**
 * The move of a race the count already gives to the killer (SemeaiParams.decidedRootMove) on two
 * positions of GNU Go's regression files (skipped without ../shared): semeai.tst 27 and 31, where
 * the killer's own vital point was the answer and GNU Go fills the liberty the victim would extend
 * from. The handmade counterpart is owlbench.owl.semeai.DecidedRootMoveTest.
 */
public class SemeaiDecidedRootMoveTest {

    private static GtpEngine load(String file, String move, Consumer<SemeaiParams> semeai) {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File f = new File(shared, "gnugo-3.8/regression/" + file);
        Assume.assumeTrue("skipped: " + f + " is absent (../shared beside the clone holds GNU Go 3.8)", f.isFile());
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        semeai.accept(g.position().semeaiParams());
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath() + (move.isEmpty() ? "" : " " + move));
        return e;
    }


    /** semeai.tst 27: black's Q7 against white's R7, won by the count; gnugo "1 1 S9". */
    @Test
    public void semeai27FillsTheVictimsExtension() {
        assertEquals("1 1 S9", ok(load("golois/Goemate990902-1.sgf", "", p -> { }), "analyze_semeai Q7 R7"));
        assertEquals("1 1 N7", ok(load("golois/Goemate990902-1.sgf", "", p -> p.decidedRootMove = false), "analyze_semeai Q7 R7"));
    }

    /** semeai.tst 31: black's G4 against white's B3, won by the count; gnugo "1 1 C1". */
    @Test
    public void semeai31FillsTheVictimsExtension() {
        assertEquals("1 1 C1", ok(load("games/strategy11.sgf", "127", p -> { }), "analyze_semeai G4 B3"));
        assertEquals("1 1 L2", ok(load("games/strategy11.sgf", "127", p -> p.decidedRootMove = false), "analyze_semeai G4 B3"));
    }
}
