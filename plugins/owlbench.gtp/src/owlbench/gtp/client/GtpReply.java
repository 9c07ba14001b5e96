package owlbench.gtp.client;

/** An engine's answer to one command as a controller sees it. */
public final class GtpReply {
    /** True for '=', false for '?'. */
    public final boolean success;
    /** The answer text without '='/'?', id and the leading blank(s); trailing whitespace removed. */
    public final String text;

    public GtpReply(boolean success, String text) {
        this.success = success;
        this.text = text;
    }

    /** The first line of the text, trimmed: what GNU Go's regression scripts compare. */
    public String firstLine() {
        int nl = text.indexOf('\n');
        return (nl < 0 ? text : text.substring(0, nl)).trim();
    }

    @Override
    public String toString() {
        return (success ? "= " : "? ") + text;
    }
}
