package owlbench.gtp.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A GTP engine in an external process (e.g. "gnugo --mode gtp"). Commands carry ids so
 * that answers can be checked to belong to them; stdout is read by a daemon thread so
 * that a per-command timeout is possible; stderr is drained (and its tail kept) so that
 * a chatty engine never blocks.
 */
public final class ProcessGtpClient implements GtpClient {
    private static final String EOF_MARK = "\u0000EOF";
    private static final int STDERR_TAIL = 4000;

    private final List<String> commandLine;
    private final Process process;
    private final Writer toEngine;
    private final BlockingQueue<String> lines = new ArrayBlockingQueue<>(100_000);
    private final StringBuilder stderrTail = new StringBuilder();
    private final long timeoutMillis;
    private long nextId = 1;
    private volatile boolean dead;

    /**
     * @param commandLine program and arguments
     * @param workingDir directory to start it in (null: current)
     * @param timeoutMillis longest wait for one answer (0: no limit)
     */
    public ProcessGtpClient(List<String> commandLine, Path workingDir, long timeoutMillis) throws IOException {
        if (commandLine.isEmpty()) {
            throw new IOException("empty engine command line");
        }
        this.commandLine = List.copyOf(commandLine);
        this.timeoutMillis = timeoutMillis;
        ProcessBuilder pb = new ProcessBuilder(commandLine);
        if (workingDir != null) {
            pb.directory(workingDir.toFile());
        }
        try {
            process = pb.start();
        } catch (IOException e) {
            throw new IOException("cannot start engine '" + String.join(" ", commandLine) + "': " + e.getMessage(), e);
        }
        toEngine = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread out = new Thread(() -> pumpStdout(process.getInputStream()), "gtp-stdout-" + process.pid());
        out.setDaemon(true);
        out.start();
        Thread err = new Thread(() -> pumpStderr(process.getErrorStream()), "gtp-stderr-" + process.pid());
        err.setDaemon(true);
        err.start();
    }

    /** Splits a command line on blanks, honouring simple single/double quotes. */
    public static List<String> splitCommandLine(String s) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        char quote = 0;
        boolean inWord = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    cur.append(c);
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    out.add(cur.toString());
                    cur.setLength(0);
                    inWord = false;
                }
            } else {
                cur.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            out.add(cur.toString());
        }
        return out;
    }

    /** A factory starting this command line afresh for each suite or game. */
    public static GtpEngineFactory factory(List<String> commandLine, long timeoutMillis) {
        List<String> copy = List.copyOf(commandLine);
        return dir -> new ProcessGtpClient(copy, dir, timeoutMillis);
    }

    private void pumpStdout(InputStream in) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String l;
            while ((l = r.readLine()) != null) {
                lines.put(l);
            }
        } catch (IOException | InterruptedException e) {
            // the engine went away; the EOF mark below tells the waiting controller
        } finally {
            lines.offer(EOF_MARK);
        }
    }

    private void pumpStderr(InputStream in) {
        byte[] buf = new byte[8192];
        try {
            int n;
            while ((n = in.read(buf)) > 0) {
                synchronized (stderrTail) {
                    stderrTail.append(new String(buf, 0, n, StandardCharsets.UTF_8));
                    if (stderrTail.length() > STDERR_TAIL * 2) {
                        stderrTail.delete(0, stderrTail.length() - STDERR_TAIL);
                    }
                }
            }
        } catch (IOException e) {
            // stderr closed: nothing more to keep
        }
    }

    /** The last few kilobytes the engine wrote to stderr (for crash reports). */
    public String stderrTail() {
        synchronized (stderrTail) {
            return stderrTail.length() > STDERR_TAIL
                    ? stderrTail.substring(stderrTail.length() - STDERR_TAIL) : stderrTail.toString();
        }
    }

    @Override
    public synchronized GtpReply send(String command) throws IOException {
        if (dead) {
            throw new IOException("engine is no longer running");
        }
        if (command.indexOf('\n') >= 0 || command.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a GTP command must be one line: " + command);
        }
        long id = nextId++;
        try {
            toEngine.write(id + " " + command + "\n");
            toEngine.flush();
        } catch (IOException e) {
            dead = true;
            throw new IOException("engine closed its input (" + exitInfo() + ")", e);
        }
        long deadline = timeoutMillis > 0 ? System.currentTimeMillis() + timeoutMillis : Long.MAX_VALUE;
        // skip blank lines before the answer, then read until an empty line ends it
        String first;
        while (true) {
            first = nextLine(deadline, command);
            if (!first.isBlank()) {
                break;
            }
        }
        char kind = first.charAt(0);
        if (kind != '=' && kind != '?') {
            dead = true;
            throw new IOException("engine answered '" + first + "' to '" + command + "': not a GTP response");
        }
        int i = 1;
        while (i < first.length() && Character.isDigit(first.charAt(i))) {
            i++;
        }
        String idText = first.substring(1, i);
        if (!idText.isEmpty() && !idText.equals(Long.toString(id))) {
            dead = true;
            throw new IOException("answer id " + idText + " does not match command id " + id + " ('" + command + "')");
        }
        StringBuilder text = new StringBuilder(first.substring(i).replaceFirst("^[ \\t]+", ""));
        while (true) {
            String l = nextLine(deadline, command);
            if (l.isEmpty()) {
                break;
            }
            text.append('\n').append(l);
        }
        String t = text.toString().replaceAll("[\\s]+$", "");
        return new GtpReply(kind == '=', t);
    }

    private String nextLine(long deadline, String command) throws IOException {
        String l;
        try {
            long wait = deadline - System.currentTimeMillis();
            if (deadline == Long.MAX_VALUE) {
                l = lines.take();
            } else {
                l = wait > 0 ? lines.poll(wait, TimeUnit.MILLISECONDS) : null;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted waiting for '" + command + "'");
        }
        if (l == null) {
            kill();
            throw new IOException("timeout: no answer to '" + command + "' within " + seconds(timeoutMillis)
                    + " (the engine was stopped)");
        }
        if (l == EOF_MARK) { // identity: the mark object itself, never an engine line
            dead = true;
            lines.offer(EOF_MARK);
            throw new IOException("engine died during '" + command + "' (" + exitInfo() + ")");
        }
        return l.endsWith("\r") ? l.substring(0, l.length() - 1) : l;
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    private String exitInfo() {
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                String tail = stderrTail().trim();
                return "exit code " + process.exitValue()
                        + (tail.isEmpty() ? "" : "; stderr: " + tail.substring(Math.max(0, tail.length() - 300)));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "still running";
    }

    @Override
    public String description() {
        return String.join(" ", commandLine);
    }

    /** The engine's process id (for reading its CPU time, for reports and fault-injection tests). */
    public long pid() {
        return process.pid();
    }

    /** True while the process runs and has not failed a command. */
    public boolean isAlive() {
        return !dead && process.isAlive();
    }

    /** Kills the process (and any it started, for engines behind a wrapper script) without asking it to quit. */
    @Override
    public void kill() {
        dead = true;
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    @Override
    public void close() {
        try {
            if (!dead && process.isAlive()) {
                toEngine.write("quit\n");
                toEngine.flush();
            }
        } catch (IOException e) {
            // already gone
        }
        try {
            toEngine.close();
        } catch (IOException e) {
            // already closed
        }
        try {
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(2, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        dead = true;
    }
}
