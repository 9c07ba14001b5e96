package owlbench.sgf.fuzz;

/** Checks the fuzz targets share: an error message is one line that starts with its location. */
public final class FuzzChecks {
    private FuzzChecks() {
    }

    /** Throws unless the message starts with the prefix and has no line break. */
    public static void location(String message, String prefix) {
        if (message == null || !message.startsWith(prefix)) {
            throw new AssertionError("message without its location '" + prefix + "': " + message);
        }
        if (message.indexOf('\n') >= 0 || message.indexOf('\r') >= 0) {
            throw new AssertionError("message with a line break: " + owlbench.input.Locations.escape(message));
        }
    }
}
