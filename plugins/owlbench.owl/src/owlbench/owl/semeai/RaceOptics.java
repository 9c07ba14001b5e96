package owlbench.owl.semeai;

import java.util.Arrays;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.EyeValue;

/**
 * What optics says of the two dragons of a race at its start: the eyes of the eye spaces that
 * touch each dragon (the sum of their values with the opponent moving first, and with the owner
 * moving first), and the eye-making and eye-stealing points of the undecided ones, which the race
 * reader offers to both sides. A dragon whose eye spaces give two eyes even with the opponent
 * moving first lives, whatever its liberties.
 */
public final class RaceOptics {
    /** No optics: no vital points, and eyes are only what the race count finds by itself. */
    public static final RaceOptics NONE = new RaceOptics(new int[0], new int[0], new int[2], new int[2], new int[2], new int[2],
            new int[][] {new int[0], new int[0]}, new int[2], new int[][] {new int[0], new int[0]}, null);

    private final int[] vitalPoints;
    /** For each vital point, the dragon (0: A, 1: B) whose eye space it lies in, or -1 where not known. */
    private final int[] vitalOwners;
    private final int[] minEyes;
    private final int[] maxEyes;
    private final int[] maxEyesApart;
    private final int[] minEyesClear;
    private final int[][] clearEyePoints;
    /**
     * As minEyesClear and clearEyePoints, without the spaces that share a point with an eye space
     * of the other dragon's colour touching the other dragon ({@link #uncontested()}).
     */
    private final int[] minEyesUncontested;
    private final int[][] uncontestedEyePoints;
    private final EyeShapeDatabase shapes;

    private RaceOptics(int[] vitalPoints, int[] vitalOwners, int[] minEyes, int[] maxEyes, int[] maxEyesApart, int[] minEyesClear,
            int[][] clearEyePoints, int[] minEyesUncontested, int[][] uncontestedEyePoints, EyeShapeDatabase shapes) {
        this.clearEyePoints = clearEyePoints;
        this.minEyesUncontested = minEyesUncontested;
        this.uncontestedEyePoints = uncontestedEyePoints;
        this.vitalPoints = vitalPoints;
        this.vitalOwners = vitalOwners;
        this.minEyes = minEyes;
        this.maxEyes = maxEyes;
        this.maxEyesApart = maxEyesApart;
        this.minEyesClear = minEyesClear;
        this.shapes = shapes;
    }

    /** Optics as given: vital points, and per dragon (A, B) the eyes with the opponent and with the owner moving first. */
    public static RaceOptics of(int[] vitalPoints, int[] minEyes, int[] maxEyes) {
        int[] owners = new int[vitalPoints.length];
        Arrays.fill(owners, -1);
        return new RaceOptics(vitalPoints.clone(), owners, minEyes.clone(), maxEyes.clone(), maxEyes.clone(), minEyes.clone(),
                new int[][] {new int[0], new int[0]}, minEyes.clone(), new int[][] {new int[0], new int[0]}, null);
    }

    /** The optics of dragons A (stonesA) and B (stonesB) in the position of eyes. */
    public static RaceOptics of(EyeSpaces eyes, int[] stonesA, int[] stonesB) {
        Board b = eyes.board();
        int[] out = new int[16];
        int[] owner = new int[16];
        int n = 0;
        int[] min = new int[2], max = new int[2], apart = new int[2], clear = new int[2], uncontested = new int[2];
        int[][] clearPoints = new int[2][], uncontestedPoints = new int[2][];
        int[][] stones = {stonesA, stonesB};
        int[][] touching = {touchingOrigins(eyes, stonesA), touchingOrigins(eyes, stonesB)};
        for (int i = 0; i < 2; i++) {
            int[] cp = new int[b.boardArraySize()], up = new int[b.boardArraySize()];
            int ncp = 0, nup = 0;
            int[] other = stones[1 - i];
            boolean[] isOther = new boolean[b.boardArraySize()];
            for (int s : other) isOther[s] = true;
            int color = colorOf(b, stones[i]);
            // every space touching the dragon once, in the order its stones first touch them
            for (int origin : touching[i]) {
                EyeValue v = eyes.value(color, origin);
                if (v == null) continue;
                min[i] += v.minEyes();
                max[i] += v.maxEyes();
                if (!holdsAny(eyes, color, origin, stones[1 - i])) apart[i] += v.maxEyes();
                int[] space = spacePoints(eyes, color, origin);
                if (!EyeSpaceContact.holdsOrTouches(b, space, other, other.length, q -> isOther[q])) {
                    clear[i] += v.minEyes();
                    if (v.minEyes() > 0) {
                        System.arraycopy(space, 0, cp, ncp, space.length);
                        ncp += space.length;
                    }
                    if (!sharesOthersSpace(eyes, space, stones[1 - i], touching[1 - i])) {
                        uncontested[i] += v.minEyes();
                        if (v.minEyes() > 0) {
                            System.arraycopy(space, 0, up, nup, space.length);
                            nup += space.length;
                        }
                    }
                }
                if (v.minEyes() == v.maxEyes()) continue;
                for (int q : new int[] {v.attackPoint(), v.defensePoint()}) {
                    if (q == Board.PASS || contains(out, n, q)) continue;
                    if (n == out.length) {
                        out = Arrays.copyOf(out, 2 * n);
                        owner = Arrays.copyOf(owner, 2 * n);
                    }
                    owner[n] = i;
                    out[n++] = q;
                }
            }
            clearPoints[i] = Arrays.copyOf(cp, ncp);
            uncontestedPoints[i] = Arrays.copyOf(up, nup);
        }
        return new RaceOptics(Arrays.copyOf(out, n), Arrays.copyOf(owner, n), min, max, apart, clear, clearPoints, uncontested,
                uncontestedPoints, eyes.database());
    }

    /**
     * The same optics where a clear eye ({@link #minEyesClear}) comes only from spaces that share
     * no point with an eye space of the other dragon's colour that touches the other dragon
     * (SemeaiParams.contestedEyesNotClear): a point both colours count as eye space is open to
     * the other side, whose own space reaches the other dragon, so the space is not closed off
     * from the race and its eye is not one the race cannot fill (semeai.tst 33: white B8's
     * corner A9 B9 A8 A7 B7 shares B7 with black D9's space B7-C5).
     */
    RaceOptics uncontested() {
        return new RaceOptics(vitalPoints, vitalOwners, minEyes, maxEyes, maxEyesApart, minEyesUncontested, uncontestedEyePoints,
                minEyesUncontested, uncontestedEyePoints, shapes);
    }

    /** The colour of the first of the stones still on the board (a dragon's stones share one). */
    private static int colorOf(Board b, int[] stones) {
        for (int s : stones) {
            int color = b.color(s);
            if (StoneColor.isStone(color)) return color;
        }
        return StoneColor.EMPTY;
    }

    /** The origins of the eye spaces of the stones' colour that touch one of the stones. */
    private static int[] touchingOrigins(EyeSpaces eyes, int[] stones) {
        Board b = eyes.board();
        int[] out = new int[8];
        int n = 0;
        for (int s : stones) {
            int color = b.color(s);
            if (!StoneColor.isStone(color)) continue;
            for (int d : b.neighborOffsets()) {
                int p = s + d;
                if (!b.isOnBoard(p) || !eyes.isEyeSpace(color, p)) continue;
                int origin = eyes.origin(color, p);
                if (contains(out, n, origin)) continue;
                if (n == out.length) out = Arrays.copyOf(out, 2 * n);
                out[n++] = origin;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /**
     * Whether one of the space's points is also an eye-space point of the other stones' colour in
     * one of the spaces (origins) that touch those stones.
     */
    private static boolean sharesOthersSpace(EyeSpaces eyes, int[] space, int[] otherStones, int[] otherOrigins) {
        int otherColor = colorOf(eyes.board(), otherStones);
        if (otherColor == StoneColor.EMPTY) return false;
        for (int p : space) {
            if (eyes.isEyeSpace(otherColor, p) && contains(otherOrigins, otherOrigins.length, eyes.origin(otherColor, p))) return true;
        }
        return false;
    }

    /**
     * The same optics with the dragons' roles exchanged (B's figures as dragon 0): for a race read
     * with B to move on A's and B's stones, as after a move of A's.
     */
    RaceOptics swapped() {
        int[] owners = vitalOwners.clone();
        for (int k = 0; k < owners.length; k++) if (owners[k] >= 0) owners[k] = 1 - owners[k];
        return new RaceOptics(vitalPoints, owners, reversed(minEyes), reversed(maxEyes), reversed(maxEyesApart),
                reversed(minEyesClear), new int[][] {clearEyePoints[1], clearEyePoints[0]}, reversed(minEyesUncontested),
                new int[][] {uncontestedEyePoints[1], uncontestedEyePoints[0]}, shapes);
    }

    private static int[] reversed(int[] pair) {
        return new int[] {pair[1], pair[0]};
    }

    /** The vital points of the undecided eye spaces of both dragons. */
    int[] vitalPoints() {
        return vitalPoints;
    }

    /**
     * Whether p is a vital point of an undecided eye space of dragon i (0: A, 1: B), as optics
     * found it at the start (the first dragon whose space names it).
     */
    boolean isVitalPointOf(int p, int i) {
        for (int k = 0; k < vitalPoints.length; k++) if (vitalPoints[k] == p) return vitalOwners[k] == i;
        return false;
    }

    /**
     * The eye shapes optics matched (null: none given), with which the race reader values eye
     * spaces again inside its search.
     */
    EyeShapeDatabase shapes() {
        return shapes;
    }

    /** Eyes of dragon i (0: A, 1: B) with the opponent moving first. */
    public int minEyes(int i) {
        return minEyes[i];
    }

    /** Eyes of dragon i with its owner moving first. */
    public int maxEyes(int i) {
        return maxEyes[i];
    }

    /**
     * Eyes of dragon i with its owner moving first, from the eye spaces that hold no stone of the
     * other dragon: room for life that does not depend on winning the race (an eye made by
     * capturing the other dragon is the race itself).
     */
    public int maxEyesApart(int i) {
        return maxEyesApart[i];
    }

    /**
     * Eyes of dragon i with the opponent moving first, from the eye spaces that neither hold nor
     * touch a stone of the other dragon: an eye space next to the other dragon holds its
     * liberties, which the race itself fills.
     */
    public int minEyesClear(int i) {
        return minEyesClear[i];
    }

    /** The points of the eye spaces {@link #minEyesClear} counts for dragon i (those giving an eye). */
    int[] clearEyePoints(int i) {
        return clearEyePoints[i];
    }

    /** The points of color's eye space at origin, in the order of the board array. */
    private static int[] spacePoints(EyeSpaces eyes, int color, int origin) {
        Board b = eyes.board();
        int[] out = new int[b.boardArraySize()];
        int n = 0;
        for (int q = 0; q < out.length; q++) {
            if (b.isOnBoard(q) && eyes.isEyeSpace(color, q) && eyes.origin(color, q) == origin) out[n++] = q;
        }
        return Arrays.copyOf(out, n);
    }

    /** Whether color's eye space at origin holds one of the stones. */
    private static boolean holdsAny(EyeSpaces eyes, int color, int origin, int[] stones) {
        for (int s : stones) if (eyes.origin(color, s) == origin) return true;
        return false;
    }

    private static boolean contains(int[] a, int n, int p) {
        for (int i = 0; i < n; i++) if (a[i] == p) return true;
        return false;
    }
}
