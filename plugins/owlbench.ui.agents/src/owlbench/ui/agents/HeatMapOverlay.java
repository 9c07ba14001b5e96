package owlbench.ui.agents;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import owlbench.agents.Position;
import owlbench.board.Vertex;
import owlbench.ui.model.BoardOverlay;

/**
 * A board of values as a heat map over the game editor's board: each point with a value gets a
 * colour from pale yellow (small) to red (the highest), and the {@value #LABELLED} highest points
 * their share in percent as a label. The overlay's text is the legend line.
 */
public final class HeatMapOverlay {
    /** Points labelled with their value. */
    public static final int LABELLED = 5;
    private static final int[] LOW = {0xFF, 0xF4, 0xB0};
    private static final int[] HIGH = {0xD0, 0x18, 0x18};

    private HeatMapOverlay() {
    }

    /** The colour (0xRRGGBB) of a value at a fraction t (0..1] of the highest. */
    public static int colour(double t) {
        t = Math.max(0, Math.min(1, t));
        int r = (int) Math.round(LOW[0] + t * (HIGH[0] - LOW[0]));
        int g = (int) Math.round(LOW[1] + t * (HIGH[1] - LOW[1]));
        int b = (int) Math.round(LOW[2] + t * (HIGH[2] - LOW[2]));
        return r << 16 | g << 8 | b;
    }

    /** The value as the labels and the view write it: percent, one decimal below 10. */
    public static String percent(double v) {
        double pc = 100 * v;
        return pc >= 9.95 ? String.format(Locale.ROOT, "%.0f", pc) : String.format(Locale.ROOT, "%.1f", pc);
    }

    /** Indices of the highest values, best first (ties by index), at most n, only values above 0. */
    public static List<Integer> top(double[] values, int n) {
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            if (values[i] > 0) {
                idx.add(i);
            }
        }
        idx.sort(Comparator.comparingDouble((Integer i) -> -values[i]).thenComparingInt(i -> i));
        return idx.subList(0, Math.min(n, idx.size()));
    }

    /** The overlay of one board of values on the position. */
    public static BoardOverlay build(Position p, String name, double[] values) {
        BoardOverlay o = new BoardOverlay(p.size());
        double max = 0;
        for (double v : values) {
            max = Math.max(max, v);
        }
        if (max <= 0) {
            o.setText(name + ": no point has a value here");
            return o;
        }
        for (int i = 0; i < values.length; i++) {
            if (values[i] > 0) {
                o.setColor(p.point(i), colour(values[i] / max));
            }
        }
        for (int i : top(values, LABELLED)) {
            o.setLabel(p.point(i), percent(values[i]));
        }
        int best = top(values, 1).get(0);
        o.setText(String.format(Locale.ROOT, "%s: pale yellow = little, red = %s%% (the highest, at %s); labels: the %d highest in %%",
                name, percent(max), Vertex.toString(p.point(best), p.size()), LABELLED));
        return o;
    }
}
