package owlbench.gtp;

import owlbench.board.Board;

/**
 * Brings the board back to where the controller left it when a command broke off half-way: the
 * readers play their trial moves on the game's board, so an error deep in a read leaves them on
 * it. Trial moves are taken back down to the stack level the command started at (a controller's own
 * trymoves stay), and every reader and analysis is made afresh, since their caches may hold entries
 * of a read that never finished.
 */
final class PositionRecovery implements CommandGuard {
    private final GameState game;
    private final PositionCache position;
    private Board board;
    private int stackp;

    PositionRecovery(GameState game, PositionCache position) {
        this.game = game;
        this.position = position;
    }

    @Override
    public void begin() {
        board = game.board();
        stackp = board.stackp();
    }

    @Override
    public void recover() {
        Board b = game.board();
        // popgo restores every point from the board's change log, which each write goes through
        // before it happens, so a move broken off inside the board is taken back whole too
        if (b == board) {
            while (b.stackp() > stackp) {
                b.popgo();
            }
        }
        position.discardAll();
    }
}
