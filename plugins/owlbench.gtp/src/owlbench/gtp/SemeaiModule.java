package owlbench.gtp;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.WormDataFacts;
import owlbench.owl.semeai.SemeaiReader;
import owlbench.owl.semeai.SemeaiResult;
import owlbench.owl.semeai.RaceOptics;

/**
 * GNU Go's semeai commands (doc/gtp-commands.texi) on owlbench.owl.semeai's race reader:
 * analyze_semeai A B, analyze_semeai_after_move COLOR VERTEX A B and tactical_analyze_semeai A B,
 * answering "defence attack move" ("1 0 PASS") with GNU Go's result codes. analyze_semeai takes
 * the dragons holding A and B (the position's dragons), asks owl first where a dragon has room for
 * eyes, else races them with the vital points of their eye spaces (the engine's eye-shape
 * database), read once per position ({@link PositionCache#semeai}); analyze_semeai_after_move
 * races them after the move without owl; tactical_analyze_semeai races the two strings alone,
 * without optics or owl. Dragons and eye spaces are those of the position before any trial move.
 * get_semeai_node_counter and reset_semeai_node_counter count the moves the searches tried
 * (owlbench's own commands: GNU Go counts semeai nodes among its owl nodes).
 */
public final class SemeaiModule implements GtpModule {
    /** Races need room for eyes and outside liberties: smaller boards answer an error. */
    static final int MIN_BOARD = 5;

    @Override
    public void register(OwlbenchGtp engine) {
        new Commands(engine.state(), engine.position()).register(engine.registry());
    }

    /** The semeai commands of one engine instance, on its shared position cache and reader. */
    static final class Commands {
        private final GameState game;
        private final PositionCache position;

        Commands(GameState game, PositionCache position) {
            this.game = game;
            this.position = position;
        }

        void register(CommandRegistry reg) {
            reg.register("get_semeai_node_counter", a -> { a.expect(0); return Long.toString(position.semeaiNodeCounter()); });
            reg.register("reset_semeai_node_counter", a -> { a.expect(0); position.resetSemeaiNodeCounter(); return ""; });
            reg.register("analyze_semeai", a -> {
                a.expect(2);
                int[] ab = pair(a, 0);
                return analyze(ab[0], ab[1], Board.PASS, StoneColor.EMPTY, false, a.command());
            });
            reg.register("tactical_analyze_semeai", a -> {
                a.expect(2);
                int[] ab = pair(a, 0);
                return analyze(ab[0], ab[1], Board.PASS, StoneColor.EMPTY, true, a.command());
            });
            reg.register("analyze_semeai_after_move", a -> {
                a.expect(4);
                Board b = game.board();
                int color = BoardArgs.color(a, 0);
                int move = BoardArgs.point(a, 1, b);
                int[] ab = pair(a, 2);
                if (!b.isLegal(move, color)) {
                    throw new GtpException("illegal move: " + a.word(0) + " " + a.word(1) + " (" + b.legalityOf(move, color)
                            .name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ")");
                }
                return analyze(ab[0], ab[1], move, color, false, a.command());
            });
        }

        /** Two stones of opposite colours at arguments i and i+1 on a board large enough. */
        private int[] pair(GtpArgs a, int i) throws GtpException {
            Board b = game.board();
            if (b.size() < MIN_BOARD) {
                throw new GtpException(a.command() + " needs a board of at least " + MIN_BOARD + "x" + MIN_BOARD
                        + " (this one is " + b.size() + "x" + b.size() + ")");
            }
            if (b.stackp() != 0) throw new GtpException("cannot analyse a semeai after trymove (popgo first)");
            int p = BoardArgs.stone(a, i, b), q = BoardArgs.stone(a, i + 1, b);
            if (b.color(p) == b.color(q)) {
                throw new GtpException("dragons must be of opposite colours: " + a.word(i) + " and " + a.word(i + 1)
                        + " are both " + StoneColor.name(b.color(p)).toLowerCase(java.util.Locale.ROOT));
            }
            return new int[] {p, q};
        }

        private String analyze(int pa, int pb, int move, int color, boolean tactical, String command) throws GtpException {
            Board b = game.board();
            if (!tactical && move == Board.PASS) {
                // the position's own semeai (owl first where a dragon has room for eyes), read once
                return position.semeai(pa, pb).gtp(b.size());
            }
            int[] stonesA, stonesB;
            RaceOptics optics = RaceOptics.NONE;
            if (tactical) {
                stonesA = stringStones(b, pa);
                stonesB = stringStones(b, pb);
            } else {
                stonesA = position.dragons().dragon(pa).stones();
                stonesB = position.dragons().dragon(pb).stones();
                EyeShapeDatabase eyesDb = position.eyeDatabase();
                if (eyesDb != null) {
                    optics = RaceOptics.of(new EyeSpaces(b, new WormDataFacts(position.worms(), position.reader()), eyesDb),
                            stonesA, stonesB);
                }
            }
            SemeaiReader reader = new SemeaiReader(position.reader(), position.semeaiParams());
            if (move == Board.PASS) {
                SemeaiResult r = reader.analyze(stonesA, stonesB, optics, null);
                position.countSemeaiNodes(r.nodes());
                return r.gtp(b.size());
            }
            // after a trial move owl is not read (owl reads positions at stackp 0): the race alone
            if (!b.trymove(move, color)) throw new GtpException(command + ": the move is not legal");
            try {
                if (b.color(pa) == StoneColor.EMPTY || b.color(pb) == StoneColor.EMPTY) {
                    throw new GtpException(command + ": the move captures " + (b.color(pa) == StoneColor.EMPTY ? "dragon A" : "dragon B"));
                }
                stonesA = remaining(b, stonesA);
                stonesB = remaining(b, stonesB);
                SemeaiResult r = reader.analyze(stonesA, stonesB, optics, null);
                position.countSemeaiNodes(r.nodes());
                return r.gtp(b.size());
            } finally {
                b.popgo();
            }
        }

        private static int[] stringStones(Board b, int p) {
            int[] out = new int[b.stringSize(p)];
            b.stringStones(p, out);
            return out;
        }

        /** The stones still on the board after a trial move (the move may capture part of a dragon). */
        private static int[] remaining(Board b, int[] stones) {
            return java.util.Arrays.stream(stones).filter(s -> StoneColor.isStone(b.color(s))).toArray();
        }
    }
}
