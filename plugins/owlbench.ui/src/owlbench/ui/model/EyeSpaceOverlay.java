package owlbench.ui.model;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.EyeValue;

/**
 * Draws one colour's eye spaces (owlbench.owl's {@link EyeSpaces}) as GoGui users know them:
 * shaded spaces (marginal points lighter), each space worth an eye labelled at its origin with its
 * eye count ("2", or "1-2" when the first move decides), the vital points of such a space crossed,
 * half eyes with a triangle and false eyes with a square.
 */
public final class EyeSpaceOverlay {
    /** Shading of black's spaces (inner, marginal) and white's. */
    public static final int BLACK_INNER = 0x4060c0, BLACK_MARGINAL = 0xa0b0e0, WHITE_INNER = 0xe0a000, WHITE_MARGINAL = 0xf0d890;

    private EyeSpaceOverlay() {
    }

    /**
     * The spaces of {@code color}; {@code whyNoValues} is null when the spaces are valued from an
     * eye-shape database, else why not (then nothing is labelled and the text says so).
     */
    public static OwnResult of(Board b, EyeSpaces e, int color, String whyNoValues) {
        BoardOverlay o = new BoardOverlay(b.size());
        boolean black = color == StoneColor.BLACK;
        int spaces = 0, withEyes = 0;
        for (int p : b.onBoardPoints()) {
            if (e.isEyeSpace(color, p)) {
                o.setColor(p, e.isMarginal(color, p) ? (black ? BLACK_MARGINAL : WHITE_MARGINAL) : (black ? BLACK_INNER : WHITE_INNER));
                if (e.origin(color, p) == p) {
                    spaces++;
                    EyeValue v = whyNoValues == null ? e.value(color, p) : null;
                    // spaces worth no eye stay shaded but unlabelled: open ground is full of them
                    if (v != null && v.maxEyes() > 0) {
                        withEyes++;
                        o.setLabel(p, v.minEyes() == v.maxEyes() ? Integer.toString(v.minEyes()) : v.minEyes() + "-" + v.maxEyes());
                        if (v.minEyes() != v.maxEyes()) {
                            for (int q : new int[] { v.attackPoint(), v.defensePoint() }) {
                                if (q != Board.PASS) o.setMark(q, BoardOverlay.CROSS);
                            }
                        }
                    }
                }
            }
            if (b.color(p) == StoneColor.EMPTY && o.mark(p) == BoardOverlay.NONE) {
                int t = e.halfEyeType(p);
                if (t == EyeSpaces.HALF_EYE) o.setMark(p, BoardOverlay.TRIANGLE);
                else if (t == EyeSpaces.FALSE_EYE) o.setMark(p, BoardOverlay.SQUARE);
            }
        }
        String name = black ? "black" : "white";
        o.setText(name + ": " + spaces + (spaces == 1 ? " eye space" : " eye spaces")
                + (whyNoValues == null ? ", " + withEyes + " worth an eye or more" : "; not valued: " + whyNoValues));
        Legend.Builder legend = Legend.builder()
                .add(Legend.Swatch.FILL, black ? BLACK_INNER : WHITE_INNER, name + "'s eye space")
                .add(Legend.Swatch.FILL, black ? BLACK_MARGINAL : WHITE_MARGINAL, "marginal point (the opponent reaches it too)");
        if (whyNoValues == null) {
            legend.label("2", "eyes the space gives (1-2: whoever moves first decides)")
                    .add(Legend.Swatch.CROSS, 0x000000, "vital point of such a space");
        }
        legend.add(Legend.Swatch.TRIANGLE, 0x000000, "half eye").add(Legend.Swatch.SQUARE_MARK, 0x000000, "false eye");
        return new OwnResult(o, o.text(), legend.build());
    }

    /** Both colours' half eyes (triangle, yellow) and false eyes (square, red) by the topological rule. */
    public static OwnResult halfAndFalse(Board b, EyeSpaces e) {
        BoardOverlay o = new BoardOverlay(b.size());
        int half = 0, falseEyes = 0;
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != StoneColor.EMPTY) continue;
            int t = e.halfEyeType(p);
            if (t == EyeSpaces.HALF_EYE) {
                half++;
                o.setMark(p, BoardOverlay.TRIANGLE);
                o.setColor(p, HALF_EYE_COLOR);
            } else if (t == EyeSpaces.FALSE_EYE) {
                falseEyes++;
                o.setMark(p, BoardOverlay.SQUARE);
                o.setColor(p, FALSE_EYE_COLOR);
            }
        }
        o.setText(half + (half == 1 ? " half eye, " : " half eyes, ") + falseEyes + (falseEyes == 1 ? " false eye" : " false eyes"));
        Legend legend = Legend.builder()
                .add(Legend.Swatch.TRIANGLE, HALF_EYE_COLOR, "half eye: an eye if its owner plays first at the contested diagonal")
                .add(Legend.Swatch.SQUARE_MARK, FALSE_EYE_COLOR, "false eye: the opponent can destroy it").build();
        return new OwnResult(o, o.text(), legend);
    }

    public static final int HALF_EYE_COLOR = 0xffd700, FALSE_EYE_COLOR = 0xff6040;
}
