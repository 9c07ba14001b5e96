package owlbench.ui.reading;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerFilter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

import org.eclipse.ui.IEditorPart;

import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.client.ProcessGtpClient;
import owlbench.gtp.regress.TstFile;
import owlbench.ui.engine.EnginePreferences;
import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;
import owlbench.ui.game.GamePart;
import owlbench.ui.game.GameFiles;
import owlbench.gtp.client.GtpEngineFactory;
import owlbench.gtp.regress.RegressionReport;
import owlbench.gtp.regress.RegressionRunner;
import owlbench.gtp.regress.SuiteResult;
import owlbench.gtp.regress.TestResult;
import owlbench.gtp.regress.TestSelection;
import owlbench.gtp.regress.TestStatus;

/**
 * The regression view: runs GNU Go .tst suites against owlbench (in-process) as a Job with
 * progress, shows every test's result with filters for unexpected results, and marks tests that
 * fail or pass newly compared with the view's previous run.
 */
public class RegressionView extends ViewPart {

    /** The view's id in plugin.xml. */
    public static final String ID = "owlbench.ui.reading.regression";

    /** Which rows the table shows. */
    public enum Show {
        ALL, UNEXPECTED_FAIL, UNEXPECTED_PASS, CHANGED
    }

    private static final String[] COLUMNS = {"Suite", "Test", "Command", "Expected", "Answer", "Status", "Change"};
    private static final int[] WIDTHS = {110, 50, 220, 110, 110, 80, 110};

    private TableViewer table;
    private Label totals;
    private Combo showCombo;
    private Text selectionText;
    private Combo engineCombo;
    private final List<TestResult> rows = new ArrayList<>();
    private Map<String, TestStatus> previous = new HashMap<>();
    private Map<String, TestStatus> current = new HashMap<>();
    private RegressionReport report;

    @Override
    public void createPartControl(Composite parent) {
        parent = owlbench.ui.views.MinimumSize.wrap(parent); // a tiny part clips, never squeezes scroll bars (Gtk-CRITICAL)
        parent.setLayout(new GridLayout(1, false));
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        bar.setLayout(new GridLayout(10, false));
        Button run = new Button(bar, SWT.PUSH);
        run.setText("Run Suites...");
        run.addListener(SWT.Selection, e -> pickAndRun());
        Button rerun = new Button(bar, SWT.PUSH);
        rerun.setText("Re-run Selected");
        rerun.addListener(SWT.Selection, e -> {
            Object first = table.getStructuredSelection().getFirstElement();
            if (first instanceof TestResult t) {
                rerun(t, engineFactory());
            }
        });
        new Label(bar, SWT.NONE).setText("Engine:");
        engineCombo = new Combo(bar, SWT.READ_ONLY);
        engineCombo.setItems("owlbench (in-process)", "External: " + EnginePreferences.name());
        engineCombo.select(0);
        new Label(bar, SWT.NONE).setText("Tests (e.g. 1-20; empty: all):");
        selectionText = new Text(bar, SWT.BORDER);
        selectionText.setLayoutData(new GridData(100, SWT.DEFAULT));
        new Label(bar, SWT.NONE).setText("Show:");
        showCombo = new Combo(bar, SWT.READ_ONLY);
        showCombo.setItems("All tests", "Unexpected FAIL", "Unexpected PASS", "Newly failing/passing");
        showCombo.select(0);
        showCombo.addListener(SWT.Selection, e -> table.refresh());
        totals = new Label(bar, SWT.NONE);
        totals.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        table = new TableViewer(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI);
        table.getTable().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        for (int i = 0; i < COLUMNS.length; i++) {
            TableViewerColumn col = new TableViewerColumn(table, SWT.LEFT);
            col.getColumn().setText(COLUMNS[i]);
            col.getColumn().setWidth(WIDTHS[i]);
            final int column = i;
            col.setLabelProvider(new ColumnLabelProvider() {
                @Override
                public String getText(Object element) {
                    return text((TestResult) element, column);
                }
            });
        }
        table.setContentProvider(ArrayContentProvider.getInstance());
        table.addFilter(new ViewerFilter() {
            @Override
            public boolean select(Viewer viewer, Object parentElement, Object element) {
                TestResult t = (TestResult) element;
                switch (Show.values()[showCombo.getSelectionIndex()]) {
                    case UNEXPECTED_FAIL:
                        return t.status == TestStatus.UNEXPECTED_FAIL;
                    case UNEXPECTED_PASS:
                        return t.status == TestStatus.UNEXPECTED_PASS;
                    case CHANGED:
                        return !change(t).isEmpty();
                    default:
                        return true;
                }
            }
        });
        table.setInput(rows);
        table.addDoubleClickListener(e -> {
            Object first = table.getStructuredSelection().getFirstElement();
            if (first instanceof TestResult t) {
                String problem = openPosition(t);
                if (problem != null) {
                    totals.setText(problem);
                }
            }
        });
        getSite().setSelectionProvider(table);
    }

    private String text(TestResult t, int column) {
        switch (column) {
            case 0:
                return t.suite;
            case 1:
                return Integer.toString(t.number);
            case 2:
                return t.command;
            case 3:
                return t.expectedDisplay();
            case 4:
                return t.answer == null ? "" : t.answer;
            case 5:
                return t.status.word;
            default:
                return change(t);
        }
    }

    /** "newly failing" / "newly passing" compared with the previous run, else "". */
    public String change(TestResult t) {
        TestStatus before = previous.get(t.key());
        if (before == null) {
            return "";
        }
        if (before.passed() && t.status.failed()) {
            return "newly failing";
        }
        if (before.failed() && t.status.passed()) {
            return "newly passing";
        }
        return "";
    }

    private void pickAndRun() {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.OPEN | SWT.MULTI);
        dialog.setText("Run regression suites");
        dialog.setFilterExtensions(new String[] {"*.tst"});
        if (dialog.open() == null) {
            return;
        }
        List<Path> suites = new ArrayList<>();
        for (String name : dialog.getFileNames()) {
            suites.add(Path.of(dialog.getFilterPath(), name));
        }
        String spec = selectionText.getText().trim();
        TestSelection sel;
        try {
            sel = spec.isEmpty() ? TestSelection.all() : TestSelection.parse(spec);
        } catch (IllegalArgumentException e) {
            totals.setText(e.getMessage());
            return;
        }
        run(suites, sel, engineFactory());
    }

    /**
     * owlbench in-process, its files confined to each suite's folder (a suite cannot read or write
     * elsewhere), or the external engine of the GTP Engine preferences (60 s per command).
     */
    private GtpEngineFactory engineFactory() {
        if (engineCombo.getSelectionIndex() == 0) {
            return OwlbenchGtp.confinedFactory(19, 0.0);
        }
        return ProcessGtpClient.factory(ProcessGtpClient.splitCommandLine(EnginePreferences.commandLine()),
                EnginePreferences.timeoutMillis());
    }

    /** Runs test t again (alone, with its suite's setup commands) and replaces its row; returns the Job. */
    public Job rerun(TestResult t, GtpEngineFactory factory) {
        Path suite = suitePaths.get(t.suite);
        Display display = getSite().getShell().getDisplay();
        Job job = new Job("Regression: re-run " + t.key()) {
            @Override
            public boolean belongsTo(Object family) {
                return family == owlbench.ui.jobs.JobFamilies.REGRESSION;
            }

            @Override
            protected IStatus run(IProgressMonitor monitor) {
                SuiteResult r = new RegressionRunner(factory).run(suite, TestSelection.parse(Integer.toString(t.number)));
                display.asyncExec(() -> {
                    for (TestResult again : r.tests()) {
                        int i = indexOf(again.key());
                        if (i >= 0 && !table.getControl().isDisposed()) {
                            rows.set(i, again);
                            current.put(again.key(), again.status);
                            totals.setText("re-ran " + again.key() + ": " + again.status.word + " (was " + t.status.word + ")");
                            table.refresh();
                        }
                    }
                });
                return Status.OK_STATUS;
            }
        };
        job.setUser(true);
        job.schedule();
        return job;
    }

    private int indexOf(String key) {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).key().equals(key)) {
                return i;
            }
        }
        return -1;
    }

    private final Map<String, Path> suitePaths = new HashMap<>();
    private GamePart lastOpened;

    /**
     * Opens the position test t starts from (the suite's last loadsgf before it) in a game editor;
     * returns null, or what went wrong (file, line).
     */
    public String openPosition(TestResult t) {
        Path suite = suitePaths.get(t.suite);
        if (suite == null) {
            return "unknown suite " + t.suite;
        }
        String[] load = null;
        int loadLine = 0;
        try {
            for (TstFile.Line line : TstFile.read(suite).lines()) {
                if (line.number == t.number && line.isTest()) {
                    break;
                }
                String[] words = line.command.trim().split("\\s+");
                if (words.length >= 2 && words[0].equals("loadsgf")) {
                    load = words;
                    loadLine = line.lineNumber;
                }
            }
            if (load == null) {
                return suite + ": no loadsgf before test " + t.number;
            }
            Path game = suite.toAbsolutePath().getParent().resolve(load[1]);
            SgfNode root = SgfReader.read(game).games().get(0);
            GamePosition pos = load.length < 3 ? GameReplay.atEnd(root)
                    : load[2].matches("\\d+") ? GameReplay.atMove(root, Integer.parseInt(load[2]))
                    : GameReplay.untilVertex(root, load[2]);
            IEditorPart part = GameFiles.open(getSite().getPage(), game.toFile(), problem -> { });
            GamePart editor = GamePart.of(part);
            if (editor == null) {
                return suite + ":" + loadLine + ": cannot open " + game;
            }
            editor.goTo(pos.movesPlayed());
            lastOpened = editor;
            return null;
        } catch (java.io.IOException | SgfException | RuntimeException e) {
            return suite + ":" + loadLine + ": " + e.getMessage();
        }
    }

    /** The game editor the last double-click opened (for tests), or null. */
    public GamePart lastOpened() {
        return lastOpened;
    }

    /** Runs suites (selected tests) against engines from factory as a Job; the table fills as tests finish. */
    public Job run(List<Path> suites, TestSelection selection, GtpEngineFactory factory) {
        previous = current;
        report = null;
        for (Path p : suites) {
            suitePaths.put(p.getFileName().toString(), p);
        }
        current = new HashMap<>();
        rows.clear();
        table.refresh();
        Display display = getSite().getShell().getDisplay();
        Job job = new Job("Regression: " + suites.size() + (suites.size() == 1 ? " suite" : " suites")) {
            @Override
            public boolean belongsTo(Object family) {
                return family == owlbench.ui.jobs.JobFamilies.REGRESSION;
            }

            @Override
            protected IStatus run(IProgressMonitor monitor) {
                RegressionReport r = runSuites(getName(), suites, selection, factory, monitor,
                        t -> display.asyncExec(() -> add(t)));
                if (r == null) {
                    display.asyncExec(RegressionView.this::cancelled);
                    return Status.CANCEL_STATUS;
                }
                display.asyncExec(() -> finished(r));
                return Status.OK_STATUS;
            }
        };
        job.setUser(true);
        job.schedule();
        return job;
    }

    /**
     * A run's work, in its Job: progress counts the selected tests of all suites, and a cancel stops
     * the run before the next engine command (the test being read finishes: owlbench's reading
     * cannot be interrupted mid-search). Returns the report, or null when cancelled.
     */
    static RegressionReport runSuites(String task, List<Path> suites, TestSelection selection, GtpEngineFactory factory,
            IProgressMonitor monitor, java.util.function.Consumer<TestResult> onTest) {
        int total = 0;
        for (Path suite : suites) {
            try {
                for (TstFile.Line line : TstFile.read(suite).tests()) {
                    total += selection.includes(line.number) ? 1 : 0;
                }
            } catch (java.io.IOException e) {
                // the runner reports the unreadable suite in its result
            }
        }
        monitor.beginTask(task, total);
        RegressionReport r = new RegressionReport();
        int[] done = { 0 };
        int all = total;
        GtpEngineFactory stoppable = dir -> new CancellableEngine(factory.start(dir), monitor);
        for (Path suite : suites) {
            if (monitor.isCanceled()) {
                break;
            }
            String name = suite.getFileName().toString();
            RegressionRunner runner = new RegressionRunner(stoppable).onTest(t -> {
                if (monitor.isCanceled()) {
                    return; // the tests the runner skips after a cancel are not results
                }
                done[0]++;
                monitor.worked(1);
                monitor.subTask(name + ": test " + t.number + " (" + done[0] + " of " + all + ")");
                onTest.accept(t);
            });
            r.add(runner.run(suite, selection));
        }
        monitor.done();
        return monitor.isCanceled() ? null : r;
    }

    /** An engine whose next command fails once the run is cancelled, so the runner stops asking it. */
    private static final class CancellableEngine implements owlbench.gtp.client.GtpClient {
        private final owlbench.gtp.client.GtpClient engine;
        private final IProgressMonitor monitor;

        CancellableEngine(owlbench.gtp.client.GtpClient engine, IProgressMonitor monitor) {
            this.engine = engine;
            this.monitor = monitor;
        }

        @Override
        public owlbench.gtp.client.GtpReply send(String command) throws java.io.IOException {
            if (monitor.isCanceled()) {
                throw new java.io.IOException("cancelled");
            }
            return engine.send(command);
        }

        @Override
        public String description() {
            return engine.description();
        }

        @Override
        public void close() {
            engine.close();
        }

        @Override
        public void kill() {
            engine.kill();
        }
    }

    private void cancelled() {
        if (table.getControl().isDisposed()) {
            return;
        }
        totals.setText("cancelled after " + rows.size() + " tests");
        totals.getParent().layout();
    }

    private void add(TestResult t) {
        if (table.getControl().isDisposed()) {
            return;
        }
        rows.add(t);
        current.put(t.key(), t.status);
        table.add(t);
        totals.setText(rows.size() + " tests so far");
    }

    private void finished(RegressionReport r) {
        if (table.getControl().isDisposed()) {
            return;
        }
        report = r;
        StringBuilder sb = new StringBuilder();
        for (TestStatus s : TestStatus.values()) {
            sb.append(s.word).append(' ').append(r.total(s)).append("  ");
        }
        int newlyFailing = 0;
        int newlyPassing = 0;
        for (TestResult t : rows) {
            String c = change(t);
            newlyFailing += c.equals("newly failing") ? 1 : 0;
            newlyPassing += c.equals("newly passing") ? 1 : 0;
        }
        sb.append("| newly failing ").append(newlyFailing).append(", newly passing ").append(newlyPassing);
        for (SuiteResult s : r.suites()) {
            if (s.fatalError() != null) {
                sb.append(" | ").append(s.suite).append(": ").append(s.fatalError());
            }
        }
        totals.setText(sb.toString());
        totals.getParent().layout();
        table.refresh();
    }

    /** Shows only some rows. */
    public void setShow(Show show) {
        showCombo.select(show.ordinal());
        table.refresh();
    }

    /** The finished run's report, or null while running / before the first run. */
    public RegressionReport getReport() {
        return report;
    }

    public TableViewer getTable() {
        return table;
    }

    public String getTotals() {
        return totals.getText();
    }

    @Override
    public void setFocus() {
        table.getControl().setFocus();
    }
}
