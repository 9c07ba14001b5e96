package owlbench.patterns.model;

import java.util.List;

/**
 * The text of a constraint (';' lines) or action ('>' lines) with the leading marker removed and the
 * lines joined by '\n', plus the map from offsets in the joined text back to file offsets.
 */
public final class ExpressionText {
    private final String text;
    private final int[] joinedStart;
    private final int[] fileStart;
    private final int[] length;
    private final List<SourceRange> lines;

    public ExpressionText(String text, int[] joinedStart, int[] fileStart, int[] length, List<SourceRange> lines) {
        this.text = text;
        this.joinedStart = joinedStart;
        this.fileStart = fileStart;
        this.length = length;
        this.lines = List.copyOf(lines);
    }

    /** The joined text (markers removed). */
    public String text() {
        return text;
    }

    /** The whole source lines (marker included, terminator excluded) that make up this text. */
    public List<SourceRange> lines() {
        return lines;
    }

    /** File offset of a joined-text offset; a separator maps to the end of the line before it. */
    public int fileOffset(int joinedOffset) {
        int seg = 0;
        for (int i = 0; i < joinedStart.length; i++) {
            if (joinedStart[i] <= joinedOffset) seg = i;
        }
        int within = joinedOffset - joinedStart[seg];
        if (within > length[seg]) within = length[seg];
        return fileStart[seg] + within;
    }

    /** The file range of a joined-text span. */
    public SourceRange fileRange(int joinedOffset, int joinedLength, LineMap map) {
        int start = fileOffset(joinedOffset);
        int end = joinedLength <= 0 ? start : fileOffset(joinedOffset + joinedLength - 1) + 1;
        return map.range(start, Math.max(0, end - start));
    }
}
