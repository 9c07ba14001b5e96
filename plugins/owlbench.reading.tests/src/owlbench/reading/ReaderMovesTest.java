package owlbench.reading;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The candidate-move generators of the reader on handmade positions: moves on the strings
 * around the liberties (special rescues, superstring liberties), edge closing, ko retakes,
 * snapbacks and the fast defence. Outcomes marked so are the answers GNU Go 3.8 gives.
 */
public class ReaderMovesTest {

    private static boolean contains(Board b, int[] moves, String vertex) {
        int p = Diagrams.v(b, vertex);
        for (int m : moves) {
            if (m == p) {
                return true;
            }
        }
        return false;
    }

    /** Black E5 (liberties E4, F5) and a white blocker G5 with three liberties next to F5. */
    @Test
    public void theDefenderAttacksTheBlockerBesideALiberty() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            "....O....",
            "...OX.O..",
            ".........",
            ".........",
            ".........",
            ".........");
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "E5"), false);
        // G6, G4 and H5 are liberties of G5, not of E5 nor next to them: only the new generator proposes them
        assertTrue(contains(b, m, "H5"));
        assertTrue(contains(b, m, "G6"));
        assertTrue(contains(b, m, "G4"));
        assertTrue("liberties first", contains(b, m, "E4") && contains(b, m, "F5"));
    }

    /** White E5 (liberties E4, F5) and a white friend G5 with three liberties beside F5. */
    @Test
    public void theAttackerShortensTheFriendBesideALiberty() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            "....X....",
            "...XO.OX.",
            ".........",
            ".........",
            ".........",
            ".........");
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "E5"), true);
        assertTrue(contains(b, m, "G6"));
        assertTrue(contains(b, m, "G4"));
    }

    /** White D7-E9 (four liberties, D9 and F9 on the edge): the attacker closes the edge at C9 and G9. */
    @Test
    public void theAttackerClosesTheEdgeBesideAFirstLineLiberty() {
        Board b = Diagrams.board(
            "....X....",
            "...OXO...",
            "...OX....",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........");
        int e9 = Diagrams.v(b, "E9");
        assertEquals(4, b.countlib(e9));
        int[] m = new Reader(b).candidateMoves(e9, true);
        assertTrue(contains(b, m, "C9"));
        assertTrue(contains(b, m, "G9"));
        // not beside a liberty on the first line: no such move on the second line
        assertFalse(contains(b, m, "C8"));
    }

    /** Black E9-E7 (four liberties): the defender tries F6, beside two of them, where an eye forms. */
    @Test
    public void theDefenderTriesThePointBesideTwoLiberties() {
        Board b = Diagrams.board(
            "....X....",
            "...OXO...",
            "...OX....",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........");
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "E9"), false);
        assertTrue(contains(b, m, "F6"));
        // G8 shortens white F8 (three liberties), a neighbour of the string
        assertTrue(contains(b, m, "G8"));
    }

    /**
     * Black E5 against white F5 (two liberties); black G5 is in atari beside F5. Saving it at
     * G4 keeps F5 short of liberties (GNU Go's secondary chain).
     */
    @Test
    public void theDefenderRescuesAStringThatPressesOnAnAttacker() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            "......O..",
            "....XOXO.",
            ".........",
            ".........",
            ".........",
            ".........");
        assertEquals(1, b.countlib(Diagrams.v(b, "G5")));
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "E5"), false);
        assertTrue(contains(b, m, "G4"));
        assertTrue("and the ataris on F5", contains(b, m, "F6") && contains(b, m, "F4"));
    }

    /**
     * White E5-E4 against black D5-D4, which has two liberties and is pressed by white C5-C4
     * (three liberties): at the root the attacker also shortens C5-C4 (a capturing race).
     */
    @Test
    public void theAttackerShortensTheStringThatThreatensItsBlocker() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            "..OXOX...",
            ".XOXO....",
            ".........",
            ".........",
            ".........");
        assertEquals(2, b.countlib(Diagrams.v(b, "D5")));
        assertEquals(3, b.countlib(Diagrams.v(b, "C5")));
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "E5"), true);
        assertTrue(contains(b, m, "B5"));
        assertTrue(contains(b, m, "C6"));
        assertTrue(contains(b, m, "C3"));
    }

    /** Right after a ko capture both sides may retake the ko (after a threat) wherever they read. */
    @Test
    public void aKoJustTakenIsACandidateForBothSides() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            "..XO.....",
            ".XO.O....",
            "..XO.....",
            ".........",
            ".........",
            "......OX.");
        b.play(Diagrams.v(b, "D5"), StoneColor.BLACK); // captures C5: white may not retake at once
        int ko = b.koPoint();
        assertEquals("C5", Diagrams.name(b, ko));
        // black H1 (liberties H2, J1), far away, is attacked by white, who may retake the ko
        // (as if a ko threat had been answered)
        int[] attack = new Reader(b).candidateMoves(Diagrams.v(b, "H1"), true);
        assertTrue(contains(b, attack, "C5"));
        // white G1 (liberties F1, G2) is defended by white, who may retake the ko too
        int[] defence = new Reader(b).candidateMoves(Diagrams.v(b, "G1"), false);
        assertTrue(contains(b, defence, "C5"));
    }

    /** After the throw-in at B1, capturing it at A1 is a snapback: no attack (GNU Go: 0, defend 1 A1). */
    @Test
    public void aCaptureThatIsASnapbackIsNoAttack() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "XXX......",
            "OOOX.....",
            ".XOX.....");
        Reader r = new Reader(b);
        int b1 = Diagrams.v(b, "B1");
        assertEquals(ReadCodes.FAIL, r.attack(b1));
        assertEquals(ReadCodes.WIN, r.findDefense(b1));
        assertEquals("A1", Diagrams.name(b, r.lastMove()));
        assertEquals(0, b.stackp());
    }

    /** A lone stone that can extend to five liberties is safe without reading the attacker's move further. */
    @Test
    public void aStringThatExtendsToFiveLibertiesIsDefendedAtOnce() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            "....X....",
            ".........",
            ".........",
            ".........",
            ".........");
        Reader r = new Reader(b);
        int e5 = Diagrams.v(b, "E5");
        assertEquals(ReadCodes.FAIL, r.doesAttack(Diagrams.v(b, "E4"), e5));
        assertEquals("only the attacker's move was played", 1, r.nodeCounter());
    }

    @Test(expected = IllegalArgumentException.class)
    public void candidatesNeedTwoToFourLiberties() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            "....O....",
            "...OXO...",
            ".........",
            ".........",
            ".........",
            ".........");
        new Reader(b).candidateMoves(Diagrams.v(b, "E5"), true); // one liberty
    }

    /**
     * Black E2-E1 (liberties E3, D1, F1): extending at D1 or F1 gains no liberty, so the defence
     * does not try it; extending at E3 gains two.
     */
    @Test
    public void theDefenceSkipsExtensionsWithoutGain() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..OOXOO..",
            "....X....");
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "E2"), false);
        assertTrue(contains(b, m, "E3"));
        assertFalse(contains(b, m, "D1"));
        assertFalse(contains(b, m, "F1"));
    }

    /** As before, but D1 joins the black stone C1: an extension without gain that connects is tried. */
    @Test
    public void theDefenceExtendsWithoutGainToConnect() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..OOXOO..",
            "..X.X....");
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "E2"), false);
        assertTrue(contains(b, m, "D1"));
        assertFalse(contains(b, m, "F1"));
    }

    /**
     * White has just played the self-atari E2 far from black G7 (liberties G6, H7): capturing it
     * at D2 is among the defender's candidates, as it is when such a move puts a string next to
     * the attacker's neighbours in atari.
     */
    @Test
    public void theDefenderCapturesTheAttackersLastStoneInAtari() {
        Board b = Diagrams.board(
            ".........",
            "......O..",
            ".....OX..",
            ".........",
            ".........",
            ".........",
            "....X....",
            ".....X...",
            "....X....");
        Reader r = new Reader(b);
        int g7 = Diagrams.v(b, "G7");
        assertFalse(contains(b, r.candidateMoves(g7, false), "D2"));
        assertTrue(r.tryMove(Diagrams.v(b, "E2"), StoneColor.WHITE, "test", g7));
        assertTrue(contains(b, r.candidateMoves(g7, false), "D2"));
        b.popgo();
    }

    /**
     * As before, with a black stone A1: D1's new liberty C1 leads to it in two steps, so the
     * attacker cannot simply follow there (connection.tst 34, 35, 37: monkey jumps).
     */
    @Test
    public void theDefenceExtendsWithoutGainTowardsAFriend() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "..OOXOO..",
            "X...X....");
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "E2"), false);
        assertTrue(contains(b, m, "D1"));
        assertFalse(contains(b, m, "F1"));
    }

    /**
     * Black E2-E1 (liberties E3, D1, F1): D1 gains no liberty but ataris white C1, which cannot
     * run away at B1 (black B2 C2); F1 gains nothing.
     */
    @Test
    public void theDefenceExtendsWithoutGainToAtari() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".XXOXOO..",
            "..O.X....");
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "E2"), false);
        assertTrue(contains(b, m, "D1"));
        assertFalse(contains(b, m, "F1"));
    }

    /**
     * Black E2 (liberties E3, E1) touches white B2-D2 and white F2, both with three liberties:
     * shortening the bigger string is the stronger counter-threat and is tried first.
     */
    @Test
    public void theDefenceShortensBiggerAttackerStringsFirst() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "XXXX.....",
            "XOOOXO...",
            ".........");
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "E2"), false);
        int g2 = indexOf(b, m, "G2");
        assertTrue(g2 >= 0);
        assertTrue(indexOf(b, m, "C1") >= 0 && indexOf(b, m, "C1") < g2);
        assertTrue(indexOf(b, m, "D1") >= 0 && indexOf(b, m, "D1") < g2);
    }

    private static int indexOf(Board b, int[] moves, String vertex) {
        int p = Diagrams.v(b, vertex);
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] == p) {
                return i;
            }
        }
        return -1;
    }

    /**
     * White E5 (liberties D5, E6, E4): the attacker's net at D4 keeps four liberties and is
     * tried; E7, between white D7 and F7, would have two and is not (against three liberties
     * a net needs a stone with liberties).
     */
    @Test
    public void theAttackOnThreeLibertiesSkipsWeakNets() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            "...O.O...",
            "...O.....",
            "..O.OX...",
            ".........",
            ".........",
            ".........",
            ".........");
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "E5"), true);
        assertTrue(contains(b, m, "D4"));
        assertFalse(contains(b, m, "E7"));
    }

    /**
     * reading.tst 188 after A2 B1 A3 C4: black B4 (liberties A4, A1) can only win the race by
     * the atari at C1, a self-atari while black D1 has one other liberty: E1 first gives D1
     * liberties, so the defence tries it.
     */
    @Test
    public void theDefenceStrengthensTheStoneThatMakesItsAtariASelfAtari() {
        Board b = Diagrams.board(
            ".OXOOO.XX",
            ".OXXOOXXO",
            "OOOXX.XOO",
            ".O.OXXXO.",
            ".OO.OOOOO",
            ".XOOO....",
            "XXXXOXXXX",
            "XOOOXX.X.",
            ".O.X..XX.");
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "B4"), false);
        assertTrue(contains(b, m, "E1"));
    }

    /**
     * Black's corner string (liberties A2, B1 after white D1, as in reading.tst 21) makes two
     * eyes at A1, the point beside both liberties: the defence tries it before the extensions.
     */
    @Test
    public void theDefenceTriesThePointBesideBothLibertiesFirst() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            "OO.......",
            "OXOO.....",
            "XXXXO....",
            ".XXO.....",
            "..XO.....");
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "B4"), false);
        StringBuilder all = new StringBuilder();
        for (int x : m) {
            all.append(Diagrams.name(b, x)).append(' ');
        }
        assertEquals(all.toString(), "A1", Diagrams.name(b, m[0]));
    }

    /**
     * reading.tst 206 after black B6: white B3 (liberties A3, B4) joins its friend B5-C5 at B4,
     * but black B6-C6 (three liberties) closes that friend in: the defence tries shortening it
     * (GNU Go 3.8 defends at B7).
     */
    @Test
    public void theDefenceShortensTheThreeLibertyBlockerOfAFriend() {
        Board b = Diagrams.board(
            "..O.O.O..",
            "..OOOOOX.",
            "...OXXXOX",
            ".XXOX.XO.",
            ".OOX.XXOO",
            "O.OX.X.XO",
            ".OXXXXXXO",
            ".XX..XOO.",
            ".X...XO..");
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "B3"), false);
        assertTrue(contains(b, m, "B7"));
        assertTrue(contains(b, m, "C7"));
    }

    /**
     * White D5 (liberties D4, E5): both extensions give two liberties, but E5 also puts black
     * F5 in atari, so the defence tries it first.
     */
    @Test
    public void theDefenceExtendsWithAtariFirst() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            "...XXO...",
            "..XO.XO..",
            "..X......",
            "...X.....",
            ".........",
            ".........");
        int[] m = new Reader(b).candidateMoves(Diagrams.v(b, "D5"), false);
        assertEquals("E5", Diagrams.name(b, m[0]));
    }
}
