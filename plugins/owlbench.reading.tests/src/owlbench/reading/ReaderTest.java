package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/** Tactical reading on handmade positions: ladders, nets, snapbacks, ko, edge cases, budgets. */
public class ReaderTest {

    /** White D3 chased up and right by black C3, D2, E2: a ladder (row 9 first; BoundedOutMemoTest reads it too). */
    static final String[] LADDER = {
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "..XO.....",
        "...XX....",
        "........."};

    /** White D3 with black C4, C3, C2, D2: the ataris fail once a breaker stands at G7, the net at E4 works. */
    private static final String[] NET = {
        ".........",
        ".........",
        "......O..",
        ".........",
        ".........",
        "..X......",
        "..XO.....",
        "..XX.....",
        "........."};

    /** White A2-B2-C2-C1 with liberties A1, B1: the throw-in at B1 is a snapback. */
    private static final String[] SNAPBACK = {
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "XXX......",
        "OOOX.....",
        "..OX....."};

    /** White C5 in atari; black's capture at D5 is a ko capture. */
    private static final String[] KO = {
        ".........",
        ".........",
        ".........",
        "..XO.....",
        ".XO.O....",
        "..XO.....",
        ".........",
        ".........",
        "........."};

    private static Reader ladderOnly(Board b) {
        ReadingParams p = new ReadingParams();
        p.backfillDepth = -1; // no nets: pure ladder reading
        p.backfill2Depth = -1;
        return new Reader(b, p);
    }

    @Test
    public void ladderWithoutBreakerIsCaptured() {
        Board b = Diagrams.board(LADDER);
        Reader r = ladderOnly(b);
        int d3 = Diagrams.v(b, "D3");
        assertEquals(ReadCodes.WIN, r.attack(d3));
        assertEquals("D4", Diagrams.name(b, r.lastMove()));
        // the other atari lets white out
        assertEquals(ReadCodes.FAIL, r.doesAttack(Diagrams.v(b, "E3"), d3));
        // with the move white escapes
        assertEquals(ReadCodes.WIN, r.findDefense(d3));
    }

    /**
     * A bounded tactical read (as connection reading uses) that runs out of its own budget
     * answers FAIL, leaves the board as it was, and does not mark the whole call as over budget;
     * with enough nodes it finds the ladder.
     */
    /**
     * A reader that takes over an earlier reader's table starts empty: the same answer and node
     * count as a new reader, no hits from what the earlier one stored.
     */
    @Test
    public void recycledTableStartsEmpty() {
        Board b1 = Diagrams.board(LADDER);
        Reader first = new Reader(b1);
        int d3 = Diagrams.v(b1, "D3");
        assertEquals(ReadCodes.WIN, first.attack(d3));
        first.attack(d3);
        assertTrue("the first reader hits its own table", first.cacheHits() > 0);

        Board b2 = Diagrams.board(LADDER);
        Reader fresh = new Reader(b2);
        assertEquals(ReadCodes.WIN, fresh.attack(d3));
        Reader recycled = new Reader(Diagrams.board(LADDER), new ReadingParams(), first);
        assertEquals(0, recycled.cacheHits());
        assertEquals(ReadCodes.WIN, recycled.attack(d3));
        assertEquals(fresh.lastMove(), recycled.lastMove());
        assertEquals(fresh.nodeCounter(), recycled.nodeCounter());
        assertEquals(fresh.cacheHits(), recycled.cacheHits());
    }

    @Test
    public void boundedAttackGivesUpWithoutSpoilingTheCall() {
        Board b = Diagrams.board(LADDER);
        Reader r = ladderOnly(b);
        int d3 = Diagrams.v(b, "D3");
        long hash = b.hash();
        r.begin(null, "test", d3, Board.PASS);
        assertEquals(ReadCodes.FAIL, Reader.code(r.attackBounded(d3, 3)));
        assertEquals(hash, b.hash());
        assertEquals(0, b.stackp());
        r.end(Reader.pack(ReadCodes.FAIL, Board.PASS));
        assertTrue("a sub-budget is not the call's budget", !r.budgetExceeded());
        r.begin(null, "test", d3, Board.PASS);
        int a = r.attackBounded(d3, 10_000);
        r.end(a);
        assertEquals(ReadCodes.WIN, Reader.code(a));
        assertEquals("D4", Diagrams.name(b, Reader.move(a)));
    }

    @Test
    public void ladderBreakerSavesTheString() {
        for (String breaker : new String[] {"F5", "H7"}) {
            Board b = Diagrams.board(LADDER);
            b.setStone(Diagrams.v(b, breaker), StoneColor.WHITE);
            Reader r = ladderOnly(b);
            assertEquals("breaker at " + breaker, ReadCodes.FAIL, r.attack(Diagrams.v(b, "D3")));
        }
        // a white stone off the ladder's path does not help
        Board b = Diagrams.board(LADDER);
        b.setStone(Diagrams.v(b, "J9"), StoneColor.WHITE);
        assertEquals(ReadCodes.WIN, ladderOnly(b).attack(Diagrams.v(b, "D3")));
    }

    @Test
    public void ladderWithBreakerStillFallsToNetsWhenNetsAreRead() {
        Board b = Diagrams.board(LADDER);
        b.setStone(Diagrams.v(b, "F5"), StoneColor.WHITE);
        assertEquals(ReadCodes.FAIL, new Reader(b).attack(Diagrams.v(b, "D3")));
    }

    @Test
    public void netCapturesWhenTheLadderIsBroken() {
        Board b = Diagrams.board(NET);
        Reader r = new Reader(b);
        int d3 = Diagrams.v(b, "D3");
        assertEquals(ReadCodes.WIN, r.attack(d3));
        assertEquals("E4", Diagrams.name(b, r.lastMove()));
        assertEquals(ReadCodes.FAIL, r.doesAttack(Diagrams.v(b, "E3"), d3));
        assertEquals(ReadCodes.FAIL, r.doesAttack(Diagrams.v(b, "D4"), d3));
        assertEquals(ReadCodes.WIN, r.doesAttack(Diagrams.v(b, "E4"), d3));
    }

    @Test
    public void snapbackThrowIn() {
        Board b = Diagrams.board(SNAPBACK);
        Reader r = new Reader(b);
        int a2 = Diagrams.v(b, "A2");
        int b1 = Diagrams.v(b, "B1");
        assertTrue("the throw-in is a self-atari", b.isSelfAtari(b1, StoneColor.BLACK));
        assertEquals(ReadCodes.WIN, r.attack(a2));
        assertEquals(ReadCodes.WIN, r.doesAttack(b1, a2));
        assertEquals(ReadCodes.FAIL, r.findDefense(a2));
    }

    @Test
    public void koCaptureIsKoA() {
        Board b = Diagrams.board(KO);
        Reader r = new Reader(b);
        int c5 = Diagrams.v(b, "C5");
        int d5 = Diagrams.v(b, "D5");
        assertEquals(ReadCodes.KO_A, r.attack(c5));
        assertEquals(d5, r.lastMove());
        assertEquals(ReadCodes.WIN, r.findDefense(c5));
        assertEquals(d5, r.lastMove());
    }

    /**
     * White D2 in atari: capturing it at C2 is only a ko (C2 would stand alone in atari), but the
     * white string around C2 has just two liberties. Black A1 first takes its other liberty;
     * then white cannot connect at C2 (suicide) and D2 falls cleanly.
     */
    private static final String[] KO_OR_APPROACH = {
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        "XXXXX....",
        "XOOX.....",
        "XO.OX....",
        ".OOXX...."};

    @Test
    public void approachMoveTurnsAKoCaptureIntoACleanOne() {
        Board b = Diagrams.board(KO_OR_APPROACH);
        Reader r = new Reader(b);
        int d2 = Diagrams.v(b, "D2");
        assertEquals(ReadCodes.WIN, r.attack(d2));
        assertEquals("A1", Diagrams.name(b, r.lastMove()));
        // no approach reading this deep: the capture stays a ko
        r.params().backfillDepth = -1;
        assertEquals(ReadCodes.KO_A, r.attack(d2));
        assertEquals("C2", Diagrams.name(b, r.lastMove()));
    }

    @Test
    public void koRetakeNeedsAThreatFirst() {
        Board b = Diagrams.board(KO);
        int c5 = Diagrams.v(b, "C5");
        int d5 = Diagrams.v(b, "D5");
        b.play(d5, StoneColor.BLACK); // takes the ko
        Reader r = new Reader(b);
        assertEquals(ReadCodes.KO_B, r.attack(d5));
        assertEquals(c5, r.lastMove());
        assertEquals(ReadCodes.WIN, r.findDefense(d5));
        // without ko reading the retake is simply illegal
        r.params().koDepth = 0;
        assertEquals(ReadCodes.FAIL, r.attack(d5));
    }

    @Test
    public void attackAndDefencePoints() {
        Board b = Diagrams.board(SNAPBACK);
        Reader r = new Reader(b);
        int a2 = Diagrams.v(b, "A2");
        int[] pts = r.attackPoints(a2);
        java.util.Arrays.sort(pts);
        int[] expected = {Diagrams.v(b, "A1"), Diagrams.v(b, "B1")};
        java.util.Arrays.sort(expected);
        assertEquals(java.util.Arrays.toString(expected), java.util.Arrays.toString(pts));
        assertEquals(0, r.defensePoints(a2).length);

        Board net = Diagrams.board(NET);
        Reader rn = new Reader(net);
        int[] np = rn.attackPoints(Diagrams.v(net, "D3"));
        assertEquals(1, np.length);
        assertEquals("E4", Diagrams.name(net, np[0]));
        int[] dp = rn.defensePoints(Diagrams.v(net, "D3"));
        assertTrue(dp.length >= 1);
        for (int m : dp) {
            assertEquals(ReadCodes.WIN, rn.doesDefend(m, Diagrams.v(net, "D3")));
        }
    }

    @Test
    public void attackThreats() {
        // the ladder with a breaker at F5 is not capturable; some black moves make it so
        Board b = Diagrams.board(LADDER);
        b.setStone(Diagrams.v(b, "F5"), StoneColor.WHITE);
        Reader r = new Reader(b);
        int d3 = Diagrams.v(b, "D3");
        assertEquals(ReadCodes.FAIL, r.attack(d3));
        int[] threats = r.attackThreats(d3, 10);
        assertTrue("some move threatens D3", threats.length > 0);
        for (int t : threats) {
            assertTrue(b.trymove(t, StoneColor.BLACK));
            assertTrue(Diagrams.name(b, t), b.color(d3) == StoneColor.EMPTY || r.attack(d3) != ReadCodes.FAIL);
            b.popgo();
        }
        // a string that can already be captured has no threats
        Board snap = Diagrams.board(SNAPBACK);
        assertEquals(0, new Reader(snap).attackThreats(Diagrams.v(snap, "A2"), 10).length);
    }

    @Test
    public void gtpCodes() {
        assertEquals(1, ReadCodes.gtpCode(ReadCodes.WIN));
        assertEquals(2, ReadCodes.gtpCode(ReadCodes.KO_A));
        assertEquals(3, ReadCodes.gtpCode(ReadCodes.KO_B));
        assertEquals(0, ReadCodes.gtpCode(ReadCodes.FAIL));
        assertEquals(ReadCodes.KO_A, ReadCodes.invert(ReadCodes.KO_B));
        assertEquals(ReadCodes.WIN, ReadCodes.invert(ReadCodes.FAIL));
    }

    @Test
    public void edgeCases() {
        Board b = Diagrams.board(SNAPBACK);
        Reader r = new Reader(b);
        // a one-stone string in atari in the corner
        b.setStone(Diagrams.v(b, "J1"), StoneColor.WHITE);
        b.setStone(Diagrams.v(b, "H1"), StoneColor.BLACK);
        assertEquals(ReadCodes.WIN, r.attack(Diagrams.v(b, "J1")));
        assertEquals("J2", Diagrams.name(b, r.lastMove()));
        // a lone stone in the middle has four liberties and is not read as capturable
        b.setStone(Diagrams.v(b, "E6"), StoneColor.WHITE);
        assertEquals(ReadCodes.FAIL, r.attack(Diagrams.v(b, "E6")));
        try {
            r.attack(Diagrams.v(b, "E5"));
            fail("attack on an empty point must fail");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("E5"));
        }
        try {
            r.findDefense(0);
            fail("off-board point must fail");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("off the board"));
        }
    }

    @Test
    public void searchLeavesTheBoardAsItWas() {
        Board b = Diagrams.board(NET);
        long hash = b.hash();
        String before = b.showboard();
        Reader r = new Reader(b);
        r.attack(Diagrams.v(b, "D3"));
        r.findDefense(Diagrams.v(b, "D3"));
        r.attackEither(Diagrams.v(b, "C3"), Diagrams.v(b, "C4"));
        assertEquals(0, b.stackp());
        assertEquals(hash, b.hash());
        assertEquals(before, b.showboard());
    }

    @Test
    public void nodeBudgetEndsTheSearch() {
        Board b = Diagrams.board(LADDER);
        b.setStone(Diagrams.v(b, "G7"), StoneColor.WHITE);
        Reader full = new Reader(b);
        full.attack(Diagrams.v(b, "D3"));
        long fullNodes = full.nodeCounter();
        assertTrue("the full search needs more than 200 nodes, used " + fullNodes, fullNodes > 200);
        assertTrue(!full.budgetExceeded());

        ReadingParams p = new ReadingParams();
        p.nodeLimit = 50;
        Reader r = new Reader(b, p);
        r.attack(Diagrams.v(b, "D3"));
        assertTrue(r.budgetExceeded());
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() <= 50 + 60);
        assertEquals(0, b.stackp());
    }

    @Test
    public void everyCallEndsOnABusyBoard() {
        // a random-looking dense position: every string is read within the budget
        Board b = Diagrams.board(
            "XO.XO.OX.",
            ".XOX.OXO.",
            "OX.OXX.OX",
            "X.OXO.XO.",
            ".OX.XOO.X",
            "OX.OX.XO.",
            "X.XO.OXOX",
            ".OX.XO.X.",
            "OX.O.XO.O");
        ReadingParams p = new ReadingParams();
        p.nodeLimit = 5000;
        Reader r = new Reader(b, p);
        for (int pos : b.onBoardPoints()) {
            if (StoneColor.isStone(b.color(pos))) {
                long n0 = r.nodeCounter();
                int a = r.attack(pos);
                int d = r.findDefense(pos);
                assertTrue(a >= 0 && a <= ReadCodes.WIN && d >= 0 && d <= ReadCodes.WIN);
                assertTrue(r.nodeCounter() - n0 <= 2 * (5000 + 200));
            }
        }
        assertEquals(0, b.stackp());
    }

    @Test
    public void depthsShift() {
        ReadingParams p = new ReadingParams();
        int depth = p.depth;
        int fourlib = p.fourlibDepth;
        p.increase();
        assertEquals(depth + 1, p.depth);
        assertEquals(fourlib + 1, p.fourlibDepth);
        p.decrease();
        p.decrease();
        assertEquals(depth - 1, p.depth);
    }

    @Test
    public void attackEitherAndDefendBoth() {
        // white B3 in atari and white C2 share the point B2; black A3, B4, C3 surround B3
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".X.......",
            "XOX......",
            "..O......",
            ".........");
        Reader r = new Reader(b);
        int b3 = Diagrams.v(b, "B3");
        int c2 = Diagrams.v(b, "C2");
        assertEquals(ReadCodes.WIN, r.attackEither(b3, c2));
        // white to move saves both by connecting at B2
        assertEquals(ReadCodes.WIN, r.defendBoth(b3, c2));
        assertEquals("B2", Diagrams.name(b, r.lastMove()));
        assertEquals(ReadCodes.WIN, r.doesDefend(Diagrams.v(b, "B2"), b3));
    }

    /**
     * White H2 (liberties G2, H3) shares its liberties with the black string around it, which
     * cannot fill them; black first captures the two white stones G5-G4 in atari beside that
     * string (F5), and then H2 falls (reading.tst 129; GNU Go: F5 or F6).
     */
    @Test
    public void theAttackerCapturesBesideItsWeakStringFirst() {
        Board b = Diagrams.board(
            ".X.X..XX.",
            "XXXXXXOOX",
            "....OOOOO",
            "......XOO",
            "......OXO",
            ".....XOXX",
            "....OOX.X",
            "OOOOOX.OX",
            "..O.OXXXX");
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.attack(Diagrams.v(b, "H2")));
        String m = Diagrams.name(b, r.lastMove());
        assertTrue(m, m.equals("F5") || m.equals("F6"));
    }

    /**
     * White D4-E4-F4-E3 (liberties E5, F3, E2) between black C3-D3 and G3: black E5 takes the
     * liberty and joins D5-F5, and white cannot both crawl along the second line and save itself
     * by shortening D5-F5 (GNU Go 3.8 answers 1 E5). The shortenings that black answers by
     * extending back to three liberties must not push the reading past fourlib_depth.
     */
    @Test
    public void crawlingStringBetweenTwoWallsIsCaptured() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            "..OX.XO..",
            "..XOOOX..",
            "..XXO.X..",
            ".........",
            ".........");
        Reader r = new Reader(b);
        assertEquals(ReadCodes.WIN, r.attack(Diagrams.v(b, "E3")));
        assertEquals("E5", Diagrams.name(b, r.lastMove()));
        assertTrue("nodes " + r.nodeCounter(), r.nodeCounter() < 6000);
    }

    /**
     * A string of three liberties around a straight three on the edge (A1 B1 C1): filling the
     * middle liberty gains nothing as an extension, but leaves two eyes the attacker cannot enter
     * (found through owl: optics took the worm for dead and lost white's eye; gnugo defends at B1).
     */
    @Test
    public void fillingTheMiddleOfAStraightThreeDefends() {
        Board b = Diagrams.board(
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "X X X X X . . . .",
            "O O O O X . . . .",
            ". . . O X . . . .");
        Reader r = new Reader(b);
        int a2 = Diagrams.v(b, "A2");
        assertEquals(ReadCodes.WIN, r.attack(a2));
        assertEquals("B1", Diagrams.name(b, r.lastMove()));
        assertEquals(ReadCodes.WIN, r.findDefense(a2));
        assertEquals("B1", Diagrams.name(b, r.lastMove()));
    }
}
