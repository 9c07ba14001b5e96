package owlbench.ui.game;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;

import owlbench.board.Board;
import owlbench.board.Color;
import owlbench.board.Vertex;
import owlbench.gtp.client.GtpReply;
import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.ProcessGtpClient;
import owlbench.sgf.SgfNode;
import owlbench.ui.model.AnalyzeCommand;
import owlbench.ui.model.AnalyzeResult;
import owlbench.ui.model.BoardOverlay;
import owlbench.ui.model.EngineSync;
import owlbench.ui.model.LoggingGtpClient;

/**
 * The external GTP engine attached to one game editor. Everything that talks to the engine runs in
 * a Job under one scheduling rule (so genmove and console commands never interleave); results come
 * back to the UI thread. A failing or crashed engine is reported and closed; the game is untouched,
 * and the next request starts the engine afresh.
 */
public final class EngineSession {

    /** Told (on the UI thread) when an engine is started, stopped or changes state. */
    public interface Listener {
        void engineChanged(EngineSession session);
    }

    private static final class Mutex implements ISchedulingRule {
        @Override
        public boolean contains(ISchedulingRule rule) {
            return rule == this;
        }

        @Override
        public boolean isConflicting(ISchedulingRule rule) {
            return rule == this;
        }
    }

    /** The engine preference value (and command line) of owlbench's own in-process engine. */
    public static final String OWLBENCH = "owlbench";

    private final GameEditor editor;
    private final ISchedulingRule rule = new Mutex();
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private volatile LoggingGtpClient client;
    private String commandLine;
    private String name = "engine";
    private int engineColor = Color.EMPTY;
    private volatile Job thinking;
    private volatile String lastError;
    private volatile List<String> knownCommands = List.of();

    EngineSession(GameEditor editor) {
        this.editor = editor;
    }

    /**
     * owlbench's own engine for {@code editor}, in this process: every request brings it to the
     * editor's position first, as for an external engine. Nothing starts before the first request.
     */
    static EngineSession inProcess(GameEditor editor) {
        EngineSession s = new EngineSession(editor);
        s.configure(OWLBENCH, "owlbench");
        return s;
    }

    public void addListener(Listener l) {
        listeners.add(l);
    }

    public void removeListener(Listener l) {
        listeners.remove(l);
    }

    private void fire() {
        for (Listener l : listeners) {
            l.engineChanged(this);
        }
    }

    /** Sets the engine to use (command line and name); a running engine of another command is closed. */
    public void configure(String commandLine, String name) {
        if (this.commandLine != null && !this.commandLine.equals(commandLine)) {
            closeClient();
        }
        this.commandLine = commandLine;
        this.name = name == null || name.isBlank() ? "engine" : name;
    }

    /** The engine plays {@code color} from now on; if it is that colour's turn it moves at once. */
    public void playAgainst(int color) {
        if (commandLine == null) {
            throw new IllegalStateException("no engine configured");
        }
        engineColor = color;
        editor.showMessage(name + " plays " + Color.name(color));
        fire();
        maybeMove();
    }

    /** The engine stops playing (it stays attached for the console). */
    public void stopPlaying() {
        engineColor = Color.EMPTY;
        Job j = thinking;
        if (j != null) {
            j.cancel();
        }
        fire();
    }

    /** Cancels the engine's thinking (as the Progress view's cancel does); the engine process is stopped. */
    public void cancelThinking() {
        Job j = thinking;
        if (j != null) {
            j.cancel();
        }
    }

    /** The colour the engine plays, Color.EMPTY if none. */
    public int engineColor() {
        return engineColor;
    }

    /** True while a genmove Job runs. */
    public boolean isThinking() {
        return thinking != null;
    }

    /** The last engine error shown to the user, or null. */
    public String lastError() {
        return lastError;
    }

    /** The engine (with its history) if started, else null. */
    public LoggingGtpClient client() {
        return client;
    }

    /** The commands the engine listed (list_commands), for the console's completion. */
    public List<String> knownCommands() {
        return knownCommands;
    }

    /** The engine's name from its configuration. */
    public String name() {
        return name;
    }

    void afterHumanMove() {
        maybeMove();
    }

    private void maybeMove() {
        if (engineColor == Color.EMPTY || thinking != null
                || editor.getModel().position().toMove() != engineColor) {
            return;
        }
        SgfNode askedAt = editor.getModel().current();
        List<String> setup;
        try {
            setup = EngineSync.commandsFor(askedAt);
        } catch (IllegalArgumentException e) {
            report("Cannot send this position to " + name + ": " + e.getMessage());
            return;
        }
        int color = engineColor;
        int size = editor.getModel().boardSize();
        Display display = Display.getCurrent();
        Job job = new Job(name + " is thinking (" + Color.name(color) + ")") {
            private volatile boolean cancelled;

            @Override
            protected IStatus run(IProgressMonitor monitor) {
                int move;
                try {
                    move = EngineSync.genmove(started(), setup, color, size);
                } catch (IOException | RuntimeException e) {
                    boolean wasCancelled = cancelled || monitor.isCanceled();
                    closeClient();
                    display.asyncExec(() -> {
                        thinking = null;
                        if (wasCancelled) {
                            editor.showMessage("Engine move cancelled; the engine was stopped and restarts on the next request");
                        } else {
                            engineColor = Color.EMPTY;
                            report(name + " failed: " + e.getMessage() + "\nThe game is kept; the engine no longer plays.");
                        }
                        fire();
                    });
                    return wasCancelled ? Status.CANCEL_STATUS : Status.OK_STATUS;
                }
                display.asyncExec(() -> {
                    thinking = null;
                    engineAnswered(askedAt, color, move);
                    fire();
                });
                return Status.OK_STATUS;
            }

            @Override
            protected void canceling() {
                cancelled = true;
                closeClient(); // a blocking read cannot be interrupted otherwise: stopping the process ends it
            }
        };
        job.setRule(rule);
        job.setUser(false);
        thinking = job;
        editor.showMessage(name + " is thinking...");
        fire();
        job.schedule();
    }

    private void engineAnswered(SgfNode askedAt, int color, int move) {
        if (editor.getCanvas() == null || editor.getCanvas().isDisposed()) {
            return;
        }
        if (editor.getModel().current() != askedAt) {
            editor.showMessage(name + "'s move was dropped: the position changed while it was thinking");
            return;
        }
        if (move == EngineSync.RESIGN) {
            engineColor = Color.EMPTY;
            editor.showMessage(name + " resigns");
            return;
        }
        String why = move == Board.PASS ? null : editor.getModel().whyIllegal(move);
        if (why != null) {
            engineColor = Color.EMPTY;
            report(name + " answered an illegal move: " + why);
            return;
        }
        editor.getModel().play(move, color);
        editor.showMessage(name + " played " + Vertex.toString(move, editor.getModel().boardSize()));
        maybeMove(); // an engine playing after a pass sequence, or both colours, continues
    }

    /** Starts the engine if needed; called inside Jobs only. */
    private LoggingGtpClient started() throws IOException {
        LoggingGtpClient c = client;
        if (c != null) {
            return c;
        }
        if (commandLine == null || commandLine.isBlank()) {
            throw new IOException("no engine command line (Window > Preferences > GTP Engine)");
        }
        c = new LoggingGtpClient(connect(commandLine), name);
        client = c;
        try {
            GtpReply r = c.send("list_commands");
            if (r.success) {
                List<String> known = new ArrayList<>();
                for (String line : r.text.split("\n")) {
                    if (!line.isBlank()) {
                        known.add(line.trim());
                    }
                }
                knownCommands = List.copyOf(known);
            }
        } catch (IOException e) {
            closeClient();
            throw e;
        }
        return c;
    }

    /**
     * The engine for a preference value: "owlbench" is owlbench's own engine, in this process (its
     * reading commands and analyses; it cannot generate moves yet and says so), anything else an
     * external command line.
     */
    static GtpClient connect(String commandLine) throws IOException {
        if (commandLine.trim().equals(OWLBENCH)) {
            return OwlbenchGtp.factory(19, 7.5).start(null);
        }
        return new ProcessGtpClient(ProcessGtpClient.splitCommandLine(commandLine), null, 120_000);
    }

    /** Starts the engine now (in a Job) so the console can show it. */
    public void start(Consumer<String> whenDone) {
        send(null, whenDone == null ? null : r -> whenDone.accept(r));
    }

    /**
     * Sends one console command in a Job (under the engine rule); {@code answer} gets the text shown
     * for it on the UI thread. A null command only starts the engine.
     */
    public void send(String command, Consumer<String> answer) {
        Display display = Display.getCurrent();
        Job job = new Job("GTP: " + (command == null ? "start " + name : command)) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                String text;
                try {
                    LoggingGtpClient c = started();
                    if (command == null) {
                        text = c.description() + " started";
                    } else {
                        text = c.send(command).toString();
                        if (command.trim().equals("quit")) {
                            closeClient();
                        }
                    }
                } catch (IOException e) {
                    closeClient();
                    text = "error: " + e.getMessage();
                    lastError = text;
                }
                String shown = text;
                if (answer != null) {
                    display.asyncExec(() -> answer.accept(shown));
                }
                display.asyncExec(EngineSession.this::fire);
                return Status.OK_STATUS;
            }
        };
        job.setRule(rule);
        job.schedule();
    }

    /** The outcome of one analysis: an overlay, or an error; {@code answer} is the raw text. */
    public record Analysis(AnalyzeCommand command, BoardOverlay overlay, String answer, String error) {
    }

    /**
     * Lists the engine's analyze commands in a Job: its gogui-analyze_commands answer, or for engines
     * without it (GNU Go) the built-in GNU Go analyses it knows. Errors come back as an empty list
     * after {@link #lastError()} is set.
     */
    public void analyzeCommands(Consumer<List<AnalyzeCommand>> then) {
        Display display = Display.getCurrent();
        Job job = new Job("GTP: analyze commands of " + name) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                List<AnalyzeCommand> list;
                try {
                    LoggingGtpClient c = started();
                    if (knownCommands.contains("gogui-analyze_commands")) {
                        list = AnalyzeCommand.parseList(c.require("gogui-analyze_commands"));
                    } else {
                        list = AnalyzeCommand.fallbackFor(knownCommands);
                    }
                } catch (IOException e) {
                    closeClient();
                    lastError = name + " failed: " + e.getMessage();
                    list = List.of();
                }
                List<AnalyzeCommand> result = list;
                display.asyncExec(() -> {
                    then.accept(result);
                    fire();
                });
                return Status.OK_STATUS;
            }
        };
        job.setRule(rule);
        job.schedule();
    }

    /**
     * Runs an analyze command on the editor's current position in a Job. The answer is parsed by its
     * type; it is delivered on the UI thread only if the editor is still at that position (else null
     * is delivered, and an auto-refresh will ask again).
     */
    public void analyze(AnalyzeCommand command, Consumer<Analysis> then) {
        SgfNode askedAt = editor.getModel().current();
        List<String> setup;
        try {
            setup = EngineSync.commandsFor(askedAt);
        } catch (IllegalArgumentException e) {
            then.accept(new Analysis(command, null, "", "cannot send this position: " + e.getMessage()));
            return;
        }
        int toMove = editor.getModel().position().toMove();
        int size = editor.getModel().boardSize();
        Display display = Display.getCurrent();
        Job job = new Job("GTP analysis: " + command.label()) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                Analysis result;
                String answer = "";
                try {
                    LoggingGtpClient c = started();
                    for (String cmd : setup) {
                        c.require(cmd);
                    }
                    answer = c.require(command.commandFor(toMove));
                    BoardOverlay overlay = AnalyzeResult.parse(command.type(), answer, size, toMove, command.negate());
                    result = new Analysis(command, overlay, answer, null);
                } catch (IOException e) {
                    closeClient();
                    result = new Analysis(command, null, answer, e.getMessage());
                } catch (IllegalArgumentException e) {
                    result = new Analysis(command, null, answer, "cannot read the " + command.type() + " answer: " + e.getMessage());
                }
                Analysis done = result;
                display.asyncExec(() -> {
                    boolean current = editor.getCanvas() != null && !editor.getCanvas().isDisposed()
                            && editor.getModel().current() == askedAt;
                    then.accept(current ? done : null);
                    fire();
                });
                return Status.OK_STATUS;
            }
        };
        job.setRule(rule);
        job.schedule();
    }

    /**
     * Asks the engine one question about the editor's current position in a Job (the position is
     * sent first). {@code then} gets the answer on the UI thread, or null if the engine failed or the
     * editor moved to another node meanwhile. Used for the Properties view's string status.
     */
    public void ask(String command, Consumer<String> then) {
        SgfNode askedAt = editor.getModel().current();
        List<String> setup;
        try {
            setup = EngineSync.commandsFor(askedAt);
        } catch (IllegalArgumentException e) {
            then.accept(null);
            return;
        }
        Display display = Display.getCurrent();
        Job job = new Job("GTP: " + command) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                String answer;
                try {
                    LoggingGtpClient c = started();
                    for (String cmd : setup) {
                        c.require(cmd);
                    }
                    answer = c.require(command);
                } catch (IOException e) {
                    answer = null;
                }
                String done = answer;
                display.asyncExec(() -> then.accept(editor.getModel().current() == askedAt ? done : null));
                return Status.OK_STATUS;
            }
        };
        job.setSystem(true);
        job.setRule(rule);
        job.schedule();
    }

    private void report(String message) {
        lastError = message;
        editor.showMessage(message.replace('\n', ' '));
        if (!Boolean.getBoolean("owlbench.test") && editor.getSite() != null) {
            MessageDialog.openError(editor.getSite().getShell(), "Engine problem", message);
        }
    }

    private void closeClient() {
        LoggingGtpClient c = client;
        client = null;
        if (c != null) {
            c.close();
        }
    }

    /** Stops everything: the editor is closing. */
    void detach() {
        engineColor = Color.EMPTY;
        Job j = thinking;
        if (j != null) {
            j.cancel();
        }
        closeClient();
        listeners.clear();
    }
}
