package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.board;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.reader;
import static owlbench.owl.OwlProblems.v;
import static owlbench.owl.OwlRootCandidates.proposes;
import static owlbench.owl.OwlRootCandidates.rootDefence;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * OD1010 (twenty-seventh session, h/owlorder27; h/owlfalse26's OD985 renamed), measured and left
 * off with OwlParams.edgeMarginsBesideOpponentArea: the pattern is not in
 * patterns/owl_defendpats.db (with the switch it gains owl.tst 8 and loses 23: docs/benchmarks.md,
 * "owl_defend's order rows 7 8 47 93, twenty-seventh session"); its text is here and appended to
 * the own databases' defence text for the test. The dragon joins its second-line stone back
 * across the attacker's first-line wedge. The board is the bottom-left 9x9 of owl.tst 7/8's
 * position (incident156 move 250), where gnugo 3.8 answers owl_defend C3 "1 B5" and owl_attack C3
 * "1 B4"; after white's B5 and black's A4 it defends with B4, the move OD1010 proposes there,
 * below owl_defend's root.
 */
public class OwnOwlEdgeWedgeJoinTest {
    /** OD1010 as measured (to be appended to patterns/owl_defendpats.db to turn it on, with the switch). */
    static final String OD1010 = String.join("\n",
            "",
            "Pattern OD1010",
            "# Joining a second-line stone back across the attacker's first-line wedge (h/owlfalse26's OD985,",
            "# renamed into this range). The dragon's second-line stone at the top was played to widen the eye",
            "# space up the edge; the attacker's lone first-line stone beside the empty point under it",
            "# threatens to push between it and the dragon. The move under the stone joins it back (the",
            "# attacker's stone then has one liberty fewer and cannot cut), and keeps the first and second line",
            "# below as eye space; left alone, the attacker's push there cuts the stone off and the space beside",
            "# the edge is gone (owl.tst 8: after white's B5 and black's A4, white's B4 is the defence gnugo",
            "# finds there, which owl's patterns had not proposed below the root).",
            "",
            "|.O?",
            "|X*.",
            "|..O",
            "",
            ":8,-,value(55)",
            "",
            "|.O?",
            "|A*.",
            "|..O",
            "",
            ";wormsize(A) == 1 && lib(A) <= 3",
            "");

    private static OwlDatabases own;
    private static OwlDatabases less;

    @BeforeClass
    public static void load() throws IOException {
        less = OwlProblems.generatedDatabases(); // the databases as committed: no OD1010
        Path dir = Path.of(System.getProperty("owlbench.patterns", "../../patterns"));
        own = OwlDatabases.of(Files.readString(dir.resolve(OwlDatabases.ATTACK)),
                Files.readString(dir.resolve(OwlDatabases.DEFEND)) + "\n" + OD1010,
                Files.readString(dir.resolve(OwlDatabases.VITAL)), less.eyes);
    }

    static Board corner() {
        return board(
                ". . X . . X X . X",
                ". X . . X . . X .",
                ". . . X . X X O X",
                ". . X . X X O O O",
                ". . . X . X X O .",
                ". . . X X X O O O",
                ". . O . X . X O .",
                ". O O X . X . X O",
                ". O X X . . . X O");
    }

    private static int[] goal(Board b) {
        return dragon(b, "C3", "C2", "B2", "B1");
    }

    private static OwlParams params(boolean edgeMargins) {
        OwlParams p = new OwlParams();
        p.edgeMarginsBesideOpponentArea = edgeMargins;
        return p;
    }

    @Test
    public void theWedgeIsAnsweredUnderTheStone() {
        Board b = corner();
        b.setStone(v(b, "B5"), StoneColor.WHITE);
        b.setStone(v(b, "A4"), StoneColor.BLACK);
        assertTrue("OD1010 proposes B4 under white's B5", proposes(rootDefence(b, goal(b), own), v(b, "B4"), "OD1010"));
        assertFalse("the databases as committed do not", proposes(rootDefence(b, goal(b), less), v(b, "B4"), "OD1010"));
    }

    @Test
    public void withoutAFriendAboveNoJoin() {
        Board b = corner();
        b.setStone(v(b, "A4"), StoneColor.BLACK);
        assertFalse("no white stone at B5: nothing to join", proposes(rootDefence(b, goal(b), own), v(b, "B4"), "OD1010"));
    }

    /**
     * owl_defend C3 at the root: with OD1010 white's B5 (gnugo's answer) survives black's A4 in
     * the tree; without it B5 fails there and owl answers B4 (owl.tst 8's failure).
     */
    @Test
    public void owlDefendAnswersTheExtension() {
        Board b = corner();
        SearchResult with = reader(b, own, params(true)).defend(goal(b), null);
        assertEquals(ReadCodes.WIN, with.code());
        assertEquals("with OD1010: B5, gnugo's answer", "B5", Vertex.toString(with.move(), 9));
        SearchResult without = reader(b, less, params(true)).defend(goal(b), null);
        assertEquals(ReadCodes.WIN, without.code());
        assertEquals("without it: B4", "B4", Vertex.toString(without.move(), 9));
    }

    /**
     * owl_attack C3 with OD1010: black's B5 takes white's extension first and is read through
     * white's A2, which lives in owl's eyes unless A3 is marginal beside black's A4
     * (OwlParams.edgeMarginsBesideOpponentArea): with the rule B5 kills (gnugo's B4|B5), without it
     * owl answers A2, which gnugo's answer does not hold (owl.tst 7's loss under OD985 alone).
     */
    @Test
    public void owlAttackNeedsTheEdgeMargin() {
        Board b = corner();
        SearchResult with = reader(b, own, params(true)).attack(goal(b), null);
        assertEquals(ReadCodes.WIN, with.code());
        assertEquals("B5", Vertex.toString(with.move(), 9));
        SearchResult without = reader(b, own, params(false)).attack(goal(b), null);
        assertEquals("A2", Vertex.toString(without.move(), 9));
    }
}
