package owlbench.gtp;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.engine.TacticalInfluenceFacts;
import owlbench.influence.Influence;
import owlbench.influence.InfluenceDatabase;
import owlbench.influence.InfluenceFunction;
import owlbench.influence.InfluenceParams;
import owlbench.influence.ScoreEstimate;

/**
 * GNU Go's influence commands (doc/gtp-commands.texi) on owlbench.influence: initial_influence,
 * move_influence, followup_influence (answers formatted as GNU Go prints them: one row of the board
 * per line, from the top) and estimate_score. The patterns are the project's own
 * (patterns/owl-barriers.db, owl-influence.db) unless {@code influence_patterns gnugo} switches to
 * GNU Go's from ../shared. Until owl exists, the stones that radiate are the lively ones of
 * doc/influence.texi: a worm tactical reading can capture is dead unless it can be defended and
 * its colour is to move.
 */
public final class InfluenceModule implements GtpModule {
    /** What initial_influence and move_influence can show. */
    private static final String[] WHATS = {"white_influence", "black_influence", "white_strength", "black_strength",
        "white_attenuation", "black_attenuation", "white_permeability", "black_permeability", "territory_value",
        "influence_regions", "non_territory"};

    @Override
    public void register(OwlbenchGtp engine) {
        new Commands(engine.state(), engine.position()).register(engine.registry());
        engine.analyze().add("string", "Estimate score", "estimate_score");
    }

    /** The influence commands of one engine instance, on its shared position cache (one reader). */
    static final class Commands {
        private final GameState game;
        private final PositionCache position;
        private InfluenceFunction function;
        private String databaseName = "owlbench";

        Commands(GameState game, PositionCache position) {
            this.game = game;
            this.position = position;
        }

        private InfluenceFunction function() throws GtpException {
            if (function == null) function = new InfluenceFunction(load(databaseName), InfluenceParams.DEFAULT);
            return function;
        }

        private InfluenceDatabase load(String which) throws GtpException {
            try {
                switch (which) {
                    case "none":
                        return InfluenceDatabase.none();
                    case "gnugo": {
                        Path barriers = position.patterns().find("barriers.db").orElseThrow(() -> new GtpException(
                                "GNU Go's barriers.db not found in " + position.patterns().describe() + " (give --patterns DIR)"));
                        return InfluenceDatabase.loadGnuGo(barriers.getParent());
                    }
                    default: {
                        Path own = position.patterns().find(InfluenceDatabase.PROJECT_BARRIERS).orElseThrow(() -> new GtpException(
                                "influence needs " + InfluenceDatabase.PROJECT_BARRIERS + "; none in "
                                        + position.patterns().describe() + " (give --patterns DIR)"));
                        return InfluenceDatabase.loadProject(own.getParent());
                    }
                }
            } catch (IOException e) {
                throw new GtpException("cannot read the influence patterns: " + e.getMessage());
            }
        }

        void register(CommandRegistry reg) {
            reg.register("influence_patterns", a -> {
                a.expect(0, 1);
                if (a.size() == 0) return databaseName;
                String w = a.word(0);
                if (!w.equals("owlbench") && !w.equals("gnugo") && !w.equals("none")) {
                    throw new GtpException("influence_patterns takes owlbench, gnugo or none, not '" + w + "'");
                }
                function = new InfluenceFunction(load(w), InfluenceParams.DEFAULT);
                databaseName = w;
                return "";
            });
            reg.register("initial_influence", a -> {
                a.expect(2);
                int color = BoardArgs.color(a, 0);
                String what = what(a, 1);
                Board b = board();
                TacticalInfluenceFacts facts = new TacticalInfluenceFacts(position.tacticalFacts());
                // critical worms of the colour not to move are not lively (doc/influence.texi)
                return format(function().compute(b, facts.deadStones(StoneColor.other(color)), color, facts), what, b);
            });
            reg.register("move_influence", a -> afterMove(a, false));
            reg.register("followup_influence", a -> afterMove(a, true));
            reg.register("estimate_score", a -> {
                a.expect(0);
                Board b = board();
                TacticalInfluenceFacts facts = new TacticalInfluenceFacts(position.tacticalFacts());
                // the side to move next is the opponent of the last mover (black on an empty game)
                int toMove = b.moveHistory().isEmpty() ? StoneColor.BLACK : StoneColor.other(b.moveHistory().get(b.moveHistory().size() - 1).color());
                // as GNU Go: the bounds give the critical worms (capturable and defendable; critical
                // dragons once owl exists) to one side and then the other, the estimate is their middle
                InfluenceFunction f = function();
                ScoreEstimate upper = ScoreEstimate.of(f.compute(b, facts.deadStones(StoneColor.BLACK), toMove, facts), b, game.komi());
                ScoreEstimate lower = ScoreEstimate.of(f.compute(b, facts.deadStones(StoneColor.WHITE), toMove, facts), b, game.komi());
                return ScoreEstimate.midpoint(upper, lower).result() + " (upper bound: "
                        + String.format(Locale.ROOT, "%.1f", upper.score()) + ", lower: "
                        + String.format(Locale.ROOT, "%.1f", lower.score()) + ")";
            });
        }

        private String afterMove(GtpArgs a, boolean followup) throws GtpException {
            a.expect(3);
            Board b = board();
            int color = BoardArgs.color(a, 0);
            int move = BoardArgs.point(a, 1, b);
            String what = what(a, 2);
            if (b.color(move) != StoneColor.EMPTY || !b.isLegal(move, color)) throw new GtpException("illegal move");
            TacticalInfluenceFacts facts = new TacticalInfluenceFacts(position.tacticalFacts());
            InfluenceFunction f = function();
            // after the move the opponent is to move: the mover's critical worms are not lively
            Influence inf = followup ? f.followupInfluence(b, facts.deadStones(color), color, move, facts)
                    : f.moveInfluence(b, facts.deadStones(color), color, move, facts);
            return format(inf, what, b);
        }

        private Board board() throws GtpException {
            Board b = game.board();
            if (b.stackp() != 0) throw new GtpException("cannot compute influence after trymove (popgo first)");
            return b;
        }

        private static String what(GtpArgs a, int i) throws GtpException {
            String w = a.word(i);
            for (String k : WHATS) {
                if (k.equals(w)) return w;
            }
            throw new GtpException("unknown influence data '" + w + "' (one of " + String.join(", ", WHATS) + ")");
        }
    }

    /** The board as GNU Go prints influence data: "%6.2f " per point (or "%2d " for the int fields), rows from the top. */
    static String format(Influence inf, String what, Board b) {
        double[] values = null;
        int[] ints = null;
        switch (what) {
            case "white_influence": values = inf.influence(StoneColor.WHITE); break;
            case "black_influence": values = inf.influence(StoneColor.BLACK); break;
            case "white_strength": values = inf.strength(StoneColor.WHITE); break;
            case "black_strength": values = inf.strength(StoneColor.BLACK); break;
            case "white_attenuation": values = inf.attenuation(StoneColor.WHITE); break;
            case "black_attenuation": values = inf.attenuation(StoneColor.BLACK); break;
            case "white_permeability": values = inf.permeability(StoneColor.WHITE); break;
            case "black_permeability": values = inf.permeability(StoneColor.BLACK); break;
            case "territory_value": values = inf.territoryValue(); break;
            case "influence_regions": ints = inf.regions(); break;
            default: ints = inf.nonTerritory(); break;
        }
        StringBuilder sb = new StringBuilder();
        int size = b.size();
        for (int row = 0; row < size; row++) {
            if (row > 0) sb.append('\n');
            for (int col = 0; col < size; col++) {
                int p = b.point(col, row);
                if (values != null) sb.append(String.format(Locale.ROOT, "%6.2f ", values[p]));
                else sb.append(String.format(Locale.ROOT, "%2d ", ints[p]));
            }
        }
        return sb.toString();
    }
}
