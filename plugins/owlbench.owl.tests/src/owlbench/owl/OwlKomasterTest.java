package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.regressionGame;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.komasterHoldsKo and komasterOneKo (doc/reading.texi's komaster, rules 3 and 2a) on
 * GNU Go's positions from ../shared (skipped where absent; the engine's generated eye shapes).
 * owl.tst 182 (incident144.sgf before move 242, owl_attack C18 "2 (A15|A17)"): after white's A15,
 * which takes A14, the defender retakes A14 after a threat, and white may not take it back at A15
 * two moves later: owl_defend C18 is KO_B A14 (gnugo 3.8's "3 A14"; without the rule 0). owl.tst 240
 * (marginal_ko.sgf, owl_attack G19): a double ko, where black may take one ko after a threat but
 * not the other as well: the dragon lives (gnugo "0"; without rule 2a "3 B12"); and rule 2a alone
 * (OwlParams.oneKoPerSide, on since the twenty-sixth session, 2026-11-28) reads 240 the same.
 */
public class OwlKomasterTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    private static OwlParams params(boolean holds, boolean oneKo) {
        OwlParams params = new OwlParams();
        params.komasterHoldsKo = holds;
        params.komasterOneKo = oneKo;
        return params;
    }

    private static SearchResult attack(Board b, String[] dragon, boolean holds, boolean oneKo) {
        SearchResult r = OwlProblems.reader(b, db, params(holds, oneKo)).attack(dragon(b, dragon), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return r;
    }

    /** owl.tst 182's corner after white's A15, which takes A14: black to move. */
    private static Board afterA15() throws Exception {
        Board b = OwlProblems.gamePosition(regressionGame("incident144.sgf", "the komaster's ko"), 242);
        b.play(OwlProblems.v(b, "A15"), StoneColor.WHITE);
        return b;
    }

    private static final String[] CORNER = "B19 D19 C18 B17 C17 D17 A16 C16 B15".split(" ");

    private static SearchResult defendAfterA15(boolean holds) throws Exception {
        Board b = afterA15();
        SearchResult r = OwlProblems.reader(b, db, params(holds, false)).defend(dragon(b, CORNER), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return r;
    }

    @Test
    public void theDefendersRetakeAfterAThreatHoldsTheKo() throws Exception {
        SearchResult on = defendAfterA15(true);
        assertEquals(ReadCodes.KO_B, on.code());
        assertEquals("A14", owlbench.board.Vertex.toString(on.move(), 19));
    }

    @Test
    public void withoutTheKomasterTheAttackerRetakesTwoMovesLater() throws Exception {
        assertEquals(ReadCodes.FAIL, defendAfterA15(false).code());
    }

    private static Board doubleKo() throws Exception {
        java.io.File game = regressionGame("marginal_ko.sgf", "the komaster's one ko");
        return owlbench.sgf.GameReplay.atEnd(owlbench.sgf.SgfReader.read(game.toPath()).games().get(0)).board();
    }

    private static final String[] DOUBLE_KO = ("G19 B18 G18 A17 C17 F17 G17 A16 B16 C16 D16 E16 F16 B15 A14 B14 B13 C13 A12 C12 B11").split(" ");

    @Test
    public void aDoubleKoLives() throws Exception {
        assertEquals(ReadCodes.FAIL, attack(doubleKo(), DOUBLE_KO, true, true).code());
    }

    /** OwlParams.oneKoPerSide: rule 2a without rule 3 (no ban on kom_pos, no cache marks). */
    private static SearchResult attackOneKoPerSide(Board b, boolean on) {
        OwlParams params = params(false, false);
        params.oneKoPerSide = on;
        SearchResult r = OwlProblems.reader(b, db, params).attack(dragon(b, DOUBLE_KO), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return r;
    }

    @Test
    public void aDoubleKoLivesWithOneKoPerSideAlone() throws Exception {
        assertEquals(ReadCodes.FAIL, attackOneKoPerSide(doubleKo(), true).code());
    }

    @Test
    public void withoutOneKoPerSideTheDoubleKoDiesByKo() throws Exception {
        assertEquals(ReadCodes.KO_B, attackOneKoPerSide(doubleKo(), false).code());
    }

    @Test
    public void oneKoPerSideAloneLeavesTheRetakeTwoMovesLater() throws Exception {
        // rule 3 stays off with oneKoPerSide: 182's corner reads as main's (0 after A15)
        Board b = afterA15();
        OwlParams params = params(false, false);
        params.oneKoPerSide = true;
        SearchResult r = OwlProblems.reader(b, db, params).defend(dragon(b, CORNER), null);
        assertEquals(ReadCodes.FAIL, r.code());
    }

    @Test
    public void takingBothKosAfterThreatsKillsByKo() throws Exception {
        assertEquals(ReadCodes.KO_B, attack(doubleKo(), DOUBLE_KO, true, false).code());
    }
}
