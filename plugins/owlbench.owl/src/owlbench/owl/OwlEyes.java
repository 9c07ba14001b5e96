package owlbench.owl;

import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.EyeValue;

/**
 * The eyes of the goal dragon at one owl node, through optics (doc/eyes.texi): the eye spaces of the
 * goal's colour that touch a goal stone, their values summed into the fewest eyes the dragon has if
 * the attacker moves first ({@link #min}) and the most if the defender does ({@link #max}), and the
 * vital points where the two differ (half eyes' points as well), which become candidate moves.
 */
final class OwlEyes {
    /** An eye space the database does not know is worth at most one eye up to this size ... */
    static final int TINY_SPACE = 2;
    /** ... and is sure of two only from this size on, with no marginal points (and closed, as every space sure of two). */
    static final int BIG_SPACE = 7;
    final int min;
    final int max;
    /** Where the attacker spoils an eye: vital attack points, then half eyes' attack points. */
    final int[] attackPoints;
    /** Where the defender secures one. */
    final int[] defensePoints;
    /** Of the attack points, the eye shapes' vital points (the eye database's), not the half eyes' key points. */
    final int[] shapeAttackPoints;
    /** Of the defence points, the eye shapes' vital points. */
    final int[] shapeDefensePoints;
    /** The eye spaces seen, as text for the recorded tree ("C3: 2 points, eyes 1-2 (0122)"). */
    final String description;
    final EyeSpaces spaces;
    /** Origins of the goal's eye spaces (of the goal's colour). */
    final int[] origins;
    /** Each of those spaces as counted here (same order as origins), for the recorded tree. */
    final List<Counted> counted;

    /** One eye space's eyes as owl counted them: its origin, fewest and most eyes, the database's value. */
    record Counted(int origin, int min, int max, EyeValue value) {
    }

    private OwlEyes(int min, int max, int[] attack, int[] defense, int[] shapeAttack, int[] shapeDefense, String description,
            EyeSpaces spaces, int[] origins, List<Counted> counted) {
        this.min = min;
        this.max = max;
        this.attackPoints = attack;
        this.defensePoints = defense;
        this.shapeAttackPoints = shapeAttack;
        this.shapeDefensePoints = shapeDefense;
        this.description = description;
        this.spaces = spaces;
        this.origins = origins;
        this.counted = counted;
    }

    /** Eyes seen for the goal (mask) of colour color on b, the spaces' values summed digit by digit. */
    static OwlEyes of(Board b, boolean[] goal, int color, EyeSpaces es) {
        return of(b, goal, color, es, false);
    }

    /**
     * Eyes seen for the goal (mask) of colour color on b; with {@code bySwings} the most eyes are
     * those of the spaces played as one game ({@link #sumBySwings}) where that is fewer than each
     * space's most summed (every space answered first by the defender at once).
     */
    static OwlEyes of(Board b, boolean[] goal, int color, EyeSpaces es, boolean bySwings) {
        return of(b, goal, color, es, bySwings, false);
    }

    /**
     * As {@link #of(Board, boolean[], int, EyeSpaces, boolean)}; with {@code tailsDropped} a space
     * the eye database does not know is valued without its marginal tails where the shape left is
     * known (EyeSpaces.valueWithoutTails, OwlParams.unknownSpaceTailsDropped).
     */
    static OwlEyes of(Board b, boolean[] goal, int color, EyeSpaces es, boolean bySwings, boolean tailsDropped) {
        int[] delta = b.neighborOffsets();
        // the points are read by index, not from a copy of the board's list at each node: the goal's
        // mask and the spaces' origins are false and 0 off the board, and the board's points ascend
        int cells = b.boardArraySize();
        boolean[] seen = new boolean[cells];
        List<Integer> origins = new ArrayList<>();
        List<Integer> attack = new ArrayList<>();
        List<Integer> defense = new ArrayList<>();
        List<Counted> counted = new ArrayList<>();
        int min = 0, max = 0;
        StringBuilder text = new StringBuilder();
        for (int p = 0; p < cells; p++) {
            if (!goal[p]) continue;
            for (int d : delta) {
                int q = p + d;
                if (!b.isOnBoard(q) || !es.isEyeSpace(color, q)) continue;
                int o = es.origin(color, q);
                if (seen[o]) continue;
                seen[o] = true;
                origins.add(o);
                EyeValue v = es.value(color, q);
                if (tailsDropped && v == EyeValue.UNKNOWN_LARGE) {
                    EyeValue t = es.valueWithoutTails(color, q);
                    if (t != null) v = t;
                }
                int vmin = v.minEyes();
                int vmax = v.maxEyes();
                int size = es.size(color, q);
                if (v == EyeValue.UNKNOWN_LARGE) {
                    // a shape the eye database does not know: optics assumes two eyes, owl is
                    // pessimistic (compute_eyes_pessimistic, doc/owl.texi): a small space is sure
                    // of at most one eye, and a big one with marginal points of only one
                    if (size <= TINY_SPACE) {
                        vmin = 0;
                        vmax = 1;
                    } else if (size < BIG_SPACE || es.marginalSize(color, q) > 0) {
                        vmin = 1;
                    }
                }
                int[] mouth = vmin >= 2 ? mouth(b, es, color, o) : NO_POINTS;
                if (mouth.length > 0) {
                    // an open space (doc/eyes.texi: its points touch empty points outside it) is
                    // not sure of two eyes: owl "only feels certain about eyes if the eyespace is
                    // completely closed" (doc/owl.texi); where it opens, the defender closes it
                    // and the attacker pushes in
                    vmin = 1;
                    for (int m : mouth) {
                        attack.add(m);
                        defense.add(m);
                    }
                }
                min += vmin;
                max += vmax;
                counted.add(new Counted(o, vmin, vmax, v));
                if (v.minEyes() != v.maxEyes()) {
                    if (v.attackPoint() != Board.PASS) attack.add(v.attackPoint());
                    if (v.defensePoint() != Board.PASS) defense.add(v.defensePoint());
                }
                if (text.length() > 0) text.append("; ");
                text.append(owlbench.board.Vertex.toString(o, b.size())).append(": ").append(size)
                        .append(size == 1 ? " point" : " points").append(", eyes ")
                        .append(vmin).append('-').append(vmax)
                        .append(v == EyeValue.UNKNOWN_LARGE ? " (shape not in the eye database)" : " (" + v.digits() + ")");
                if (mouth.length > 0) text.append(", open at ").append(mouth.length).append(mouth.length == 1 ? " point" : " points");
            }
        }
        int[] shapeAttack = distinctEmpty(b, attack);
        int[] shapeDefense = distinctEmpty(b, defense);
        // half eyes of the goal's spaces: their diagonals decide them. The half eyes are found in
        // one scan of the board (not one per space: the goal often touches several), then taken
        // space by space in the order the spaces were met, each space's in board order
        // (each space's own points, in board order: the same half eyes in the same order as a
        // scan of the board's every point, which had cost more than the goal's few spaces)
        for (int o : origins) {
            for (int p : es.members(color, o)) {
                if (es.halfEyeType(p) != EyeSpaces.HALF_EYE) continue;
                for (int a : es.halfEyeAttacks(p)) attack.add(a);
                for (int d : es.halfEyeDefenses(p)) defense.add(d);
            }
        }
        if (text.length() == 0) text.append("no eye space");
        if (bySwings) {
            // only the most eyes: raising the fewest as well (two spaces of 0011 from 0 to 1, three
            // from 0 to 1 and so on) stops attack nodes the attacker could still win through
            // threats the two middle digits do not show, and lost owl.tst 8 answers net
            // (docs/benchmarks.md, sixteenth session)
            max = Math.min(max, sumBySwings(counted)[1]);
        }
        min = Math.min(min, 2);
        max = Math.min(max, 2);
        return new OwlEyes(min, max, distinctEmpty(b, attack), distinctEmpty(b, defense), shapeAttack, shapeDefense,
                text.toString(), es, toArray(origins), counted);
    }

    private static final int[] NO_POINTS = {};

    /**
     * The fewest and the most eyes of several eye spaces played as one game (doc/eyes.texi, "Eye
     * Local Game Values": a space's second and third digits are its eyes when the attacker, or the
     * defender, moves there first and the other answers). Each space is a switch between those two
     * values; whoever moves takes the largest swing left and the other answers with the next, so
     * the side moving first gets the first, third, fifth ... largest swings and the other side the
     * rest. Two half eyes (0011 each) are one eye whoever moves first (1-1, where summing each
     * side's first moves says 0-2); two spaces of 0022 are two eyes (miai).
     */
    static int[] sumBySwings(List<Counted> counted) {
        int base = 0;
        int[] swing = new int[counted.size()];
        int k = 0;
        for (Counted c : counted) {
            base += c.min();
            if (c.max() > c.min()) swing[k++] = c.max() - c.min();
        }
        java.util.Arrays.sort(swing, 0, k);
        int first = 0, second = 0;
        for (int i = k - 1, turn = 0; i >= 0; i--, turn++) {
            if (turn % 2 == 0) first += swing[i];
            else second += swing[i];
        }
        // the attacker moving first leaves the defender the second, fourth ... swings
        return new int[] {base + second, base + first};
    }

    /**
     * The mouth of color's eye space at origin o: the empty points outside the space next to one
     * of its points (where the space is open, doc/eyes.texi's marginal vertices lie), in board
     * order; none for a closed space.
     */
    static int[] mouth(Board b, EyeSpaces es, int color, int o) {
        int[] delta = b.neighborOffsets();
        // the space's own points (board order, as a scan of the board meets them), each outside
        // point once: a mark per point instead of a search of the list
        int[] out = new int[b.boardArraySize()];
        boolean[] met = new boolean[b.boardArraySize()];
        int k = 0;
        for (int p : es.members(color, o)) {
            for (int d : delta) {
                int q = p + d;
                if (b.isOnBoard(q) && b.color(q) == StoneColor.EMPTY && es.origin(color, q) != o && !met[q]) {
                    met[q] = true;
                    out[k++] = q;
                }
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    private static int[] toArray(List<Integer> list) {
        int[] out = new int[list.size()];
        for (int i = 0; i < out.length; i++) out[i] = list.get(i);
        return out;
    }

    /** The empty points of the list, each once, in the order first met (a loop: no stream pipeline per node). */
    private static int[] distinctEmpty(Board b, List<Integer> points) {
        int[] out = new int[points.size()];
        int k = 0;
        next:
        for (int i = 0; i < points.size(); i++) {
            int p = points.get(i);
            if (p == Board.PASS || b.color(p) != StoneColor.EMPTY) continue;
            for (int j = 0; j < k; j++) {
                if (out[j] == p) continue next;
            }
            out[k++] = p;
        }
        return java.util.Arrays.copyOf(out, k);
    }

    /** True if p is in one of the goal's eye spaces. */
    /**
     * Whether the goal's eye space holding p counts fewer eyes with the attacker to move than with
     * the defender (as counted here, unknown shapes by their size): the space where an eye is still
     * won or lost. False off the goal's spaces.
     */
    boolean contestedSpace(int color, int p) {
        int o = spaces.origin(color, p);
        if (o == 0) return false;
        for (Counted c : counted) {
            if (c.origin() == o) return c.min() < c.max();
        }
        return false;
    }

    boolean inGoalSpace(int color, int p) {
        int o = spaces.origin(color, p);
        if (o == 0) return false;
        for (int x : origins) {
            if (x == o) return true;
        }
        return false;
    }
}
