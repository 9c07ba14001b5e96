package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * A double ko drawn by hand, read with and without OwlParams.oneKoPerSide (doc/reading.texi's rule
 * 2a without rule 3). White's group on the 11x11's left edge has one sure eye (A7) and two kos, each
 * of which white turns into a second eye by connecting. At the top a black stone in atari (A10):
 * white takes it at A11 (a ko) and connects at A10, which saves B10 and makes B9 an eye. At the
 * bottom white's B3 is in atari: white connects at B4, which makes A5 an eye, and black takes B3 at
 * B4 (a ko). White needs one ko, black both: after black's B4 white's A11 is a legal capture, black
 * has to retake A10 after a threat, and then white's B3 is legal again. The group lives (gnugo 3.8:
 * owl_attack A9 0, owl_defend 1 B4, dragon_status alive). owlbench reads it alive with the rule and
 * without: white's capture at A11 after black's B4 counts two eyes at once (A7 and B9), so the read
 * never reaches black's second ko after a threat, the line rule 2a refuses. So the rule is not what
 * keeps such a group alive here; owl.tst 240's double ko needs it because there the read does go on
 * after white's capture (docs/benchmarks.md, twenty-sixth session).
 */
public class OwlDoubleKoTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    /** The double ko: the top corner's mutual ataris (A10, B10) and the bottom's B3 in atari. */
    static Board doubleKo() {
        return OwlProblems.board(
                ". X X X . . . . . . .",
                "X O X X . . . . . . .",
                "O . O X . . . . . . .",
                "O O O X . . . . . . .",
                ". O O X . . . . . . .",
                "O O O X . . . . . . .",
                ". O O X . . . . . . .",
                "O . O X . . . . . . .",
                "X O X X . . . . . . .",
                "X X X X . . . . . . .",
                ". . . . . . . . . . .");
    }

    private static final String[] GROUP = "A9 C9 A8 B8 C8 B7 C7 A6 B6 C6 B5 C5 C4".split(" ");

    private static OwlParams params(boolean oneKoPerSide) {
        OwlParams params = new OwlParams();
        params.oneKoPerSide = oneKoPerSide;
        return params;
    }

    @Test
    public void theDoubleKoLivesWithAndWithoutTheRule() {
        for (boolean rule : new boolean[] {false, true}) {
            Board b = doubleKo();
            SearchResult r = OwlProblems.reader(b, db, params(rule)).attack(OwlProblems.dragon(b, GROUP), null);
            assertEquals("the board is left as it was", 0, b.stackp());
            assertEquals("oneKoPerSide " + rule, ReadCodes.FAIL, r.code());
        }
    }

    @Test
    public void afterBlacksKoCaptureWhiteTakesTheOtherKo() {
        for (boolean rule : new boolean[] {false, true}) {
            Board b = doubleKo();
            b.play(OwlProblems.v(b, "B4"), StoneColor.BLACK);
            SearchResult r = OwlProblems.reader(b, db, params(rule)).defend(OwlProblems.dragon(b, GROUP), null);
            assertEquals("oneKoPerSide " + rule, ReadCodes.WIN, r.code());
            assertEquals("A11", Vertex.toString(r.move(), b.size()));
        }
    }

    @Test
    public void copiesKeepTheRule() {
        // the fresh reads and the semeai reader read on copies of the owl's parameters
        assertTrue(params(true).copy().oneKoPerSide);
        assertFalse(params(false).copy().oneKoPerSide);
    }
}
