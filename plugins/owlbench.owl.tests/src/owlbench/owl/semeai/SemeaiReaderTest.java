package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.Arrays;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.Reader;
import owlbench.reading.TreeRecorder;

/**
 * Handmade capturing races with known answers (each checked against Debian's gnugo 3.8 with the
 * same dragons: analyze_semeai gives the same codes), budgets, the recorded tree and bad input.
 */
public class SemeaiReaderTest {

    /** Black A5-D5 (one liberty, E5) against white A6-D6 (one liberty, E6) between living walls. */
    static final String[] ONE_AGAINST_ONE = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        "X X X X X X X X X",
        "O O O O . X . . .",
        "X X X X . O . . .",
        "O O O O O O O O O",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    /** As above with a liberty more for each: white C7 in the black wall, black B4 in the white wall. */
    static final String[] TWO_AGAINST_TWO = {
        ". . . . . . . . .",
        "X X X X X X X X X",
        "X X . X X X X X X",
        "O O O O . X . . .",
        "X X X X . O . . .",
        "O . O O O O O O O",
        "O O O O O O O O O",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    /** Black has three liberties (E5, B4, D4), white one (E6): black wins whoever moves. */
    static final String[] THREE_AGAINST_ONE = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        "X X X X X X X X X",
        "O O O O . X . . .",
        "X X X X . O . . .",
        "O . O . O O O O O",
        "O O O O O O O O O",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    /**
     * Seki: white C1-C5 D5 (outside B3-B5) and black E1-E5 (outside F1-F5) share D1-D4; neither can
     * fill the shared liberties without being captured.
     */
    static final String[] SEKI = {
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        "X X X X O O O O O",
        "X . O O X . O . .",
        "X . O . X . O . .",
        "X . O . X . O . .",
        "X X O . X . O . .",
        "X X O . X . O . .",
    };

    /** White B6-D6 A7 B7 has an eye at A6 and the outside liberty E6; black B5-D5 only E5: the eye wins. */
    static final String[] EYE_AGAINST_NO_EYE = {
        ". . . . . . . . .",
        "X X X X X X X X X",
        "O O X X X X X X X",
        ". O O O . X . . .",
        "O X X X . O . . .",
        "O O O O O O O O O",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    static Board board(String... rows) {
        int n = rows.length;
        Board b = new Board(n);
        for (int r = 0; r < n; r++) {
            String row = rows[r].replace(" ", "");
            for (int c = 0; c < n; c++) {
                char ch = row.charAt(c);
                if (ch == 'X' || ch == 'O') b.setStone(v(b, "" + Vertex.columnLetter(c) + (n - r)), ch == 'X' ? StoneColor.BLACK : StoneColor.WHITE);
            }
        }
        return b;
    }

    static int v(Board b, String vertex) {
        return Vertex.parse(vertex, b.size());
    }

    static int[] string(Board b, String vertex) {
        int p = v(b, vertex);
        int[] out = new int[b.stringSize(p)];
        b.stringStones(p, out);
        return out;
    }

    static int[] stones(Board b, String... vertices) {
        return Arrays.stream(vertices).mapToInt(x -> v(b, x)).toArray();
    }

    static SemeaiResult analyze(Board b, int[] a, int[] c) {
        SemeaiResult r = new SemeaiReader(new Reader(b), new SemeaiParams()).analyze(a, c, RaceOptics.NONE, null);
        assertEquals("the board is restored", 0, b.stackp());
        return r;
    }

    static String race(String[] diagram, String a, String c) {
        Board b = board(diagram);
        return analyze(b, string(b, a), string(b, c)).gtp(b.size());
    }

    @Test
    public void whoeverMovesFirstWinsARaceOfOneLibertyEach() {
        assertEquals("1 1 E6", race(ONE_AGAINST_ONE, "A5", "A6"));
        assertEquals("1 1 E5", race(ONE_AGAINST_ONE, "A6", "A5"));
    }

    @Test
    public void equalOutsideLibertiesGoToTheSideToMove() {
        assertEquals("1 1 E6", race(TWO_AGAINST_TWO, "A5", "A6"));
        assertEquals("1 1 E5", race(TWO_AGAINST_TWO, "A6", "A5"));
    }

    @Test
    public void theSideWithMoreLibertiesWinsWhoeverMoves() {
        assertEquals("1 1 E6", race(THREE_AGAINST_ONE, "A5", "A6"));
        assertEquals("0 0 PASS", race(THREE_AGAINST_ONE, "A6", "A5"));
    }

    @Test
    public void sharedLibertiesWithFewOutsideOnesAreSeki() {
        String white = race(SEKI, "C1", "E1"), black = race(SEKI, "E1", "C1");
        assertTrue(white, white.startsWith("1 0 "));
        assertTrue(black, black.startsWith("1 0 "));
    }

    @Test
    public void anEyeOpticsSeesTakesTheSharedLiberties() {
        // the seki above, but optics gives white an eye (as a large open eye space would): white kills
        Board b = board(SEKI);
        RaceOptics whiteEye = RaceOptics.of(new int[0], new int[] {1, 0}, new int[] {1, 0});
        SemeaiResult r = new SemeaiReader(new Reader(b), new SemeaiParams()).analyze(string(b, "C1"), string(b, "E1"), whiteEye, null);
        assertEquals(5, r.defenseCode());
        assertEquals(5, r.attackCode());
    }

    @Test
    public void anEyeBeatsNoEye() {
        Board b = board(EYE_AGAINST_NO_EYE);
        int[] white = stones(b, "A7", "B7", "B6", "C6", "D6");
        assertEquals("0 0 PASS", analyze(b, string(b, "B5"), white).gtp(9));
        assertEquals("1 1 E5", analyze(b, white, string(b, "B5")).gtp(9));
    }

    @Test
    public void aFalseEyeOnTheEdgeCountsAsALibertyNotAnEye() {
        // A6 has black B5 on its diagonal at the edge: false, but black can fill it only last
        Board b = board(EYE_AGAINST_NO_EYE);
        RaceCounter counter = new RaceCounter(b, new RaceDragon(b, stones(b, "A7", "B7", "B6", "C6", "D6")),
                new RaceDragon(b, string(b, "B5")), RaceOptics.NONE);
        RaceCount white = counter.count(0);
        assertEquals(0, white.eyes()[0]);
        assertEquals(2, white.outside()[0].length);
        assertEquals(1, white.outside()[1].length);
        assertEquals(0, white.shared().length);
        assertTrue("white wins even with black to move", white.margin(1, false) >= 0);
    }

    @Test
    public void aProperEyeIsSeenWithItsLiberties() {
        Board b = board(
            ". . . . . . .",
            ". . . . . . .",
            "X X X X X X X",
            "O O O O O . X",
            "O . O X X . X",
            "O O O X . X X",
            ". . O X X X .");
        RaceCounter counter = new RaceCounter(b, new RaceDragon(b, stones(b, "A4", "B4", "C4", "D4", "E4", "A3", "C3", "A2", "B2", "C2", "C1")),
                new RaceDragon(b, stones(b, "D3", "E3", "D2", "D1", "E1", "F1", "F2", "G2", "G3", "G4")), RaceOptics.NONE);
        RaceCount white = counter.count(0);
        assertEquals("B3 is an eye, A1-B1 another: " + white.describe(), 2, white.eyes()[0]);
        assertTrue(white.lives(0));
        assertEquals("black has E2 and G1", 2, white.eyes()[1]);
        assertEquals(2, white.eyeLiberties()[1]);
    }

    @Test
    public void aRaceWonOnlyByRetakingAKoIsAKo() {
        // white B1 has just taken a black stone at C1: black's B2 (one liberty, A2) can take B1
        // back only after a ko threat. gnugo 3.8: tactical_analyze_semeai B2 B1 = 3 3 C1.
        Board b = new Board(9);
        String[] moves = {"B B2", "B A1", "B C1", "W C2", "W D1", "W C3", "B B4", "W B3", "B A3", "W B1"};
        for (String m : moves) b.play(v(b, m.substring(2)), m.charAt(0) == 'B' ? StoneColor.BLACK : StoneColor.WHITE);
        assertEquals("3 3 C1", analyze(b, string(b, "B2"), string(b, "B1")).gtp(9));
        String white = analyze(b, string(b, "B1"), string(b, "B2")).gtp(9);
        assertTrue(white, white.startsWith("1 1 "));
    }

    @Test
    public void aLivingDragonTakesOnlyAVictimShortOfLiberties() {
        int[] none = new int[0];
        RaceCount shortOfLiberties = new RaceCount(new int[][] {{1, 2}, none}, none, new int[2], new int[2],
                new int[][] {none, none}, new int[] {2, 2}, new boolean[] {false, true});
        RaceCount manyLiberties = new RaceCount(new int[][] {{1, 2, 3, 4, 5, 6}, none}, none, new int[2], new int[2],
                new int[][] {none, none}, new int[] {6, 2}, new boolean[] {false, true});
        assertTrue(shortOfLiberties.margin(0, true) >= 0);
        assertTrue(shortOfLiberties.margin(0, false) >= 0);
        assertTrue("not a race the count judges", manyLiberties.margin(0, true) < 0);
        assertTrue("a living victim is never taken", manyLiberties.margin(1, true) < 0);
    }

    @Test
    public void eyeLibertiesGrowAsNakadeShapesDo() {
        assertEquals(1, RaceCount.eyeLiberties(1));
        assertEquals(3, RaceCount.eyeLiberties(3));
        assertEquals(5, RaceCount.eyeLiberties(4));
        assertEquals(8, RaceCount.eyeLiberties(5));
        assertEquals(12, RaceCount.eyeLiberties(6));
    }

    @Test
    public void everySearchEndsWithinItsBudget() {
        for (int limit : new int[] {1, 5, 40}) {
            Board b = board(SEKI);
            SemeaiParams p = new SemeaiParams();
            p.nodeLimit = limit;
            SemeaiResult r = new SemeaiReader(new Reader(b), p).analyze(string(b, "C1"), string(b, "E1"), RaceOptics.NONE, null);
            // two searches, each stopping at its limit (the move that reaches it is the last)
            assertTrue("nodes " + r.nodes() + " for limit " + limit, r.nodes() <= 2L * limit);
            assertTrue(r.budgetExhausted());
            assertEquals(0, b.stackp());
        }
        Board b = board(ONE_AGAINST_ONE);
        SemeaiResult r = analyze(b, string(b, "A5"), string(b, "A6"));
        assertFalse(r.budgetExhausted());
    }

    @Test
    public void theRecordedTreeHasOneNodePerMoveTried() {
        Board b = board(SEKI);
        TreeRecorder t = new TreeRecorder();
        SemeaiResult r = new SemeaiReader(new Reader(b), new SemeaiParams()).analyze(string(b, "C1"), string(b, "E1"),
                RaceOptics.NONE, t);
        assertEquals(r.nodes(), t.nodeCount());
        assertEquals("analyze_semeai", t.function());
        assertTrue(t.nodeCount() > 0);
        assertTrue(t.roots().get(0).function.startsWith("semeai_"));
    }

    @Test
    public void badDragonsAreRefusedClearly() {
        Board b = board(ONE_AGAINST_ONE);
        SemeaiReader r = new SemeaiReader(new Reader(b), new SemeaiParams());
        expectRefusal(() -> r.analyze(string(b, "A5"), string(b, "B5"), RaceOptics.NONE, null), "opposite colours");
        expectRefusal(() -> r.analyze(new int[0], string(b, "A6"), RaceOptics.NONE, null), "at least one stone");
        expectRefusal(() -> r.analyze(stones(b, "J1"), string(b, "A6"), RaceOptics.NONE, null), "empty");
        expectRefusal(() -> r.analyze(stones(b, "A5", "A6"), stones(b, "A4"), RaceOptics.NONE, null), "one colour");
    }

    private static void expectRefusal(Runnable r, String words) {
        try {
            r.run();
            fail("accepted");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains(words));
        }
    }
}
