package owlbench.ui.jobs;

import java.util.function.BooleanSupplier;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;

/**
 * The families of owlbench's background jobs (as EGit's JobFamilies): every job says which family
 * it belongs to, so that the UI can cancel a whole family and tests can wait for one to finish
 * instead of sleeping. Also the wait itself, which runs the display loop while it waits, because
 * jobs hand their results to the UI thread.
 */
public final class JobFamilies {
    /** Tactical, connection and owl reads opened in the Reading Tree view. */
    public static final Object READING = new Family("owlbench reading");
    /** Regression suite runs and re-runs of the Regression view. */
    public static final Object REGRESSION = new Family("owlbench regression");
    /**
     * owlbench's own analyses of a game editor's position through the engine's Java API: the
     * Analysis view's own group, the score estimate in the status line, Point Properties' status,
     * eye space and influence.
     */
    public static final Object ANALYSIS = new Family("owlbench analysis");
    /** Requests to a GTP engine attached to a game editor (owlbench's own or an external one). */
    public static final Object ENGINE = new Family("owlbench engine");
    /** Live pattern matching of the Live Matches view. */
    public static final Object LIVE_MATCHES = new Family("owlbench live matches");
    /** "Where does this pattern fire" searches of the Pattern Hits view. */
    public static final Object PATTERN_SEARCH = new Family("owlbench pattern search");
    /** Exodus trainings of the Training view (owlbench.ui.agents). */
    public static final Object TRAINING = new Family("owlbench training");
    /** Agent heat maps computed for the game editor (owlbench.ui.agents). */
    public static final Object HEAT_MAP = new Family("owlbench heat map");

    private JobFamilies() {
    }

    /** A family token with a readable name (for the debugger and failure messages). */
    private record Family(String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** True if no job of the family is waiting, sleeping or running. */
    public static boolean idle(Object family) {
        return Job.getJobManager().find(family).length == 0;
    }

    /**
     * Runs the display loop until no job of the family is left, at most {@code millis}; true if the
     * family finished. Call on the display thread.
     */
    public static boolean join(Object family, long millis) {
        return waitUntil(() -> idle(family), millis);
    }

    /**
     * Runs the display loop until {@code done} holds, at most {@code millis}; true if it holds. The
     * loop sleeps in the display (woken by its events or a 20 ms timer), never in Thread.sleep.
     * Call on the display thread.
     */
    public static boolean waitUntil(BooleanSupplier done, long millis) {
        Display display = Display.getCurrent();
        if (display == null) throw new IllegalStateException("JobFamilies.waitUntil runs on the display thread");
        long end = System.currentTimeMillis() + millis;
        while (!done.getAsBoolean() && System.currentTimeMillis() < end) {
            if (!display.readAndDispatch()) {
                display.timerExec(20, () -> {
                });
                display.sleep();
            }
        }
        return done.getAsBoolean();
    }
}
