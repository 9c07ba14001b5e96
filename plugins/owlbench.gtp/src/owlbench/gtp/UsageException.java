package owlbench.gtp;

/** A command-line mistake: the message is printed with the usage and the exit code is 2. */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
