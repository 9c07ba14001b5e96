package owlbench.gtp;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.tactics.Worm;
import owlbench.tactics.WormStatus;

/**
 * owlbench's own board analyses for GoGui and the GTP console: "worm_status", the tactical
 * status of every string (worm, {@link WormStatus}) from the reader's attack and defence, as a
 * GoGui gfx answer of status colours; "worm_status VERTEX" gives one string's status as text. The
 * worms are the engine's {@link PositionCache}'s, read once per position. The statuses:
 * <ul>
 * <li>alive: no attack works, even if the attacker moves first;</li>
 * <li>critical: whoever moves first wins (attack and defence both succeed unconditionally);</li>
 * <li>ko: attack and defence both succeed, one of them only through a ko;</li>
 * <li>dead: the string is captured even if its owner moves first (the attack works, no defence).</li>
 * </ul>
 */
public final class WormStatusModule implements GtpModule {

    /** Status names, as the text answer starts with them. */
    public static final String ALIVE = WormStatus.ALIVE.toString(), CRITICAL = WormStatus.CRITICAL.toString(),
            KO = WormStatus.KO.toString(), DEAD = WormStatus.DEAD.toString();

    /** gfx colours, by status: green, yellow, magenta and red, visible under black and white stones. */
    public static final String ALIVE_COLOR = "#00c000", CRITICAL_COLOR = "#ffd700", KO_COLOR = "#ff00ff",
            DEAD_COLOR = "#ff0000";

    @Override
    public void register(OwlbenchGtp engine) {
        new Commands(engine.state(), engine.position()).register(engine.registry());
        engine.analyze().add("gfx", "Worm status", "worm_status")
                .add("string", "Worm status of a string", "worm_status %p");
    }

    /** The tactical status of one string: its name, and the attack and defence results. */
    record StatusAnswer(String status, int attackCode, int attackMove, int defenseCode, int defenseMove) {

        /** "alive 0", "dead 1 C3 0", "critical 1 C3 1 D4", "ko 2 C3 1 D4" (GTP codes as attack/defend give them). */
        String answer(int size) {
            StringBuilder sb = new StringBuilder(status).append(' ').append(result(attackCode, attackMove, size));
            if (attackCode != ReadCodes.FAIL) {
                sb.append(' ').append(result(defenseCode, defenseMove, size));
            }
            return sb.toString();
        }

        private static String result(int code, int move, int size) {
            return code == ReadCodes.FAIL ? "0" : ReadCodes.gtpCode(code) + " " + Vertex.toString(move, size);
        }
    }

    /** The status from the attack code and (if the attack works) the defence code. */
    static String classify(int attackCode, int defenseCode) {
        return WormStatus.of(attackCode, defenseCode).toString();
    }

    /** The worm-status commands of one engine instance, on its shared position cache. */
    static final class Commands {
        private final GameState game;
        private final PositionCache position;

        Commands(GameState game, PositionCache position) {
            this.game = game;
            this.position = position;
        }

        void register(CommandRegistry reg) {
            reg.register("worm_status", a -> {
                a.expect(0, 1);
                Board b = game.board();
                if (a.size() == 1) {
                    int str = BoardArgs.stone(a, 0, b);
                    return status(str).answer(b.size());
                }
                return gfx(b);
            });
        }

        /**
         * The status of the string at {@code str}: from the position's worms at stackp 0, read on
         * the board as it is after trymove (the defence is read only if the attack works).
         */
        StatusAnswer status(int str) throws GtpException {
            if (game.board().stackp() == 0) {
                Worm w = position.worms().worm(str);
                return new StatusAnswer(classify(w.attackCode, w.defenseCode), w.attackCode, w.attackPoint, w.defenseCode,
                        w.defensePoint);
            }
            Reader r = position.reader();
            try {
                int attack = r.attack(str);
                int attackMove = r.lastMove();
                int defense = ReadCodes.FAIL;
                int defenseMove = Board.PASS;
                if (attack != ReadCodes.FAIL) {
                    defense = r.findDefense(str);
                    defenseMove = r.lastMove();
                }
                return new StatusAnswer(classify(attack, defense), attack, attackMove, defense, defenseMove);
            } catch (IllegalArgumentException e) {
                throw new GtpException("worm_status: " + e.getMessage());
            }
        }

        /** COLOR lines (one per status, all stones of its strings) and a TEXT summary. */
        private String gfx(Board b) throws GtpException {
            String[] names = { ALIVE, CRITICAL, KO, DEAD };
            String[] colours = { ALIVE_COLOR, CRITICAL_COLOR, KO_COLOR, DEAD_COLOR };
            StringBuilder[] lines = new StringBuilder[names.length];
            int[] strings = new int[names.length];
            int[] stones = new int[b.boardArraySize()];
            for (int p : b.onBoardPoints()) {
                int c = b.color(p);
                if (c == StoneColor.EMPTY || b.origin(p) != p) {
                    continue;
                }
                String s = status(p).status();
                int k = 0;
                while (!names[k].equals(s)) {
                    k++;
                }
                if (lines[k] == null) {
                    lines[k] = new StringBuilder("COLOR ").append(colours[k]);
                }
                strings[k]++;
                int n = b.stringStones(p, stones);
                for (int i = 0; i < n; i++) {
                    lines[k].append(' ').append(Vertex.toString(stones[i], b.size()));
                }
            }
            StringBuilder out = new StringBuilder();
            StringBuilder text = new StringBuilder("TEXT");
            for (int k = 0; k < names.length; k++) {
                if (lines[k] != null) {
                    out.append(lines[k]).append('\n');
                }
                text.append(k == 0 ? " " : ", ").append(strings[k]).append(' ').append(names[k]);
            }
            return out.append(text).toString();
        }
    }
}
