package owlbench.ui.game;

import org.eclipse.jface.viewers.StructuredSelection;

/**
 * The game editor's selection: the described point as a {@link PointProperties} (for the Properties
 * view; no element if there is none) plus the user's marks, so commands and views that listen to the
 * selection see which strings and region are marked.
 */
public final class BoardSelection extends StructuredSelection {

    private final int[] markedPoints;
    private final int[] markedRegion;

    /** A selection of {@code described} (null for none) with copies of the marks (region may be null). */
    public BoardSelection(PointProperties described, int[] markedPoints, int[] markedRegion) {
        super(described == null ? new Object[0] : new Object[] { described });
        this.markedPoints = markedPoints.clone();
        this.markedRegion = markedRegion == null ? null : markedRegion.clone();
    }

    /** The marked points (one clicked stone per marked string, in the order marked); empty if none. */
    public int[] markedPoints() {
        return markedPoints.clone();
    }

    /** The marked region {col0,row0,col1,row1}, or null. */
    public int[] markedRegion() {
        return markedRegion == null ? null : markedRegion.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BoardSelection b && super.equals(o) && java.util.Arrays.equals(markedPoints, b.markedPoints)
                && java.util.Arrays.equals(markedRegion, b.markedRegion);
    }

    @Override
    public int hashCode() {
        return super.hashCode() * 31 + java.util.Arrays.hashCode(markedPoints);
    }
}
