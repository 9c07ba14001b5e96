package owlbench.board;

/** Thrown by {@link Board#play} for an illegal move; tells why and where. */
public class IllegalMoveException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final MoveLegality legality;
    private final int point;
    private final int color;

    /** Creates the exception; the message names the colour, the vertex and the reason. */
    public IllegalMoveException(MoveLegality legality, int point, int color, int boardSize) {
        super("illegal move " + StoneColor.name(color) + " " + safeVertex(point, boardSize) + ": "
                + legality.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
        this.legality = legality;
        this.point = point;
        this.color = color;
    }

    private static String safeVertex(int point, int boardSize) {
        try {
            return Vertex.toString(point, boardSize);
        } catch (IllegalArgumentException e) {
            return "point " + point;
        }
    }

    /** The reason the move is illegal (never LEGAL). */
    public MoveLegality getLegality() {
        return legality;
    }

    /** The point of the refused move. */
    public int getPoint() {
        return point;
    }

    /** The colour of the refused move. */
    public int getColor() {
        return color;
    }
}
