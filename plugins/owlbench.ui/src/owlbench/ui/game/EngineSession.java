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

import owlbench.ui.engine.EnginePreferences;
import owlbench.board.Board;
import owlbench.board.StoneColor;
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
 * <p>
 * Faults: every answer is awaited at most the timeout of the preferences (then the process is
 * killed). Cancelling a request (Progress view, Game &gt; Stop Engine) lets the engine answer for a
 * moment, then kills it: GTP has no way to interrupt a command. Requests queued behind one that
 * failed, timed out or was cancelled are not sent (they were meant for the engine that died; a new
 * engine would likely hang the same way): they report so, and the next request starts afresh.
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
    private ComputerColor computer = ComputerColor.NONE;

    /** The colours the engine plays, as GoGui's Computer Color. */
    public enum ComputerColor {
        BLACK, WHITE, BOTH, NONE;

        /** True if the engine moves for {@code color}. */
        public boolean plays(int color) {
            return this == BOTH || this == BLACK && color == StoneColor.BLACK || this == WHITE && color == StoneColor.WHITE;
        }

        /** For menus and messages: "black", "white", "both colours", "no colour". */
        public String label() {
            return switch (this) {
                case BLACK -> "black";
                case WHITE -> "white";
                case BOTH -> "both colours";
                case NONE -> "no colour";
            };
        }
    }
    private volatile Job thinking;
    private volatile String lastError;
    private volatile List<String> knownCommands = List.of();
    /** Counts engines ended by a failure, a timeout or a cancel; a request queued before that is not sent. */
    private final java.util.concurrent.atomic.AtomicInteger stops = new java.util.concurrent.atomic.AtomicInteger();
    /** The set-up commands the engine's board reflects now (see {@link EngineSync#plan}); null if unknown. */
    private volatile List<String> synced;
    /** How long a cancelled request may still answer before the engine is killed. */
    private static final long CANCEL_GRACE_MILLIS = 1000;

    /** Why a request was not sent: the engine it was queued for stopped first. */
    private static final class Skipped extends IOException {
        private static final long serialVersionUID = 1L;

        Skipped(String engine) {
            super("not sent: " + engine + " stopped (failed, timed out or was cancelled) before this request's turn;"
                    + " the next request starts it afresh");
        }
    }

    /** Why a request ended early: the user cancelled it. */
    private static final class Cancelled extends IOException {
        private static final long serialVersionUID = 1L;

        Cancelled(String engine) {
            super("cancelled; " + engine + " was stopped and restarts with the next request");
        }
    }

    /**
     * A request to this session's engine: runs under the engine rule, belongs to the session's
     * family (Stop Engine cancels them all), is not sent if the engine stopped since it was queued,
     * and on cancel gives the engine {@link #CANCEL_GRACE_MILLIS} to answer, then kills it.
     */
    private abstract class EngineJob extends Job {
        private final int stopsWhenQueued = stops.get();
        private volatile boolean cancelled;
        private volatile Thread worker;
        private volatile boolean ran;
        private final Display ui = Display.getCurrent();

        EngineJob(String name) {
            super(name);
            setRule(rule);
            addJobChangeListener(new org.eclipse.core.runtime.jobs.JobChangeAdapter() {
                @Override
                public void done(org.eclipse.core.runtime.jobs.IJobChangeEvent event) {
                    if (!ran) {
                        neverRan(); // cancelled while it waited for its turn
                    }
                    asyncExec(ui, EngineSession.this::fire); // the console shows whether the engine still runs
                }
            });
        }

        /** Called (on any thread) when the request was cancelled before it ran; its caller may wait for an answer. */
        protected void neverRan() {
        }

        @Override
        public boolean belongsTo(Object family) {
            return family == EngineSession.this || family == owlbench.ui.jobs.JobFamilies.ENGINE;
        }

        @Override
        protected final IStatus run(IProgressMonitor monitor) {
            ran = true;
            worker = Thread.currentThread();
            try {
                return request(monitor);
            } finally {
                worker = null;
            }
        }

        /** The request's work, in the Job. */
        protected abstract IStatus request(IProgressMonitor monitor);

        /**
         * Brings the engine to {@code setup}, sending only what changed since the last set-up
         * ({@link EngineSync#plan}); checks for a cancel between the commands.
         */
        protected void syncTo(LoggingGtpClient c, List<String> setup, IProgressMonitor monitor) throws IOException {
            List<String> plan = EngineSync.plan(synced, setup, knownCommands.contains("undo"));
            synced = null; // unknown until every command is through
            for (String cmd : plan) {
                checkCancelled(monitor);
                c.require(cmd);
            }
            synced = setup;
        }

        /** The engine for this request, started if needed; fails if it stopped since queued or on cancel. */
        protected LoggingGtpClient engine(IProgressMonitor monitor) throws IOException {
            checkCancelled(monitor);
            if (stops.get() != stopsWhenQueued) {
                throw new Skipped(name);
            }
            return started();
        }

        /** Throws {@link Cancelled} once the user cancelled: checked between the commands of a request. */
        protected void checkCancelled(IProgressMonitor monitor) throws Cancelled {
            if (cancelled || monitor.isCanceled()) {
                throw new Cancelled(name);
            }
        }

        protected boolean wasCancelled(IProgressMonitor monitor) {
            return cancelled || monitor.isCanceled();
        }

        /** After a failure: the engine is gone (closed or killed); queued requests are not sent to a new one. */
        protected void failed(IOException e) {
            boolean refused = e.getMessage() != null && e.getMessage().startsWith("engine refused");
            // A refusal ('?') is an answer, and a cancel between commands left the engine well (one that
            // does not answer is killed by the cancel itself): only other failures end the engine.
            if (!(e instanceof Skipped) && !(e instanceof Cancelled) && !refused) {
                stops.incrementAndGet();
                killClient();
            }
        }

        @Override
        protected void canceling() {
            cancelled = true;
            // A blocking read cannot be interrupted: let the engine answer for a moment, then kill it.
            Thread killer = new Thread(() -> {
                try {
                    Thread.sleep(CANCEL_GRACE_MILLIS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                if (worker != null) {
                    stops.incrementAndGet();
                    killClient();
                }
            }, "owlbench: stop " + name);
            killer.setDaemon(true);
            killer.start();
        }
    }

    EngineSession(GameEditor editor) {
        this.editor = editor;
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
            if (pendingRequests() > 0) {
                Job.getJobManager().cancel(this); // requests meant for the old engine
                killClient(); // a busy or wedged engine would not read its quit
            } else {
                closeClient();
            }
        }
        this.commandLine = commandLine;
        this.name = name == null || name.isBlank() ? "engine" : name;
    }

    /** The engine plays {@code color} from now on; if it is that colour's turn it moves at once. */
    public void playAgainst(int color) {
        setComputerColor(color == StoneColor.BLACK ? ComputerColor.BLACK : ComputerColor.WHITE);
    }

    /**
     * The engine plays these colours from now on (NONE: it stops playing, and a move it is thinking
     * about is cancelled); if it is one of its colours' turn it moves at once.
     */
    public void setComputerColor(ComputerColor colors) {
        if (colors == ComputerColor.NONE) {
            stopPlaying();
            editor.showMessage(name + " plays no colour");
            return;
        }
        if (commandLine == null) {
            throw new IllegalStateException("no engine configured");
        }
        computer = colors;
        editor.showMessage(name + " plays " + colors.label());
        fire();
        maybeMove();
    }

    /** The colours the engine plays. */
    public ComputerColor computerColor() {
        return computer;
    }

    /** The engine stops playing (it stays attached for the console); its move, if it is thinking, is cancelled. */
    public void stopPlaying() {
        computer = ComputerColor.NONE;
        Job j = thinking;
        if (j != null) {
            j.cancel();
        }
        fire();
    }

    /**
     * Game &gt; Stop Engine: the engine stops playing, and every request to it, running or queued
     * (genmove, console commands, analyses, status questions), is cancelled; one that does not
     * answer at once gets its process killed. Where no request is running yet (the job manager
     * had not started the first one), its cancel never reaches the process, which may be wedged:
     * the process is killed here, and the next request starts a fresh one, as the message says.
     */
    public void stopEngine() {
        computer = ComputerColor.NONE;
        boolean running = false;
        for (Job j : Job.getJobManager().find(this)) {
            running |= j.getState() == Job.RUNNING;
        }
        Job.getJobManager().cancel(this);
        if (!running) {
            // A request that started meanwhile is cancelled above; its own cancel kills as well.
            stops.incrementAndGet();
            killClient();
        }
        editor.showMessage(name + " stopped; the game is kept, and the engine restarts with the next request");
        fire();
    }

    /** The requests to this engine that are running or queued (for tests and the console). */
    public int pendingRequests() {
        return Job.getJobManager().find(this).length;
    }

    /** Cancels the engine's thinking (as the Progress view's cancel does); the engine process is stopped. */
    public void cancelThinking() {
        Job j = thinking;
        if (j != null) {
            j.cancel();
        }
    }

    /** The colour the engine plays, Color.EMPTY if none; when it plays both, the side to move. */
    public int engineColor() {
        return switch (computer) {
            case NONE -> StoneColor.EMPTY;
            case BLACK -> StoneColor.BLACK;
            case WHITE -> StoneColor.WHITE;
            case BOTH -> editor.getModel().position().toMove();
        };
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

    /** The command line the engine was configured with, or null before the first configure. */
    public String commandLine() {
        return commandLine;
    }

    void afterHumanMove() {
        maybeMove();
    }

    private void maybeMove() {
        int toMove = editor.getModel().position().toMove();
        if (!computer.plays(toMove) || thinking != null) {
            return;
        }
        if (computer == ComputerColor.BOTH && twoPasses(editor.getModel().current())) {
            computer = ComputerColor.NONE;
            editor.showMessage("Game over: two passes; " + name + " stops playing");
            fire();
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
        int color = toMove;
        int size = editor.getModel().boardSize();
        Display display = Display.getCurrent();
        EngineJob job = new EngineJob(name + " is thinking (" + StoneColor.name(color) + ")") {
            @Override
            protected IStatus request(IProgressMonitor monitor) {
                int move;
                try {
                    LoggingGtpClient c = engine(monitor);
                    syncTo(c, setup, monitor);
                    checkCancelled(monitor);
                    move = EngineSync.genmove(c, List.of(), color, size);
                    // the engine played its move on its own board: that is now the set-up it has
                    synced = move == EngineSync.RESIGN ? setup
                            : append(setup, "play " + StoneColor.name(color) + " "
                                    + (move == Board.PASS ? "pass" : Vertex.toString(move, size)));
                    checkCancelled(monitor); // Stop Engine while it thought: the answer is not played
                } catch (IOException | RuntimeException e) {
                    boolean wasCancelled = wasCancelled(monitor);
                    if (e instanceof IOException io) {
                        failed(io);
                    } else {
                        stops.incrementAndGet();
                        killClient();
                    }
                    Job self = this;
                    asyncExec(display, () -> {
                        if (thinking == self) {
                            thinking = null;
                        }
                        if (wasCancelled) {
                            editor.showMessage("Engine move cancelled; the game is kept (" + name
                                    + " is stopped if it did not answer at once, and restarts with the next request)");
                        } else {
                            computer = ComputerColor.NONE;
                            report(name + " failed: " + e.getMessage() + "\nThe game is kept; the engine no longer plays.");
                        }
                        fire();
                    });
                    return wasCancelled ? Status.CANCEL_STATUS : Status.OK_STATUS;
                }
                Job self = this;
                asyncExec(display, () -> {
                    if (thinking == self) {
                        thinking = null;
                    }
                    engineAnswered(askedAt, color, move);
                    fire();
                });
                return Status.OK_STATUS;
            }
        };
        // A Job cancelled while it waits for the rule never runs: only its end says it is over.
        job.addJobChangeListener(new org.eclipse.core.runtime.jobs.JobChangeAdapter() {
            @Override
            public void done(org.eclipse.core.runtime.jobs.IJobChangeEvent event) {
                asyncExec(display, () -> {
                    if (thinking == job) {
                        thinking = null;
                        editor.showMessage("Engine move cancelled before it was asked; play on, or Play Against Engine again");
                        fire();
                    }
                });
            }
        });
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
            computer = ComputerColor.NONE;
            editor.showMessage(name + " resigns");
            return;
        }
        String why = move == Board.PASS ? null : editor.getModel().whyIllegal(move);
        if (why != null) {
            computer = ComputerColor.NONE;
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
        synced = null;
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
        return new ProcessGtpClient(ProcessGtpClient.splitCommandLine(commandLine), null,
                owlbench.ui.engine.EnginePreferences.timeoutMillis());
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
        Job job = new EngineJob("GTP: " + (command == null ? "start " + name : command)) {
            @Override
            protected IStatus request(IProgressMonitor monitor) {
                String text;
                boolean cancelled = false;
                try {
                    LoggingGtpClient c = engine(monitor);
                    if (command == null) {
                        text = c.description() + " started";
                    } else {
                        synced = null; // a typed command may change the engine's board: set it up afresh next time
                        text = c.send(command).toString();
                        if (command.trim().equals("quit")) {
                            closeClient();
                        }
                    }
                } catch (IOException e) {
                    cancelled = wasCancelled(monitor);
                    failed(e);
                    text = "error: " + (cancelled ? new Cancelled(name).getMessage() : e.getMessage());
                    if (!(e instanceof Skipped)) {
                        lastError = text; // a request not sent is the console's news, not a new engine error
                    }
                }
                String shown = text;
                if (answer != null) {
                    asyncExec(display, () -> answer.accept(shown));
                }
                asyncExec(display, EngineSession.this::fire);
                return cancelled ? Status.CANCEL_STATUS : Status.OK_STATUS;
            }

            @Override
            protected void neverRan() {
                if (answer != null) {
                    asyncExec(display, () -> answer.accept("error: not sent: cancelled before its turn"));
                }
            }
        };
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
        Job job = new EngineJob("GTP: analyze commands of " + name) {
            @Override
            protected IStatus request(IProgressMonitor monitor) {
                List<AnalyzeCommand> list;
                try {
                    LoggingGtpClient c = engine(monitor);
                    if (knownCommands.contains("gogui-analyze_commands")) {
                        list = AnalyzeCommand.parseList(c.require("gogui-analyze_commands"));
                    } else {
                        list = AnalyzeCommand.fallbackFor(knownCommands);
                    }
                } catch (IOException e) {
                    failed(e);
                    lastError = name + " failed: " + e.getMessage();
                    list = List.of();
                }
                List<AnalyzeCommand> result = list;
                asyncExec(display, () -> {
                    then.accept(result);
                    fire();
                });
                return Status.OK_STATUS;
            }

            @Override
            protected void neverRan() {
                asyncExec(display, () -> then.accept(List.of()));
            }
        };
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
        Job job = new EngineJob("GTP analysis: " + command.label()) {
            @Override
            protected IStatus request(IProgressMonitor monitor) {
                Analysis result;
                String answer = "";
                try {
                    LoggingGtpClient c = engine(monitor);
                    syncTo(c, setup, monitor);
                    checkCancelled(monitor);
                    String sent = command.commandFor(toMove);
                    if (EngineSync.changesBoard(sent)) {
                        synced = null;
                    }
                    answer = c.require(sent);
                    BoardOverlay overlay = AnalyzeResult.parse(command.type(), answer, size, toMove, command.negate());
                    result = new Analysis(command, overlay, answer, null);
                } catch (IOException e) {
                    failed(e);
                    result = new Analysis(command, null, answer,
                            wasCancelled(monitor) ? new Cancelled(name).getMessage() : e.getMessage());
                } catch (IllegalArgumentException e) {
                    result = new Analysis(command, null, answer, "cannot read the " + command.type() + " answer: " + e.getMessage());
                }
                Analysis done = result;
                asyncExec(display, () -> {
                    boolean current = editor.getCanvas() != null && !editor.getCanvas().isDisposed()
                            && editor.getModel().current() == askedAt;
                    then.accept(current ? done : null);
                    fire();
                });
                return Status.OK_STATUS;
            }

            @Override
            protected void neverRan() {
                asyncExec(display, () -> then.accept(new Analysis(command, null, "", "not sent: cancelled before its turn")));
            }
        };
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
        Job job = new EngineJob("GTP: " + command) {
            @Override
            protected IStatus request(IProgressMonitor monitor) {
                String answer;
                try {
                    LoggingGtpClient c = engine(monitor);
                    syncTo(c, setup, monitor);
                    checkCancelled(monitor);
                    answer = c.require(command);
                } catch (IOException e) {
                    failed(e);
                    answer = null;
                }
                String done = answer;
                asyncExec(display, () -> then.accept(editor.getModel().current() == askedAt ? done : null));
                return Status.OK_STATUS;
            }

            @Override
            protected void neverRan() {
                asyncExec(display, () -> then.accept(null));
            }
        };
        job.setSystem(true);
        job.schedule();
    }

    private void report(String message) {
        lastError = message;
        editor.showMessage(message.replace('\n', ' '));
        if (EnginePreferences.problemDialogs() && editor.getSite() != null) {
            MessageDialog.openError(editor.getSite().getShell(), "Engine problem", message);
        }
    }

    /** Runs on the UI thread later, unless the workbench is closing. */
    private static void asyncExec(Display display, Runnable r) {
        if (display != null && !display.isDisposed()) {
            display.asyncExec(r);
        }
    }

    /** Ends the engine at once (no polite quit: it is busy or wedged). */
    private void killClient() {
        LoggingGtpClient c = client;
        client = null;
        synced = null;
        if (c != null) {
            c.kill();
        }
    }

    /** True if the last two moves on the path to {@code node} are passes. */
    private boolean twoPasses(SgfNode node) {
        int size = editor.getModel().boardSize();
        int passes = 0;
        for (SgfNode n = node; n != null && passes < 2; n = n.parent()) {
            if (n.move() == null) {
                continue;
            }
            if (!n.move().isPass(size)) {
                return false;
            }
            passes++;
        }
        return passes == 2;
    }

    private static List<String> append(List<String> list, String command) {
        List<String> out = new ArrayList<>(list);
        out.add(command);
        return out;
    }

    private void closeClient() {
        LoggingGtpClient c = client;
        client = null;
        synced = null;
        if (c != null) {
            c.close();
        }
    }

    /** Stops everything: the editor is closing. */
    void detach() {
        computer = ComputerColor.NONE;
        Job.getJobManager().cancel(this);
        if (pendingRequests() > 0) {
            killClient(); // a busy engine would keep the closing editor waiting for its quit
        } else {
            closeClient();
        }
        listeners.clear();
    }
}
