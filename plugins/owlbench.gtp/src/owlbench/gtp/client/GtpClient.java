package owlbench.gtp.client;

import java.io.IOException;

/** The controller end of GTP: sends one command and waits for its answer. */
public interface GtpClient extends AutoCloseable {
    /**
     * Sends one command line (without id; the client adds its own).
     * @throws IOException when the engine died, closed its output or timed out
     */
    GtpReply send(String command) throws IOException;

    /** A short description for reports (command line or "owlbench (in-process)"). */
    String description();

    /** Tells the engine to quit and releases it (kills a process that does not exit). */
    @Override
    void close();

    /**
     * Ends the engine at once, whatever it is doing: a command it never answers, a stopped process.
     * A send waiting for an answer fails with an IOException. Safe from any thread, never blocks.
     * An engine that cannot be killed (in-process) is just closed.
     */
    default void kill() {
        close();
    }

    /** Sends a command and returns its text, failing with IOException on a '?' answer. */
    default String require(String command) throws IOException {
        GtpReply r = send(command);
        if (!r.success) {
            throw new IOException("engine refused '" + command + "': " + r.text);
        }
        return r.text;
    }

    /** known_command, false when the engine does not answer it. */
    default boolean knows(String command) throws IOException {
        GtpReply r = send("known_command " + command);
        return r.success && r.text.trim().equals("true");
    }
}
