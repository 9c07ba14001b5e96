package owlbench.patterns.mc;

import java.util.List;

import owlbench.patterns.model.SourceRange;

/**
 * One Monte Carlo 3x3 pattern (doc/montecarlo.texi): the 3x3 grid with the move '*' in the centre and
 * board edges written inside the grid ('|', '-', '+'), and one or more value lines, each a move value
 * and the properties that must all hold (near, osafe, ocap1+ ...). The text is kept for writing back.
 */
public final class McPattern {
    /** One ':' line: the value and its conditions. */
    public static final class ValueLine {
        public final long value;
        public final List<String> properties;
        public final SourceRange range;

        public ValueLine(long value, List<String> properties, SourceRange range) {
            this.value = value;
            this.properties = List.copyOf(properties);
            this.range = range;
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(":").append(value);
            for (String p : properties) sb.append(',').append(p);
            return sb.toString();
        }
    }

    private final char[] grid;
    private final List<ValueLine> values;
    private final SourceRange range;
    private final String sourceText;

    public McPattern(char[] grid, List<ValueLine> values, SourceRange range, String sourceText) {
        this.grid = grid.clone();
        this.values = List.copyOf(values);
        this.range = range;
        this.sourceText = sourceText;
    }

    /** Symbol at (row, col), 0..2 each, row 0 at the top. */
    public char cell(int row, int col) {
        return grid[row * 3 + col];
    }

    /** The three rows as strings. */
    public List<String> rows() {
        return List.of(new String(grid, 0, 3), new String(grid, 3, 3), new String(grid, 6, 3));
    }

    public List<ValueLine> values() {
        return values;
    }

    /** From the first diagram row to the end of the last ':' line. */
    public SourceRange range() {
        return range;
    }

    public String sourceText() {
        return sourceText;
    }
}
