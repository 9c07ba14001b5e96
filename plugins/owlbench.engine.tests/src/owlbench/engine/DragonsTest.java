package owlbench.engine;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.io.IOException;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.tactics.Worm;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;

/** Worms and dragons on handmade positions: conn.db connections, cuts, eye-space amalgamation. */
public class DragonsTest {

    /** A board from rows of X (black), O (white) and '.', the first row at the top. */
    static Board board(String... rows) {
        Board b = new Board(rows.length);
        for (int r = 0; r < rows.length; r++) {
            String row = rows[r].replace(" ", "");
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (ch == 'X') b.setStone(b.point(c, r), StoneColor.BLACK);
                else if (ch == 'O') b.setStone(b.point(c, r), StoneColor.WHITE);
            }
        }
        return b;
    }

    static int v(Board b, String vertex) {
        return Vertex.parse(vertex, b.size());
    }

    static ConnectionDatabase gnugoConnDb() throws IOException {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the tests on GNU Go's conn.db",
                new File(shared, "gnugo-3.8").isDirectory());
        return ConnectionDatabase.load(new File(shared, "gnugo-3.8/patterns/conn.db").toPath());
    }

    /** A tiny database of our own: a one-space jump is a connection unless X can cut at the gap. */
    static final String JUMP_DB = "Pattern J1\n\nO.O\n\n:-,C\n\nOaO\n\n;!xcut(a)\n\n\n"
            + "Pattern K1\n\n?X?\nO*O\n\n:|,B\n\n?X?\nO*O\n\n;lib(*)>=0\n\n";

    @Test
    public void wormDataOfAnAtari() {
        Board b = board(
                ".........",
                ".........",
                ".........",
                ".........",
                ".........",
                "..O......",
                ".OXO.....",
                ".........",
                ".........");
        Dragons a = Dragons.compute(b, null);
        Worm w = a.worm(v(b, "C3"));
        assertNotNull(w);
        assertEquals(StoneColor.BLACK, w.color);
        assertEquals(1, w.size);
        assertEquals(1, w.liberties);
        assertEquals(ReadCodes.WIN, w.attackCode);
        assertEquals(v(b, "C2"), w.attackPoint);
        assertEquals(0, w.genus);
        // C3 touches three white strings that share liberties: a potential cutting stone
        assertEquals(1, w.cutstone);
        assertNull(a.worm(v(b, "A1")));
        Worm white = a.worm(v(b, "C4"));
        assertEquals(0, white.attackCode);
        assertEquals(v(b, "C3"), white.lunch);
        assertEquals(3, white.liberties);
        assertTrue(white.effectiveSize > 1);
        assertEquals(4, a.worms().size());
        // C3 cannot be saved next to the edge: a worm's lunch, but no dragon lunch (which must
        // be able to defend itself)
        assertEquals(0, w.defenseCode);
        assertEquals(Board.PASS, a.dragon(v(b, "C4")).lunch);
    }

    @Test
    public void aStoneThatCanEscapeIsTheDragonsLunch() {
        Board b = board(
                ".........",
                ".........",
                ".........",
                "....O....",
                "...OXO...",
                ".........",
                ".........",
                ".........",
                ".........");
        Dragons a = Dragons.compute(b, null);
        Worm e5 = a.worm(v(b, "E5"));
        assertEquals(ReadCodes.WIN, e5.attackCode);
        assertEquals(ReadCodes.WIN, e5.defenseCode);
        assertEquals(v(b, "E4"), e5.defensePoint);
        assertEquals(v(b, "E5"), a.dragon(v(b, "D5")).lunch);
        assertEquals(v(b, "E5"), a.dragon(v(b, "E6")).lunch);
        assertEquals(Board.PASS, a.dragon(v(b, "E5")).lunch);
    }

    @Test
    public void ownDatabaseJoinsAJumpUnlessCut() {
        ConnectionDatabase db = ConnectionDatabase.parse(JUMP_DB, "jump.db");
        assertEquals(1, db.cutPatternCount());
        assertEquals(1, db.connectionPatternCount());
        Board open = board(
                ".......",
                ".......",
                ".......",
                ".O.O...",
                ".......",
                ".......",
                ".......");
        Dragons a = Dragons.compute(open, db);
        assertTrue(a.sameDragon(v(open, "B4"), v(open, "D4")));
        assertEquals(1, a.dragons().size());
        assertEquals(2, a.dragon(v(open, "B4")).wormCount());
        assertTrue(a.amalgamations().get(0), a.amalgamations().get(0).startsWith("J1 at "));
        // a black stone above the gap: K1 marks it as a cut, J1's !xcut fails
        Board cut = board(
                ".......",
                ".......",
                "..X....",
                ".O.O...",
                ".......",
                ".......",
                ".......");
        Dragons c = Dragons.compute(cut, db);
        assertTrue(c.isCut(StoneColor.WHITE, v(cut, "C4")));
        assertFalse(c.isCut(StoneColor.BLACK, v(cut, "C4")));
        assertFalse(c.sameDragon(v(cut, "B4"), v(cut, "D4")));
        assertEquals(3, c.dragons().size());
    }

    @Test
    public void aJumpToACapturableStoneIsNotRead() {
        // J1 would join only D4: B4 is in atari, and a C pattern joins only stones that cannot be
        // captured, so its constraint is not evaluated at all
        ConnectionDatabase db = ConnectionDatabase.parse(JUMP_DB, "jump.db");
        Board b = board(
                ".......",
                ".......",
                ".X.....",
                "XO.O...",
                ".X.....",
                ".......",
                ".......");
        Dragons a = Dragons.compute(b, db);
        assertFalse(a.sameDragon(v(b, "B4"), v(b, "D4")));
        assertEquals(0, a.matchesTried());
    }

    @Test
    public void aCutMarkedOnceIsNotReadAgain() {
        // K1 matches twice for each colour at C4 (an X stone on either side of the gap): the
        // second match has nothing left to mark; J1 is evaluated once per colour and fails
        ConnectionDatabase db = ConnectionDatabase.parse(JUMP_DB, "jump.db");
        Board b = board(
                ".......",
                ".......",
                "..X....",
                ".O.O...",
                "..X....",
                ".......",
                ".......");
        Dragons a = Dragons.compute(b, db);
        assertTrue(a.isCut(StoneColor.WHITE, v(b, "C4")));
        assertTrue(a.isCut(StoneColor.BLACK, v(b, "C4")));
        assertFalse(a.sameDragon(v(b, "B4"), v(b, "D4")));
        assertFalse(a.sameDragon(v(b, "C5"), v(b, "C3")));
        assertEquals("one K1 and one J1 per colour", 4, a.matchesTried());
    }

    @Test
    public void eyeSpaceJoinsTheBoundaryOfACave() {
        // doc/dragon.texi, "Amalgamation": the four X strings around the cave are one dragon
        Board b = board(
                ".........",
                ".OOOO....",
                ".OXXO....",
                "OX..XO...",
                "OX..XO...",
                ".OXXO....",
                ".XXX.....",
                ".........",
                ".........");
        Dragons a = Dragons.compute(b, null);
        int[] xs = { v(b, "C7"), v(b, "B6"), v(b, "E6"), v(b, "C4") };
        for (int p : xs) assertSame(a.dragon(xs[0]), a.dragon(p));
        Dragon d = a.dragon(xs[0]);
        assertEquals(4, d.wormCount());
        assertEquals(11, d.size);
        assertEquals(Dragon.STATUS_UNKNOWN, d.status());
        // B3-D3 touches C4's worm: one worm with it; the white stones stay apart from black
        assertSame(d, a.dragon(v(b, "B3")));
        assertFalse(a.sameDragon(v(b, "B7"), v(b, "C7")));
    }

    @Test
    public void openGroundIsNoEyeSpace() {
        // the empty area around two far apart stones is bordered by one colour only, but it is
        // no cave: the two stones are not one dragon
        Board b = board(
                ".........",
                ".........",
                "..X......",
                ".........",
                ".........",
                ".........",
                "......X..",
                ".........",
                ".........");
        Dragons a = Dragons.compute(b, null);
        assertFalse(a.sameDragon(v(b, "C7"), v(b, "G3")));
        assertEquals(2, a.dragons().size());
    }

    @Test
    public void gnugoDatabaseJoinsADiagonalConnection() throws IOException {
        ConnectionDatabase db = gnugoConnDb();
        Board b = board(
                ".........",
                ".........",
                ".........",
                "...X.....",
                "....X....",
                ".........",
                ".........",
                ".........",
                ".........");
        Dragons a = Dragons.compute(b, db);
        assertTrue(a.sameDragon(v(b, "D6"), v(b, "E5")));
        assertEquals(1, a.dragons().size());
    }

    @Test
    public void gnugoDatabaseKeepsADoubleCutApart() throws IOException {
        // doc/dragon.texi, "Connection": X (strong above) can cut at * either way, CB1 marks the
        // cut, so the two diagonal connections are not both made; the centre joins one side only
        // (GNU Go 3.8 answers the same_dragon questions below alike)
        ConnectionDatabase db = gnugoConnDb();
        Board b = board(
                ".........",
                "...XXX...",
                "....X....",
                "..OO.OO..",
                "..X.O.X..",
                "....O....",
                ".........",
                ".........",
                ".........");
        int star = v(b, "E6");
        Dragons a = Dragons.compute(b, db);
        assertTrue(a.isCut(StoneColor.WHITE, star));
        assertFalse(a.sameDragon(v(b, "C6"), v(b, "F6")));
        assertTrue(a.sameDragon(v(b, "E5"), v(b, "C6")) || a.sameDragon(v(b, "E5"), v(b, "F6")));
    }

    @Test
    public void analysesRunOnSeveralThreadsSharingTheDatabase() throws Exception {
        ConnectionDatabase db = gnugoConnDb();
        Board b = board(
                ".........",
                "...XXX...",
                "....X....",
                "..OO.OO..",
                "..X.O.X..",
                "....O....",
                "..O...X..",
                ".........",
                ".........");
        String expected = summary(Dragons.compute(b, db));
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            java.util.List<java.util.concurrent.Future<String>> results = new java.util.ArrayList<>();
            for (int i = 0; i < 8; i++) {
                Board copy = b.copy();
                results.add(pool.submit(() -> summary(Dragons.compute(copy, db))));
            }
            for (java.util.concurrent.Future<String> f : results) assertEquals(expected, f.get());
        } finally {
            pool.shutdown();
        }
    }

    /** The dragons as text: each dragon's worms, for comparing analyses. */
    private static String summary(Dragons a) {
        StringBuilder sb = new StringBuilder();
        for (Dragon d : a.dragons()) sb.append(java.util.Arrays.toString(d.worms())).append(';');
        return sb.toString();
    }

    @Test
    public void analysisLeavesTheBoardAlone() {
        Board b = board(
                ".....",
                ".XO..",
                ".OX..",
                ".....",
                ".....");
        long h = b.hash();
        Dragons.compute(b, ConnectionDatabase.parse(JUMP_DB, "jump.db"));
        assertEquals(h, b.hash());
        assertEquals(0, b.stackp());
        b.trymove(v(b, "A1"), StoneColor.BLACK);
        try {
            Dragons.compute(b, null);
            fail("an analysis at stackp 1 must be refused");
        } catch (IllegalStateException expected) {
            assertTrue(expected.getMessage().contains("stackp"));
        }
    }

    @Test
    public void badDatabaseNamesLineAndColumn() {
        try {
            ConnectionDatabase.parse("Pattern P\n\nO.O\n\n:-,C\n\nOaO\n\n;!xcut(a\n\n", "bad.db");
            fail("a constraint syntax error must be reported");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("bad.db:"));
        }
    }
}
