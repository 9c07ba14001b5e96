package owlbench.gtp;

import owlbench.board.Board;
import owlbench.owl.optics.UnconditionalLife;

/**
 * GNU Go's eye-space and unconditional-life commands (doc/gtp-commands.texi) on owlbench.owl:
 * unconditional_status, with the analyze-menu entries.
 */
public final class OpticsModule implements GtpModule {

    @Override
    public void register(OwlbenchGtp engine) {
        new Session(engine.state()).register(engine.registry());
        engine.analyze().add("string", "Unconditional status", "unconditional_status %p");
    }

    /** The per-position results of one engine instance, recomputed when the board changed. */
    static final class Session {
        private final GameState game;
        private Board statusBoard;
        private long statusHash;
        private int statusMoves = -1;
        private int[] statuses;

        Session(GameState game) {
            this.game = game;
        }

        int[] statuses() {
            Board b = game.board();
            if (statuses == null || statusBoard != b || statusHash != b.hash() || statusMoves != b.moveHistory().size()) {
                statuses = UnconditionalLife.statuses(b);
                statusBoard = b;
                statusHash = b.hash();
                statusMoves = b.moveHistory().size();
            }
            return statuses;
        }

        void register(CommandRegistry reg) {
            reg.register("unconditional_status", a -> {
                a.expect(1);
                Board b = game.board();
                int p = BoardArgs.point(a, 0, b);
                return UnconditionalLife.statusName(statuses()[p]);
            });
        }
    }
}
