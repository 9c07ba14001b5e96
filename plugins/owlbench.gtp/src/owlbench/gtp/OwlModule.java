package owlbench.gtp;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.engine.Dragon;
import owlbench.engine.Dragons;
import owlbench.owl.OwlReader;
import owlbench.reading.ReadCodes;
import owlbench.reading.SearchResult;

/**
 * GNU Go's owl commands (doc/gtp-commands.texi) on owlbench.owl's owl reader: owl_attack, owl_defend,
 * owl_threaten_attack, owl_threaten_defense, owl_does_attack, owl_does_defend,
 * owl_connection_defends, owl_substantial, the owl node counter and dragon_status (alive, critical
 * with attack and defence points, dead, or unknown when the node budget ran out; revised by semeai
 * where two neighbouring dragons of opposite colours are both dead or critical). The dragon at a
 * vertex is the position's dragon (owlbench.engine); the owl databases and eyes.db come from the
 * engine's pattern path (owlbench's own owl databases in patterns/ unless --patterns names a folder
 * with GNU Go's).
 */
public final class OwlModule implements GtpModule {

    @Override
    public void register(OwlbenchGtp engine) {
        new Commands(engine.state(), engine.position()).register(engine.registry());
        engine.analyze().add("string", "Owl attack", "owl_attack %p")
                .add("string", "Owl defend", "owl_defend %p")
                .add("string", "Dragon status", "dragon_status %p")
                .add("string", "Owl node counter", "get_owl_node_counter")
                .add("none", "Reset owl node counter", "reset_owl_node_counter");
    }

    /** The owl commands' state of one engine: the databases, the limits, the node counter. */
    static final class Commands {
        private final GameState game;
        private final PositionCache position;

        Commands(GameState game, PositionCache position) {
            this.game = game;
            this.position = position;
        }

        /** The owl reader on the current position: the engine's shared one (PositionCache). */
        private OwlReader owl() throws GtpException {
            return position.owlReader();
        }

        /** One owl search, its nodes added to the counter, a bad argument answered as a GTP error. */
        private SearchResult run(String command, java.util.function.Function<OwlReader, SearchResult> s) throws GtpException {
            OwlReader o = owl();
            try {
                SearchResult r = s.apply(o);
                position.countOwlNodes(r.nodes());
                return r;
            } catch (IllegalArgumentException e) {
                throw new GtpException(command + ": " + e.getMessage());
            }
        }

        private int[] dragon(int p) throws GtpException {
            Dragons ds = position.dragons();
            Dragon d = ds.dragon(p);
            return d.stones();
        }

        void register(CommandRegistry reg) {
            reg.register("owl_attack", a -> {
                a.expect(1);
                int[] d = dragon(stone(a, 0));
                return run("owl_attack", o -> o.attack(d, null)).gtp(game.size());
            });
            reg.register("owl_defend", a -> {
                a.expect(1);
                int[] d = dragon(stone(a, 0));
                return run("owl_defend", o -> o.defend(d, null)).gtp(game.size());
            });
            reg.register("owl_threaten_attack", a -> {
                a.expect(1);
                int[] d = dragon(stone(a, 0));
                return twoMoves(run("owl_threaten_attack", o -> o.threatenAttack(d, null)));
            });
            reg.register("owl_threaten_defense", a -> {
                a.expect(1);
                int[] d = dragon(stone(a, 0));
                return twoMoves(run("owl_threaten_defense", o -> o.threatenDefense(d, null)));
            });
            reg.register("owl_does_attack", a -> {
                a.expect(2);
                int move = empty(a, 0);
                int[] d = dragon(stone(a, 1));
                return Integer.toString(ReadCodes.gtpCode(run("owl_does_attack", o -> o.doesAttack(move, d, null)).code()));
            });
            reg.register("owl_does_defend", a -> {
                a.expect(2);
                int move = empty(a, 0);
                int[] d = dragon(stone(a, 1));
                return Integer.toString(ReadCodes.gtpCode(run("owl_does_defend", o -> o.doesDefend(move, d, null)).code()));
            });
            reg.register("owl_connection_defends", a -> {
                a.expect(3);
                int move = empty(a, 0);
                int p1 = stone(a, 1), p2 = stone(a, 2);
                Board b = game.board();
                if (b.color(p1) != b.color(p2)) throw new GtpException("dragons must be of the same colour: " + a.word(1) + " " + a.word(2));
                int[] d1 = dragon(p1), d2 = dragon(p2);
                return Integer.toString(ReadCodes.gtpCode(run("owl_connection_defends",
                        o -> o.connectionDefends(move, d1, d2, null)).code()));
            });
            reg.register("owl_substantial", a -> {
                a.expect(1);
                int str = stone(a, 0);
                owl();
                return run("owl_substantial", o -> o.substantial(str, null)).code() != ReadCodes.FAIL ? "1" : "0";
            });
            reg.register("get_owl_node_counter", a -> { a.expect(0); return Long.toString(position.owlNodeCounter()); });
            reg.register("reset_owl_node_counter", a -> { a.expect(0); position.resetOwlNodeCounter(); return ""; });
            reg.register("dragon_status", a -> {
                a.expect(0, 1);
                if (a.size() == 1) return status(position.dragons().dragon(stone(a, 0)));
                StringBuilder sb = new StringBuilder();
                for (Dragon d : position.dragons().dragons()) {
                    if (sb.length() > 0) sb.append('\n');
                    sb.append(Vertex.toString(d.origin, game.size())).append(": ").append(status(d));
                }
                return sb.toString();
            });
        }

        /** GNU Go's dragon_status answer: the dragon's owl status revised by semeai (read once per position). */
        private String status(Dragon d) throws GtpException {
            return position.dragonStatus(d).gtp(game.size());
        }

        private String twoMoves(SearchResult r) {
            if (r.code() == ReadCodes.FAIL) return "0";
            int size = game.size();
            return ReadCodes.gtpCode(r.code()) + " " + Vertex.toString(r.move(), size) + " " + Vertex.toString(r.secondMove(), size);
        }

        private int stone(GtpArgs a, int i) throws GtpException {
            return BoardArgs.stone(a, i, game.board());
        }

        private int empty(GtpArgs a, int i) throws GtpException {
            Board b = game.board();
            int p = BoardArgs.point(a, i, b);
            if (b.color(p) != StoneColor.EMPTY) throw new GtpException("move vertex must be empty: " + a.word(i));
            return p;
        }
    }
}
