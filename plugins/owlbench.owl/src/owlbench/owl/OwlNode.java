package owlbench.owl;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.reading.ReadCodes;
import owlbench.reading.NodeDetail;
import owlbench.reading.Reader;

/**
 * What an owl node knows of its position: the goal's stones and strings, its eyes through optics,
 * the escape map and the lunches (opponent strings touching the goal that tactical reading can
 * capture), each computed when first asked. Valid while the board stays at this node's position.
 */
final class OwlNode {
    /** Lunches are looked for among boundary strings with at most this many liberties ... */
    static final int LUNCH_LIBERTIES = 3;
    /**
     * ... or four with OwlParams.fourLibertyLunches: a lunch is a boundary string that can be
     * easily captured (doc/dragon.texi), and an invader of four liberties inside the dragon's wall
     * often is (gnugo's defence of olympiad2004 mag-gnu 46 after E1, G1 eats one at B2).
     */
    static final int FOUR_LIBERTY_LUNCHES = 4;
    /**
     * Reading nodes within which the tactical reader must capture a four-liberty boundary string
     * (and, for its defence point, save it) for it to count as a lunch: "easily captured". Most
     * such reads end in a few nodes, but a few ran to thousands on owl.tst.
     */
    static final long FOUR_LIBERTY_LUNCH_NODES = 3000;

    final Board b;
    final int color;
    final boolean[] goal;
    final int[] strings;
    private final EyeSpacesCache eyeSpaces;
    private final TacticalReads reader;
    /**
     * The board level from which a lunch the plain read does not capture is read again fresh
     * (OwlParams.freshLunchReads): owl.tst 133's Q1 R1 is captured by the plain read up to level
     * 10 and not from 11 (OwlFreshLunchReadsTest).
     */
    static final int FRESH_LUNCH_LEVEL = 11;
    /** OwlParams.freshLunchReads: the lunches the plain read misses deep in a tree read again fresh (set by the owl reader). */
    boolean freshLunchReads;
    private final int lunchLiberties;
    /**
     * OwlParams.lunchDefencesOnDemand: the lunches' defence points are read only when asked for
     * ({@link #lunchesWithDefences()}): the defender's candidates capture lunches and never save
     * one, so at the defender's nodes those reads were spent for no answer (set by the owl reader).
     */
    boolean defencesOnDemand;
    /** A lunch's defence point not read yet ({@link #defencesOnDemand}). */
    static final int UNREAD = NodeDetail.Lunch.NOT_READ;
    /** How a lunch's attack was read, so that its defence is read the same way: plainly, ... */
    private static final int READ_PLAIN = 0;
    /** ... as a fresh question (freshLunchReads), ... */
    private static final int READ_FRESH = 1;
    /** ... or within {@link #FOUR_LIBERTY_LUNCH_NODES} (four liberties). */
    private static final int READ_WITHIN = 2;
    private OwlEyes eyes;
    private final EscapeMap[] escape = new EscapeMap[3];
    private int[][] lunches;

    OwlNode(Board b, OwlGoal g, EyeSpacesCache eyeSpaces, Reader reader) {
        this(b, g, eyeSpaces, reader, false);
    }

    /** With fourLibertyLunches, boundary strings of four liberties may be lunches too (OwlParams.fourLibertyLunches). */
    OwlNode(Board b, OwlGoal g, EyeSpacesCache eyeSpaces, Reader reader, boolean fourLibertyLunches) {
        this(b, g, eyeSpaces, new TacticalReads(reader, null), fourLibertyLunches);
    }

    /** Reading through an owl search's reads (remembered across its nodes: OwlParams.tacticalReadsRemembered). */
    OwlNode(Board b, OwlGoal g, EyeSpacesCache eyeSpaces, TacticalReads reader, boolean fourLibertyLunches) {
        this.b = b;
        this.lunchLiberties = fourLibertyLunches ? FOUR_LIBERTY_LUNCHES : LUNCH_LIBERTIES;
        this.color = g.color();
        this.goal = g.mask(b);
        this.strings = g.strings(b, goal);
        this.eyeSpaces = eyeSpaces;
        this.reader = reader;
    }

    OwlEyes eyes() {
        if (eyes == null) eyes = OwlEyes.of(b, goal, color, eyeSpaces.at(b, color), eyeSpaces.sumBySwings, eyeSpaces.tailsDropped);
        return eyes;
    }

    /**
     * The goal's eyes after the opponent's stone at move (legal for it), read by the same optics as
     * a node there, the board put back after; null where the move captures a goal stone.
     */
    OwlEyes eyesAfterOpponent(int move) {
        if (!b.trymove(move, StoneColor.other(color))) return null;
        try {
            boolean[] after = goal.clone();
            for (int p = 0; p < after.length; p++) {
                if (after[p] && b.color(p) != color) return null;
            }
            return OwlEyes.of(b, after, color, eyeSpaces.at(b, color), eyeSpaces.sumBySwings, eyeSpaces.tailsDropped);
        } finally {
            b.popgo();
        }
    }

    /** The eyes if this node has evaluated them, else null (the recorded tree asks without evaluating). */
    OwlEyes eyesIfEvaluated() {
        return eyes;
    }

    /** The escape map for the goal's owner. */
    EscapeMap escape() {
        return escape(color);
    }

    /** The escape map for either colour (patterns ask for both). */
    EscapeMap escape(int c) {
        if (escape[c] == null) escape[c] = new EscapeMap(b, c);
        return escape[c];
    }

    /** Liberties of the goal (distinct points), in the order the goal's strings list them. */
    int[] liberties() {
        boolean[] seen = new boolean[b.boardArraySize()];
        int[] buf = new int[b.boardArraySize()];
        // (an int array, not a list of boxed points: asked at most owl nodes, more than once)
        int[] out = new int[b.boardArraySize()];
        int k = 0;
        for (int s : strings) {
            int n = b.findlib(s, buf.length, buf);
            for (int i = 0; i < n; i++) {
                if (!seen[buf[i]]) {
                    seen[buf[i]] = true;
                    out[k++] = buf[i];
                }
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    /** Opponent strings adjacent to the goal (origins, distinct), in the order the goal's strings list them. */
    int[] boundary() {
        boolean[] seen = new boolean[b.boardArraySize()];
        int[] buf = new int[b.boardArraySize()];
        int[] out = new int[b.boardArraySize()];
        int k = 0;
        for (int s : strings) {
            int n = b.adjacentStrings(s, buf);
            for (int i = 0; i < n; i++) {
                if (!seen[buf[i]]) {
                    seen[buf[i]] = true;
                    out[k++] = buf[i];
                }
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    /**
     * The lunches: {origin, attack point, defence point, attack code} of each boundary string with
     * few liberties that tactical reading captures (defence point PASS where it cannot be saved);
     * strings of four liberties, where this node admits them, within
     * {@link #FOUR_LIBERTY_LUNCH_NODES} reading nodes (the reader tries no attack on four liberties
     * deeper than its fourlib depth). A fifth entry says how the attack was read (its defence is
     * read the same way). Where {@link #defencesOnDemand} the defence points are not read here:
     * they are {@link #UNREAD} until {@link #lunchesWithDefences()} reads them.
     */
    int[][] lunches() {
        if (lunches == null) {
            List<int[]> out = new ArrayList<>();
            for (int o : boundary()) {
                int libs = b.countlib(o);
                if (libs > lunchLiberties) continue;
                boolean four = libs == 4;
                int a = four ? reader.attackWithin(o, FOUR_LIBERTY_LUNCH_NODES) : reader.attack(o);
                // (OwlParams.freshLunchReads) deep in an owl tree the tactical reader's depth rules
                // count the owl's plies too and give up on a capture a fresh read of the node's
                // position finds: there the string is read again as such a fresh question
                boolean fresh = false;
                if (a == ReadCodes.FAIL && freshLunchReads && !four && b.stackp() >= FRESH_LUNCH_LEVEL) {
                    a = reader.readFresh(o, true);
                    fresh = true;
                }
                if (a == ReadCodes.FAIL) continue;
                int attackPoint = reader.lastMove();
                int[] lunch = {o, attackPoint, UNREAD, a, four ? READ_WITHIN : fresh ? READ_FRESH : READ_PLAIN};
                if (!defencesOnDemand) readDefence(lunch);
                out.add(lunch);
            }
            lunches = out.toArray(new int[0][]);
        }
        return lunches;
    }

    /**
     * The lunches with their defence points read (see {@link #lunches()}): the attacker's
     * candidates save a lunch there. The one caller that needs them.
     */
    int[][] lunchesWithDefences() {
        for (int[] l : lunches()) {
            if (l[2] == UNREAD) readDefence(l);
        }
        return lunches;
    }

    /** Reads the defence point of lunch l, the way its attack was read (its fifth entry). */
    private void readDefence(int[] l) {
        int o = l[0];
        int d = l[4] == READ_WITHIN ? reader.findDefenseWithin(o, FOUR_LIBERTY_LUNCH_NODES)
                : l[4] == READ_FRESH ? reader.readFresh(o, false) : reader.findDefense(o);
        l[2] = d == ReadCodes.FAIL ? Board.PASS : reader.lastMove();
    }

    /** The lunches if this node has looked for them, else null (the recorded tree asks without reading). */
    int[][] lunchesIfRead() {
        return lunches;
    }

    /**
     * True if an opponent string beside the goal has no liberty but the goal's: neither side may
     * fill such shared liberties without putting itself in atari first (a seki's shape), which
     * the eye count does not see.
     */
    boolean sharesAllLiberties() {
        boolean[] goalLib = new boolean[b.boardArraySize()];
        for (int p : liberties()) goalLib[p] = true;
        int[] buf = new int[b.boardArraySize()];
        for (int o : boundary()) {
            int n = b.findlib(o, buf.length, buf);
            boolean all = n > 0;
            for (int i = 0; i < n && all; i++) all = goalLib[buf[i]];
            if (all) return true;
        }
        return false;
    }

    /**
     * True if an opponent string beside the goal has all its liberties among the goal's, more of
     * them than any lunch has ({@link #FOUR_LIBERTY_LUNCHES}), and the goal has liberties besides:
     * an inner string the goal can take only by a race of liberties, which the tactical reader
     * does not read and owl does not count (the semeai reader's question). A string with exactly
     * the goal's liberties is not one: with no eye on either side that may be a seki.
     */
    boolean innerRaceString() {
        int[] libs = liberties();
        boolean[] goalLib = new boolean[b.boardArraySize()];
        for (int p : libs) goalLib[p] = true;
        int[] buf = new int[b.boardArraySize()];
        for (int o : boundary()) {
            int n = b.findlib(o, buf.length, buf);
            if (n <= FOUR_LIBERTY_LUNCHES || n >= libs.length) continue;
            boolean all = true;
            for (int i = 0; i < n && all; i++) all = goalLib[buf[i]];
            if (all) return true;
        }
        return false;
    }

    /** True if the string at p is one of the lunches. */
    boolean isLunch(int p) {
        if (!StoneColor.isStone(b.color(p)) || b.color(p) == color) return false;
        int o = b.origin(p);
        for (int[] l : lunches()) {
            if (l[0] == o) return true;
        }
        return false;
    }
}
