package owlbench.ui.model;

/**
 * The answer of one of owlbench's own analyses: an overlay for the board (null for a text-only
 * answer), the text shown under the Analysis view's list, and the overlay's legend.
 */
public record OwnResult(BoardOverlay overlay, String text, Legend legend) {

    /** A text answer, nothing drawn. */
    public static OwnResult text(String text) {
        return new OwnResult(null, text, Legend.NONE);
    }
}
