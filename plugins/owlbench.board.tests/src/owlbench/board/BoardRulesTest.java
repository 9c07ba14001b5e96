package owlbench.board;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static owlbench.board.Diagrams.board;
import static owlbench.board.Diagrams.v;

import java.util.Arrays;

import org.junit.Test;

/** Rules of play: captures, ko, suicide, superko, passes, undo, edges, sizes and bad input. */
public class BoardRulesTest {
    private static final int B = StoneColor.BLACK;
    private static final int W = StoneColor.WHITE;

    @Test
    public void captureInTheCentre() {
        Board b = board(
                ". . . . .",
                ". . X . .",
                ". X O . .",
                ". . X . .",
                ". . . . .");
        int c3 = v(b, "C3");
        assertEquals(1, b.countlib(c3));
        assertTrue(b.doesCapture(v(b, "D3"), B));
        b.play(v(b, "D3"), B);
        assertEquals(StoneColor.EMPTY, b.color(c3));
        assertEquals(1, b.captures(W));
        assertEquals(0, b.captures(B));
        assertEquals(Board.PASS, b.koPoint());
        assertEquals(4, b.countlib(v(b, "D3")));
        BoardOracle.check(b, "after capture");
    }

    @Test
    public void captureInTheCornerAndOnTheEdge() {
        Board b = board(
                ". . . . .",
                ". . . . .",
                ". . . . .",
                ". . . . .",
                "O X O X .");
        assertEquals(1, b.countlib(v(b, "A1")));
        b.play(v(b, "A2"), B);
        assertEquals(StoneColor.EMPTY, b.color(v(b, "A1")));
        b.play(v(b, "C2"), B);
        assertEquals(StoneColor.EMPTY, b.color(v(b, "C1")));
        assertEquals(2, b.captures(W));
        BoardOracle.check(b, "after edge captures");
        // Corner on the far side: top right.
        Board t = board(
                ". . . X O",
                ". . . . .",
                ". . . . .",
                ". . . . .",
                ". . . . .");
        assertFalse("White E4 would join E5 with liberties D4, E3", t.isSelfAtari(v(t, "E4"), W));
        t.play(v(t, "E4"), B);
        assertEquals(StoneColor.EMPTY, t.color(v(t, "E5")));
        assertEquals(1, t.captures(W));
    }

    @Test
    public void oneMoveCapturesTwoStrings() {
        Board b = board(
                "X O . O X",
                ". X . X .",
                ". . . . .",
                ". . . . .",
                ". . . . .");
        int c5 = v(b, "C5");
        int[] origins = new int[4];
        assertEquals(2, b.capturedStringsBy(c5, B, origins));
        b.play(c5, B);
        assertEquals(StoneColor.EMPTY, b.color(v(b, "B5")));
        assertEquals(StoneColor.EMPTY, b.color(v(b, "D5")));
        assertEquals(2, b.captures(W));
        assertEquals("two stones taken: no ko", Board.PASS, b.koPoint());
        assertEquals(3, b.countlib(c5));
        BoardOracle.check(b, "after double capture");
    }

    @Test
    public void oneMoveCapturesThreeStrings() {
        Board b = board(
                ". . X . .",
                ". X O X .",
                "X O . O X",
                ". X . X .",
                ". . . . .");
        int c3 = v(b, "C3");
        int[] origins = new int[4];
        assertEquals(3, b.capturedStringsBy(c3, B, origins));
        assertEquals(4, b.accuratelib(c3, B, 10, null));
        assertEquals(1, b.approxlib(c3, B, 10, null));
        b.play(c3, B);
        assertEquals(3, b.captures(W));
        assertEquals(4, b.countlib(c3));
        for (String s : new String[] {"B3", "D3", "C4"}) {
            assertEquals(s, StoneColor.EMPTY, b.color(v(b, s)));
        }
        BoardOracle.check(b, "after triple capture");
    }

    @Test
    public void captureOfLargerStrings() {
        Board b = board(
                ". . . . .",
                ". . . . .",
                ". . . . .",
                ". . . . .",
                "X O O O X");
        assertEquals(3, b.countlib(v(b, "C1"))); // B2, C2, D2
        b.play(v(b, "C2"), B);
        assertEquals(2, b.countlib(v(b, "C1")));
        b.play(v(b, "B2"), B);
        assertEquals(1, b.countlib(v(b, "C1")));
        b.play(v(b, "D2"), B);
        assertEquals(3, b.captures(W));
        for (String s : new String[] {"B1", "C1", "D1"}) {
            assertEquals(s, StoneColor.EMPTY, b.color(v(b, s)));
        }
        assertEquals(8, b.countlib(v(b, "C2"))); // B3 C3 D3 A2 E2 B1 C1 D1
        BoardOracle.check(b, "after capture of a three-stone string");
    }

    private static Board koBoard() {
        return board(
                ". X O . .",
                "X O . O .",
                ". X O . .",
                ". . . . .",
                ". . . . .");
    }

    @Test
    public void simpleKoForbidsImmediateRetake() {
        Board b = koBoard();
        int c4 = v(b, "C4");
        int b4 = v(b, "B4");
        long before = b.hash();
        b.play(c4, B);
        assertEquals(StoneColor.EMPTY, b.color(b4));
        assertEquals(b4, b.koPoint());
        assertNotEquals("the ko point is in the hash", before, b.hash());
        assertEquals(MoveLegality.KO, b.legalityOf(b4, W));
        assertFalse(b.trymove(b4, W));
        assertEquals(0, b.stackp());
        try {
            b.play(b4, W);
            fail("ko retake must be refused");
        } catch (IllegalMoveException e) {
            assertEquals(MoveLegality.KO, e.getLegality());
            assertTrue(e.getMessage(), e.getMessage().contains("B4"));
        }
        // Black may fill the ko himself.
        assertTrue(b.isLegal(b4, B));
        // White plays elsewhere, Black answers elsewhere: now White may retake.
        b.play(v(b, "E1"), W);
        assertEquals(Board.PASS, b.koPoint());
        b.play(v(b, "E2"), B);
        assertTrue(b.isLegal(b4, W));
        b.play(b4, W);
        assertEquals(StoneColor.EMPTY, b.color(c4));
        assertEquals(c4, b.koPoint());
        assertEquals(MoveLegality.KO, b.legalityOf(c4, B));
        assertEquals(1, b.captures(B));
        assertEquals(1, b.captures(W));
        BoardOracle.check(b, "after ko retake");
    }

    @Test
    public void koIsRestoredByPopgoAndClearedByPass() {
        Board b = koBoard();
        int c4 = v(b, "C4");
        int b4 = v(b, "B4");
        assertTrue(b.trymove(c4, B));
        assertEquals(b4, b.koPoint());
        long afterCapture = b.hash();
        assertTrue(b.trymove(Board.PASS, W));
        assertEquals(Board.PASS, b.koPoint());
        assertTrue("after a pass the ko may be retaken", b.trymove(b4, W));
        b.popgo();
        b.popgo();
        assertEquals(b4, b.koPoint());
        assertEquals(afterCapture, b.hash());
        b.popgo();
        assertEquals(Board.PASS, b.koPoint());
    }

    @Test
    public void singleStoneSuicide() {
        Board b = board(
                ". . .",
                "O . .",
                ". O .");
        int a1 = v(b, "A1");
        assertEquals(MoveLegality.SUICIDE, b.legalityOf(a1, B));
        assertFalse(b.trymove(a1, B));
        assertTrue(b.isSuicide(a1, B));
        assertTrue(b.isLegal(a1, W));
        b.setSuicideAllowed(true);
        assertEquals(MoveLegality.LEGAL, b.legalityOf(a1, B));
        long h = b.hash();
        b.play(a1, B);
        assertEquals(StoneColor.EMPTY, b.color(a1));
        assertEquals(1, b.captures(B));
        assertEquals(h, b.hash());
        BoardOracle.check(b, "after single-stone suicide");
    }

    @Test
    public void multiStoneSuicide() {
        Board b = board(
                ". X O",
                "O O .",
                ". . .");
        int a3 = v(b, "A3");
        assertEquals(MoveLegality.SUICIDE, b.legalityOf(a3, B));
        b.setSuicideAllowed(true);
        assertTrue(b.trymove(a3, B));
        assertEquals(StoneColor.EMPTY, b.color(a3));
        assertEquals(StoneColor.EMPTY, b.color(v(b, "B3")));
        assertEquals(2, b.captures(B));
        assertEquals("C3 gains B3: liberties B3 and C2", 2, b.countlib(v(b, "C3")));
        BoardOracle.check(b, "after two-stone suicide");
        b.popgo();
        assertEquals(B, b.color(v(b, "B3")));
        assertEquals(0, b.captures(B));
        BoardOracle.check(b, "after popgo of suicide");
    }

    @Test
    public void captureIsNotSuicide() {
        // Black A3 has no empty neighbour, but it takes the white stone B3 (liberty A3 only).
        Board c = board(
                ". O X",
                "O X .",
                ". . .");
        int a3 = v(c, "A3");
        assertEquals("captures B3 instead of being suicide", MoveLegality.LEGAL, c.legalityOf(a3, B));
        assertTrue(c.doesCapture(a3, B));
        c.play(a3, B);
        assertEquals(StoneColor.EMPTY, c.color(v(c, "B3")));
        assertEquals(1, c.countlib(a3));
    }

    /**
     * Sending two, returning one: White throws in at C4 (two stones in atari), Black takes two at
     * A4, White takes one back at B4, and the board is again the one before C4. Only positional
     * superko forbids the last move: Black's capture took two stones, so there is no simple ko.
     */
    @Test
    public void superkoSendingTwoReturningOne() {
        String[] diagram = {
            ". O . X",
            "O X X X",
            "O O . X",
            "O . O X"};
        for (boolean superko : new boolean[] {false, true}) {
            Board b = board(diagram);
            b.setPositionalSuperko(superko);
            long start = b.stoneHash();
            b.play(v(b, "C4"), W);
            b.play(v(b, "A4"), B);
            assertEquals(2, b.captures(W));
            assertEquals("no simple ko after taking two", Board.PASS, b.koPoint());
            int b4 = v(b, "B4");
            if (superko) {
                assertEquals(MoveLegality.SUPERKO, b.legalityOf(b4, W));
                assertFalse(b.trymove(b4, W));
                assertEquals(0, b.stackp());
                try {
                    b.play(b4, W);
                    fail("superko");
                } catch (IllegalMoveException e) {
                    assertEquals(MoveLegality.SUPERKO, e.getLegality());
                }
                BoardOracle.check(b, "after superko refusal");
                // Undo goes back to the start; replaying the cycle hits superko again.
                assertTrue(b.undo());
                assertTrue(b.undo());
                assertFalse(b.undo());
                assertEquals(start, b.stoneHash());
                b.play(v(b, "C4"), W);
                b.play(v(b, "A4"), B);
                assertEquals(MoveLegality.SUPERKO, b.legalityOf(b4, W));
                assertEquals("other moves stay legal", MoveLegality.LEGAL, b.legalityOf(v(b, "B1"), W));
            } else {
                assertEquals(MoveLegality.LEGAL, b.legalityOf(b4, W));
                b.play(b4, W);
                assertEquals("the position repeats", start, b.stoneHash());
            }
        }
    }

    @Test
    public void superkoAlsoCatchesKoAfterPasses() {
        Board b = koBoard();
        b.setPositionalSuperko(true);
        b.play(v(b, "C4"), B);
        b.play(Board.PASS, W);
        b.play(Board.PASS, B);
        // Simple ko was cleared by the passes, but the retake repeats the starting position.
        assertEquals(MoveLegality.SUPERKO, b.legalityOf(v(b, "B4"), W));
        b.setPositionalSuperko(false);
        assertEquals(MoveLegality.LEGAL, b.legalityOf(v(b, "B4"), W));
    }

    @Test
    public void passes() {
        Board b = new Board(9);
        long h = b.hash();
        b.play(Board.PASS, B);
        b.play(Board.PASS, W);
        assertEquals(h, b.hash());
        assertEquals(2, b.moveHistory().size());
        assertTrue(b.moveHistory().get(0).isPass());
        assertEquals(B, b.moveHistory().get(0).color());
        assertTrue(b.isLegal(Board.PASS, B));
        assertTrue(b.trymove(Board.PASS, B));
        assertEquals(1, b.stackp());
        b.popgo();
        assertEquals(0, b.stackp());
    }

    @Test
    public void undoOfPermanentMoves() {
        Board b = koBoard();
        assertFalse("nothing to undo after setup", b.undo());
        String start = BoardOracle.snapshot(b);
        b.play(v(b, "C4"), B);
        String afterCapture = BoardOracle.snapshot(b);
        b.play(v(b, "E5"), W);
        assertTrue(b.undo());
        assertEquals(afterCapture, BoardOracle.snapshot(b));
        assertEquals(v(b, "B4"), b.koPoint());
        assertTrue(b.undo());
        assertEquals(start, BoardOracle.snapshot(b));
        assertEquals(0, b.captures(W));
        assertFalse(b.undo());
        assertEquals(0, b.moveHistory().size());
    }

    @Test
    public void undoFromEmptyBoard() {
        Board b = new Board(19);
        String empty = BoardOracle.snapshot(b);
        b.play(v(b, "Q16"), B);
        b.play(v(b, "D4"), W);
        assertEquals(Arrays.asList(new PlayedMove(B, v(b, "Q16")), new PlayedMove(W, v(b, "D4"))), b.moveHistory());
        assertTrue(b.undo());
        assertTrue(b.undo());
        assertFalse(b.undo());
        assertEquals(empty, BoardOracle.snapshot(b));
    }

    @Test
    public void smallestBoard() {
        Board b = new Board(2);
        assertEquals(4, b.onBoardPoints().length);
        b.play(v(b, "A1"), B);
        b.play(v(b, "B2"), W);
        b.play(v(b, "B1"), B);
        assertEquals(1, b.countlib(v(b, "A1")));
        b.play(v(b, "A2"), W);
        assertEquals(2, b.captures(B));
        assertEquals(StoneColor.EMPTY, b.color(v(b, "A1")));
        assertEquals(StoneColor.EMPTY, b.color(v(b, "B1")));
        assertEquals(2, b.countlib(v(b, "A2")));
        assertTrue(b.isLegal(v(b, "B1"), B));
        BoardOracle.check(b, "2x2");
    }

    @Test
    public void largestBoard() {
        Board b = new Board(25);
        assertEquals(625, b.onBoardPoints().length);
        int z25 = v(b, "Z25");
        assertEquals(b.point(24, 0), z25);
        b.play(z25, W);
        b.play(v(b, "Y25"), B);
        b.play(v(b, "Z24"), B);
        assertEquals(StoneColor.EMPTY, b.color(z25));
        assertEquals(1, b.captures(W));
        b.play(v(b, "A1"), W);
        assertEquals(2, b.countlib(v(b, "A1")));
        BoardOracle.check(b, "25x25");
    }

    @Test
    public void geometry() {
        Board b = new Board(19);
        int p = b.point(3, 15);
        assertEquals("D4", Vertex.toString(p, 19));
        assertEquals(3, b.col(p));
        assertEquals(15, b.row(p));
        assertTrue(b.isOnBoard(p));
        assertFalse(b.isOnBoard(Board.PASS));
        assertFalse(b.isOnBoard(b.point(0, 0) - 1));
        assertEquals(StoneColor.BORDER, b.color(b.point(0, 0) - 1));
        int[] pts = b.onBoardPoints();
        assertEquals(b.point(0, 0), pts[0]);
        assertEquals(b.point(18, 18), pts[360]);
        for (int q : pts) {
            assertTrue(q > 0 && q < b.boardArraySize());
        }
    }

    @Test
    public void badInput() {
        for (int size : new int[] {-1, 0, 1, 26, 100}) {
            try {
                new Board(size);
                fail("size " + size);
            } catch (IllegalArgumentException e) {
                assertTrue(e.getMessage(), e.getMessage().contains(Integer.toString(size)));
            }
        }
        Board b = new Board(5);
        b.play(v(b, "C3"), B);
        try {
            b.play(v(b, "C3"), W);
            fail("occupied");
        } catch (IllegalMoveException e) {
            assertEquals(MoveLegality.OCCUPIED, e.getLegality());
            assertEquals(v(b, "C3"), e.getPoint());
            assertEquals(W, e.getColor());
        }
        int border = b.point(0, 0) - 1;
        assertEquals(MoveLegality.OFF_BOARD, b.legalityOf(border, B));
        assertEquals(MoveLegality.OFF_BOARD, b.legalityOf(-5, B));
        assertEquals(MoveLegality.OFF_BOARD, b.legalityOf(10000, B));
        assertFalse(b.trymove(border, B));
        assertFalse(b.trymove(-5, B));
        expectIae(() -> b.play(v(b, "A1"), StoneColor.EMPTY));
        expectIae(() -> b.legalityOf(v(b, "A1"), 7));
        expectIae(() -> b.origin(v(b, "A1")));
        expectIae(() -> b.countlib(border));
        expectIae(() -> b.approxlib(v(b, "C3"), B, 4, null));
        expectIae(() -> b.point(5, 0));
        expectIae(() -> b.color(-1));
        expectIae(() -> b.setStone(border, B));
        expectIae(() -> StoneColor.parse("x"));
        expectIae(() -> StoneColor.other(StoneColor.EMPTY));
        try {
            b.popgo();
            fail("popgo at stackp 0");
        } catch (IllegalStateException e) {
            assertTrue(e.getMessage().contains("stackp"));
        }
        assertTrue(b.trymove(v(b, "D4"), W));
        for (Runnable r : new Runnable[] {() -> b.play(v(b, "A1"), B), () -> b.undo(), () -> b.setStone(v(b, "A1"), B),
            () -> b.clear(), () -> b.copy()}) {
            try {
                r.run();
                fail("needs stackp 0");
            } catch (IllegalStateException e) {
                assertTrue(e.getMessage().contains("stackp"));
            }
        }
        b.popgo();
    }

    private static void expectIae(Runnable r) {
        try {
            r.run();
            fail("expected IllegalArgumentException");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage() != null && !e.getMessage().isEmpty());
        }
    }

    @Test
    public void colours() {
        assertEquals(0, StoneColor.EMPTY);
        assertEquals(1, StoneColor.WHITE);
        assertEquals(2, StoneColor.BLACK);
        assertEquals(3, StoneColor.BORDER);
        assertEquals(W, StoneColor.other(B));
        assertEquals(B, StoneColor.other(W));
        assertEquals(B, StoneColor.parse("b"));
        assertEquals(B, StoneColor.parse("BLACK"));
        assertEquals(W, StoneColor.parse("W"));
        assertEquals(W, StoneColor.parse("White"));
        assertEquals("black", StoneColor.name(B));
        assertEquals("white", StoneColor.name(W));
        assertEquals("empty", StoneColor.name(StoneColor.EMPTY));
    }

    @Test
    public void stringQueries() {
        Board b = board(
                ". . . . .",
                ". X X O .",
                ". O X O .",
                ". . O . .",
                ". . . . .");
        int b4 = v(b, "B4");
        assertEquals(b4, b.origin(v(b, "C3")));
        assertEquals(3, b.stringSize(v(b, "C4")));
        int[] buf = new int[64];
        int n = b.stringStones(v(b, "C3"), buf);
        int[] stones = Arrays.copyOf(buf, n);
        Arrays.sort(stones);
        assertArrayEquals(new int[] {b4, v(b, "C4"), v(b, "C3")}, stones);
        assertEquals(3, b.countlib(b4)); // A4, B5, C5
        assertEquals(3, b.findlib(b4, 2, buf));
        assertEquals(3, b.findlib(b4, 3, buf));
        int[] libs = Arrays.copyOf(buf, 3);
        Arrays.sort(libs);
        assertArrayEquals(new int[] {v(b, "B5"), v(b, "C5"), v(b, "A4")}, libs);
        n = b.adjacentStrings(b4, buf);
        int[] adj = Arrays.copyOf(buf, n);
        Arrays.sort(adj);
        assertArrayEquals(new int[] {v(b, "D4"), v(b, "B3"), v(b, "C2")}, adj);
        assertTrue(b.sameString(b4, v(b, "C3")));
        assertFalse(b.sameString(b4, v(b, "D4")));
        BoardOracle.check(b, "stringQueries");
    }

    @Test
    public void libertyQueriesBeforeAMove() {
        Board b = board(
                ". . . . .",
                ". . O . .",
                ". O X O .",
                ". X . X .",
                ". . . . .");
        int c2 = v(b, "C2");
        // Black C2 joins C3, B2 and D2: approx ignores nothing to capture here.
        int[] libs = new int[20];
        int n = b.approxlib(c2, B, 20, libs);
        assertEquals(b.accuratelib(c2, B, 20, null), n);
        assertEquals(5, n); // A2, B1, C1, D1, E2
        assertEquals(2, b.approxlib(c2, B, 2, null));
        assertFalse(b.isSelfAtari(c2, B));
        // White C2 takes the black stone C3 (in atari): liberties C1 and, after the capture, C3.
        assertEquals(1, b.countlib(v(b, "C3")));
        assertTrue(b.doesCapture(c2, W));
        assertEquals(1, b.approxlib(c2, W, 20, null));
        n = b.accuratelib(c2, W, 20, libs);
        assertEquals(2, n);
        assertEquals("liberties without captures come first", v(b, "C1"), libs[0]);
        assertEquals(v(b, "C3"), libs[1]);
        assertFalse(b.isSelfAtari(c2, W));
    }

    @Test
    public void accuratelibCountsCaptures() {
        Board b = board(
                ". . . . .",
                ". X O X .",
                ". O . O .",
                ". X O X .",
                ". . . . .");
        int c3 = v(b, "C3");
        // Black C3 is surrounded by four white stones; it captures none of them (each has 2+ liberties).
        assertEquals(0, b.approxlib(c3, B, 10, null));
        assertEquals(0, b.accuratelib(c3, B, 10, null));
        assertTrue(b.isSuicide(c3, B));
        // A ko-like capture: white B3 has liberties A3 and C3 only? no: A3 is empty too. Put black A3.
        b.setStone(v(b, "A3"), B);
        assertEquals(1, b.countlib(v(b, "B3")));
        int[] libs = new int[10];
        assertEquals(1, b.accuratelib(c3, B, 10, libs));
        assertEquals(v(b, "B3"), libs[0]);
        assertTrue(b.isSelfAtari(c3, B));
        int[] origins = new int[4];
        assertEquals(1, b.capturedStringsBy(c3, B, origins));
        assertEquals(v(b, "B3"), origins[0]);
    }

    @Test
    public void copyIsIndependent() {
        Board b = koBoard();
        b.play(v(b, "C4"), B);
        Board c = b.copy();
        assertEquals(BoardOracle.snapshot(b), BoardOracle.snapshot(c));
        assertEquals(b.moveHistory(), c.moveHistory());
        c.play(v(c, "E5"), W);
        assertEquals(StoneColor.EMPTY, b.color(v(b, "E5")));
        assertTrue(c.undo());
        assertTrue(c.undo());
        assertEquals(1, b.moveHistory().size());
        assertEquals(W, c.color(v(c, "B4")));
    }

    @Test
    public void hashDependsOnPositionNotOrder() {
        Board a = new Board(9);
        Board b = new Board(9);
        a.play(v(a, "C3"), B);
        a.play(v(a, "G7"), W);
        a.play(v(a, "E5"), B);
        b.play(v(b, "E5"), B);
        b.play(v(b, "G7"), W);
        b.play(v(b, "C3"), B);
        assertEquals(a.hash(), b.hash());
        assertNotEquals(new Board(9).hash(), a.hash());
        assertEquals(BoardOracle.hashFromScratch(a), a.hash());
        // Deterministic table: the same on a fresh board in a fresh order.
        Board c = board(
                ". . . . .",
                ". . . . .",
                ". . X . .",
                ". . . . .",
                ". . . . .");
        Board d = new Board(5);
        d.play(v(d, "C3"), B);
        assertEquals(c.hash(), d.hash());
    }

    @Test
    public void clearEmptiesEverything() {
        Board b = koBoard();
        b.play(v(b, "C4"), B);
        b.clear();
        assertEquals(BoardOracle.snapshot(new Board(5)), BoardOracle.snapshot(b));
        assertEquals(0, b.moveHistory().size());
        assertEquals(0, b.captures(W));
    }
    /** Setting many stones at once gives the same board, strings and hash as one at a time. */
    @Test
    public void setStonesEqualsSetStoneInTurn() {
        Board one = new Board(9);
        Board many = new Board(9);
        int[] black = {v(one, "C3"), v(one, "D3"), v(one, "E4"), v(one, "A1"), v(one, "B2")};
        int[] white = {v(one, "D4"), v(one, "C4"), v(one, "A2")};
        for (int p : black) {
            one.setStone(p, StoneColor.BLACK);
        }
        for (int p : white) {
            one.setStone(p, StoneColor.WHITE);
        }
        many.setStones(black, StoneColor.BLACK);
        many.setStones(white, StoneColor.WHITE);
        assertEquals(one.hash(), many.hash());
        for (int p : one.onBoardPoints()) {
            assertEquals(one.color(p), many.color(p));
            if (one.color(p) != StoneColor.EMPTY) {
                assertEquals(one.countlib(p), many.countlib(p));
                assertEquals(one.origin(p), many.origin(p));
                assertEquals(one.stringSize(p), many.stringSize(p));
            }
        }
        many.setStones(new int[] {v(one, "C3"), v(one, "D3")}, StoneColor.EMPTY);
        one.setStone(v(one, "C3"), StoneColor.EMPTY);
        one.setStone(v(one, "D3"), StoneColor.EMPTY);
        assertEquals(StoneColor.EMPTY, many.color(v(one, "D3")));
        assertEquals(one.hash(), many.hash());
        assertEquals(one.countlib(v(one, "C4")), many.countlib(v(one, "C4")));
        try {
            many.setStones(new int[] {v(one, "E5"), 0}, StoneColor.BLACK);
            fail("a point off the board");
        } catch (IllegalArgumentException e) {
            assertEquals("nothing is set when a point is bad", StoneColor.EMPTY, many.color(v(one, "E5")));
        }
    }

}
