package owlbench.ui.model;

import java.util.ArrayList;
import java.util.List;

/**
 * What the symbols of an overlay mean, one entry per symbol: a swatch drawn as the board draws it
 * (a shaded cell, a small square, a mark, a label) in its colour, and the words for it. Shown
 * under the Analysis view's list while the overlay is on the board.
 */
public record Legend(List<Entry> entries) {

    /** How a legend entry's swatch is drawn: as the board draws the symbol. */
    public enum Swatch {
        /** A shaded cell (per-point colour under the stones). */
        FILL,
        /** A small square of a colour with an outline of the other (territory, influence squares). */
        SQUARE,
        /** A cross (vital points, dead stones). */
        CROSS,
        /** A triangle outline (half eyes). */
        TRIANGLE,
        /** A square outline (false eyes). */
        SQUARE_MARK,
        /** A small filled point (points of a list). */
        POINT,
        /** A circle outline (owl's lunches in the reading-tree viewer). */
        CIRCLE,
        /** A text label on the point. */
        LABEL
    }

    /** One symbol: its swatch, colour (0xRRGGBB), a sample text for {@link Swatch#LABEL}, and what it means. */
    public record Entry(Swatch swatch, int rgb, String sample, String text) {
    }

    public Legend {
        entries = List.copyOf(entries);
    }

    /** A legend built entry by entry. */
    public static Builder builder() {
        return new Builder();
    }

    /** No legend. */
    public static final Legend NONE = new Legend(List.of());

    /** The entries' texts, one per line (for the answer pane and tests). */
    public String text() {
        StringBuilder sb = new StringBuilder();
        for (Entry e : entries) {
            if (sb.length() > 0) sb.append('\n');
            sb.append(e.text());
        }
        return sb.toString();
    }

    /** Collects entries in order. */
    public static final class Builder {
        private final List<Entry> entries = new ArrayList<>();

        public Builder add(Swatch swatch, int rgb, String text) {
            entries.add(new Entry(swatch, rgb, null, text));
            return this;
        }

        public Builder label(String sample, String text) {
            entries.add(new Entry(Swatch.LABEL, 0x000000, sample, text));
            return this;
        }

        public Legend build() {
            return new Legend(entries);
        }
    }
}
