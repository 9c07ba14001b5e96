package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.v;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * owl_defend's last resort (OwlParams.refutationAfterFailedRootDefence) and its check by a fresh
 * owl_attack (OwlParams.lastResortCheck) on handmade 7x7 positions, no game of ../shared: a
 * defence found only as the attacker's refutation of a failed defence, and a false last resort
 * the fresh owl_attack refutes. Read with the engine's generated eye shapes
 * (patterns/eyes-generated.db, a build output; skipped where absent). gnugo 3.8 answers both as
 * the defaults do (docs/benchmarks.md, "owl_defend's last resort on handmade positions").
 */
public class OwlLastResortHandmadeTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    /**
     * White's string E3 under black's closed wall, with black's C1 inside: the defences the rules
     * propose are all refuted, and the attacker's refutation B2 is white's own vital point.
     * gnugo 3.8: owl_defend E3 1 B2, owl_does_defend B2 E3 1 (owl_attack E3 1 B2).
     */
    static Board refutationIsTheDefence() {
        return OwlProblems.board(
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                "X X X X X X X",
                ". X . O O O O",
                ". . O O O . .",
                ". . X . O . .");
    }

    /**
     * White's string E3 under black's closed wall, black's B3 and G2 inside: the attacker's
     * refutation A3 lives by owl_defend's own attacker (by ko, KO_B), but a fresh owl_attack after it
     * kills. gnugo 3.8: owl_defend E3 0, owl_does_defend A3 E3 0 (owl_attack E3 1).
     */
    static Board falseLastResort() {
        return OwlProblems.board(
                ". . . . . . .",
                ". . . . . . .",
                ". . . . . . .",
                "X X X X X X X",
                ". X O . O . .",
                ". O O O O O X",
                "O O . . O . .");
    }

    private static SearchResult defend(Board b, OwlParams params) {
        SearchResult r = OwlProblems.reader(b, db, params).defend(OwlProblems.string(b, "E3"), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return r;
    }

    private static OwlParams params(boolean lastResort, boolean check) {
        OwlParams p = new OwlParams();
        p.refutationAfterFailedRootDefence = lastResort;
        p.lastResortCheck = check;
        return p;
    }

    @Test
    public void theOnlyDefenceIsTheAttackersRefutation() {
        Board b = refutationIsTheDefence();
        assertEquals("no defence without the last resort", ReadCodes.FAIL, defend(b, params(false, false)).code());
        SearchResult r = defend(b, new OwlParams());
        assertEquals("the defaults find it", ReadCodes.WIN, r.code());
        assertEquals("at B2", v(b, "B2"), r.move());
        SearchResult unchecked = defend(b, params(true, false));
        assertEquals("the check keeps it", unchecked.code(), r.code());
        assertEquals(unchecked.move(), r.move());
    }

    @Test
    public void aFalseLastResortIsRefusedByTheCheck() {
        Board b = falseLastResort();
        assertEquals("no defence without the last resort", ReadCodes.FAIL, defend(b, params(false, false)).code());
        SearchResult unchecked = defend(b, params(true, false));
        assertEquals("the last resort alone answers a ko defence", ReadCodes.KO_B, unchecked.code());
        assertEquals("at A3", v(b, "A3"), unchecked.move());
        assertEquals("the defaults refuse it, as gnugo", ReadCodes.FAIL, defend(b, new OwlParams()).code());
    }
}
