package owlbench.ui.agents;

import java.io.IOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;

import owlbench.agents.AgentContext;
import owlbench.agents.train.GenerationStats;
import owlbench.agents.train.TrainingRun;
import owlbench.sgf.SgfException;
import owlbench.ui.jobs.JobFamilies;

/**
 * A training of the Training view as a Job of the {@link JobFamilies#TRAINING} family: the agents
 * value the positions, then one unit of progress per generation; Cancel stops after the generation
 * in progress (its checkpoint saved, so the view can resume). What happens is told to a
 * {@link TrainingRun.Listener} on the job's thread and the end to {@link Done}; errors (a malformed
 * game file with its location, an absent file, a checkpoint of other settings) end the job with a
 * message, not a trace.
 */
final class TrainingJob extends Job {
    /** The end of a run: its result, or the error message. */
    interface Done {
        void finished(TrainingRun.Result result, String error);
    }

    private final TrainingForm.Settings settings;
    private final TrainingRun.Listener listener;
    private final Done done;

    TrainingJob(TrainingForm.Settings settings, TrainingRun.Listener listener, Done done) {
        super("Exodus training (" + String.join(",", settings.config().agents) + ", population "
                + settings.config().population + ", " + settings.config().generations + " generations)");
        this.settings = settings;
        this.listener = listener;
        this.done = done;
        setUser(false);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == JobFamilies.TRAINING;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        SubMonitor progress = SubMonitor.convert(monitor, getName(), settings.config().generations + 2);
        progress.subTask("the agents value the training positions");
        ExecutorService pool = Executors.newFixedThreadPool(settings.config().threads);
        TrainingRun run = new TrainingRun(settings.config(), settings.data(), settings.folder(), AgentContext.standard());
        boolean[] first = {true};
        try {
            TrainingRun.Result r = run.run(settings.resume(), true, pool, monitor::isCanceled, new TrainingRun.Listener() {
                @Override
                public void message(String line) {
                    listener.message(line);
                }

                @Override
                public void generation(GenerationStats s, int[] best, double f) {
                    if (first[0]) {
                        first[0] = false;
                        progress.worked(1 + s.generation);   // the agents' part, and generations resumed
                    } else {
                        progress.worked(1);
                    }
                    progress.subTask(String.format(java.util.Locale.ROOT, "generation %d: max %.4f, mean %.4f",
                            s.generation, s.max, s.mean));
                    listener.generation(s, best, f);
                }
            });
            done.finished(r, null);
            return r.cancelled ? Status.CANCEL_STATUS : Status.OK_STATUS;
        } catch (SgfException | IOException | IllegalArgumentException | java.io.UncheckedIOException e) {
            done.finished(null, e.getMessage());
            return Status.OK_STATUS;   // told in the view; no error dialog with a trace
        } finally {
            pool.shutdownNow();
            monitor.done();
        }
    }
}
