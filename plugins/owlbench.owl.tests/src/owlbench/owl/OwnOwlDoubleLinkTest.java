package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;

import java.io.IOException;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OD301 (twentieth session, h/owlatk20): the defender closes a double link on the side of the
 * attacker's short-of-liberties string. owl.tst 177's position (incident104 before move 169):
 * black's G18 takes the vital point of white's top-side dragon, and white's answer J13 joins
 * J14 to J12 (H13 is the other link point) while taking a liberty of black's K13 string beside
 * the lunch K14. gnugo 3.8 there: owl_attack J19 "1 J13", owl_does_attack G18 J19 0, and after
 * G18 owl_defend J19 "1 J13".
 */
public class OwnOwlDoubleLinkTest {
    private static final String[] DRAGON = { "J19", "L19", "H18", "J18", "L18", "M18", "H17", "J17", "K17", "H16", "J15",
            "K15", "H14", "J14", "H12", "J12", "H11", "G10", "H10" };
    private static OwlDatabases own;

    @BeforeClass
    public static void load() throws IOException {
        own = OwlProblems.generatedDatabases();
    }

    private static Board position() throws Exception {
        return OwlProblems.gamePosition(OwlProblems.regressionGame("incident104.sgf", "owl.tst 177's double link"), 169);
    }

    /** After black's G18 the connection J13 defends; without OD301 owl finds no defence. */
    @Test
    public void theConnectionOnTheAttackersSideAnswersTheVitalPoint() throws Exception {
        Board b = position();
        b.play(Vertex.parse("G18", 19), StoneColor.BLACK);
        int[] dragon = OwlProblems.dragon(b, DRAGON);
        SearchResult with = OwlProblems.reader(b, own, new OwlParams()).defend(dragon, null);
        assertEquals(ReadCodes.WIN, with.code());
        assertEquals("J13", Vertex.toString(with.move(), 19));
        SearchResult without = OwlProblems.reader(b, OwlProblems.withoutPatterns(own, "OD301"), new OwlParams()).defend(dragon, null);
        assertNotEquals("without OD301 J13 is not found", "J13", Vertex.toString(without.move(), 19));
        assertEquals(0, b.stackp());
    }

    /** So owl_attack's G18 is no longer a kill (gnugo's owl_does_attack says 0); without OD301 it is the answer. */
    @Test
    public void theVitalPointNoLongerKills() throws Exception {
        Board b = position();
        int[] dragon = OwlProblems.dragon(b, DRAGON);
        SearchResult with = OwlProblems.reader(b, own, new OwlParams()).attack(dragon, null);
        assertNotEquals("G18", Vertex.toString(with.move(), 19));
        SearchResult without = OwlProblems.reader(b, OwlProblems.withoutPatterns(own, "OD301"), new OwlParams()).attack(dragon, null);
        assertEquals(ReadCodes.WIN, without.code());
        assertEquals("G18", Vertex.toString(without.move(), 19));
    }
}
