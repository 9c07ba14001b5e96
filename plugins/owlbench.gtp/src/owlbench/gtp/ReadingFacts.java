package owlbench.gtp;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.influence.DeadStones;
import owlbench.influence.InfluenceFacts;
import owlbench.reading.ConnectionReader;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;

/**
 * Tactical and connection reading as the facts of influence pattern constraints (attack, defend,
 * safe_omove, the xplay_/oplay_ sequences), and the tactical dead stones influence takes until owl
 * exists: a worm that can be captured and not defended. One per command, on that command's board.
 * (When the pattern facts get their common home below the engine, this moves there.)
 */
final class ReadingFacts implements InfluenceFacts {
    private static final Set<String> PROVIDED = Set.of("attack", "defend", "safe_omove", "safe_xmove",
            "oplay_attack", "xplay_attack", "oplay_defend", "xplay_defend", "oplay_attack_either",
            "xplay_attack_either", "oplay_defend_both", "xplay_defend_both", "oplay_connect", "xplay_connect",
            "oplay_disconnect", "xplay_disconnect");

    private final Reader reader;
    private ConnectionReader connections;
    private final Map<Long, int[]> codes = new HashMap<>();

    ReadingFacts(Reader reader) {
        this.reader = reader;
    }

    /** Tactically dead stones of the reader's board, read afresh on whatever board find() is given. */
    DeadStones deadStones() {
        return deadStones(StoneColor.EMPTY);
    }

    /**
     * Tactically dead stones, and in addition the critical worms (capturable and defendable) of
     * colour {@code criticalDead} (EMPTY: none): with the colour not to move, the stones that are
     * not lively (doc/influence.texi); with either colour, the bounds of a score estimate.
     */
    DeadStones deadStones(int criticalDead) {
        return b -> {
            if (b != reader.board()) throw new IllegalArgumentException("dead stones are read on the reader's board");
            boolean[] dead = new boolean[b.boardArraySize()];
            int[] stones = new int[b.boardArraySize()];
            boolean[] seen = new boolean[b.boardArraySize()];
            for (int p : b.onBoardPoints()) {
                if (b.color(p) == StoneColor.EMPTY || seen[p]) continue;
                int n = b.stringStones(p, stones);
                int[] c = codes(b.origin(p));
                boolean d = c[0] != ReadCodes.FAIL && (c[1] == ReadCodes.FAIL || b.color(p) == criticalDead);
                for (int i = 0; i < n; i++) {
                    seen[stones[i]] = true;
                    dead[stones[i]] = d;
                }
            }
            return dead;
        };
    }

    /** {attack code, defence code} of the string at origin o on the board as it is now. */
    private int[] codes(int o) {
        long key = reader.board().hash() * 31 + o;
        int[] c = codes.get(key);
        if (c == null) {
            int a = reader.attack(o);
            int d = a == ReadCodes.FAIL ? 0 : reader.findDefense(o);
            c = new int[] {a, d};
            codes.put(key, c);
        }
        return c;
    }

    @Override
    public boolean provides(String name) {
        return PROVIDED.contains(name);
    }

    @Override
    public double call(String name, int color, int[] p) {
        Board b = reader.board();
        switch (name) {
            case "attack":
                return stone(b, p[0]) ? codes(b.origin(p[0]))[0] : 0;
            case "defend":
                return stone(b, p[0]) ? codes(b.origin(p[0]))[1] : 0;
            case "safe_omove":
                return safe(b, p[0], color) ? 1 : 0;
            case "safe_xmove":
                return safe(b, p[0], StoneColor.other(color)) ? 1 : 0;
            default:
                return playThen(b, name, color, p);
        }
    }

    private static boolean stone(Board b, int p) {
        return p != Board.PASS && b.isOnBoard(p) && b.color(p) != StoneColor.EMPTY;
    }

    private boolean safe(Board b, int move, int mover) {
        if (!b.isOnBoard(move) || b.color(move) != StoneColor.EMPTY || !b.trymove(move, mover)) return false;
        try {
            return reader.attack(move) != ReadCodes.WIN;
        } finally {
            b.popgo();
        }
    }

    /** The x/oplay_* functions: play the moves alternately, then read on the last one or two points. */
    private double playThen(Board b, String name, int color, int[] p) {
        String op = name.substring(6);
        boolean two = op.equals("attack_either") || op.equals("defend_both") || op.endsWith("connect");
        int targets = two ? 2 : 1;
        int mover = name.charAt(0) == 'x' ? StoneColor.other(color) : color;
        int pushed = 0;
        try {
            for (int i = 0; i < p.length - targets; i++) {
                if (p[i] != Board.PASS && b.isOnBoard(p[i]) && b.color(p[i]) == StoneColor.EMPTY && b.trymove(p[i], mover)) {
                    pushed++;
                }
                mover = StoneColor.other(mover);
            }
            int t1 = p[p.length - targets];
            int t2 = two ? p[p.length - 1] : Board.PASS;
            switch (op) {
                case "attack":
                    return b.color(t1) == StoneColor.EMPTY ? ReadCodes.WIN : reader.attack(t1);
                case "defend":
                    return b.color(t1) == StoneColor.EMPTY ? 0 : reader.findDefense(t1);
                case "attack_either":
                    if (b.color(t1) == StoneColor.EMPTY || b.color(t2) == StoneColor.EMPTY) return ReadCodes.WIN;
                    if (b.sameString(t1, t2)) return reader.attack(t1);
                    return b.color(t1) == b.color(t2) ? reader.attackEither(t1, t2)
                            : Math.max(reader.attack(t1), reader.attack(t2));
                case "defend_both":
                    if (b.color(t1) == StoneColor.EMPTY || b.color(t2) == StoneColor.EMPTY) return 0;
                    if (b.sameString(t1, t2)) return reader.attack(t1) == ReadCodes.FAIL ? ReadCodes.WIN : reader.findDefense(t1);
                    return b.color(t1) == b.color(t2) ? reader.defendBoth(t1, t2) : 0;
                case "connect":
                    if (b.color(t1) == StoneColor.EMPTY || b.color(t1) != b.color(t2)) return 0;
                    return b.sameString(t1, t2) ? ReadCodes.WIN : connections().connect(t1, t2);
                default: // disconnect
                    if (b.color(t1) == StoneColor.EMPTY || b.color(t1) != b.color(t2)) return ReadCodes.WIN;
                    return b.sameString(t1, t2) ? 0 : connections().disconnect(t1, t2);
            }
        } finally {
            for (int i = 0; i < pushed; i++) b.popgo();
        }
    }

    private ConnectionReader connections() {
        if (connections == null) {
            connections = new ConnectionReader(reader);
            connections.setNodeLimit(10000);
            connections.setDepth(5);
        }
        return connections;
    }
}
