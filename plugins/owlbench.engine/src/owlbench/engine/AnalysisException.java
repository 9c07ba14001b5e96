package owlbench.engine;

/** An analysis of a position that cannot be made, and why (a database not found, a position that cannot be read). */
public final class AnalysisException extends Exception {
    private static final long serialVersionUID = 1L;

    public AnalysisException(String message) {
        super(message);
    }
}
