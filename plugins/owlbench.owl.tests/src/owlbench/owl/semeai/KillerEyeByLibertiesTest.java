package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.Reader;

/**
 * Two one-eye dragons with shared liberties where the killer's eye holds an enemy stone on its
 * vital point (SemeaiParams.killerEyeByLiberties): semeai.tst 48's race (white's eye G12 G11 G10
 * around black's G11, black's two-point eye F16 F15, two shared liberties, one outside liberty of
 * white's) drawn on a 9x9 board. By its area white's eye is a three-point one and takes the shared
 * liberties and the race, whoever moves; by the liberties left in it, it is no bigger than black's,
 * neither side can fill the last shared liberty, and black moving first makes seki by taking one of
 * white's outside liberties, as GNU Go reads 48 ("1 0 D8").
 */
public class KillerEyeByLibertiesTest {

    /**
     * Black's C9 C8 B8 A8 around its eye A9 B9; white's A7-E7, E8-J8, E9 F9 around its straight
     * three G9 H9 J9, where black's H9 (two liberties) sits in the middle. D9 and D8 are shared,
     * A6 and B6 are white's outside liberties; black's wall C6-J6, F7-J7 and row 5 is no part of
     * the race.
     */
    static final String[] RACE = {
        ". . X . O O . X .",
        "X X X . O O O O O",
        "O O O O O X X X X",
        ". . X X X X X X X",
        "X X X X X X X X X",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    };

    private static RaceCount count(boolean on) {
        Board b = SemeaiReaderTest.board(RACE);
        RaceDragon black = new RaceDragon(b, SemeaiReaderTest.string(b, "C9"));
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "E9"));
        return new RaceCounter(b, black, white, RaceOptics.NONE).eyeSizeByArea(true).killerEyeByLiberties(on).count(0);
    }

    private static SemeaiResult analyze(boolean on, boolean whiteFirst) {
        Board b = SemeaiReaderTest.board(RACE);
        SemeaiParams p = new SemeaiParams();
        p.eyeSizeByArea = true;
        p.killerEyeByLiberties = on;
        int[] black = SemeaiReaderTest.string(b, "C9"), white = SemeaiReaderTest.string(b, "E9");
        SemeaiReader reader = new SemeaiReader(new Reader(b), p);
        SemeaiResult r = whiteFirst ? reader.analyze(white, black, RaceOptics.NONE, null)
                : reader.analyze(black, white, RaceOptics.NONE, null);
        assertEquals("the board is restored", 0, b.stackp());
        return r;
    }

    @Test
    public void theCountSeesOneEyeEachTwoSharedLibertiesAndWhitesTwoOutside() {
        RaceCount c = count(true);
        assertEquals("libs out 0/2 shared 2 eyes 1(2)/1(2)", c.describe());
        Board b = SemeaiReaderTest.board(RACE);
        assertEquals("black's H9 has two liberties", 2, b.countlib(SemeaiReaderTest.v(b, "H9")));
    }

    @Test
    public void byItsLibertiesWhitesEyeLeavesTheSharedLibertiesToBeFilled() {
        // white to move: 2 outside + 2 in its eye against black's 2 + 2 shared: just enough
        assertEquals(0, count(true).margin(0, true));
        // area 3 against 2: white's 2 + 2 + 2 shared against black's 2
        assertEquals(4, count(false).margin(0, true));
        // black to move: one short with the switch, still a kill without it
        assertEquals(-1, count(true).margin(0, false));
        assertEquals(3, count(false).margin(0, false));
    }

    @Test
    public void blackMovingFirstMakesSekiWithTheSwitch() {
        String r = analyze(true, false).gtp(9);
        assertTrue("black takes an outside liberty of white's and lives in seki: " + r,
                r.equals("1 0 A6") || r.equals("1 0 B6"));
    }

    @Test
    public void withoutTheSwitchBlackDiesWhateverItPlays() {
        assertEquals("0 0 PASS", analyze(false, false).gtp(9));
    }

    @Test
    public void whiteMovingFirstKillsEitherWay() {
        assertEquals('1', analyze(true, true).gtp(9).charAt(2));
        assertEquals('1', analyze(false, true).gtp(9).charAt(2));
    }
}
