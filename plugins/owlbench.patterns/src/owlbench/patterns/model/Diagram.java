package owlbench.patterns.model;

import java.util.List;

/**
 * A pattern diagram (the main one or the constraint diagram): the rows as written (without their side
 * comments), the board edges it shows ('-' rows, '|' columns, '+' corners) and the grid of interior
 * cells, row 0 at the top. Every cell knows its position in the file.
 */
public final class Diagram {
    private final List<SourceRange> rows;
    private final List<String> rowTexts;
    private final List<SourceRange> rowComments;
    private final boolean top, bottom, left, right;
    private final int width, height;
    private final char[] cells;
    private final int[] cellOffset;
    private final int[] cellLine;
    private final int[] cellColumn;

    public Diagram(List<SourceRange> rows, List<String> rowTexts, List<SourceRange> rowComments,
            boolean top, boolean bottom, boolean left, boolean right,
            int width, int height, char[] cells, int[] cellOffset, int[] cellLine, int[] cellColumn) {
        this.rows = List.copyOf(rows);
        this.rowTexts = List.copyOf(rowTexts);
        this.rowComments = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(rowComments));
        this.top = top;
        this.bottom = bottom;
        this.left = left;
        this.right = right;
        this.width = width;
        this.height = height;
        this.cells = cells;
        this.cellOffset = cellOffset;
        this.cellLine = cellLine;
        this.cellColumn = cellColumn;
    }

    /** Source ranges of the diagram part of each row as written, edge rows included. */
    public List<SourceRange> rows() {
        return rows;
    }

    /** The diagram part of each row as written, edge rows included. */
    public List<String> rowTexts() {
        return rowTexts;
    }

    /** The side comment of each row (text after whitespace), or null where there is none. */
    public List<SourceRange> rowComments() {
        return rowComments;
    }

    public boolean hasTopEdge() { return top; }
    public boolean hasBottomEdge() { return bottom; }
    public boolean hasLeftEdge() { return left; }
    public boolean hasRightEdge() { return right; }

    /** Number of interior columns (edges excluded). */
    public int width() { return width; }

    /** Number of interior rows (edges excluded). */
    public int height() { return height; }

    /** The symbol at interior cell (row, col), row 0 at the top. */
    public char cell(int row, int col) {
        return cells[row * width + col];
    }

    public int cellOffset(int row, int col) { return cellOffset[row * width + col]; }
    public int cellLine(int row, int col) { return cellLine[row * width + col]; }
    public int cellColumn(int row, int col) { return cellColumn[row * width + col]; }

    public SourceRange cellRange(int row, int col) {
        int i = row * width + col;
        return new SourceRange(cellOffset[i], 1, cellLine[i], cellColumn[i]);
    }

    /** Finds the first cell holding the symbol; returns {row, col} or null. */
    public int[] find(char symbol) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == symbol) return new int[] {i / width, i % width};
        }
        return null;
    }
}
