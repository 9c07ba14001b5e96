package owlbench.influence;

import owlbench.board.StoneColor;

/**
 * The class of a point in the influence regions ({@link Influence#regions()}): whose it is and how
 * firmly (stone, territory, moyo, area, or neutral). GNU Go prints the codes with white positive
 * (4 white stone .. -4 black stone); this names them, so a view never has to remember the sign.
 */
public enum InfluenceRegion {
    BLACK_STONE(Influence.BLACK_STONE, StoneColor.BLACK, Kind.STONE),
    BLACK_TERRITORY(Influence.BLACK_TERRITORY, StoneColor.BLACK, Kind.TERRITORY),
    BLACK_MOYO(Influence.BLACK_MOYO, StoneColor.BLACK, Kind.MOYO),
    BLACK_AREA(Influence.BLACK_AREA, StoneColor.BLACK, Kind.AREA),
    NEUTRAL(Influence.NEUTRAL, StoneColor.EMPTY, Kind.NEUTRAL),
    WHITE_AREA(Influence.WHITE_AREA, StoneColor.WHITE, Kind.AREA),
    WHITE_MOYO(Influence.WHITE_MOYO, StoneColor.WHITE, Kind.MOYO),
    WHITE_TERRITORY(Influence.WHITE_TERRITORY, StoneColor.WHITE, Kind.TERRITORY),
    WHITE_STONE(Influence.WHITE_STONE, StoneColor.WHITE, Kind.STONE);

    /** How firmly a region belongs to its owner, firmest first. */
    public enum Kind {
        STONE, TERRITORY, MOYO, AREA, NEUTRAL
    }

    private final int code;
    private final int owner;
    private final Kind kind;

    InfluenceRegion(int code, int owner, Kind kind) {
        this.code = code;
        this.owner = owner;
        this.kind = kind;
    }

    /** The region of a code of {@link Influence#regions()}; an unknown code is an error. */
    public static InfluenceRegion of(int code) {
        for (InfluenceRegion r : values()) {
            if (r.code == code) return r;
        }
        throw new IllegalArgumentException("no influence region has code " + code + " (codes are -4 .. 4)");
    }

    /** The region of point {@code p} in {@code influence}. */
    public static InfluenceRegion at(Influence influence, int p) {
        return of(influence.regions()[p]);
    }

    /** GNU Go's code (white positive). */
    public int code() {
        return code;
    }

    /** StoneColor.BLACK or WHITE, or EMPTY for neutral. */
    public int owner() {
        return owner;
    }

    public Kind kind() {
        return kind;
    }

    /** "black territory", "white moyo", "neutral". */
    @Override
    public String toString() {
        return kind == Kind.NEUTRAL ? "neutral"
                : (owner == StoneColor.BLACK ? "black " : "white ") + kind.name().toLowerCase(java.util.Locale.ROOT);
    }
}
