package owlbench.sgf;

/**
 * Malformed or unusable SGF input, always with the place where it went wrong.
 * The message reads "name:line:col: what was expected".
 */
public class SgfException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String sourceName;
    private final int line;
    private final int column;
    private final String problem;

    public SgfException(String sourceName, int line, int column, String problem) {
        // a line break in a file name or a quoted value would start an output line without a location
        super(owlbench.input.Locations.escape(sourceName == null ? "<sgf>" : sourceName) + ":" + line + ":" + column
                + ": " + owlbench.input.Locations.escape(problem));
        this.sourceName = sourceName == null ? "<sgf>" : sourceName;
        this.line = line;
        this.column = column;
        this.problem = owlbench.input.Locations.escape(problem);
    }

    public SgfException(SgfLocation where, String problem) {
        this(where.sourceName(), where.line(), where.column(), problem);
    }

    public String getSourceName() {
        return sourceName;
    }

    /** 1-based line; 0 when the node was built in memory and has no source position. */
    public int getLine() {
        return line;
    }

    /** 1-based column (in characters); 0 when unknown. */
    public int getColumn() {
        return column;
    }

    /** The message without the "name:line:col: " prefix. */
    public String getProblem() {
        return problem;
    }
}
