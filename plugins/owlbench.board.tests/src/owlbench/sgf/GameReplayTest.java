package owlbench.sgf;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertSame;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/** GameReplay against positions built by hand with Board.play and setStone (loadsgf semantics). */
public class GameReplayTest {

    /** 9x9: black captures the white stone at bb (B8) with move 7, then two passes. */
    private static final String CAPTURE = "(;GM[1]FF[4]SZ[9]KM[5.5]\n"
            + ";B[ba];W[bb];B[ab];W[hh];B[cb];W[hg];B[bc];W[];B[])";

    private static SgfNode root(String sgf) throws SgfException {
        return SgfReader.read(sgf, "test.sgf").games().get(0);
    }

    private static void assertSameStones(Board expected, Board actual) {
        assertEquals(expected.size(), actual.size());
        for (int p : expected.onBoardPoints()) {
            assertEquals("at " + Vertex.toString(p, expected.size()) + "\nexpected\n" + expected.showboard()
                    + "\nactual\n" + actual.showboard(), expected.color(p), actual.color(p));
        }
    }

    /** The first n moves of CAPTURE played by hand. */
    private static Board captureByHand(int n) {
        Board b = new Board(9);
        String[] moves = {"B9", "B8", "A8", "H2", "C8", "H3", "B7", "pass", "pass"};
        for (int i = 0; i < n; i++) {
            b.play(Vertex.parse(moves[i], 9), i % 2 == 0 ? StoneColor.BLACK : StoneColor.WHITE);
        }
        return b;
    }

    @Test
    public void handBuiltSequenceIsWhatTheSgfSays() {
        // ba = B9, bb = B8, ab = A8, hh = H2, cb = C8, hg = H3, bc = B7
        Board b = new Board(9);
        assertEquals(b.point(1, 0), SgfCoords.toPoint("ba", b));
        assertEquals(Vertex.parse("B9", 9), SgfCoords.toPoint("ba", b));
        assertEquals(Vertex.parse("H2", 9), SgfCoords.toPoint("hh", b));
        assertEquals(Vertex.parse("B7", 9), SgfCoords.toPoint("bc", b));
    }

    @Test
    public void atMoveIsThePositionBeforeThatMove() throws SgfException {
        SgfNode root = root(CAPTURE);
        for (int n = 1; n <= 10; n++) {
            GamePosition pos = GameReplay.atMove(root, n);
            int played = Math.min(n - 1, 9);
            assertEquals("moves played at " + n, played, pos.movesPlayed());
            assertSameStones(captureByHand(played), pos.board());
            assertEquals("to move at " + n, played % 2 == 0 ? StoneColor.BLACK : StoneColor.WHITE, pos.toMove());
        }
        GamePosition before7 = GameReplay.atMove(root, 7);
        assertEquals(StoneColor.WHITE, before7.board().color(Vertex.parse("B8", 9)));
        assertEquals("bc", before7.nextMoveNode().get("B"));
        GamePosition after7 = GameReplay.atMove(root, 8);
        assertEquals("captured", StoneColor.EMPTY, after7.board().color(Vertex.parse("B8", 9)));
        assertEquals(1, after7.board().captures(StoneColor.WHITE));
    }

    @Test
    public void atEndPlaysTheWholeMainLine() throws SgfException {
        GamePosition pos = GameReplay.atEnd(root(CAPTURE));
        assertEquals(9, pos.movesPlayed());
        assertEquals(StoneColor.WHITE, pos.toMove());
        assertEquals("white", pos.toMoveName());
        assertNull(pos.nextMoveNode());
        assertSameStones(captureByHand(9), pos.board());
        assertEquals(5.5, pos.game().komi(), 0.0);
    }

    @Test
    public void untilVertexStopsBeforeTheFirstMoveThere() throws SgfException {
        SgfNode root = root(CAPTURE);
        GamePosition pos = GameReplay.untilVertex(root, "H2");
        assertEquals(3, pos.movesPlayed());
        assertEquals(StoneColor.WHITE, pos.toMove());
        assertSameStones(captureByHand(3), pos.board());
        GamePosition b7 = GameReplay.untilVertex(root, "b7");
        assertEquals(6, b7.movesPlayed());
        assertEquals(StoneColor.BLACK, b7.toMove());
        GamePosition never = GameReplay.untilVertex(root, "E5");
        assertEquals("no move at E5: whole game", 9, never.movesPlayed());
        GamePosition pass = GameReplay.untilVertex(root, "pass");
        assertEquals(7, pass.movesPlayed());
    }

    @Test
    public void loadArgumentLikeGtp() throws SgfException {
        SgfNode root = root(CAPTURE);
        assertEquals(2, GameReplay.load(root, "3").movesPlayed());
        assertEquals(3, GameReplay.load(root, "H2").movesPlayed());
        assertEquals(9, GameReplay.load(root, null).movesPlayed());
        try {
            GameReplay.atMove(root, 0);
            fail("move 0 does not exist");
        } catch (IllegalArgumentException expected) {
            assertTrue(expected.getMessage().contains("at least 1"));
        }
    }

    @Test
    public void onlyTheMainLineIsFollowed() throws SgfException {
        GamePosition pos = GameReplay.atEnd(root("(;SZ[9];B[ee](;W[dd];B[cc])(;W[ff]))"));
        assertEquals(3, pos.movesPlayed());
        assertEquals(StoneColor.WHITE, pos.board().color(Vertex.parse("D6", 9)));
        assertEquals(StoneColor.EMPTY, pos.board().color(Vertex.parse("F4", 9)));
    }

    @Test
    public void handicapSetupStonesThenWhiteMoves() throws SgfException {
        SgfNode root = root("(;GM[1]SZ[19]HA[2]KM[0.5]AB[dp][pd];W[dd];B[pp])");
        GamePosition start = GameReplay.atMove(root, 1);
        Board hand = new Board(19);
        hand.setStone(Vertex.parse("D4", 19), StoneColor.BLACK);
        hand.setStone(Vertex.parse("Q16", 19), StoneColor.BLACK);
        assertSameStones(hand, start.board());
        assertEquals("the first move is white's", StoneColor.WHITE, start.toMove());
        assertEquals(0, start.movesPlayed());
        GamePosition end = GameReplay.atEnd(root);
        hand.play(Vertex.parse("D16", 19), StoneColor.WHITE);
        hand.play(Vertex.parse("Q4", 19), StoneColor.BLACK);
        assertSameStones(hand, end.board());
        assertEquals(StoneColor.WHITE, end.toMove());
        assertEquals(2, end.game().handicap());
    }

    @Test
    public void handicapWithoutStonesGetsTheFixedPoints() throws SgfException {
        // HA[3] but no AB, white moves first: GNU Go places its fixed handicap (D16 Q16 D4).
        GamePosition pos = GameReplay.atMove(root("(;SZ[19]HA[3];W[jj];B[kk])"), 1);
        Board hand = new Board(19);
        for (String v : new String[] {"D16", "Q16", "D4"}) {
            hand.setStone(Vertex.parse(v, 19), StoneColor.BLACK);
        }
        assertSameStones(hand, pos.board());
        assertEquals(StoneColor.WHITE, pos.toMove());
        Board nine = new Board(9);
        int[] two = GameReplay.fixedHandicapPoints(nine, 2);
        assertEquals(Vertex.parse("G7", 9), two[0]);
        assertEquals(Vertex.parse("C3", 9), two[1]);
        assertEquals(9, GameReplay.fixedHandicapPoints(nine, 12).length);
        assertEquals("even boards take 4 at most", 4, GameReplay.fixedHandicapPoints(new Board(10), 9).length);
    }

    @Test
    public void playerToMoveAndEmptyingSetup() throws SgfException {
        GamePosition pl = GameReplay.atEnd(root("(;SZ[9]AB[cc][dd]AW[gg]PL[W])"));
        assertEquals(StoneColor.WHITE, pl.toMove());
        assertEquals(0, pl.movesPlayed());
        assertEquals(StoneColor.WHITE, GameReplay.atEnd(root("(;SZ[9]PL[2])")).toMove());
        assertEquals(StoneColor.BLACK, GameReplay.atEnd(root("(;SZ[9]AW[cc]PL[b])")).toMove());
        GamePosition ae = GameReplay.atEnd(root("(;SZ[9]AB[aa:cb][dd];AE[bb:cb];W[ee])"));
        Board hand = new Board(9);
        for (String v : new String[] {"A9", "B9", "C9", "A8", "D6"}) {
            hand.setStone(Vertex.parse(v, 9), StoneColor.BLACK);
        }
        hand.play(Vertex.parse("E5", 9), StoneColor.WHITE);
        assertSameStones(hand, ae.board());
        assertEquals(StoneColor.BLACK, ae.toMove());
    }

    @Test
    public void moveOnOccupiedPointIsReportedWithItsLocation() throws SgfException {
        SgfNode root = root("(;SZ[9];B[ee]\n;W[ee])");
        try {
            GameReplay.atEnd(root);
            fail("W[ee] is on black's stone");
        } catch (SgfException e) {
            assertEquals("test.sgf", e.getSourceName());
            assertEquals(2, e.getLine());
            assertEquals(3, e.getColumn());
            assertTrue(e.getMessage(), e.getMessage().contains("move 2 (white E5, W[ee]) is on an occupied point"));
        }
        assertEquals("stopping before the bad move is fine", 1, GameReplay.atMove(root, 2).movesPlayed());
    }

    @Test
    public void badCoordinateInAnEditedTreeIsReported() throws SgfException {
        SgfNode root = root("(;SZ[9];B[ee];W[dd])");
        root.mainChild().mainChild().set("W", "zz");
        try {
            GameReplay.atEnd(root);
            fail("zz is off the board");
        } catch (SgfException e) {
            assertEquals(1, e.getLine());
            assertEquals(14, e.getColumn());
            assertTrue(e.getMessage(), e.getMessage().contains("bad SGF point 'zz'"));
        }
    }

    @Test
    public void lastNodeIsTheLastAppliedNode() throws SgfException {
        SgfNode root = root(CAPTURE);
        GamePosition pos = GameReplay.atMove(root, 2);
        assertSame(root.mainChild(), pos.lastNode());
        assertSame(root.mainChild().mainChild(), pos.nextMoveNode());
    }
}
