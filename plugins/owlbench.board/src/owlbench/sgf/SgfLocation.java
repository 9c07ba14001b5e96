package owlbench.sgf;

/** An immutable place in an SGF source (1-based line and column), used in error messages. */
public final class SgfLocation {
    private final String sourceName;
    private final int line;
    private final int column;

    public SgfLocation(String sourceName, int line, int column) {
        this.sourceName = sourceName == null ? "<sgf>" : sourceName;
        this.line = line;
        this.column = column;
    }

    public String sourceName() {
        return sourceName;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** "name:line:col", the prefix of every SgfException message. */
    @Override
    public String toString() {
        return sourceName + ":" + line + ":" + column;
    }
}
