package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.Reader;

/**
 * Where the victim has just taken a ko and the killer's retake is banned, the killer may pass
 * (SemeaiParams.killerPassInKo): the victim cannot connect the ko without filling its own last
 * outside liberty, so after the pass it must go on and the killer retakes first, a ko the victim
 * must find the first threat for (KO_A for the killer); a conditional retake now is only KO_B.
 */
public class KillerPassInKoTest {

    /**
     * 7x7, white to move after black's D1 has taken white's C1 (a ko). White's D2-E2-E1-E3 has the
     * liberties F3 and F1; black's A4-B2-B1 corner has A2 and C1 and captures A1 by A2; black's D1
     * connects at C1 only by leaving its string in atari at A2 (semeai.tst 144's corner, moved to
     * 7x7). GNU Go 3.8 on this board after `play black D1`: analyze_semeai E3 A4 "2 2 PASS".
     */
    static final String[] BANNED_RETAKE = {
        ". . . . . . .",
        ". . . . . . .",
        "O O O . . . .",
        "X X O X X X X",
        "X X O X O . X",
        ". X X O O X X",
        "O X O . O . X",
    };

    private static SemeaiResult whiteAgainstBlack(boolean killerPass) {
        Board board = SemeaiReaderTest.board(BANNED_RETAKE);
        board.play(SemeaiReaderTest.v(board, "D1"), StoneColor.BLACK);
        assertEquals("the retake at C1 is banned", SemeaiReaderTest.v(board, "C1"), board.koPoint());
        SemeaiParams p = new SemeaiParams();
        p.killerPassInKo = killerPass;
        SemeaiResult r = new SemeaiReader(new Reader(board), p).analyze(SemeaiReaderTest.string(board, "E3"),
                SemeaiReaderTest.stones(board, "A4", "B4", "A3", "B3", "B2", "C2", "B1", "D1"), RaceOptics.NONE, null);
        assertEquals("the board is restored", 0, board.stackp());
        return r;
    }

    @Test
    public void theKillerPassesForAGoodKo() {
        assertEquals("2 2 PASS", whiteAgainstBlack(true).gtp(7));
    }

    @Test
    public void switchedOffTheKillIsTheConditionalRetake() {
        assertEquals("2 3 C1", whiteAgainstBlack(false).gtp(7));
    }
}
