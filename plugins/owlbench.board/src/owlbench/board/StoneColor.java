package owlbench.board;

import java.util.Locale;

/** Point colours as int constants, numbered as in GNU Go (EMPTY, WHITE, BLACK, BORDER). */
public final class StoneColor {
    /** An empty intersection. */
    public static final int EMPTY = 0;
    /** A white stone. */
    public static final int WHITE = 1;
    /** A black stone. */
    public static final int BLACK = 2;
    /** The off-board marker around the board array. */
    public static final int BORDER = 3;

    private StoneColor() {
    }

    /** The opponent of a stone colour (BLACK and WHITE only). */
    public static int other(int color) {
        if (color != WHITE && color != BLACK) {
            throw new IllegalArgumentException("other(): not a stone colour: " + color);
        }
        return WHITE + BLACK - color;
    }

    /** True for BLACK and WHITE. */
    public static boolean isStone(int color) {
        return color == WHITE || color == BLACK;
    }

    /** "black", "white", "empty" or "border". */
    public static String name(int color) {
        switch (color) {
            case EMPTY: return "empty";
            case WHITE: return "white";
            case BLACK: return "black";
            case BORDER: return "border";
            default: throw new IllegalArgumentException("not a colour: " + color);
        }
    }

    /** Parses a GTP colour: b, black, w, white (case-insensitive). */
    public static int parse(String text) {
        if (text != null) {
            switch (text.trim().toLowerCase(Locale.ROOT)) {
                case "b": case "black": return BLACK;
                case "w": case "white": return WHITE;
                default: break;
            }
        }
        throw new IllegalArgumentException("bad colour '" + text + "': expected b, black, w or white");
    }
}
