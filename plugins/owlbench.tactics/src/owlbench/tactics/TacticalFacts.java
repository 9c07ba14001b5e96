package owlbench.tactics;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.expr.MatchBindings;
import owlbench.patterns.expr.PatternFacts;
import owlbench.reading.ConnectionReader;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.reading.SearchResult;

/**
 * The reading-backed pattern facts (GNU Go's autohelpers that tactical and connection reading
 * answer): attack, defend, safe_xmove, safe_omove, the xplay_/oplay_ functions, disconnect_helper
 * and distrust_tactics_helper. One home for them, used by every layer that matches patterns with
 * constraints (connection database, owl, move generation). Bound to one position: its reader and
 * its worms; it plays trial moves on the reader's board and takes them back, so it is used by one
 * thread at a time.
 */
public final class TacticalFacts implements PatternFacts {
    /** The names answered here. */
    public static final Set<String> NAMES = Set.of("attack", "defend", "xplay_attack", "oplay_attack", "xplay_defend",
            "oplay_defend", "xplay_connect", "oplay_connect", "xplay_disconnect", "oplay_disconnect",
            "xplay_attack_either", "oplay_attack_either", "xplay_defend_both", "oplay_defend_both", "disconnect_helper",
            "distrust_tactics_helper", "safe_xmove", "safe_omove");
    /** Node budget of one connection read inside a constraint (they are many; keep each small). */
    private static final long CONNECTION_NODES = 10000;
    /**
     * Plies of a connection read inside a constraint (the reader's default is 10). conn.db asks
     * about local shapes, a gap of one to four points between two strings, whose cut shows within
     * a few moves; deeper reads mostly run into the node budget and end unknown. Measured against
     * GNU Go's dragons on 259 regression positions: 6 plies leave fewer worm pairs wrongly apart
     * and take a quarter less time than 10 (a sweep of 4-10 plies was not monotonic: 6 and 8 did best).
     * Since the connection reader's widths changed (2026-11-25), 5 plies do better still: on the
     * 256 positions of connection/strategy/global/13x13.tst, stone pairs wrongly apart 65,638 ->
     * 58,849, wrongly joined 13,463 -> 13,605, partitions equal to GNU Go's 32 -> 45, a quarter
     * less time (7 plies: 55,916, 13,920, 44, 15% more time; 4: 75,384, 13,294, 15).
     */
    private static final int CONNECTION_PLIES = 5;
    /**
     * The budget of a disconnect_helper read, whose answer is of no use once it is long: a read
     * that uses it all is taken as unknown (the reader reports a budget that ran out: a failure
     * read that far proves nothing, and a cut found later would not join the strings either).
     */
    private static final long CUT_SHORT_NODES = CONNECTION_NODES / 2;

    private final Board b;
    private final Reader reader;
    private final ConnectionReader connections;
    /** The connection reader for disconnect_helper, with the smaller budget. */
    private final ConnectionReader briefConnections;
    private final Worms worms;
    private final Map<ConnectionQuestion, Double> connectionMemo = new HashMap<>();
    /** The position the worms were computed for: at any other (a trial move played) strings are read. */
    private final long wormsHash;
    /** {attack code, defence code} of strings read at trial positions, by position hash and origin. */
    private final Map<Long, int[]> trialCodes = new HashMap<>();

    /** Facts of the reader's position; {@code worms} are that position's worms. */
    public TacticalFacts(Reader reader, Worms worms) {
        this.b = reader.board();
        this.reader = reader;
        this.worms = worms;
        this.wormsHash = b.stackp() == 0 ? b.hash() : 0;
        this.connections = new ConnectionReader(reader);
        connections.setNodeLimit(CONNECTION_NODES);
        connections.setDepth(CONNECTION_PLIES);
        // constraints ask yes or no, many times per position: brief reads, no wider first move
        connections.setThoroughRoot(false);
        this.briefConnections = new ConnectionReader(reader);
        briefConnections.setNodeLimit(CUT_SHORT_NODES);
        briefConnections.setDepth(CONNECTION_PLIES);
        briefConnections.setThoroughRoot(false);
    }

    /** The worms these facts read from. */
    public Worms worms() {
        return worms;
    }

    /** The reader these facts play on. */
    public Reader reader() {
        return reader;
    }

    @Override
    public boolean provides(String name) {
        return NAMES.contains(name);
    }

    @Override
    public double call(String name, MatchBindings match, int[] p) {
        switch (name) {
            case "attack":
                return stone(p[0]) ? code(p[0], 0) : 0;
            case "defend":
                return stone(p[0]) ? code(p[0], 1) : 0;
            case "disconnect_helper":
                return disconnectable(p[0], p[1]);
            case "safe_xmove":
                return safeMove(p[0], StoneColor.other(match.color())) ? 1 : 0;
            case "safe_omove":
                return safeMove(p[0], match.color()) ? 1 : 0;
            case "distrust_tactics_helper":
                // a capture that only works through ko is not trusted to cut
                return stone(p[0]) && code(p[0], 0) != ReadCodes.WIN ? 1 : 0;
            default:
                if (NAMES.contains(name)) return playThen(name, match.color(), p);
                throw new IllegalArgumentException("not provided: " + name);
        }
    }

    /**
     * doc/patterns.texi's safe move: legal, and the stone played cannot be captured right away
     * (tactical reading finds no unconditional capture; a capture only through ko leaves it safe).
     */
    public boolean safeMove(int move, int mover) {
        if (move == Board.PASS || !b.isOnBoard(move) || b.color(move) != StoneColor.EMPTY || !b.trymove(move, mover)) return false;
        try {
            // (where the rules allow suicide the stone may be gone at once)
            return b.color(move) == mover && reader.attack(move) != ReadCodes.WIN;
        } finally {
            b.popgo();
        }
    }

    /**
     * {attack code, defence code (0 where no attack works)} of the string at p: the worm data at the
     * worms' own position, read (and remembered) on the board as it is at any other, such as after
     * the trial moves of an influence or owl pattern.
     */
    public int[] codes(int p) {
        return new int[] {code(p, 0), code(p, 1)};
    }

    /** The attack (which 0) or defence (which 1) code of {@link #codes}, without an array on the worms' position. */
    private int code(int p, int which) {
        if (b.hash() == wormsHash && b.stackp() == 0) {
            Worm w = worms.worm(p);
            return which == 0 ? w.attackCode : w.attackCode == ReadCodes.FAIL ? 0 : w.defenseCode;
        }
        return readCodes(p)[which];
    }

    /** {attack, defence} read (once per position and string) on the board as it is now. */
    private int[] readCodes(int p) {
        int o = b.origin(p);
        long key = b.hash() * 31 + o;
        int[] c = trialCodes.get(key);
        if (c == null) {
            int a = reader.attack(o);
            c = new int[] {a, a == ReadCodes.FAIL ? 0 : reader.findDefense(o)};
            trialCodes.put(key, c);
        }
        return c;
    }

    private boolean stone(int p) {
        return p != Board.PASS && b.isOnBoard(p) && b.color(p) != StoneColor.EMPTY;
    }

    /**
     * disconnect_helper(a, b): 1 if the opponent, moving first, can disconnect the strings
     * (connection reading), 0 if not; NaN (unknown) when the read reached CUT_SHORT_NODES: a
     * failure that long is no proof of a connection (the reader does not say when its budget cut
     * a move short), and a cut found later would not join the strings either, so it stops there.
     */
    private double disconnectable(int s1, int s2) {
        if (!stone(s1) || !stone(s2)) return 1;
        if (b.sameString(s1, s2)) return 0;
        double r = connectionRead(false, s1, s2, true);
        return Double.isNaN(r) ? r : r != ReadCodes.FAIL ? 1 : 0;
    }

    /**
     * The code of connect (or disconnect) of the strings at s1 and s2 on the board as it is now;
     * with stopEarly NaN (unknown) if the read reaches CUT_SHORT_NODES. Read once per position:
     * symmetric patterns and several patterns of one shape ask the same question.
     */
    private double connectionRead(boolean connect, int s1, int s2, boolean stopEarly) {
        int o1 = b.origin(s1), o2 = b.origin(s2);
        ConnectionQuestion q = new ConnectionQuestion(b.hash(), connect, Math.min(o1, o2), Math.max(o1, o2), stopEarly);
        Double known = connectionMemo.get(q);
        if (known != null) return known;
        ConnectionReader cr = stopEarly ? briefConnections : connections;
        SearchResult res = connect ? cr.connectResult(s1, s2, null) : cr.disconnectResult(s1, s2, null);
        double r = stopEarly && res.budgetExhausted() ? Double.NaN : res.code();
        connectionMemo.put(q, r);
        return r;
    }

    /**
     * A connection read asked inside a constraint: the position (Zobrist hash), the question, the
     * string origins in order, and whether a long read stops as unknown.
     */
    private record ConnectionQuestion(long hash, boolean connect, int origin1, int origin2, boolean stopEarly) {
    }

    /** The x/oplay_* functions: play the moves alternately, then read on the last one or two points. */
    private double playThen(String name, int color, int[] p) {
        boolean either = name.endsWith("attack_either") || name.endsWith("defend_both");
        boolean twoTargets = either || name.endsWith("connect") || name.endsWith("disconnect");
        int targets = twoTargets ? 2 : 1;
        int mover = name.charAt(0) == 'x' ? StoneColor.other(color) : color;
        int pushed = 0;
        double result;
        try {
            for (int i = 0; i < p.length - targets; i++) {
                if (p[i] != Board.PASS && b.color(p[i]) == StoneColor.EMPTY && b.trymove(p[i], mover)) pushed++;
                mover = StoneColor.other(mover);
            }
            int t1 = p[p.length - targets];
            int t2 = twoTargets ? p[p.length - 1] : Board.PASS;
            String op = name.substring(6);
            switch (op) {
                case "attack":
                    result = b.color(t1) == StoneColor.EMPTY ? ReadCodes.WIN : reader.attack(t1);
                    break;
                case "defend":
                    result = b.color(t1) == StoneColor.EMPTY ? 0 : reader.findDefense(t1);
                    break;
                case "attack_either":
                    if (b.color(t1) == StoneColor.EMPTY || b.color(t2) == StoneColor.EMPTY) result = ReadCodes.WIN;
                    else if (b.color(t1) != b.color(t2)) result = Math.max(reader.attack(t1), reader.attack(t2));
                    else result = b.origin(t1) == b.origin(t2) ? reader.attack(t1) : reader.attackEither(t1, t2);
                    break;
                case "defend_both":
                    if (b.color(t1) == StoneColor.EMPTY || b.color(t2) == StoneColor.EMPTY) result = 0;
                    else if (b.origin(t1) == b.origin(t2)) result = reader.attack(t1) == ReadCodes.FAIL ? ReadCodes.WIN : reader.findDefense(t1);
                    else result = b.color(t1) == b.color(t2) ? reader.defendBoth(t1, t2) : 0;
                    break;
                case "connect":
                    if (b.color(t1) == StoneColor.EMPTY || b.color(t1) != b.color(t2)) result = 0;
                    else result = b.origin(t1) == b.origin(t2) ? ReadCodes.WIN : connectionRead(true, t1, t2, false);
                    break;
                default: // disconnect
                    if (b.color(t1) == StoneColor.EMPTY || b.color(t1) != b.color(t2)) result = ReadCodes.WIN;
                    else result = b.origin(t1) == b.origin(t2) ? 0 : connectionRead(false, t1, t2, false);
                    break;
            }
        } finally {
            for (int i = 0; i < pushed; i++) b.popgo();
        }
        return result;
    }
}
