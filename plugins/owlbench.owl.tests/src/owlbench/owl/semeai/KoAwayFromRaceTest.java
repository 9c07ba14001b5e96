package owlbench.owl.semeai;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.reading.Reader;

/**
 * The victim's conditional ko retakes are read only where the retaking stone touches the killer's
 * dragon (SemeaiParams.koAwayFromRace): a ko on a stone next to one of the victim's liberties, away
 * from the killer, only gives that liberty back.
 */
public class KoAwayFromRaceTest {

    /**
     * White's corner G9 + H8-J8-J7 races black's string C9-J3 (liberties F9, F7 and J6). Black F6,
     * in atari inside white's outer wall, makes white's fill at F7 a ko capture; retaking it at F6
     * touches only the wall, not white's corner, and black can never connect at F7 without filling
     * its own liberty (semeai.tst 94's corner and its Q16 ko, moved to 9x9). After white H9, white
     * fills F9's partner F7 by the capture and black is in atari. GNU Go 3.8 on this board:
     * analyze_semeai G9 E9 "1 1 H9".
     */
    static final String[] LIBERTY_KO = {
        ". O X X X . O . .",
        ". O O O X X X O O",
        ". . O X X . X X O",
        ". . O O O X O X .",
        ". . . . O O O X X",
        ". . . . . . O O X",
        ". . . . . . . O X",
        ". . . . . . . O O",
        ". . . . . . . . .",
    };

    private static SemeaiResult whiteAgainstBlack(boolean koAway, boolean killerPass) {
        Board board = SemeaiReaderTest.board(LIBERTY_KO);
        SemeaiParams p = new SemeaiParams();
        p.koAwayFromRace = koAway;
        p.killerPassInKo = killerPass;
        // H9 as optics would give it: the vital point of white's eye space
        RaceOptics optics = RaceOptics.of(new int[] {SemeaiReaderTest.v(board, "H9")}, new int[2], new int[2]);
        SemeaiResult r = new SemeaiReader(new Reader(board), p).analyze(SemeaiReaderTest.stones(board, "G9", "H8", "J8", "J7"),
                SemeaiReaderTest.string(board, "E9"), optics, null);
        assertEquals("the board is restored", 0, board.stackp());
        return r;
    }

    @Test
    public void theKillIsCleanWhenTheKoIsAwayFromTheKiller() {
        assertEquals("1 1 H9", whiteAgainstBlack(true, false).gtp(9));
    }

    @Test
    public void switchedOffTheRetakeMakesTheKillAKo() {
        assertEquals("1 2 H9", whiteAgainstBlack(false, false).gtp(9));
    }

    /**
     * With the victim's retakes read (koAwayFromRace off), the killer's pass where its own retake
     * is banned (SemeaiParams.killerPassInKo) gives GNU Go's clean kill as well.
     */
    @Test
    public void theKillersPassAnswersTheRetakeToo() {
        assertEquals("1 1 H9", whiteAgainstBlack(false, true).gtp(9));
        assertEquals("1 1 H9", whiteAgainstBlack(true, true).gtp(9));
    }
}
