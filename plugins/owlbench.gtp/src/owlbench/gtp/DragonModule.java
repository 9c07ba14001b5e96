package owlbench.gtp;

import java.util.List;
import java.util.Locale;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.engine.Dragons;
import owlbench.engine.Dragon;
import owlbench.engine.DragonEvaluation;
import owlbench.engine.DragonFacts;
import owlbench.tactics.Worm;

/**
 * GNU Go's worm and dragon commands (doc/gtp-commands.texi) on owlbench.engine's analysis:
 * same_dragon, dragon_stones, worm_stones, worm_cutstone, worm_data and dragon_data (the fields owlbench
 * computes: owl status and owl attack and defence, crude status, status, safety, weakness, escape
 * route, moyo, surround status, neighbours, owl threats of a thrashing dragon), and the "Dragons" analyze entry, a
 * gfx answer colouring each dragon. Dragons need a connection database conn.db, found on the
 * engine's pattern path ({@link owlbench.patterns.PatternPath}: --patterns DIR, the
 * installation's patterns/, GNU Go's beside the installation), never relative to the current
 * directory. The analysis is the engine's {@link PositionCache}'s, computed once per position.
 */
public final class DragonModule implements GtpModule {

    /** Colours cycled over the dragons of the "Dragons" gfx answer. */
    static final List<String> PALETTE = List.of("#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#46f0f0",
            "#f032e6", "#bcf60c", "#fabebe", "#008080", "#e6beff", "#9a6324", "#800000", "#aaffc3", "#808000", "#000075");

    @Override
    public void register(OwlbenchGtp engine) {
        new Commands(engine.state(), engine.position()).register(engine.registry());
        engine.analyze().add("gfx", "Dragons", "dragons_gfx")
                .add("plist", "Dragon stones", "dragon_stones %p")
                .add("plist", "Worm stones", "worm_stones %p")
                .add("string", "Dragon data", "dragon_data %p")
                .add("string", "Worm data", "worm_data %p");
    }

    /** The dragon commands of one engine instance, on its shared position cache. */
    static final class Commands {
        private final GameState game;
        private final PositionCache position;

        Commands(GameState game, PositionCache position) {
            this.game = game;
            this.position = position;
        }

        Dragons dragons() throws GtpException {
            return position.dragons();
        }

        /** The dragon fields of the position (neighbours, escape, safety, weakness ...), computed once per position. */
        private DragonEvaluation evaluation() throws GtpException {
            return position.dragonEvaluation();
        }

        /** The dragon's status revised by semeai (dragon_status's), or null where owl cannot read. */
        private owlbench.owl.OwlStatus revised(Dragon d) {
            try {
                return position.dragonStatus(d);
            } catch (GtpException e) {
                return null;
            }
        }

        void register(CommandRegistry reg) {
            reg.register("same_dragon", a -> {
                a.expect(2);
                Board b = game.board();
                int p = BoardArgs.stone(a, 0, b), q = BoardArgs.stone(a, 1, b);
                return dragons().sameDragon(p, q) ? "1" : "0";
            });
            reg.register("dragon_stones", a -> {
                a.expect(0, 1);
                Board b = game.board();
                if (a.size() == 1) return stones(dragons().dragon(BoardArgs.stone(a, 0, b)).stones(), b.size());
                StringBuilder sb = new StringBuilder();
                for (Dragon d : dragons().dragons()) line(sb, stones(d.stones(), b.size()));
                return sb.toString();
            });
            reg.register("worm_stones", a -> {
                a.expect(0, 1);
                Board b = game.board();
                int onlyColor = StoneColor.EMPTY;
                if (a.size() == 1) {
                    try {
                        onlyColor = StoneColor.parse(a.word(0));
                    } catch (IllegalArgumentException e) {
                        return stones(wormStones(b, BoardArgs.stone(a, 0, b)), b.size());
                    }
                }
                StringBuilder sb = new StringBuilder();
                for (int p : b.onBoardPoints()) {
                    if (b.color(p) == StoneColor.EMPTY || (onlyColor != StoneColor.EMPTY && b.color(p) != onlyColor)) continue;
                    int[] st = wormStones(b, p);
                    if (st[0] == p) line(sb, stones(st, b.size()));
                }
                return sb.toString();
            });
            reg.register("worm_data", a -> {
                a.expect(0, 1);
                Board b = game.board();
                Dragons an = dragons();
                if (a.size() == 1) {
                    int p = BoardArgs.point(a, 0, b);
                    return b.color(p) == StoneColor.EMPTY ? "" : wormData(an.worm(p), p, b.size());
                }
                StringBuilder sb = new StringBuilder();
                for (int p : b.onBoardPoints()) {
                    if (b.color(p) != StoneColor.EMPTY) line(sb, wormData(an.worm(p), p, b.size()));
                }
                return sb.toString();
            });
            reg.register("dragon_data", a -> {
                a.expect(0, 1);
                Board b = game.board();
                Dragons an = dragons();
                if (a.size() == 1) {
                    int p = BoardArgs.point(a, 0, b);
                    return b.color(p) == StoneColor.EMPTY ? "" : dragonData(evaluation().of(an.dragon(p)), revised(an.dragon(p)), p, b.size());
                }
                // as GNU Go: one record per dragon, headed by its origin
                StringBuilder sb = new StringBuilder();
                for (DragonFacts f : evaluation().all()) line(sb, dragonData(f, revised(f.dragon()), f.dragon().origin, b.size()));
                return sb.toString();
            });
            reg.register("worm_cutstone", a -> {
                a.expect(1);
                return Integer.toString(dragons().worm(BoardArgs.stone(a, 0, game.board())).cutstone);
            });
            reg.register("dragons_gfx", a -> {
                a.expect(0);
                return gfx(dragons(), game.board().size());
            });
        }

        private static int[] wormStones(Board b, int p) {
            int[] st = new int[b.boardArraySize()];
            int n = b.stringStones(p, st);
            int[] out = java.util.Arrays.copyOf(st, n);
            java.util.Arrays.sort(out);
            return out;
        }
    }

    private static void line(StringBuilder sb, String s) {
        if (sb.length() > 0) sb.append('\n');
        sb.append(s);
    }

    static String stones(int[] sorted, int size) {
        return BoardArgs.vertices(sorted, sorted.length, size);
    }

    private static String v(int p, int size) {
        return Vertex.toString(p, size);
    }

    /** GNU Go's worm_data layout ("name" padded to 21 columns), the fields owlbench computes. */
    static String wormData(Worm w, int p, int size) {
        StringBuilder sb = new StringBuilder(v(p, size)).append(':');
        field(sb, 21, "origin", v(w.origin, size));
        field(sb, 21, "color", StoneColor.name(w.color));
        field(sb, 21, "size", Integer.toString(w.size));
        field(sb, 21, "effective_size", String.format(Locale.ROOT, "%.2f", w.effectiveSize));
        field(sb, 21, "liberties", Integer.toString(w.liberties));
        field(sb, 21, "liberties2", Integer.toString(w.liberties2));
        field(sb, 21, "liberties3", Integer.toString(w.liberties3));
        field(sb, 21, "liberties4", Integer.toString(w.liberties4));
        field(sb, 21, "attack_code", Integer.toString(w.attackCode));
        field(sb, 21, "attack_point", v(w.attackPoint, size));
        field(sb, 21, "defense_code", Integer.toString(w.defenseCode));
        field(sb, 21, "defense_point", v(w.defensePoint, size));
        field(sb, 21, "lunch", v(w.lunch, size));
        field(sb, 21, "cutstone", Integer.toString(w.cutstone));
        field(sb, 21, "cutstone2", Integer.toString(w.cutstone2));
        field(sb, 21, "genus", Integer.toString(w.genus));
        return sb.toString();
    }

    /**
     * GNU Go's dragon_data layout ("name" padded to 24 columns, GNU Go's names in GNU Go's order),
     * the fields owlbench computes: not strategic_size, the owl kworms, owl_2nd_attack_point
     * (owl attack threats are not sought) and the semeai fields. owl_status is "unchecked" where owl
     * was not run on the dragon (it appeared safe before owl) or could not read it (no owl databases).
     */
    static String dragonData(DragonFacts f, owlbench.owl.OwlStatus revised, int p, int size) {
        Dragon d = f.dragon();
        owlbench.owl.OwlStatus owl = f.owl();
        StringBuilder sb = new StringBuilder(v(p, size)).append(':');
        field(sb, 24, "color", StoneColor.name(d.color));
        field(sb, 24, "origin", v(d.origin, size));
        field(sb, 24, "size", Integer.toString(d.size));
        field(sb, 24, "effective_size", String.format(Locale.ROOT, "%.2f", d.effectiveSize));
        if (d.genus != null) {
            field(sb, 24, "genus", d.genus.digits());
            field(sb, 24, "heye", v(d.halfEye, size));
        }
        field(sb, 24, "escape_route", Integer.toString(f.escapeRoute()));
        field(sb, 24, "lunch", v(d.lunch, size));
        field(sb, 24, "crude_status", f.crudeStatus().word());
        field(sb, 24, "owl_status", owl == null || !owl.checked() ? "unchecked" : owl.status().word());
        // dragon_status's answer: owl's status revised by semeai where the dragon is in a race
        field(sb, 24, "status", revised != null ? revised.status().word() : f.status().word());
        field(sb, 24, "safety", f.safety().word());
        field(sb, 24, "weakness", String.format(Locale.ROOT, "%.2f", f.weakness()));
        field(sb, 24, "weakness_pre_owl", String.format(Locale.ROOT, "%.2f", f.weaknessPreOwl()));
        field(sb, 24, "surround_status", Integer.toString(f.surround().status()));
        field(sb, 24, "surround_size", Integer.toString(f.surround().size()));
        field(sb, 24, "moyo_size", Integer.toString(f.moyoSize()));
        field(sb, 24, "moyo_territorial_value", String.format(Locale.ROOT, "%.2f", f.moyoTerritorialValue()));
        StringBuilder ns = new StringBuilder();
        for (int n : f.neighbors()) ns.append(v(n, size)).append(' ');
        field(sb, 24, "neighbors", ns.toString());
        field(sb, 24, "hostile_neighbors", Integer.toString(f.hostileNeighbors()));
        if (owl != null) {
            field(sb, 24, "owl_attack_code", Integer.toString(owl.attackCode()));
            field(sb, 24, "owl_attack_point", v(owl.attackMove(), size));
            field(sb, 24, "owl_attack_certain", owl.attackCertain() ? "YES" : "NO");
        }
        field(sb, 24, "owl_threat_status", f.owlThreatStatus());
        if (owl != null) {
            field(sb, 24, "owl_defense_code", Integer.toString(owl.defenseCode()));
            field(sb, 24, "owl_defense_point", v(owl.defenseMove(), size));
            field(sb, 24, "owl_defense_certain", owl.defenseCertain() ? "YES" : "NO");
        }
        field(sb, 24, "owl_2nd_defense_point", v(f.owlSecondDefensePoint(), size));
        field(sb, 24, "strings", stones(d.worms(), size));
        return sb.toString();
    }

    private static void field(StringBuilder sb, int width, String name, String value) {
        sb.append('\n').append(name);
        for (int i = name.length(); i < width; i++) sb.append(' ');
        sb.append(value);
    }

    /** One COLOR line per dragon (palette colours cycled) and a TEXT summary. */
    static String gfx(Dragons an, int size) {
        StringBuilder sb = new StringBuilder();
        List<Dragon> ds = an.dragons();
        int worms = an.worms().size();
        for (int i = 0; i < ds.size(); i++) {
            sb.append("COLOR ").append(PALETTE.get(i % PALETTE.size())).append(' ').append(stones(ds.get(i).stones(), size)).append('\n');
        }
        return sb.append("TEXT ").append(ds.size()).append(" dragons from ").append(worms)
                .append(" worms; their status: dragon_status, dragon_data").toString();
    }
}
