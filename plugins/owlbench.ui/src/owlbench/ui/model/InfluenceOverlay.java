package owlbench.ui.model;

import java.util.Locale;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.influence.Influence;
import owlbench.influence.InfluenceRegion;

/**
 * Draws owlbench.influence's answers: one colour's influence as a heat map (the board shaded
 * towards black for black's influence, towards white for white's), the territory value as GoGui's
 * influence squares (black squares for black), and the territory, moyo and area regions as shaded
 * regions. GNU Go prints territory values and regions with white positive; here black's are dark
 * and white's light, whatever the sign.
 */
public final class InfluenceOverlay {
    /** The board's wood (BoardCanvas), where a heat map of no influence fades into. */
    private static final int WOOD = 0xdcb35c;
    /** Region shading: territory, moyo, area of black, then of white. */
    public static final int BLACK_TERRITORY = 0x202020, BLACK_MOYO = 0x5a5a5a, BLACK_AREA = 0x969696,
            WHITE_TERRITORY = 0xffffff, WHITE_MOYO = 0xf4f0e4, WHITE_AREA = 0xe8e0c8;

    private InfluenceOverlay() {
    }

    /** The heat of an influence value: 0 none .. 1 a stone's own strength or more (square root, so weak influence still shows). */
    static double heat(double influence, double strongest) {
        if (!(influence > 0) || !(strongest > 0)) return 0;
        return Math.sqrt(Math.min(1, influence / strongest));
    }

    /** The colour {@code t} (0..1) of the way from the wood to {@code target}. */
    static int blend(int target, double t) {
        int r = (int) Math.round((WOOD >> 16 & 0xff) + ((target >> 16 & 0xff) - (WOOD >> 16 & 0xff)) * t);
        int g = (int) Math.round((WOOD >> 8 & 0xff) + ((target >> 8 & 0xff) - (WOOD >> 8 & 0xff)) * t);
        int bl = (int) Math.round((WOOD & 0xff) + ((target & 0xff) - (WOOD & 0xff)) * t);
        return r << 16 | g << 8 | bl;
    }

    /** {@code color}'s influence as a heat map on the empty points (the stones' own points are under them). */
    public static OwnResult heatMap(Board b, Influence inf, int color) {
        BoardOverlay o = new BoardOverlay(b.size());
        double[] v = inf.influence(color);
        double strongest = 0;
        for (int p : b.onBoardPoints()) strongest = Math.max(strongest, v[p]);
        int target = color == StoneColor.BLACK ? 0x000000 : 0xffffff;
        int shown = 0;
        for (int p : b.onBoardPoints()) {
            double t = heat(v[p], strongest);
            if (b.color(p) == StoneColor.EMPTY && t >= 0.05) {
                o.setColor(p, blend(target, t));
                shown++;
            }
        }
        String name = color == StoneColor.BLACK ? "black" : "white";
        o.setText(name + "'s influence reaches " + shown + " empty points (strongest "
                + String.format(Locale.ROOT, "%.1f", strongest) + "; Point Properties gives each point's value)");
        Legend legend = Legend.builder()
                .add(Legend.Swatch.FILL, blend(target, 1), "strong " + name + " influence")
                .add(Legend.Swatch.FILL, blend(target, 0.5), "weaker (shading: square root of the influence over the strongest)")
                .add(Legend.Swatch.FILL, blend(target, 0.15), "faint; unshaded: none").build();
        return new OwnResult(o, o.text(), legend);
    }

    /** The territory values as influence squares: black squares for black's territory, white for white's, by size. */
    public static OwnResult territoryValue(Board b, Influence inf) {
        BoardOverlay o = new BoardOverlay(b.size());
        double[] tv = inf.territoryValue();
        double black = 0, white = 0;
        for (int p : b.onBoardPoints()) {
            // GNU Go's sign: positive is white's; the overlay's squares are black for positive values
            o.setInfluence(p, -tv[p]);
            if (tv[p] < 0) black -= tv[p];
            else white += tv[p];
        }
        o.setText(String.format(Locale.ROOT, "territory values: black %.1f, white %.1f (dead stones count twice: territory and prisoner)",
                black, white));
        Legend legend = Legend.builder()
                .add(Legend.Swatch.SQUARE, 0x000000, "black's territory value (bigger: surer)")
                .add(Legend.Swatch.SQUARE, 0xffffff, "white's territory value").build();
        return new OwnResult(o, o.text(), legend);
    }

    /** The colour a region is shaded in, or -1 for none (stones and neutral points). */
    public static int colorOf(InfluenceRegion r) {
        boolean black = r.owner() == StoneColor.BLACK;
        return switch (r.kind()) {
            case TERRITORY -> black ? BLACK_TERRITORY : WHITE_TERRITORY;
            case MOYO -> black ? BLACK_MOYO : WHITE_MOYO;
            case AREA -> black ? BLACK_AREA : WHITE_AREA;
            default -> -1;
        };
    }

    /** Territory, moyo and area regions, shaded in the owner's colour (territory also marked with its owner's square, as GoGui). */
    public static OwnResult regions(Board b, Influence inf) {
        BoardOverlay o = new BoardOverlay(b.size());
        int[][] count = new int[3][InfluenceRegion.Kind.values().length];
        for (int p : b.onBoardPoints()) {
            InfluenceRegion r = InfluenceRegion.at(inf, p);
            int rgb = colorOf(r);
            if (rgb >= 0) o.setColor(p, rgb);
            if (r.kind() == InfluenceRegion.Kind.TERRITORY && b.color(p) == StoneColor.EMPTY) o.setTerritory(p, r.owner());
            count[r.owner()][r.kind().ordinal()]++;
        }
        o.setText(side("black", count[StoneColor.BLACK]) + "; " + side("white", count[StoneColor.WHITE]));
        Legend legend = Legend.builder()
                .add(Legend.Swatch.FILL, BLACK_TERRITORY, "black territory (with a black square)")
                .add(Legend.Swatch.FILL, BLACK_MOYO, "black moyo")
                .add(Legend.Swatch.FILL, BLACK_AREA, "black area")
                .add(Legend.Swatch.FILL, WHITE_TERRITORY, "white territory (with a white square)")
                .add(Legend.Swatch.FILL, WHITE_MOYO, "white moyo")
                .add(Legend.Swatch.FILL, WHITE_AREA, "white area; unshaded: neutral").build();
        return new OwnResult(o, o.text(), legend);
    }

    private static String side(String name, int[] n) {
        return name + ": " + n[InfluenceRegion.Kind.TERRITORY.ordinal()] + " territory, " + n[InfluenceRegion.Kind.MOYO.ordinal()]
                + " moyo, " + n[InfluenceRegion.Kind.AREA.ordinal()] + " area points";
    }
}
