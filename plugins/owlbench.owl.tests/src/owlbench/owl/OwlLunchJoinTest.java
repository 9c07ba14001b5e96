package owlbench.owl;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static owlbench.owl.OwlProblems.dragon;
import static owlbench.owl.OwlProblems.gamePosition;
import static owlbench.owl.OwlProblems.regressionGame;
import static owlbench.owl.OwlProblems.v;

import java.util.List;

import org.junit.BeforeClass;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.SearchResult;

/**
 * The attacker's throw-in joining two of the goal's lunches into one string in atari
 * (OwlParams.lunchJoinsForAttacker, OwlMoves.lunchJoins), read with the engine's generated eye
 * shapes (patterns/eyes-generated.db, a build output; skipped where absent). The handmade
 * position is owl.tst 173's shape on the 9x9 right side: black's G-column wall holds white's J5 (in
 * atari) and H4-H3-J3 (two liberties); captured one by one they would leave black two eyes, but
 * white's J4 joins them and the capture at H2 leaves a bulky five; gnugo 3.8 answers owl_attack
 * G6 "1 J4" and owl_does_attack J4 G6 "1". The regression position (GNU Go's incident97.sgf before
 * move 175 from ../shared, after white S11 and black S13; skipped where absent) is where the shape
 * was found: gnugo kills there with T12.
 */
public class OwlLunchJoinTest {
    private static OwlDatabases db;

    @BeforeClass
    public static void load() throws Exception {
        db = OwlProblems.generatedDatabases();
    }

    private static Board side() {
        return OwlProblems.board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . O O O O O",
                ". . . . O . X X X",
                ". . . . O . X X O",
                ". . . . O . X O .",
                ". . . . O . X O O",
                ". . . . O . X . X",
                ". . . . O . X X X");
    }

    private static int[] sideDragon(Board b) {
        return dragon(b, "G6", "H6", "J6", "G5", "H5", "G4", "G3", "G2", "G1", "H1", "J1", "J2");
    }

    private static SearchResult attack(Board b, int[] dragon, boolean on) {
        OwlParams params = new OwlParams();
        params.lunchJoinsForAttacker = on;
        SearchResult r = OwlProblems.reader(b, db, params).attack(dragon, null);
        assertEquals("the board is left as it was", 0, b.stackp());
        return r;
    }

    @Test
    public void theSharedLibertyOfTwoLunchesIsTheThrowIn() {
        Board b = side();
        OwlNode n = new OwlNode(b, new OwlGoal(b, sideDragon(b)), new EyeSpacesCache(b, db.eyes, false, true), new Reader(b));
        assertEquals("two lunches: J5 and H4-H3-J3", 2, n.lunches().length);
        assertEquals(List.of(v(b, "J4")), OwlMoves.lunchJoins(n, StoneColor.WHITE));
        assertEquals("the board is put back", 0, b.stackp());
    }

    @Test
    public void noThrowInWhereTheJoinedStringKeepsLiberties() {
        // J3 and J2 empty: H4-H3 has three liberties (J4, J3, H2) beside J5's one; J4 is shared,
        // but white's stone there leaves the joined string J3 and H2, no sacrifice
        Board b = OwlProblems.board(
                ". . . . . . . . .",
                ". . . . . . . . .",
                ". . . . O O O O O",
                ". . . . O . X X X",
                ". . . . O . X X O",
                ". . . . O . X O .",
                ". . . . O . X O .",
                ". . . . O . X . .",
                ". . . . O . X X X");
        OwlNode n = new OwlNode(b, new OwlGoal(b, dragon(b, "G6", "H6", "J6", "G5", "H5", "G4", "G3", "G2", "G1", "H1", "J1")),
                new EyeSpacesCache(b, db.eyes, false, true), new Reader(b));
        assertEquals("two lunches: J5 and H4-H3", 2, n.lunches().length);
        assertEquals(List.of(), OwlMoves.lunchJoins(n, StoneColor.WHITE));
    }

    @Test
    public void noThrowInWhereTheCapturedSpaceStillMakesTwoEyes() throws Exception {
        // owl.tst 158's line (strategy26.sgf before move 51, black T17 S19 T16 S14 R14 and white
        // S17 S16 S15 T15 R19): black's T18 joins S19 to S18-S17-T16-T17 in atari, but white's
        // capture at T19 leaves a six-point space worth one eye or two; owlbench's fresh owl_defend
        // and gnugo's (1 PASS) both live after T18
        Board b = gamePosition(regressionGame("strategy26.sgf", "owl.tst 158's position"), 51);
        String[] line = {"T17", "S17", "S19", "S16", "T16", "S15", "S14", "T15", "R14", "R19"};
        for (int i = 0; i < line.length; i++) b.play(v(b, line[i]), i % 2 == 0 ? StoneColor.BLACK : StoneColor.WHITE);
        int[] d = dragon(b, "Q19", "R19", "Q18", "R18", "R17", "S17", "R16", "S16", "S15", "T15");
        OwlNode n = new OwlNode(b, new OwlGoal(b, d), new EyeSpacesCache(b, db.eyes, false, true), new Reader(b));
        int t18 = v(b, "T18");
        assertTrue("T18 is a self-atari for black", b.isLegal(t18, StoneColor.BLACK) && b.isSelfAtari(t18, StoneColor.BLACK));
        int touching = 0;
        for (int[] l : n.lunches()) {
            for (int dd : b.neighborOffsets()) if (b.isOnBoard(t18 + dd) && b.color(t18 + dd) == StoneColor.BLACK && b.origin(t18 + dd) == l[0]) touching++;
        }
        assertTrue("T18 joins two of the dragon's lunches", touching >= 2);
        assertTrue("the captured space: one eye or two", !OwlMoves.lunchJoins(n, StoneColor.BLACK).contains(t18));
        assertEquals(0, b.stackp());
    }

    @Test
    public void theThrowInKillsWhereGnugoKills() {
        Board b = side();
        SearchResult on = attack(b, sideDragon(b), true);
        assertEquals("gnugo: owl_attack G6 1 J4", ReadCodes.WIN, on.code());
        assertEquals("J4", owlbench.board.Vertex.toString(on.move(), b.size()));
        SearchResult off = attack(side(), sideDragon(side()), false);
        assertNotEquals("without the throw-in the attacker has no kill", "J4 " + ReadCodes.WIN,
                owlbench.board.Vertex.toString(off.move(), b.size()) + " " + off.code());
    }

    @Test
    public void owlTst173AfterS11S13() throws Exception {
        Board b = gamePosition(regressionGame("incident97.sgf", "owl.tst 173's position"), 175);
        b.play(v(b, "S11"), StoneColor.WHITE);
        b.play(v(b, "S13"), StoneColor.BLACK);
        int[] d = dragon(b, "R14", "S14", "T14", "R13", "S13", "R12", "R11", "R10", "T10", "R9", "S9", "P8", "Q8", "R8", "T8",
                "Q7", "R7", "Q6", "R6");
        SearchResult on = attack(b, d, true);
        assertEquals("gnugo: owl_attack R14 1 T12", ReadCodes.WIN, on.code());
        assertEquals("T12", owlbench.board.Vertex.toString(on.move(), b.size()));
        assertEquals("without the throw-in: no kill", ReadCodes.FAIL, attack(b, d, false).code());
    }
}
