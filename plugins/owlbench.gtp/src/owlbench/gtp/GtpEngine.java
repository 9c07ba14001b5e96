package owlbench.gtp;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The GTP version 2 engine loop: reads command lines, dispatches them through a
 * {@link CommandRegistry} and writes '=' / '?' answers framed by a blank line.
 * It owns the protocol-level commands (protocol_version, name, version, known_command,
 * list_commands, help, quit, cputime); everything about the game is registered by modules.
 * No exception from a handler ever escapes: it becomes a '?' answer.
 */
public final class GtpEngine {
    private final CommandRegistry registry = new CommandRegistry();
    private final String name;
    private final String version;
    private boolean quitRequested;
    /** CPU time (ns) spent in handlers, summed per command so that parallel engines stay apart. */
    private long cpuNanos;
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    /** Asked once: the JVM's answer does not change, and asking costs as much as the clock itself. */
    private final boolean threadCpuSupported = threads.isCurrentThreadCpuTimeSupported();

    /** What is brought back after a command that ended in an internal error. */
    private final java.util.List<CommandGuard> guards = new java.util.ArrayList<>();

    /** Bounds on command lines (--max-line-length); the built-in ones unless set. */
    private owlbench.input.InputLimits inputLimits = owlbench.input.InputLimits.builtIn();

    public GtpEngine(String name, String version) {
        this.name = name;
        this.version = version;
        registerProtocolCommands();
    }

    /** Sets the bounds on command lines ({@code --max-line-length}). */
    public void setInputLimits(owlbench.input.InputLimits limits) {
        this.inputLimits = java.util.Objects.requireNonNull(limits);
    }

    /** Adds state to bring back after a command that ends in an internal error (see {@link CommandGuard}). */
    public void addGuard(CommandGuard guard) {
        guards.add(java.util.Objects.requireNonNull(guard));
    }

    public CommandRegistry registry() {
        return registry;
    }

    public String name() {
        return name;
    }

    public String version() {
        return version;
    }

    /** True after a quit command was executed. */
    public boolean quitRequested() {
        return quitRequested;
    }

    /** CPU seconds spent executing commands so far (the cputime command's answer). */
    public double cpuSeconds() {
        return cpuNanos / 1e9;
    }

    private void registerProtocolCommands() {
        registry.register("protocol_version", a -> { a.expect(0); return "2"; });
        registry.register("name", a -> { a.expect(0); return name; });
        registry.register("version", a -> { a.expect(0); return version; });
        registry.register("known_command", a -> {
            a.expect(1);
            return registry.isKnown(a.word(0)) ? "true" : "false";
        });
        GtpHandler list = a -> { a.expect(0); return String.join("\n", registry.knownCommands()); };
        registry.register("list_commands", list);
        registry.register("help", list);
        registry.register("quit", a -> { quitRequested = true; return ""; });
        registry.register("cputime", a -> { a.expect(0); return millisAsSeconds(cpuNanos / 1_000_000); });
    }

    /** The result of executing one command: success flag and answer text. */
    public static final class Answer {
        public final boolean success;
        public final String text;

        Answer(boolean success, String text) {
            this.success = success;
            this.text = text;
        }

        @Override
        public String toString() {
            return (success ? "= " : "? ") + text;
        }
    }

    /** Executes a parsed command (no framing). */
    public Answer execute(GtpCommand cmd) {
        if (cmd.name.isEmpty()) {
            return new Answer(false, "missing command name");
        }
        GtpHandler h = registry.handler(cmd.name);
        if (h == null) {
            if (registry.isUnavailable(cmd.name)) {
                String why = registry.unavailableReason(cmd.name);
                return new Answer(false, "not available yet" + (why == null || why.isEmpty() ? "" : ": " + why));
            }
            return new Answer(false, "unknown command");
        }
        long before = threadCpu();
        for (CommandGuard g : guards) {
            g.begin();
        }
        try {
            String text = h.handle(new GtpArgs(cmd.name, cmd.args));
            return new Answer(true, text == null ? "" : text);
        } catch (GtpException e) {
            return new Answer(false, e.getMessage() == null ? "failed" : e.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            // a bug in a handler must not kill the engine; the controller gets a clear '?'
            return new Answer(false, "internal error: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + recover());
        } catch (OutOfMemoryError e) {
            // the command's garbage is unreachable once we are here: the engine can go on with the next one
            return new Answer(false, "out of memory in " + cmd.name + " (inputs are bounded by --max-file-bytes,"
                    + " --max-nodes ...; see --help)" + recover());
        } finally {
            cpuNanos += Math.max(0, threadCpu() - before);
        }
    }

    /**
     * Brings back what the guards keep after a command broke off; says so in the answer, or that
     * the engine's state could not be brought back (the controller should then clear_board).
     */
    private String recover() {
        if (guards.isEmpty()) {
            return "";
        }
        try {
            for (CommandGuard g : guards) {
                g.recover();
            }
            return " (the position is as before the command)";
        } catch (RuntimeException | StackOverflowError e) {
            return " (and the position could not be brought back: " + e.getClass().getSimpleName() + "; clear_board or loadsgf)";
        }
    }

    /**
     * Milliseconds as seconds with three decimals ("12.345"), without a formatter: a regression
     * run asks for cputime twice per test.
     */
    static String millisAsSeconds(long ms) {
        long frac = ms % 1000;
        return ms / 1000 + "." + (frac < 10 ? "00" : frac < 100 ? "0" : "") + frac;
    }

    private long threadCpu() {
        try {
            return threadCpuSupported ? threads.getCurrentThreadCpuTime() : System.nanoTime();
        } catch (UnsupportedOperationException e) {
            return System.nanoTime();
        }
    }

    /**
     * Executes one raw command line and returns the framed response ("=id text\n\n"),
     * or null when the line is empty after preprocessing (no response is due).
     */
    public String processLine(String rawLine) {
        GtpCommand cmd = GtpCommand.parse(rawLine);
        if (cmd == null) {
            return null;
        }
        return frame(cmd.idText(), execute(cmd));
    }

    /** Formats an answer per GTP: '=' or '?', the id, a space, the text, an empty line. */
    public static String frame(String id, Answer a) {
        StringBuilder sb = new StringBuilder();
        sb.append(a.success ? '=' : '?').append(id).append(' ');
        appendSafeText(sb, a.text);
        sb.append("\n\n");
        return sb.toString();
    }

    /** Removes trailing whitespace and turns empty inner lines into " " so the answer cannot end early. */
    static void appendSafeText(StringBuilder sb, String text) {
        int end = text.length();
        while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        char prev = 'x';
        boolean first = true;
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\r') {
                continue;
            }
            if (c == '\n' && prev == '\n' && !first) {
                sb.append(' ');
            }
            if (c == '\n') {
                first = false;
            }
            sb.append(c);
            prev = c;
        }
    }

    /**
     * Runs the loop until quit or end of input. Lines end at LF; CR and other control
     * characters are dropped by preprocessing, so CR LF input works.
     */
    public void run(Reader in, Writer out) throws IOException {
        StringBuilder line = new StringBuilder();
        int c;
        int maxLine = inputLimits.lineLength();
        while (!quitRequested) {
            line.setLength(0);
            boolean eof = false;
            boolean tooLong = false;
            while (true) {
                c = in.read();
                if (c < 0) {
                    eof = true;
                    break;
                }
                if (c == '\n') {
                    break;
                }
                if (line.length() < maxLine) { // a runaway line cannot exhaust memory
                    line.append((char) c);
                } else {
                    tooLong = true;
                }
            }
            if (eof && line.length() == 0) {
                break;
            }
            String response;
            if (tooLong) {
                // answered, not cut silently: a cut command could do something else than was asked
                GtpCommand cmd = GtpCommand.parse(line.toString());
                response = frame(cmd == null ? "" : cmd.idText(), new Answer(false, "command line longer than "
                        + maxLine + " characters (--max-line-length)"));
            } else {
                response = processLine(line.toString());
            }
            if (response != null) {
                out.write(response);
                out.flush();
            }
            if (eof) {
                break;
            }
        }
        out.flush();
    }
}
