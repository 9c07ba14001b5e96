package owlbench.engine;

import owlbench.owl.optics.EyeValue;

/**
 * One dragon: worms of one colour that are taken to live or die together (doc/dragon.texi,
 * "Dragons"). Holds what can be known without life-and-death (owl) reading: its status is
 * {@link #STATUS_UNKNOWN} here; the owl status, status, safety and weakness are the
 * {@link DragonFacts} of a {@link DragonEvaluation}. Immutable.
 */
public final class Dragon {
    /** The status a dragon alone can give: alive/dead/critical need owl ({@link DragonEvaluation}). */
    public static final String STATUS_UNKNOWN = "unknown";

    /** Colour (Color.BLACK or Color.WHITE). */
    public final int color;
    /** The distinguished stone: the first stone in board order (rows from the top, then columns). */
    public final int origin;
    /** Number of stones. */
    public final int size;
    /** Sum of its worms' effective sizes. */
    public final double effectiveSize;
    /**
     * Origin of a boundary string that can be captured but can also defend itself (doc/dragon.texi,
     * dragon lunch: unlike a worm's lunch it must be able to defend itself), the smallest such;
     * PASS if none.
     */
    public final int lunch;
    /**
     * The dragon's genus (doc/dragon.texi: "the approximate number of eyes the dragon can be
     * expected to get"): the eye values of the eye spaces it alone borders, added digit by digit
     * (so digits above 2 occur, as in GNU Go's dragon_data); null when the analysis had no eye-shape
     * database.
     */
    public final EyeValue genus;
    /**
     * A half eye attached to the dragon (doc/dragon.texi, heye): the attack point of an eye space
     * counted in its genus whose number of eyes depends on who moves first there (b &lt; c), the
     * first such in board order; PASS if none or without an eye-shape database.
     */
    public final int halfEye;
    private final int[] stones;
    private final int[] worms;

    Dragon(int color, int[] stones, int[] worms, double effectiveSize, int lunch) {
        this(color, stones, worms, effectiveSize, lunch, null, owlbench.board.Board.PASS);
    }

    Dragon(int color, int[] stones, int[] worms, double effectiveSize, int lunch, EyeValue genus, int halfEye) {
        this.genus = genus;
        this.halfEye = halfEye;
        this.lunch = lunch;
        this.color = color;
        this.stones = stones.clone();
        this.worms = worms.clone();
        this.origin = stones[0];
        this.size = stones.length;
        this.effectiveSize = effectiveSize;
    }

    /** The stones, sorted (rows from the top, then columns). */
    public int[] stones() {
        return stones.clone();
    }

    /** Origins of its worms, sorted. */
    public int[] worms() {
        return worms.clone();
    }

    /** Number of worms. */
    public int wormCount() {
        return worms.length;
    }

    /** Life-and-death status without owl: always {@link #STATUS_UNKNOWN} (see {@link DragonFacts#status()}). */
    public String status() {
        return STATUS_UNKNOWN;
    }
}
