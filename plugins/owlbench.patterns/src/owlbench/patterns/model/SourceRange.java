package owlbench.patterns.model;

/** An immutable span of source text: 0-based character offset and length, 1-based line and column of its start. */
public final class SourceRange {
    public final int offset;
    public final int length;
    public final int line;
    public final int column;

    public SourceRange(int offset, int length, int line, int column) {
        this.offset = offset;
        this.length = length;
        this.line = line;
        this.column = column;
    }

    public int end() {
        return offset + length;
    }

    @Override
    public String toString() {
        return line + ":" + column + "[" + offset + "+" + length + "]";
    }
}
