package owlbench.tactics;

/**
 * The data of one worm (string), GNU Go's worm_data (doc/dragon.texi, "Worms"): the fields owlbench
 * computes. Immutable; points are board points, {@code Board.PASS} (0) for none.
 */
public final class Worm {
    /** Colour (Color.BLACK or Color.WHITE). */
    public final int color;
    /** The distinguished stone (the board's string origin). */
    public final int origin;
    /** Number of stones. */
    public final int size;
    /** Stones plus the empty points at least as close to this worm as to any other (distance 4 or less), shared ones split. */
    public final double effectiveSize;
    /** Liberties, and liberties of order 2, 3 and 4 (doc/dragon.texi definition). */
    public final int liberties, liberties2, liberties3, liberties4;
    /** Tactical reading: attack code (0, KO_B, KO_A, WIN) and the attacking move. */
    public final int attackCode, attackPoint;
    /** Defence code and move, read only when the attack works (0 and PASS otherwise). */
    public final int defenseCode, defensePoint;
    /** Origin of an adjacent opponent worm that can be captured tactically (the smallest such), or PASS. */
    public final int lunch;
    /** 2: cutting stone (two adjacent enemy strings without a common liberty), 1: potential, 0: none. */
    public final int cutstone;
    /** Cutting points of the connection database's cutstone patterns that this worm could be saved to make. */
    public final int cutstone2;
    /** Connected components of the complement of the worm, minus one. */
    public final int genus;
    private final int[] stones;

    Worm(int color, int origin, int[] stones, double effectiveSize, int liberties, int liberties2, int liberties3,
            int liberties4, int attackCode, int attackPoint, int defenseCode, int defensePoint, int lunch,
            int cutstone, int cutstone2, int genus) {
        this.color = color;
        this.origin = origin;
        this.stones = stones.clone();
        this.size = stones.length;
        this.effectiveSize = effectiveSize;
        this.liberties = liberties;
        this.liberties2 = liberties2;
        this.liberties3 = liberties3;
        this.liberties4 = liberties4;
        this.attackCode = attackCode;
        this.attackPoint = attackPoint;
        this.defenseCode = defenseCode;
        this.defensePoint = defensePoint;
        this.lunch = lunch;
        this.cutstone = cutstone;
        this.cutstone2 = cutstone2;
        this.genus = genus;
    }

    /** The tactical status from the attack and defence codes (alive, critical, ko, dead). */
    public WormStatus status() {
        return WormStatus.of(attackCode, defenseCode);
    }

    /** True if the worm is captured even when its owner moves first (attack works, no defence). */
    public boolean isTacticallyDead() {
        return status() == WormStatus.DEAD;
    }

    /** The stones, sorted (rows from the top, then columns). */
    public int[] stones() {
        return stones.clone();
    }

    /**
     * This worm with its cutstone2 count set: that field comes from the connection database's
     * cutstone patterns, matched in the dragon analysis above this layer.
     */
    public Worm withCutstone2(int n) {
        return new Worm(color, origin, stones, effectiveSize, liberties, liberties2, liberties3, liberties4, attackCode,
                attackPoint, defenseCode, defensePoint, lunch, cutstone, n, genus);
    }
}
