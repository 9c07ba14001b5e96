package owlbench.gtp;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

import owlbench.board.Board;
import owlbench.patterns.PatternPath;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.owl.optics.EyeGraphs;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.EyeValue;
import owlbench.owl.optics.ReadingWormFacts;
import owlbench.owl.optics.WormDataFacts;
import owlbench.owl.optics.UnconditionalLife;

/**
 * GNU Go's eye-space and unconditional-life commands (doc/gtp-commands.texi) on owlbench.owl:
 * eval_eye, eye_data, half_eye_data, analyze_eyegraph (by database lookup, not by reading) and
 * unconditional_status, with analyze-menu entries. Eye values need GNU Go's eyes.db, found on the
 * engine's pattern path ({@link owlbench.patterns.PatternPath}: --patterns DIR, the installation's
 * patterns/, GNU Go's beside the installation), never relative to the working directory.
 */
public final class OpticsModule implements GtpModule {

    @Override
    public void register(OwlbenchGtp engine) {
        new Commands(engine.state(), engine.position()).register(engine.registry());
        engine.analyze().add("string", "Unconditional status", "unconditional_status %p")
                .add("string", "Eval eye", "eval_eye %p")
                .add("string", "Eye data (black)", "eye_data black %p")
                .add("string", "Eye data (white)", "eye_data white %p")
                .add("string", "Half eye data", "half_eye_data %p")
                .add("gfx", "Eye spaces (black)", "eye_spaces_gfx black")
                .add("gfx", "Eye spaces (white)", "eye_spaces_gfx white");
    }

    /** The per-position results of one engine instance, recomputed when the board changed. */
    static final class Commands {
        private final GameState game;
        private EyeShapeDatabase db;
        private Board statusBoard;
        private long statusHash;
        private int statusMoves = -1;
        private int[] statuses;
        private Board eyeBoard;
        private long eyeHash;
        private int eyeMoves = -1;
        private EyeSpaces eyes;
        private final PositionCache position;
        private final PatternPath patterns;

        Commands(GameState game, PositionCache position) {
            this.game = game;
            this.position = position;
            this.patterns = position.patterns();
        }

        private EyeShapeDatabase db() throws GtpException {
            if (db == null) {
                Path p = patterns.find("eyes.db").orElseThrow(() -> new GtpException(
                        "eye values need GNU Go's eyes.db; none in " + patterns.describe() + " (give --patterns DIR)"));
                try {
                    db = EyeShapeDatabase.load(p);
                } catch (IOException e) {
                    throw new GtpException("cannot read " + p + ": " + e.getMessage());
                }
            }
            return db;
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

        EyeSpaces eyes() throws GtpException {
            Board b = game.board();
            if (eyes == null || eyeBoard != b || eyeHash != b.hash() || eyeMoves != b.moveHistory().size()) {
                if (b.stackp() != 0) throw new GtpException("cannot analyse eye spaces after trymove (popgo first)");
                // at stackp 0 the position's shared worm data; a trial position reads its own
                eyes = new EyeSpaces(b, b.stackp() == 0 ? new WormDataFacts(position.worms(), position.reader())
                        : new ReadingWormFacts(b), db());
                eyeBoard = b;
                eyeHash = b.hash();
                eyeMoves = b.moveHistory().size();
            }
            return eyes;
        }

        /**
         * The eye spaces of one colour as a GoGui gfx overlay: eye-space points shaded (marginal ones
         * lighter), each space worth an eye labelled at its origin with its eye count ("2", or "1-2"
         * when the first move decides), the vital points of such a space marked with a cross, half eyes with
         * a triangle and false eyes with a square; a TEXT line counts them.
         */
        String eyeSpacesGfx(int color) throws GtpException {
            Board b = game.board();
            EyeSpaces e = eyes();
            StringBuilder inner = new StringBuilder(), margin = new StringBuilder(), labels = new StringBuilder();
            StringBuilder vital = new StringBuilder(), half = new StringBuilder(), falseEyes = new StringBuilder();
            int spaces = 0, withEyes = 0;
            for (int p : b.onBoardPoints()) {
                if (e.isEyeSpace(color, p)) {
                    (e.isMarginal(color, p) ? margin : inner).append(' ').append(Vertex.toString(p, b.size()));
                    if (e.origin(color, p) == p) {
                        spaces++;
                        EyeValue v = e.value(color, p);
                        // spaces worth no eye stay shaded but unlabelled: open ground is full of them
                        if (v != null && v.maxEyes() > 0) {
                            withEyes++;
                            String count = v.minEyes() == v.maxEyes() ? Integer.toString(v.minEyes()) : v.minEyes() + "-" + v.maxEyes();
                            labels.append(' ').append(Vertex.toString(p, b.size())).append(' ').append(count);
                            if (v.minEyes() != v.maxEyes()) {
                                for (int q : new int[] { v.attackPoint(), v.defensePoint() }) {
                                    if (q != Board.PASS) vital.append(' ').append(Vertex.toString(q, b.size()));
                                }
                            }
                        }
                    }
                }
                if (b.color(p) == StoneColor.EMPTY) {
                    int t = e.halfEyeType(p);
                    if (t == EyeSpaces.HALF_EYE) half.append(' ').append(Vertex.toString(p, b.size()));
                    else if (t == EyeSpaces.FALSE_EYE) falseEyes.append(' ').append(Vertex.toString(p, b.size()));
                }
            }
            boolean black = color == StoneColor.BLACK;
            StringBuilder out = new StringBuilder();
            if (inner.length() > 0) out.append("COLOR ").append(black ? "#4060c0" : "#e0a000").append(inner).append('\n');
            if (margin.length() > 0) out.append("COLOR ").append(black ? "#a0b0e0" : "#f0d890").append(margin).append('\n');
            if (labels.length() > 0) out.append("LABEL").append(labels).append('\n');
            if (vital.length() > 0) out.append("MARK").append(vital).append('\n');
            if (half.length() > 0) out.append("TRIANGLE").append(half).append('\n');
            if (falseEyes.length() > 0) out.append("SQUARE").append(falseEyes).append('\n');
            return out.append("TEXT ").append(StoneColor.name(color).toLowerCase(Locale.ROOT)).append(": ").append(spaces)
                    .append(spaces == 1 ? " eye space" : " eye spaces").append(", ").append(withEyes).append(" worth an eye or more")
                    .append(" (label: eyes; cross: vital point; triangle: half eye; square: false eye)").toString();
        }

        void register(CommandRegistry reg) {
            reg.register("unconditional_status", a -> {
                a.expect(1);
                Board b = game.board();
                int p = BoardArgs.point(a, 0, b);
                return UnconditionalLife.statusName(statuses()[p]);
            });
            reg.register("eval_eye", a -> {
                a.expect(1);
                Board b = game.board();
                int p = BoardArgs.point(a, 0, b);
                EyeSpaces e = eyes();
                boolean black = e.isEyeSpace(StoneColor.BLACK, p), white = e.isEyeSpace(StoneColor.WHITE, p);
                if (black == white) return "-1";
                EyeValue v = e.value(black ? StoneColor.BLACK : StoneColor.WHITE, p);
                String s = v.minEyes() + " " + v.maxEyes();
                if (v.minEyes() != v.maxEyes()) {
                    s += " " + Vertex.toString(v.attackPoint(), b.size()) + " " + Vertex.toString(v.defensePoint(), b.size());
                }
                return s;
            });
            reg.register("analyze_eyegraph", a -> {
                a.expect(0, 1);
                String coded = a.size() == 0 ? "" : a.word(0);
                EyeGraphs.Analysis r = EyeGraphs.analyze(EyeGraphs.decode(coded), db());
                if (r == null) {
                    throw new GtpException("eye graph '" + coded + "' is not in the eye database"
                            + " (owlbench looks eye graphs up in eyes.db; it does not read them yet)");
                }
                return r.value() + "\n" + String.join("\n", r.rows());
            });
            reg.register("eye_data", a -> {
                a.expect(2);
                Board b = game.board();
                int color = BoardArgs.color(a, 0);
                int p = BoardArgs.point(a, 1, b);
                EyeSpaces e = eyes();
                boolean in = e.isEyeSpace(color, p);
                EyeValue v = e.value(color, p);
                int[] nb = in ? e.neighbours(color, p) : new int[2];
                StringBuilder sb = new StringBuilder();
                row(sb, "origin", in ? Vertex.toString(e.origin(color, p), b.size()) : "PASS");
                row(sb, "color", in ? StoneColor.name(color).toLowerCase(Locale.ROOT) : "empty");
                row(sb, "esize", Integer.toString(e.size(color, p)));
                row(sb, "msize", Integer.toString(e.marginalSize(color, p)));
                row(sb, "value", v == null ? "0000" : v.digits());
                row(sb, "marginal", e.isMarginal(color, p) ? "1" : "0");
                row(sb, "neighbors", Integer.toString(nb[0]));
                sb.append(String.format(Locale.ROOT, "%-20s %d", "marginal_neighbors", nb[1]));
                return sb.toString();
            });
            reg.register("eye_spaces_gfx", a -> {
                a.expect(1);
                return eyeSpacesGfx(BoardArgs.color(a, 0));
            });
            reg.register("half_eye_data", a -> {
                a.expect(1);
                Board b = game.board();
                int p = BoardArgs.point(a, 0, b);
                EyeSpaces e = eyes();
                int t = e.halfEyeType(p);
                StringBuilder sb = new StringBuilder();
                row(sb, "value", String.format(Locale.ROOT, "%.2f", e.topologicalValue(p)));
                row(sb, "type", t == EyeSpaces.HALF_EYE ? "HALF_EYE" : t == EyeSpaces.FALSE_EYE ? "FALSE_EYE" : "0");
                int[] att = e.halfEyeAttacks(p), def = e.halfEyeDefenses(p);
                row(sb, "num_attacks", Integer.toString(att.length));
                for (int i = 0; i < att.length; i++) row(sb, "attack_point[" + i + "]", Vertex.toString(att[i], b.size()));
                sb.append(String.format(Locale.ROOT, "%-20s %d", "num_defenses", def.length));
                for (int i = 0; i < def.length; i++) {
                    sb.append('\n').append(String.format(Locale.ROOT, "%-20s %s", "defense_point[" + i + "]",
                            Vertex.toString(def[i], b.size())));
                }
                return sb.toString();
            });
        }

        private static void row(StringBuilder sb, String field, String value) {
            sb.append(String.format(Locale.ROOT, "%-20s %s", field, value)).append('\n');
        }
    }
}
