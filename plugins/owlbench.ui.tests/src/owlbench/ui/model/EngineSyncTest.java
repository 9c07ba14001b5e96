package owlbench.ui.model;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.util.List;

import org.junit.Assume;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.ProcessGtpClient;
import owlbench.sgf.SgfReader;

/** Engine synchronisation commands, and ten moves of a real game against GNU Go (skipped without it). */
public class EngineSyncTest {

    static final String GNUGO = "/usr/games/gnugo";

    @Test
    public void commandsSetUpHandicapSetupAndMoves() throws Exception {
        GameModel m = new GameModel(SgfReader.read("(;SZ[9]KM[0.5]AB[cc][gg];W[ee];AW[aa];B[])", "t"));
        m.last();
        assertEquals(List.of("boardsize 9", "clear_board", "komi 0.5", "set_free_handicap C7 G3", "play white E5",
                "play white A9", "play black pass"), EngineSync.commandsFor(m.current()));
    }

    @Test(expected = IllegalArgumentException.class)
    public void removedStonesCannotBeSent() throws Exception {
        GameModel m = new GameModel(SgfReader.read("(;SZ[9]AB[cc];AE[cc])", "t"));
        m.last();
        EngineSync.commandsFor(m.current());
    }

    private static final List<String> START = List.of("boardsize 9", "clear_board", "komi 6.5");

    private static List<String> with(List<String> head, String... more) {
        List<String> out = new java.util.ArrayList<>(head);
        out.addAll(List.of(more));
        return out;
    }

    @Test
    public void onlyTheMovesThatChangedAreSent() {
        List<String> sent = with(START, "play black E5", "play white C3");
        assertEquals("nothing known: everything", with(START, "play black E5"), EngineSync.plan(null, with(START, "play black E5"), true));
        assertEquals("the same position: nothing", List.of(), EngineSync.plan(sent, sent, true));
        assertEquals("a new move: just it", List.of("play black G7"),
                EngineSync.plan(sent, with(sent, "play black G7"), true));
        assertEquals("another variation: undo, then its move", List.of("undo", "play white D4"),
                EngineSync.plan(sent, with(START, "play black E5", "play white D4"), true));
        assertEquals("without undo: everything again", with(START, "play black E5", "play white D4"),
                EngineSync.plan(sent, with(START, "play black E5", "play white D4"), false));
        assertEquals("another komi: everything again", List.of("boardsize 9", "clear_board", "komi 0.5", "play black E5"),
                EngineSync.plan(sent, List.of("boardsize 9", "clear_board", "komi 0.5", "play black E5"), true));
        List<String> handicap = with(START, "set_free_handicap C7 G3", "play white E5");
        assertEquals("a setup command is never undone", with(START, "play white E5"),
                EngineSync.plan(handicap, with(START, "play white E5"), true));
    }

    @Test
    public void playsTenMovesAgainstGnuGo() throws Exception {
        Assume.assumeTrue(GNUGO + " is absent: skipping the engine game", new File(GNUGO).canExecute());
        GameModel m = GameModel.newGame(9, 6.5, 0, "Chinese");
        try (GtpClient gnugo = new ProcessGtpClient(List.of(GNUGO, "--mode", "gtp", "--level", "1"), null, 30_000)) {
            for (int i = 0; i < 10; i++) {
                int colour = m.position().toMove();
                int move = EngineSync.genmove(gnugo, m.current(), colour, 9);
                assertTrue("no resignation this early", move != EngineSync.RESIGN);
                m.play(move);
            }
        }
        assertEquals(10, m.position().moveNumber());
        int stones = 0;
        for (int p : m.position().board().onBoardPoints()) {
            if (m.position().color(p) != StoneColor.EMPTY) {
                stones++;
            }
        }
        assertTrue("stones on the board: " + stones, stones >= 6);
        assertTrue(m.position().lastMove() != Board.PASS || m.position().moveNumber() == 10);
    }
}
