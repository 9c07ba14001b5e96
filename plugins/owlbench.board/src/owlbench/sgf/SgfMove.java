package owlbench.sgf;

import owlbench.board.StoneColor;

/** A move property of a node: its colour and the point exactly as written in SGF ("" or "tt" may mean pass). */
public final class SgfMove {
    private final int color;
    private final String point;

    public SgfMove(int color, String point) {
        if (color != StoneColor.BLACK && color != StoneColor.WHITE) {
            throw new IllegalArgumentException("a move is black or white, not " + color);
        }
        this.color = color;
        this.point = point == null ? "" : point;
    }

    /** Color.BLACK or Color.WHITE. */
    public int color() {
        return color;
    }

    /** The SGF point ("dd"), "" for a pass. */
    public String point() {
        return point;
    }

    /** FF4 pass: an empty value, or "tt" on boards up to 19x19 (FF3 convention). */
    public boolean isPass(int boardSize) {
        String p = point.trim();
        return p.isEmpty() || (boardSize <= 19 && p.equals("tt"));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SgfMove && ((SgfMove) o).color == color && ((SgfMove) o).point.equals(point);
    }

    @Override
    public int hashCode() {
        return color * 31 + point.hashCode();
    }

    @Override
    public String toString() {
        return (color == StoneColor.BLACK ? "B[" : "W[") + point + "]";
    }
}
