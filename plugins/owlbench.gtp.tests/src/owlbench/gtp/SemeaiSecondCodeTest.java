package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static owlbench.gtp.GtpAnswers.ok;

import java.io.File;
import java.util.function.Consumer;

import org.junit.Assume;
import org.junit.Test;

import owlbench.owl.semeai.SemeaiParams;

/**
 * Semeai's second code on positions of GNU Go's regression files (skipped without ../shared), each
 * with its switch on (GNU Go 3.8's answer) and off: owl's living dragon killed by the other's
 * defence (SemeaiParams.defenceKillsAlive; semeai.tst 102) and the loser's outside liberty the
 * winner fills only by a self-atari (SemeaiParams.unfillableOutside; 35, 118, 133). The handmade
 * counterparts are owlbench.owl.semeai.OwlVerdictTest and UnfillableOutsideTest.
 */
public class SemeaiSecondCodeTest {

    private static String semeai(String file, String move, String before, String question, Consumer<SemeaiParams> semeai) {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        File f = new File(shared, "gnugo-3.8/regression/" + file);
        Assume.assumeTrue("skipped: " + f + " is absent (../shared beside the clone holds GNU Go 3.8)", f.isFile());
        OwlbenchGtp g = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules());
        semeai.accept(g.position().semeaiParams());
        GtpEngine e = g.engine();
        ok(e, "loadsgf " + f.getAbsolutePath() + (move.isEmpty() ? "" : " " + move));
        if (!before.isEmpty()) ok(e, before);
        return ok(e, question);
    }


    /** semeai.tst 102: white's C6 against black's D9, which owl finds alive; gnugo "1 1 D6". */
    @Test
    public void semeai102TheDefenceKills() {
        String q = "analyze_semeai C6 D9";
        assertEquals("1 1 D6", semeai("games/semeai/semeai17.sgf", "52", "", q, p -> { }));
        assertEquals("1 0 D6", semeai("games/semeai/semeai17.sgf", "52", "", q, p -> p.defenceKillsAlive = false));
    }

    /**
     * semeai.tst 54's position after black's E11 (owlbench's move there): owl's defence of white's
     * C19 is the retake at D11 that the ko rule bans now; analyze_semeai C19 B16 answered an internal
     * error before the verdict's owl_does_attack was kept to legal moves. GNU Go 3.8: "1 0 B12".
     */
    @Test
    public void semeai54AfterE11TheBannedRetakeIsNotPlayed() {
        assertEquals("3 0 D11", semeai("games/reading41.sgf", "130", "play black E11", "analyze_semeai C19 B16", p -> { }));
    }

    /** semeai.tst 118: white's H3 against black's H5 after white's H2; gnugo "1 0 G1". */
    @Test
    public void semeai118BlacksOutsideLibertyNeedsAnApproach() {
        String q = "analyze_semeai H3 H5";
        assertEquals("1 0 G1", semeai("games/semeai/semeai18.sgf", "", "play white H2", q, p -> { }));
        assertEquals("1 1 G1", semeai("games/semeai/semeai18.sgf", "", "play white H2", q, p -> p.unfillableOutside = false));
    }

    /** semeai.tst 35: black's M13 against white's M11; gnugo "1 1 N13". */
    @Test
    public void semeai35() {
        String q = "analyze_semeai M13 M11";
        assertEquals("1 1 N13", semeai("games/mertin13x13/gnugo-goliath2.W+38.sgf", "61", "", q, p -> { }));
        // off: "1 0 N13" on h/sem19a alone; "1 3 J13" since h/sem19b's capture rules were merged beside it
        assertEquals("1 3 J13", semeai("games/mertin13x13/gnugo-goliath2.W+38.sgf", "61", "", q, p -> p.unfillableOutside = false));
    }

    /** semeai.tst 133: white's D9 against black's G3; gnugo "1 2 H2" (a ko). */
    @Test
    public void semeai133() {
        String q = "analyze_semeai D9 G3";
        assertEquals("1 2 H2", semeai("games/CrazyStone1.sgf", "56", "", q, p -> { }));
        assertEquals("1 1 H2", semeai("games/CrazyStone1.sgf", "56", "", q, p -> p.unfillableOutside = false));
    }
}
