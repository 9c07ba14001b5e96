package owlbench.ui.model;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.GtpReply;

/**
 * A GtpClient that records every exchange (for the GTP console's history) and tells listeners;
 * listeners are called on the thread that sent the command.
 */
public final class LoggingGtpClient implements GtpClient {

    /** One command and what came back (reply null with an error text when the engine failed). */
    public record Exchange(String command, GtpReply reply, String error) {
        /** The exchange as the console shows it. */
        public String display() {
            String answer = reply != null ? reply.toString() : "(no answer: " + error + ")";
            return "> " + command + "\n" + answer + "\n";
        }
    }

    /** Told after each exchange. */
    public interface Listener {
        void exchanged(Exchange exchange);
    }

    private final GtpClient delegate;
    private final String name;
    private final List<Exchange> history = new ArrayList<>();
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();

    public LoggingGtpClient(GtpClient delegate, String name) {
        this.delegate = delegate;
        this.name = name;
    }

    /** The engine's display name (from the preferences). */
    public String name() {
        return name;
    }

    @Override
    public GtpReply send(String command) throws IOException {
        try {
            GtpReply r = delegate.send(command);
            record(new Exchange(command, r, null));
            return r;
        } catch (IOException e) {
            record(new Exchange(command, null, e.getMessage()));
            throw e;
        }
    }

    private void record(Exchange e) {
        synchronized (history) {
            history.add(e);
        }
        for (Listener l : listeners) {
            l.exchanged(e);
        }
    }

    /** All exchanges so far, oldest first (a copy). */
    public List<Exchange> history() {
        synchronized (history) {
            return new ArrayList<>(history);
        }
    }

    public void addListener(Listener l) {
        listeners.add(l);
    }

    public void removeListener(Listener l) {
        listeners.remove(l);
    }

    @Override
    public String description() {
        return name + " (" + delegate.description() + ")";
    }

    @Override
    public void close() {
        delegate.close();
    }

    @Override
    public void kill() {
        delegate.kill();
    }
}
