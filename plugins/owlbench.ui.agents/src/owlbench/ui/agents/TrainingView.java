package owlbench.ui.agents;

import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

import owlbench.agents.train.GenerationStats;
import owlbench.agents.train.TrainingRun;

/**
 * Window > Show View > Training: an Exodus training configured in the view and run as a Job
 * (progress per generation, Cancel; Resume goes on from the output folder's checkpoint as
 * "./owlbench train --resume" does), with the max, mean and min fitness of each generation plotted
 * as they come, a log of the run, and the best weights saved to the output folder's best.weights.
 */
public final class TrainingView extends ViewPart {
    /** The view's id in plugin.xml. */
    public static final String ID = "owlbench.ui.agents.training";

    private TrainingForm form;
    private Button start;
    private Button cancel;
    private Label status;
    private FitnessChart chart;
    private Text log;
    private TrainingJob job;
    private TrainingRun.Result last;
    private Path bestWeights;

    @Override
    public void createPartControl(Composite parent) {
        SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
        // the settings scroll when the view is small (it opens under the game editor)
        ScrolledComposite scroll = new ScrolledComposite(sash, SWT.V_SCROLL | SWT.H_SCROLL);
        Composite left = new Composite(scroll, SWT.NONE);
        scroll.setContent(left);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        scroll.addListener(SWT.Resize, e -> {
            int w = scroll.getClientArea().width;
            scroll.setMinSize(left.computeSize(Math.max(w, 320), SWT.DEFAULT));
        });
        left.setLayout(new GridLayout(1, false));
        form = new TrainingForm(left);
        form.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Composite buttons = new Composite(left, SWT.NONE);
        buttons.setLayout(new GridLayout(2, true));
        start = new Button(buttons, SWT.PUSH);
        start.setText("Start");
        start.setToolTipText("Start the training (or resume it when Resume is ticked)");
        start.addListener(SWT.Selection, e -> start());
        cancel = new Button(buttons, SWT.PUSH);
        cancel.setText("Cancel");
        cancel.setToolTipText("Stop after the generation in progress; its checkpoint is kept for Resume");
        cancel.setEnabled(false);
        cancel.addListener(SWT.Selection, e -> cancel());
        status = new Label(left, SWT.WRAP);
        GridData statusData = new GridData(SWT.FILL, SWT.TOP, true, false);
        statusData.widthHint = 300;
        status.setLayoutData(statusData);
        status.setText("Set the training up and press Start.");
        log = new Text(left, SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
        GridData logData = new GridData(SWT.FILL, SWT.FILL, true, true);
        logData.heightHint = 120;
        log.setLayoutData(logData);
        chart = new FitnessChart(sash);
        sash.setWeights(50, 50);
    }

    /** Starts a training with the form's settings; a wrong field is said in the status line. */
    public void start() {
        if (job != null) {
            return;
        }
        TrainingForm.Settings s;
        try {
            s = form.read();
        } catch (IllegalArgumentException e) {
            status.setText(e.getMessage());
            return;
        }
        if (!s.resume()) {
            chart.clear();
        }
        log.setText("");
        last = null;
        status.setText("Training: the agents value the training positions...");
        Display display = status.getDisplay();
        job = new TrainingJob(s, new TrainingRun.Listener() {
            @Override
            public void message(String line) {
                ui(display, () -> log.append(line + "\n"));
            }

            @Override
            public void generation(GenerationStats g, int[] best, double f) {
                ui(display, () -> {
                    chart.add(g);
                    log.append(g.tsv() + "\n");
                    status.setText(String.format(Locale.ROOT, "Generation %d of %d: max %.2f%%, mean %.2f%%, min %.2f%%",
                            g.generation, s.config().generations, 100 * g.max, 100 * g.mean, 100 * g.min));
                });
            }
        }, (r, error) -> ui(display, () -> finished(s, r, error)));
        form.setEditable(false);
        start.setEnabled(false);
        cancel.setEnabled(true);
        job.schedule();
    }

    private static void ui(Display display, Runnable r) {
        if (!display.isDisposed()) {
            display.asyncExec(r);
        }
    }

    private void finished(TrainingForm.Settings s, TrainingRun.Result r, String error) {
        job = null;
        if (status.isDisposed()) {
            return;
        }
        form.setEditable(true);
        start.setEnabled(true);
        cancel.setEnabled(false);
        last = r;
        if (error != null) {
            status.setText("Training failed: " + error);
            log.append(error + "\n");
            return;
        }
        if (r.bestWeights == null) {
            status.setText("Cancelled before the first generation ended; nothing saved.");
            return;
        }
        bestWeights = r.bestWeights;
        // a resumed run reports only its new generations: show the whole run, as the checkpoint has it
        chart.clear();
        for (GenerationStats g : r.stats) {
            chart.add(g);
        }
        String best = String.format(Locale.ROOT, "best %.2f%% of %d training moves", 100 * r.bestFitness, r.trainingPositions);
        if (r.cancelled) {
            status.setText("Cancelled after generation " + (r.stats.size() - 1) + " (" + best + "); tick Resume and Start to go on. "
                    + "Best weights: " + r.bestWeights);
        } else {
            status.setText("Done: " + best + (Double.isNaN(r.testFitness) ? ""
                    : String.format(Locale.ROOT, ", %.2f%% of %d test moves", 100 * r.testFitness, r.testPositions))
                    + ". Best weights: " + r.bestWeights);
        }
    }

    /** Cancels the running training (it stops after the generation in progress). */
    public void cancel() {
        Job j = job;
        if (j != null) {
            j.cancel();
            status.setText("Cancelling after the generation in progress...");
        }
    }

    /** True while a training runs. */
    public boolean isRunning() {
        return job != null;
    }

    /** The form (tests fill it). */
    public TrainingForm form() {
        return form;
    }

    /** The chart. */
    public FitnessChart chart() {
        return chart;
    }

    /** The status line under the buttons. */
    public String statusText() {
        return status.getText();
    }

    /** The last run's result (null before the first ends or after a failure). */
    public TrainingRun.Result lastResult() {
        return last;
    }

    /** The best weights file of the last run that saved one, or null. */
    public Path bestWeights() {
        return bestWeights;
    }

    @Override
    public void setFocus() {
        start.setFocus();
    }

    @Override
    public void dispose() {
        cancel();
        super.dispose();
    }
}
