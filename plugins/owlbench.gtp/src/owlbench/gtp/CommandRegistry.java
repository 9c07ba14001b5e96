package owlbench.gtp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Command name to handler. Modules add their commands here; a command whose engine
 * capability does not exist yet is registered as unavailable so that it answers
 * "? not available yet" but is neither listed nor "known".
 */
public final class CommandRegistry {
    /** One entry: a handler or the reason it is not available. */
    private static final class Entry {
        final GtpHandler handler;
        final String unavailableReason;

        Entry(GtpHandler handler, String unavailableReason) {
            this.handler = handler;
            this.unavailableReason = unavailableReason;
        }
    }

    private final Map<String, Entry> entries = new LinkedHashMap<>();

    /** Registers (or replaces) a working command. */
    public CommandRegistry register(String name, GtpHandler handler) {
        if (name == null || name.isEmpty() || handler == null) {
            throw new IllegalArgumentException("command name and handler are required");
        }
        entries.put(name, new Entry(handler, null));
        return this;
    }

    /**
     * Marks a command as not available yet; a later register() of the same name replaces it.
     * @param reason shown after "not available yet: " (may be null)
     */
    public CommandRegistry registerUnavailable(String name, String reason) {
        Entry old = entries.get(name);
        if (old == null || old.handler == null) {
            entries.put(name, new Entry(null, reason));
        }
        return this;
    }

    /** True when the command exists and works (known_command's answer). */
    public boolean isKnown(String name) {
        Entry e = entries.get(name);
        return e != null && e.handler != null;
    }

    /** True when the command is reserved as "not available yet". */
    public boolean isUnavailable(String name) {
        Entry e = entries.get(name);
        return e != null && e.handler == null;
    }

    public String unavailableReason(String name) {
        Entry e = entries.get(name);
        return e == null ? null : e.unavailableReason;
    }

    /** The handler, or null when unknown or unavailable. */
    public GtpHandler handler(String name) {
        Entry e = entries.get(name);
        return e == null ? null : e.handler;
    }

    /** The working commands, sorted by name (as GNU Go's list_commands). */
    public List<String> knownCommands() {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, Entry> e : entries.entrySet()) {
            if (e.getValue().handler != null) {
                out.add(e.getKey());
            }
        }
        Collections.sort(out);
        return out;
    }
}
