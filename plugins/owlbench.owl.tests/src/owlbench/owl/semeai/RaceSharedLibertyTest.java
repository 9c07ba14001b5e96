package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.reading.Reader;

/**
 * A race of four outside liberties each and one shared liberty, H6, where black's stone reaches a
 * new liberty (J6): black loses none there and white one. Modelled on semeai.tst 26
 * (Goemate990902-1.sgf, R8 against S8, where gnugo plays the shared S9); gnugo 3.8 on these stones
 * answers analyze_semeai G5 H5 and H5 G5 "1 1 H6".
 */
public class RaceSharedLibertyTest {

    /** Black G5-G8 (F8 G9 H8 H7, shared H6) against white G2 G3 G4 H4 H5 (J5 J4 H3 H2, shared H6), between living walls. */
    static final String[] POSITION = {
        ". . . . O . . . .",
        ". . . . O . X . .",
        ". . . . O O X . .",
        ". . . . O O X . .",
        "O O O O O O X O .",
        "X X X X X X O O .",
        ". . . . . X O . X",
        ". . . . . X O . .",
        ". . . . . X X X .",
    };

    private static SemeaiResult race(SemeaiParams params, String a, String b) {
        Board board = SemeaiReaderTest.board(POSITION);
        SemeaiResult r = new SemeaiReader(new Reader(board), params).analyze(SemeaiReaderTest.string(board, a),
                SemeaiReaderTest.string(board, b), RaceOptics.NONE, null);
        assertEquals("the board is restored", 0, board.stackp());
        return r;
    }

    @Test
    public void theSharedLibertyThatCostsNoneIsACandidateBeforeTheOutsideFills() {
        Board b = SemeaiReaderTest.board(POSITION);
        RaceDragon black = new RaceDragon(b, SemeaiReaderTest.string(b, "G5"));
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "H5"));
        RaceCount count = new RaceCounter(b, black, white, RaceOptics.NONE).count(0);
        assertEquals("libs out 4/4 shared 1 eyes 0(0)/0(0)", count.describe());
        int h6 = SemeaiReaderTest.v(b, "H6");
        RaceMoves.Candidates c = new RaceMoves(b, new Reader(b), new int[0], 8, true).generate(black, white, count, false);
        int at = -1, firstFill = -1;
        for (int i = 0; i < c.size(); i++) {
            if (c.moves()[i] == h6) at = i;
            if (firstFill < 0 && c.reasons()[i].equals(RaceMoves.FILL_OUTSIDE)) firstFill = i;
        }
        assertTrue("H6 is a candidate", at >= 0);
        assertEquals(RaceMoves.EXTEND_SHARED, c.reasons()[at]);
        assertTrue("before the outside fills", at < firstFill);
        RaceMoves.Candidates off = new RaceMoves(b, new Reader(b), new int[0], 8, false).generate(black, white, count, false);
        for (int i = 0; i < off.size(); i++) assertTrue("switched off: no H6", off.moves()[i] != h6);
    }

    @Test
    public void aSideBehindInOutsideLibertiesDoesNotExtendOnTheSharedOne() {
        Board b = SemeaiReaderTest.board(POSITION);
        // white J5 and J4 filled by black: white has two outside liberties to black's four
        b.play(SemeaiReaderTest.v(b, "J5"), owlbench.board.StoneColor.BLACK);
        b.play(SemeaiReaderTest.v(b, "J4"), owlbench.board.StoneColor.BLACK);
        RaceDragon black = new RaceDragon(b, SemeaiReaderTest.string(b, "G5"));
        RaceDragon white = new RaceDragon(b, SemeaiReaderTest.string(b, "H5"));
        RaceCount count = new RaceCounter(b, white, black, RaceOptics.NONE).count(0);
        assertTrue(count.describe(), count.outside()[0].length < count.outside()[1].length);
        RaceMoves.Candidates c = new RaceMoves(b, new Reader(b), new int[0], 8, true).generate(white, black, count, false);
        for (int i = 0; i < c.size(); i++) assertTrue(Vertex.toString(c.moves()[i], 9), !c.reasons()[i].equals(RaceMoves.EXTEND_SHARED));
    }

    /** The reader with the shared-liberty candidate switched on (SemeaiParams.extendShared, off by default). */
    private static SemeaiParams extending() {
        SemeaiParams p = new SemeaiParams();
        p.extendShared = true;
        return p;
    }

    @Test
    public void blackWinsTheRaceByTheSharedLibertyEitherWay() {
        assertEquals("1 1 H6", race(extending(), "G5", "H5").gtp(9));
        assertEquals("1 1 H6", race(extending(), "H5", "G5").gtp(9));
    }

    @Test
    public void withoutTheSharedLibertyBlackSeesNoWin() {
        assertEquals("the default (switched off)", "0 0 PASS", race(new SemeaiParams(), "G5", "H5").gtp(9));
    }

    /**
     * With a budget of 60 nodes the defence search spends its nodes on black's pass (tried before
     * the quiet moves) and finds no survival, while the attack search finds H6's kill: a kill,
     * black moving first, is a line black survives, so the survival code is at least the kill's.
     */
    @Test
    public void aKillMovingFirstIsASurvivalWhereTheDefenceSearchReadLess() {
        SemeaiParams p = extending();
        p.nodeLimit = 60;
        assertEquals("1 1 H6", race(p, "G5", "H5").gtp(9));
        p.survivalAtLeastKill = false;
        assertEquals("0 1 H6", race(p, "G5", "H5").gtp(9));
    }
}
