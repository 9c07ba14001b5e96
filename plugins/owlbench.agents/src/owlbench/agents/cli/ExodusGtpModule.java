package owlbench.agents.cli;

import java.util.List;

import owlbench.agents.Position;
import owlbench.agents.network.ExodusPlayer;
import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.PlayedMove;
import owlbench.board.Vertex;
import owlbench.gtp.GameState;
import owlbench.gtp.GtpException;
import owlbench.gtp.GtpModule;
import owlbench.gtp.OwlbenchGtp;

/**
 * Seats Exodus in owlbench's GTP engine: genmove (plays the network's choice), reg_genmove (the
 * choice without playing it), and name/version answering "Exodus".
 */
public final class ExodusGtpModule implements GtpModule {
    private final ExodusPlayer player;

    public ExodusGtpModule(ExodusPlayer player) {
        this.player = player;
    }

    @Override
    public void register(OwlbenchGtp engine) {
        GameState g = engine.state();
        engine.registry().register("name", a -> { a.expect(0); return "Exodus"; });
        engine.registry().register("version", a -> { a.expect(0); return OwlbenchGtp.VERSION + " (owlbench.agents)"; });
        engine.registry().register("genmove", a -> {
            a.expect(1);
            int color = color(a.word(0));
            int move = choose(g, color);
            g.board().play(move, color);
            return Vertex.toString(move, g.size());
        });
        engine.registry().register("reg_genmove", a -> {
            a.expect(1);
            return Vertex.toString(choose(g, color(a.word(0))), g.size());
        });
    }

    private static int color(String word) throws GtpException {
        try {
            return StoneColor.parse(word);
        } catch (IllegalArgumentException e) {
            throw new GtpException("invalid color: '" + word + "'");
        }
    }

    private int choose(GameState g, int color) throws GtpException {
        Board b = g.board();
        if (b.stackp() != 0) {
            throw new GtpException("genmove after trymove: popgo first");
        }
        List<PlayedMove> h = b.moveHistory();
        int stones = 0;
        for (int p : b.onBoardPoints()) {
            stones += b.color(p) != StoneColor.EMPTY ? 1 : 0;
        }
        int last = h.isEmpty() ? Board.PASS : h.get(h.size() - 1).point();
        Position pos = new Position(b, color, Math.max(h.size(), stones) + 1, last);
        return player.genmove(pos);
    }
}
