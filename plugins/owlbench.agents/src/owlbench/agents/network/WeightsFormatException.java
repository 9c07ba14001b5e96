package owlbench.agents.network;

/** A malformed weights file, with its place: the message reads "file:line:column: problem". */
public final class WeightsFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    public WeightsFormatException(String source, int line, int column, String problem) {
        super(source + ":" + line + ":" + column + ": " + problem);
    }
}
