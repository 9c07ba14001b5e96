package owlbench.reading;

import owlbench.board.StoneColor;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import org.junit.Test;

import owlbench.board.Board;

/** Connection reading on small shapes: diagonal, cut diagonal, capturable cutting stone. */
public class ConnectionReaderTest {

    @Test
    public void diagonalWithBothPointsEmptyIsConnected() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "...X.....",
            "..X......",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c3 = Diagrams.v(b, "C3");
        int d4 = Diagrams.v(b, "D4");
        assertEquals(ReadCodes.WIN, c.connect(c3, d4));
        assertEquals(ReadCodes.FAIL, c.disconnect(c3, d4));
    }

    @Test
    public void halfCutDiagonal() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..OX.....",
            "..X......",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c3 = Diagrams.v(b, "C3");
        int d4 = Diagrams.v(b, "D4");
        assertEquals(ReadCodes.WIN, c.connect(c3, d4));
        assertEquals("D3", Diagrams.name(b, c.lastMove()));
        assertEquals(ReadCodes.WIN, c.disconnect(c3, d4));
        assertEquals("D3", Diagrams.name(b, c.lastMove()));
    }

    /**
     * Black C3 and E3 are kept apart by white D3, which is in atari (D4): the cutting stone is
     * no wall, capturing it joins them. Far-apart strings are apart without a search.
     */
    @Test
    public void cuttingStoneInAtariIsNoWall() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..XOX....",
            "...X.....",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c3 = Diagrams.v(b, "C3");
        int e3 = Diagrams.v(b, "E3");
        assertEquals(ReadCodes.WIN, c.connect(c3, e3));
        assertEquals("D4", Diagrams.name(b, c.lastMove()));
    }

    /** Two black stones, C3 and H8, far apart on an otherwise empty 9x9 board. */
    private static Board farApart() {
        return Diagrams.board(
            ".........",
            ".......X.",
            ".........",
            ".........",
            ".........",
            ".........",
            "..X......",
            ".........",
            ".........");
    }

    @Test
    public void farApartStringsAreApart() {
        Board b = farApart();
        Reader r = new Reader(b);
        ConnectionReader c = new ConnectionReader(r);
        int c3 = Diagrams.v(b, "C3");
        int h8 = Diagrams.v(b, "H8");
        assertEquals(ReadCodes.FAIL, c.connect(c3, h8));
        assertEquals("no connection move is even tried", 0, r.nodeCounter());
        assertEquals(ReadCodes.WIN, c.disconnect(c3, h8));
    }

    /**
     * Strings too far apart to be joined need no cutting move, but the answer still names one
     * (a liberty of either string), never a pass.
     */
    @Test
    public void disconnectOfApartStringsNamesAMove() {
        Board b = farApart();
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c3 = Diagrams.v(b, "C3");
        int h8 = Diagrams.v(b, "H8");
        assertEquals(ReadCodes.WIN, c.disconnect(c3, h8));
        int m = c.lastMove();
        assertTrue("a move, not a pass", m != Board.PASS);
        assertTrue(Diagrams.name(b, m), b.isLegal(m, StoneColor.WHITE)
                && (isLiberty(b, m, c3) || isLiberty(b, m, h8)));
    }

    /**
     * White D4-E4-F4 (three liberties: E5, E3, F3) cuts black C3-C4-D3 from G3-G4; it cannot get
     * out (D5, F5 block it), so black connects: by capturing it (E5, GNU Go's move, which the
     * connection reader tries first when its brief read finds the capture) or across E3-F3.
     */
    @Test
    public void threeLibertyCuttingStringThatCannotEscape() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            "..OX.XO..",
            "..XOOOX..",
            "..XX..X..",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c3 = Diagrams.v(b, "C3");
        int g3 = Diagrams.v(b, "G3");
        assertEquals(ReadCodes.WIN, c.connect(c3, g3));
        String m = Diagrams.name(b, c.lastMove());
        assertTrue(m, m.equals("E5") || m.equals("E3") || m.equals("F3"));
    }

    private static boolean isLiberty(Board b, int p, int s) {
        int[] libs = new int[32];
        int k = b.findlib(s, 32, libs);
        for (int i = 0; i < k; i++) {
            if (libs[i] == p) {
                return true;
            }
        }
        return false;
    }

    /**
     * A two-point jump on the second line under a wall (C2, F2 with black D3-E3 above): black
     * joins it (at D2, E2, or by C3/F3 onto the wall), and a white wedge at D2 or E2 is caught.
     */
    @Test
    public void twoPointJumpUnderAWall() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "...XX....",
            "..X..X...",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c2 = Diagrams.v(b, "C2");
        int f2 = Diagrams.v(b, "F2");
        assertEquals(ReadCodes.WIN, c.connect(c2, f2));
        String m = Diagrams.name(b, c.lastMove());
        assertTrue(m, m.equals("D2") || m.equals("E2") || m.equals("C3") || m.equals("F3"));
        assertEquals(ReadCodes.FAIL, c.disconnect(c2, f2));
    }

    /** A bamboo joint (C4-C3 and E4-E3, D4 and D3 empty) cannot be cut: whichever point white takes, black takes the other. */
    @Test
    public void bambooJoint() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..X.X....",
            "..X.X....",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c4 = Diagrams.v(b, "C4");
        int e4 = Diagrams.v(b, "E4");
        assertEquals(ReadCodes.FAIL, c.disconnect(c4, e4));
        assertEquals(ReadCodes.WIN, c.connect(c4, e4));
        String m = Diagrams.name(b, c.lastMove());
        assertTrue(m, m.equals("D4") || m.equals("D3"));
    }

    /**
     * A tiger's mouth (hanging connection): C3 and E3 with D4 above; a white stone at D3 would
     * be in atari at once, so the strings cannot be cut; black closes it at D3.
     */
    @Test
    public void tigersMouth() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "...X.....",
            "..X.X....",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c3 = Diagrams.v(b, "C3");
        int e3 = Diagrams.v(b, "E3");
        assertEquals(ReadCodes.FAIL, c.disconnect(c3, e3));
        assertEquals(ReadCodes.WIN, c.connect(c3, e3));
        assertEquals("D3", Diagrams.name(b, c.lastMove()));
    }

    /**
     * Black C4 (liberties B4, C3) and D3 (C3, D2) share one liberty: white C3 ataris both (a
     * double atari) and captures one; black connects at C3 first.
     */
    @Test
    public void doubleAtariCut() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            "..O......",
            "..XO.....",
            "...XO....",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c4 = Diagrams.v(b, "C4");
        int d3 = Diagrams.v(b, "D3");
        assertEquals(ReadCodes.WIN, c.disconnect(c4, d3));
        assertEquals("C3", Diagrams.name(b, c.lastMove()));
        assertEquals(ReadCodes.WIN, c.connect(c4, d3));
        assertEquals("C3", Diagrams.name(b, c.lastMove()));
    }

    /**
     * The cutting stone D2 has two liberties (D1, D3) and cannot escape between C2-C3 and
     * E2-E3: black connects by capturing it (the atari from either side), and white cannot cut.
     */
    @Test
    public void connectionByCapturingATwoLibertyCuttingStone() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..X.X....",
            "..XOX....",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c2 = Diagrams.v(b, "C2");
        int e2 = Diagrams.v(b, "E2");
        assertEquals(ReadCodes.WIN, c.connect(c2, e2));
        String m = Diagrams.name(b, c.lastMove());
        assertTrue(m, m.equals("D1") || m.equals("D3"));
        assertEquals(ReadCodes.FAIL, c.disconnect(c2, e2));
    }

    /**
     * A ko at the cutting point: black D2 has just taken the ko at D1 between B1-C1 and E1-F1.
     * White cuts only by retaking the ko after a ko threat (KO_B); black fills it (WIN). The
     * threat and its answer are pass nodes of the tree, counted like every other node.
     */
    @Test
    public void koCut() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "...O.....",
            "..O.O....",
            ".XXOXX...");
        b.play(Diagrams.v(b, "D2"), StoneColor.BLACK);
        assertEquals("D1", Diagrams.name(b, b.koPoint()));
        Reader r = new Reader(b);
        ConnectionReader c = new ConnectionReader(r);
        int c1 = Diagrams.v(b, "C1");
        int e1 = Diagrams.v(b, "E1");
        TreeRecorder t = new TreeRecorder();
        long n0 = r.nodeCounter();
        assertEquals(ReadCodes.KO_B, c.disconnect(c1, e1, t));
        assertEquals("D1", Diagrams.name(b, c.lastMove()));
        assertEquals(r.nodeCounter() - n0, t.nodeCount());
        assertEquals(ReadCodes.KO_B, t.resultCode());
        boolean threat = false;
        for (TreeRecorder.Node n : t.roots()) {
            threat |= n.move == owlbench.board.Board.PASS && n.function.equals("disconnect-ko-threat");
        }
        assertTrue("the ko threat is a node of the tree", threat);
        assertEquals(0, b.stackp());
        assertEquals(ReadCodes.WIN, c.connect(c1, e1));
        assertEquals("D1", Diagrams.name(b, c.lastMove()));
    }

    /**
     * White D8 and F7-G7-G8 (connection.tst 58's corner): black's cut at E7 makes a cutting
     * stone with three liberties (D7, E8, E6) that cannot be captured at once. White answers on
     * a liberty of it next to his own strings (D7 or E8), which leaves the cutting stone with
     * two liberties on the path between them, so black cannot cut (GNU Go: disconnect 0).
     */
    @Test
    public void approachingAThreeLibertyCutterKeepsTheConnection() {
        Board b = Diagrams.board(
            "......X..",
            ".X.O.XOX.",
            ".XO..OO.X",
            ".XOX...OX",
            ".......X.",
            "...X.....",
            ".........",
            ".........",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int d8 = Diagrams.v(b, "D8");
        int f7 = Diagrams.v(b, "F7");
        assertEquals(ReadCodes.FAIL, c.disconnect(d8, f7));
        assertEquals(ReadCodes.WIN, c.connect(d8, f7));
        assertEquals(0, b.stackp());
        b.play(Diagrams.v(b, "E7"), StoneColor.BLACK);
        assertEquals(ReadCodes.WIN, c.connect(d8, f7));
        String m = Diagrams.name(b, c.lastMove());
        assertTrue(m, m.equals("D7") || m.equals("E8"));
    }

    /** Every connection search ends within its node budget, and the recorder sees every node. */
    @Test
    public void budgetEndsTheSearchAndTheRecorderCountsEveryNode() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            "..X...O..",
            "....O....",
            "..XO..X..",
            "...X.O...",
            "..O..X...",
            ".X...O...",
            ".........");
        Reader r = new Reader(b);
        ConnectionReader c = new ConnectionReader(r);
        int c5 = Diagrams.v(b, "C5");
        int g5 = Diagrams.v(b, "G5");
        for (long limit : new long[] {1, 50, 500}) {
            c.setNodeLimit(limit);
            TreeRecorder t = new TreeRecorder();
            long n0 = r.nodeCounter();
            c.connect(c5, g5, t);
            long used = r.nodeCounter() - n0;
            assertEquals(used, t.nodeCount());
            // the tactical reads under the last connection node may finish their own budget
            assertTrue("limit " + limit + " used " + used, used <= limit + r.params().nodeLimit);
        }
        c.setNodeLimit(50);
        long n0 = r.nodeCounter();
        c.disconnect(c5, g5);
        assertTrue(r.nodeCounter() - n0 < 50 + r.params().nodeLimit);
    }

    /** The connect root moves of a recorded search (tactical reads at the root left out). */
    private static java.util.List<TreeRecorder.Node> connectRoots(TreeRecorder t) {
        java.util.List<TreeRecorder.Node> out = new java.util.ArrayList<>();
        for (TreeRecorder.Node n : t.roots()) {
            if (n.function.equals("connect")) {
                out.add(n);
            }
        }
        return out;
    }

    /** The first moves a recorded connect tried, by name. */
    private static java.util.Set<String> triedFirst(Board b, TreeRecorder t) {
        java.util.Set<String> tried = new java.util.HashSet<>();
        for (TreeRecorder.Node n : connectRoots(t)) {
            tried.add(Diagrams.name(b, n.move));
        }
        return tried;
    }

    /**
     * Black C3 and E3, a one-point jump: D3 joins them, and so do D2 and D4 (white's cut at D3
     * would be in atari). A thorough connect reads first the move that leaves the strings
     * nearest, here D3, which joins them outright; a win in one node cannot be beaten by a
     * cheaper one, so nothing is read after it. A brief connect (the dragon builder's) stops at
     * its first win too.
     */
    @Test
    public void thoroughConnectReadsTheJoiningMoveFirst() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..X.X....",
            ".........",
            ".........");
        int c3 = Diagrams.v(b, "C3");
        int e3 = Diagrams.v(b, "E3");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        TreeRecorder t = new TreeRecorder();
        assertEquals(ReadCodes.WIN, c.connect(c3, e3, t));
        java.util.List<TreeRecorder.Node> roots0 = connectRoots(t);
        assertEquals("the join is read first, and alone", 1, roots0.size());
        assertEquals("D3", Diagrams.name(b, roots0.get(0).move));
        assertEquals("D3", Diagrams.name(b, c.lastMove()));

        c.setThoroughRoot(false);
        TreeRecorder brief = new TreeRecorder();
        assertEquals(ReadCodes.WIN, c.connect(c3, e3, brief));
        java.util.List<TreeRecorder.Node> roots = connectRoots(brief);
        assertEquals(ReadCodes.WIN, roots.get(roots.size() - 1).code);
        int briefWins = 0;
        for (TreeRecorder.Node n : roots) {
            briefWins += n.code == ReadCodes.WIN ? 1 : 0;
        }
        assertEquals("a brief connect stops at the first win", 1, briefWins);
        assertEquals(0, b.stackp());
    }

    /**
     * connection.tst 124 (ben9992000-GNU 189, read from ../shared at run time): black E10 and
     * G10 around white's F10 in atari. D10 and E11 leave the strings equally near (one capture
     * apart), so the thorough connect reads the second after its first win, D10, and answers
     * with E11, the win that needed fewer nodes (GNU Go's and the suite's answer).
     */
    @Test
    public void thoroughConnectLooksAheadAmongEquallyNearMoves() throws Exception {
        Board b = WideCheckPositions.load("kgs/ben9992000-GNU.sgf", 189);
        ConnectionReader c = new ConnectionReader(new Reader(b));
        TreeRecorder t = new TreeRecorder();
        assertEquals(ReadCodes.WIN, c.connect(Diagrams.v(b, "E10"), Diagrams.v(b, "G10"), t));
        java.util.List<String> wins = new java.util.ArrayList<>();
        for (TreeRecorder.Node n : connectRoots(t)) {
            if (n.code == ReadCodes.WIN) {
                wins.add(Diagrams.name(b, n.move));
            }
        }
        assertEquals(java.util.Arrays.asList("D10", "E11"), wins);
        assertEquals("E11", Diagrams.name(b, c.lastMove()));
        assertEquals(0, b.stackp());
    }

    /**
     * Black C3 and F3 with white D3-E3 and D4-E4 between them: black cannot join them (below,
     * white blocks), but a thorough connect also tries the first moves up to two steps from
     * either string (A3 and H3 are no path points), a brief one only the path points.
     */
    @Test
    public void thoroughConnectTriesMovesNearTheStrings() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "...OO....",
            "..XOOX...",
            ".........",
            ".........");
        int c3 = Diagrams.v(b, "C3");
        int f3 = Diagrams.v(b, "F3");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        TreeRecorder t = new TreeRecorder();
        assertEquals(ReadCodes.FAIL, c.connect(c3, f3, t));
        java.util.Set<String> tried = triedFirst(b, t);
        assertTrue(tried.toString(), tried.contains("A3") && tried.contains("H3"));

        c.setThoroughRoot(false);
        TreeRecorder brief = new TreeRecorder();
        assertEquals(ReadCodes.FAIL, c.connect(c3, f3, brief));
        java.util.Set<String> briefTried = triedFirst(b, brief);
        assertTrue(briefTried.toString(), !briefTried.contains("A3") && !briefTried.contains("H3"));
        assertTrue(briefTried.size() < tried.size());
    }

    /**
     * White D3, between black C3-C4 and E3-E4, can only extend to D4 and stay in atari: at the
     * horizon (a one-ply disconnect) a cutting string in atari next to both strings is no cut,
     * since capturing it joins them.
     */
    @Test
    public void cuttingStringInAtariAtTheHorizonIsNoCut() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..X.X....",
            "..XOX....",
            "...X.....",
            ".........");
        Reader r = new Reader(b);
        ConnectionReader c = new ConnectionReader(r);
        c.setDepth(1);
        int c3 = Diagrams.v(b, "C3");
        int e3 = Diagrams.v(b, "E3");
        assertEquals(ReadCodes.FAIL, c.disconnect(c3, e3));
        assertEquals(0, b.stackp());
    }

    @Test
    public void sameStringIsConnected() {
        Board b = Diagrams.board(
            "...",
            "XX.",
            "...");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        assertEquals(ReadCodes.WIN, c.connect(Diagrams.v(b, "A2"), Diagrams.v(b, "B2")));
        assertEquals(ReadCodes.FAIL, c.disconnect(Diagrams.v(b, "A2"), Diagrams.v(b, "B2")));
    }

    @Test
    public void differentColoursAreRejected() {
        Board b = Diagrams.board(
            "...",
            "XO.",
            "...");
        try {
            new ConnectionReader(new Reader(b)).connect(Diagrams.v(b, "A2"), Diagrams.v(b, "B2"));
            fail("strings of different colours");
        } catch (IllegalArgumentException e) {
            assertEquals("connect: A2 and B2 have different colours", e.getMessage());
        }
    }
}
