package owlbench.ui.game;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static owlbench.ui.game.Workbench.*;

import java.io.File;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.After;
import org.junit.Assume;
import org.junit.Test;

import owlbench.board.StoneColor;
import owlbench.ui.engine.EnginePreferences;

/**
 * Issue 19's wedged engines, for real: a GNU Go stopped with SIGSTOP while a question waits and a
 * move is queued behind it, and an "engine" that never answers (sleep). Cancel and Stop Engine end
 * the requests, kill what does not answer, the timeout ends any request, nothing queued goes to a
 * dead engine, and afterwards the same editor plays on.
 */
public class EngineFaultsTest {

    private static final String GNUGO = "/usr/games/gnugo";
    private static final String SLEEP = "/bin/sleep";

    @After
    public void closeEditors() {
        EnginePreferences.setTimeoutSeconds(EnginePreferences.DEFAULT_TIMEOUT_SECONDS);
        page().closeAllEditors(false);
        settle();
    }

    /** The engine process this JVM started whose command line contains {@code word}, if any. */
    private static Optional<ProcessHandle> child(String word) {
        return ProcessHandle.current().descendants()
                .filter(p -> p.isAlive() && p.info().commandLine().orElse("").contains(word)).findFirst();
    }

    /** The engine process started since {@code before} (pids of such processes then), whose command line has {@code word}. */
    private static ProcessHandle newChild(String word, java.util.Set<Long> before) {
        return ProcessHandle.current().descendants()
                .filter(p -> p.isAlive() && !before.contains(p.pid()) && p.info().commandLine().orElse("").contains(word))
                .findFirst().orElseThrow(() -> new AssertionError("no new " + word + " process"));
    }

    private static java.util.Set<Long> pids(String word) {
        return ProcessHandle.current().descendants().filter(p -> p.info().commandLine().orElse("").contains(word))
                .map(ProcessHandle::pid).collect(java.util.stream.Collectors.toSet());
    }

    private static void signal(ProcessHandle p, String signal) throws Exception {
        assertEquals(0, new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor());
    }

    private static GameEditor gameWithBlackE5() throws Exception {
        GameEditor editor = GameFiles.newGame(page(), 9, 6.5, 0, "Chinese");
        settle();
        click(editor, "E5", 1);
        assertEquals(1, editor.getMoveNumber());
        return editor;
    }

    private static EngineSession startedGnuGo(GameEditor editor) {
        EngineSession engine = editor.getEngine();
        engine.configure(GNUGO + " --mode gtp --level 1", "GNU Go");
        List<String> answers = new CopyOnWriteArrayList<>();
        engine.send("name", answers::add);
        assertTrue("GNU Go starts", waitFor(() -> !answers.isEmpty(), 30_000));
        assertTrue(answers.toString(), answers.get(0).contains("GNU Go"));
        return engine;
    }

    @Test
    public void aMoveCancelledBehindAStoppedGnuGoLeavesTheSessionReadyToPlay() throws Exception {
        Assume.assumeTrue(GNUGO + " is absent", new File(GNUGO).canExecute());
        GameEditor editor = gameWithBlackE5();
        java.util.Set<Long> before = pids("gnugo");
        EngineSession engine = startedGnuGo(editor);
        ProcessHandle gnugo = newChild("gnugo", before);
        signal(gnugo, "STOP");
        List<String> status = new CopyOnWriteArrayList<>();
        engine.ask("dragon_status E5", a -> status.add(String.valueOf(a))); // waits on the stopped engine
        engine.playAgainst(StoneColor.WHITE); // genmove queued behind it
        assertTrue(engine.isThinking());
        engine.cancelThinking(); // as the Progress view does for the waiting move
        assertTrue("the cancelled move is over at once", waitFor(() -> !engine.isThinking(), 5_000));
        signal(gnugo, "CONT"); // continue the process: the question is answered
        assertTrue("the status question is answered", waitFor(() -> !status.isEmpty(), 30_000));
        engine.playAgainst(StoneColor.WHITE);
        assertTrue("GNU Go is asked for its move again and plays it", waitFor(() -> editor.getMoveNumber() == 2, 60_000));
        assertFalse(engine.isThinking());
        assertNull(engine.lastError());
    }

    @Test
    public void stopEngineKillsAStoppedGnuGoAndTheNextMoveStartsAFreshOne() throws Exception {
        Assume.assumeTrue(GNUGO + " is absent", new File(GNUGO).canExecute());
        GameEditor editor = gameWithBlackE5();
        java.util.Set<Long> before = pids("gnugo");
        EngineSession engine = startedGnuGo(editor);
        ProcessHandle gnugo = newChild("gnugo", before);
        signal(gnugo, "STOP");
        engine.ask("dragon_status E5", a -> { });
        engine.playAgainst(StoneColor.WHITE);
        long t0 = System.currentTimeMillis();
        engine.stopEngine(); // Game > Stop Engine
        assertTrue("every request ends", waitFor(() -> engine.pendingRequests() == 0 && !engine.isThinking(), 10_000));
        assertTrue("within seconds, not the timeout", System.currentTimeMillis() - t0 < 10_000);
        assertTrue("the stopped process is killed: " + gnugo.pid() + ", gnugo alive: " + pids("gnugo") + ", client " + engine.client(),
                waitFor(() -> !gnugo.isAlive(), 5_000));
        assertEquals(StoneColor.EMPTY, engine.engineColor());
        engine.playAgainst(StoneColor.WHITE);
        assertTrue("a fresh GNU Go plays in the same editor", waitFor(() -> editor.getMoveNumber() == 2, 60_000));
        assertNull(engine.lastError());
    }

    @Test
    public void stopEngineKillsAnIdleStoppedGnuGoThatNoRunningRequestWaitsOn() throws Exception {
        // Nothing runs when Stop Engine is chosen (the case where the job manager has not yet
        // started a queued request): the wedged process must still go.
        Assume.assumeTrue(GNUGO + " is absent", new File(GNUGO).canExecute());
        GameEditor editor = gameWithBlackE5();
        java.util.Set<Long> before = pids("gnugo");
        EngineSession engine = startedGnuGo(editor);
        ProcessHandle gnugo = newChild("gnugo", before);
        signal(gnugo, "STOP");
        assertEquals(0, engine.pendingRequests());
        engine.stopEngine();
        assertTrue("the idle stopped process is killed", waitFor(() -> !gnugo.isAlive(), 5_000));
        engine.playAgainst(StoneColor.WHITE);
        assertTrue("a fresh GNU Go plays in the same editor", waitFor(() -> editor.getMoveNumber() == 2, 60_000));
        assertNull(engine.lastError());
    }

    @Test
    public void aConsoleCommandToASilentEngineIsStoppedAndNothingQueuedStartsAnother() throws Exception {
        Assume.assumeTrue(SLEEP + " is absent", new File(SLEEP).canExecute());
        GameEditor editor = gameWithBlackE5();
        EngineSession engine = editor.getEngine();
        engine.configure(SLEEP + " 1000", "a silent engine");
        List<String> first = new CopyOnWriteArrayList<>();
        List<String> second = new CopyOnWriteArrayList<>();
        engine.send("name", first::add); // as the GTP console sends
        engine.send("version", second::add); // queued behind it
        assertTrue("the engine runs", waitFor(() -> child("sleep 1000").isPresent(), 10_000));
        ProcessHandle silent = child("sleep 1000").orElseThrow();
        assertEquals("one silent engine", 1, pids("sleep 1000").size());
        waitFor(() -> false, 300);
        assertTrue(first.isEmpty());
        engine.stopEngine();
        assertTrue("both requests end", waitFor(() -> !first.isEmpty() && !second.isEmpty(), 10_000));
        assertTrue(first.get(0), first.get(0).startsWith("error: cancelled"));
        assertTrue(second.get(0), second.get(0).startsWith("error:"));
        assertTrue("the silent process is killed", waitFor(() -> !silent.isAlive(), 5_000));
        waitFor(() -> false, 500);
        assertFalse("no second silent engine was started for the queued command", child("sleep 1000").isPresent());
        assertEquals(0, engine.pendingRequests());
    }

    @Test
    public void cancellingAConsoleCommandAsTheProgressViewDoesEndsItAndKillsTheSilentEngine() throws Exception {
        Assume.assumeTrue(SLEEP + " is absent", new File(SLEEP).canExecute());
        GameEditor editor = gameWithBlackE5();
        EngineSession engine = editor.getEngine();
        engine.configure(SLEEP + " 1000", "a silent engine");
        List<String> answer = new CopyOnWriteArrayList<>();
        engine.send("name", answer::add);
        assertTrue("the engine runs", waitFor(() -> child("sleep 1000").isPresent(), 10_000));
        ProcessHandle silent = child("sleep 1000").orElseThrow();
        org.eclipse.core.runtime.jobs.Job[] jobs = org.eclipse.core.runtime.jobs.Job.getJobManager().find(engine);
        assertEquals(1, jobs.length);
        jobs[0].cancel(); // the Progress view's red button
        assertTrue("the request ends instead of 'Cancel Requested' for ever",
                waitFor(() -> jobs[0].getState() == org.eclipse.core.runtime.jobs.Job.NONE && !answer.isEmpty(), 10_000));
        assertTrue(answer.get(0), answer.get(0).startsWith("error: cancelled"));
        assertTrue("the silent process is killed", waitFor(() -> !silent.isAlive(), 5_000));
        assertEquals(null, engine.client());
    }

    @Test
    public void everyRequestHasATimeoutAndQueuedRequestsAreNotSentAfterIt() throws Exception {
        Assume.assumeTrue(SLEEP + " is absent", new File(SLEEP).canExecute());
        EnginePreferences.setTimeoutSeconds(2);
        GameEditor editor = gameWithBlackE5();
        EngineSession engine = editor.getEngine();
        engine.configure(SLEEP + " 1000", "a silent engine");
        engine.playAgainst(StoneColor.WHITE); // genmove: the engine never answers
        List<String> queued = new CopyOnWriteArrayList<>();
        engine.send("version", queued::add);
        long t0 = System.currentTimeMillis();
        assertTrue("the move fails at the timeout", waitFor(() -> engine.lastError() != null && !engine.isThinking(), 20_000));
        assertTrue(engine.lastError(), engine.lastError().contains("within 2 s"));
        assertTrue("about the timeout: " + (System.currentTimeMillis() - t0), System.currentTimeMillis() - t0 < 15_000);
        assertEquals("the engine no longer plays", StoneColor.EMPTY, engine.engineColor());
        assertTrue(waitFor(() -> !queued.isEmpty(), 10_000));
        assertTrue(queued.get(0), queued.get(0).contains("not sent"));
        assertFalse("no process is left", waitFor(() -> child("sleep 1000").isPresent(), 500));
        click(editor, "C3", 1); // the game goes on
        assertEquals(2, editor.getMoveNumber());
    }
}
