package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.regressionGame;

import java.io.File;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OwlParams.koDefenceCheckAtRoot: where owl_defend's root finds only defences that live by ko,
 * each is checked with a fresh owl_attack after it, and one that attack kills outright fails. On
 * owl.tst 249's position (GNU Go's marginal_ko.sgf from ../shared, skipped where absent; the
 * engine's generated eye shapes, skipped where the build has not made them): the search's attacker
 * answers white's L2 with a ko only, but a fresh owl_attack after L2 kills outright, so the ko
 * defence kept is J1, one of the suite's answers (gnugo 3.8: owl_defend A6 "2 B7", the suite
 * "2 (J1|B7|B2)"). (Over GTP the same search answers "2 J1" on and "2 L2" off: the board that
 * loadsgf builds orders its strings otherwise, and the ko's code there is KO_A.)
 */
public class OwlKoDefenceCheckTest {
    private static final String[] DRAGON = ("A6 C6 A5 B5 C5 A4 B4 C4 D4 E4 F4 A3 C3 F3 G3 K3 L3 G2 H2 J2 K2 M2 G1 L1").split(" ");
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    private static Board position() throws Exception {
        File game = regressionGame("marginal_ko.sgf", "owl_defend's ko defences checked");
        return owlbench.sgf.GameReplay.atEnd(owlbench.sgf.SgfReader.read(game.toPath()).games().get(0)).board();
    }

    private static SearchResult defence(boolean on) throws Exception {
        Board b = position();
        OwlParams params = new OwlParams();
        params.koDefenceCheckAtRoot = on;
        SearchResult r = OwlProblems.reader(b, db, params).defend(dragon(b, DRAGON), null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return r;
    }

    @Test
    public void aKoDefenceThatAFreshAttackKillsOutrightGivesWay() throws Exception {
        SearchResult on = defence(true);
        assertEquals("J1", owlbench.board.Vertex.toString(on.move(), 19));
        assertTrue("still a ko", on.code() == ReadCodes.KO_A || on.code() == ReadCodes.KO_B);
    }

    @Test
    public void withoutTheCheckTheRefutedKoDefenceStays() throws Exception {
        SearchResult off = defence(false);
        assertEquals(ReadCodes.KO_A, off.code());
        assertEquals("L2", owlbench.board.Vertex.toString(off.move(), 19));
    }
}
