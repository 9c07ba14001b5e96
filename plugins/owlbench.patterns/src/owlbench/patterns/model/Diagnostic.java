package owlbench.patterns.model;

/** One problem found in a pattern file, with its exact location (1-based line and column, 0-based offset). */
public final class Diagnostic {
    /** How bad a problem is: errors make the file unusable for the engine, warnings do not. */
    public enum Severity { ERROR, WARNING }

    public final Severity severity;
    public final String message;
    public final int line;
    public final int column;
    public final int offset;
    public final int length;

    public Diagnostic(Severity severity, String message, int line, int column, int offset, int length) {
        this.severity = severity;
        this.message = message;
        this.line = line;
        this.column = column;
        this.offset = offset;
        this.length = length;
    }

    public static Diagnostic error(String message, SourceRange r) {
        return new Diagnostic(Severity.ERROR, message, r.line, r.column, r.offset, r.length);
    }

    public static Diagnostic warning(String message, SourceRange r) {
        return new Diagnostic(Severity.WARNING, message, r.line, r.column, r.offset, r.length);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** "file:line:column: message" as compilers print it; warnings are marked. */
    public String format(String file) {
        // escaped: a line break in a name or a quoted value must not start a line without a location
        return owlbench.input.Locations.escape(file) + ":" + line + ":" + column + ": " + (isError() ? "" : "warning: ")
                + owlbench.input.Locations.escape(message);
    }

    @Override
    public String toString() {
        return line + ":" + column + ": " + severity.name().toLowerCase() + ": " + message;
    }
}
