package owlbench.gtp;

/**
 * A command failure: its message becomes the text of the '?' answer.
 * Handlers throw it for bad arguments, illegal moves and the like; it never
 * leaves the engine loop.
 */
public final class GtpException extends Exception {
    private static final long serialVersionUID = 1L;

    /** @param message the text after "? " (no newlines) */
    public GtpException(String message) {
        super(message);
    }
}
