package owlbench.ui.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

import owlbench.board.StoneColor;
import owlbench.ui.engine.EnginePreferences;
import owlbench.ui.game.EngineSession;
import owlbench.ui.game.GameEditor;
import owlbench.ui.model.AnalyzeCommand;
import owlbench.ui.model.GameModel;
import owlbench.ui.model.Legend;
import owlbench.ui.model.OwnAnalysis;
import owlbench.ui.model.OwnResult;

/**
 * The Analysis view: two groups of analyses, run on the active editor's position in a Job and drawn
 * as a board overlay with a legend; with auto-refresh the chosen analysis runs again after every
 * move or navigation. The first group is owlbench's own analyses ({@link OwnAnalysis}: worm status,
 * dragons, eye spaces, half and false eyes, unconditional life, influence heat maps, territory,
 * moyo and area, the score estimate, and questions about a clicked point), which call the engine's
 * Java API on the editor's shared {@link owlbench.engine.PositionAnalysis}, always there without an
 * external engine; the second the attached engine's, through GTP (its gogui-analyze_commands, or
 * built-in GNU Go analyses for GNU Go), listed by Load Commands.
 */
public class AnalysisView extends ViewPart implements GameModel.Listener {

    /** The view's id, as registered in plugin.xml. */
    public static final String ID = "owlbench.ui.views.analysis";

    private org.eclipse.swt.widgets.List list;
    private Button auto;
    private Text output;
    private LegendPanel legend;
    private Label engineLabel;
    private ActiveGameTracker tracker;
    private GameEditor editor;
    /**
     * The list's rows: a group's title (command and own analysis null), one of owlbench's own
     * analyses, or a command of the attached engine.
     */
    private record Row(EngineSession session, AnalyzeCommand command, OwnAnalysis own, String title) {
        boolean isTitle() {
            return command == null && own == null;
        }
    }

    private final List<Row> rows = new ArrayList<>();
    private final List<Row> ownRows = new ArrayList<>();
    private final List<Row> engineRows = new ArrayList<>();
    private boolean running;
    private boolean pending;
    private int runs;

    @Override
    public void createPartControl(Composite parent) {
        parent = owlbench.ui.views.MinimumSize.wrap(parent); // a tiny part clips, never squeezes scroll bars (Gtk-CRITICAL)
        parent.setLayout(new GridLayout(3, false));
        engineLabel = new Label(parent, SWT.WRAP);
        engineLabel.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        list = new org.eclipse.swt.widgets.List(parent, SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL);
        GridData ld = new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1);
        // a long command list scrolls: without a hint its preferred height is every row, and the
        // answer pane below was squeezed to nothing after Load Commands
        ld.heightHint = 120;
        list.setLayoutData(ld);
        list.addListener(SWT.DefaultSelection, e -> run());
        Button load = new Button(parent, SWT.PUSH);
        load.setText("Load Commands");
        load.setToolTipText("List the attached engine's analyze commands (Window > Preferences > GTP Engine)");
        load.addListener(SWT.Selection, e -> loadCommands());
        Button runButton = new Button(parent, SWT.PUSH);
        runButton.setText("Run");
        runButton.addListener(SWT.Selection, e -> run());
        Button clear = new Button(parent, SWT.PUSH);
        clear.setText("Clear");
        clear.addListener(SWT.Selection, e -> clear());
        auto = new Button(parent, SWT.CHECK);
        auto.setText("Auto-refresh after each move");
        auto.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        legend = new LegendPanel(parent);
        legend.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1));
        output = new Text(parent, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL | SWT.BORDER);
        GridData od = new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1);
        od.heightHint = 80;
        od.minimumHeight = 40;
        output.setLayoutData(od);
        ownRows.add(new Row(null, null, null, "owlbench's own analyses (engine Java API)"));
        for (OwnAnalysis a : OwnAnalysis.values()) {
            ownRows.add(new Row(null, null, a, null));
        }
        showRows();
        tracker = new ActiveGameTracker(getSite().getPage(), this::follow);
        // the label names the engine of the preferences: follow their changes
        preferences = InstanceScope.INSTANCE.getNode("owlbench.ui");
        preferences.addPreferenceChangeListener(preferenceListener);
        updateLabel();
    }

    private IEclipsePreferences preferences;
    private final IEclipsePreferences.IPreferenceChangeListener preferenceListener = e -> {
        if (engineLabel != null && !engineLabel.isDisposed()) engineLabel.getDisplay().asyncExec(this::updateLabel);
    };

    /** The engine line shown above the list (for tests). */
    public String getEngineText() {
        return engineLabel.getText();
    }

    /** True if the answer pane below the list can be seen (for tests). */
    public boolean isOutputVisible() {
        return output.isVisible() && output.getSize().y > 0;
    }

    private void follow(GameEditor next) {
        if (editor != null) {
            editor.getModel().removeListener(this);
        }
        editor = next;
        engineRows.clear();
        showRows();
        // an answer about another editor's position would mislead
        output.setText("");
        legend.show(Legend.NONE);
        pointFor = null;
        if (editor != null) {
            editor.getModel().addListener(this);
        }
        updateLabel();
    }

    /** Fills the list from the two groups, keeping the selected command selected. */
    private void showRows() {
        Row selected = selectedRow();
        rows.clear();
        rows.addAll(ownRows);
        rows.addAll(engineRows);
        if (list.isDisposed()) {
            return;
        }
        list.removeAll();
        for (Row r : rows) {
            if (r.isTitle()) {
                list.add("\u2014 " + r.title() + " \u2014");
            } else if (r.own() != null) {
                list.add("   " + r.own().label() + (r.own().needsPoint() ? "  (click a point)" : r.own().drawsOnBoard() ? "  [overlay]" : "  [text]"));
            } else {
                String why = r.command().whyNotRunnable();
                String hint = why != null ? "  (" + why + ")" : r.command().needsPoint() ? "  (click a point)" : "";
                list.add("   " + r.command().label() + "  [" + r.command().type() + "]" + hint);
            }
        }
        if (selected != null && rows.contains(selected)) {
            list.select(rows.indexOf(selected));
        }
    }

    private Row selectedRow() {
        int i = list.isDisposed() ? -1 : list.getSelectionIndex();
        return i >= 0 && i < rows.size() ? rows.get(i) : null;
    }

    private void updateLabel() {
        if (engineLabel.isDisposed()) {
            return;
        }
        engineLabel.setText(engineText());
        engineLabel.getParent().layout();
    }

    /**
     * "Engine: GNU Go (starts on Load Commands)", the running engine's description, or, when the
     * preferences name another engine than the one running, both.
     */
    private String engineText() {
        if (editor == null) return "No game editor is active";
        EngineSession engine = editor.getEngine();
        String preferred = EnginePreferences.name();
        if (engine.client() == null) return "Engine: " + preferred + " (starts on Load Commands)";
        String running = engine.client().description();
        if (engine.commandLine() != null && !engine.commandLine().equals(EnginePreferences.commandLine())) {
            return "Engine: " + running + " (running); the preferences now name " + preferred
                    + (engine.engineColor() == StoneColor.EMPTY ? ", started by Load Commands" : ", used by the next game");
        }
        return "Engine: " + running;
    }

    /** Starts the attached engine if needed and lists its analyze commands (the second group). */
    public void loadCommands() {
        if (editor == null) {
            output.setText("No game editor is active.");
            return;
        }
        EngineSession engine = editor.getEngine();
        if (engine.engineColor() == StoneColor.EMPTY) {
            // the engine of the preferences (configure restarts only an engine whose command changed);
            // an engine playing a game is not swapped under it
            engine.configure(EnginePreferences.commandLine(), EnginePreferences.name());
        }
        output.setText("Asking " + engine.name() + " for its analyze commands...");
        GameEditor target = editor;
        engine.analyzeCommands(found -> {
            if (list.isDisposed() || editor != target) {
                return;
            }
            engineRows.clear();
            engineRows.add(new Row(engine, null, null, engine.name() + "'s analyses (GTP)"));
            for (AnalyzeCommand c : found) {
                engineRows.add(new Row(engine, c, null, null));
            }
            showRows();
            output.setText(found.isEmpty()
                    ? "The engine offers no analyze commands" + (engine.lastError() != null ? ": " + engine.lastError() : ".")
                    : found.size() + " analyze commands.");
            updateLabel();
        });
    }

    /** The attached engine's commands listed, in list order (for tests; empty until Load Commands). */
    public List<AnalyzeCommand> getCommands() {
        List<AnalyzeCommand> out = new ArrayList<>();
        for (Row r : engineRows) {
            if (r.command() != null) {
                out.add(r.command());
            }
        }
        return out;
    }

    /** owlbench's own analyses listed, in list order. */
    public List<OwnAnalysis> getOwnAnalyses() {
        List<OwnAnalysis> out = new ArrayList<>();
        for (Row r : ownRows) {
            if (r.own() != null) {
                out.add(r.own());
            }
        }
        return out;
    }

    /** Selects the attached engine's command at {@code index} of {@link #getCommands()}. */
    public void select(int index) {
        int seen = -1;
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).command() != null && ++seen == index) {
                list.select(i);
                return;
            }
        }
        throw new IndexOutOfBoundsException("no command " + index + " in " + getCommands());
    }

    /** Selects one of owlbench's own analyses. */
    public void selectOwn(OwnAnalysis analysis) {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).own() == analysis) {
                list.select(i);
                return;
            }
        }
        throw new IllegalStateException(analysis + " is not listed");
    }

    /** The legend shown for the overlay on the board (empty for none). */
    public Legend getLegend() {
        return legend.legend();
    }

    public void setAutoRefresh(boolean on) {
        auto.setSelection(on);
    }

    /** Text shown under the list (answers of text commands, errors). */
    public String getOutputText() {
        return output.getText();
    }

    /** Number of analyses delivered so far (for tests). */
    public int getRuns() {
        return runs;
    }

    /** Runs the selected analysis on the active editor's position. */
    public void run() {
        Row row = selectedRow();
        if (editor == null || row == null || row.isTitle()) {
            output.setText(editor == null ? "No game editor is active." : "Select an analysis first.");
            return;
        }
        if (row.own() != null) {
            runOwn(row.own());
            return;
        }
        AnalyzeCommand c = row.command();
        if (c.whyNotRunnable() != null) {
            output.setText(c.label() + ": " + c.whyNotRunnable());
            return;
        }
        if (c.needsPoint()) {
            if (!c.equals(pointFor) || editor != pointEditor) {
                if (refreshing) {
                    return; // an auto-refresh never takes the user's next click
                }
                askPoint(row, c);
                return;
            }
            c = c.withPoint(pointVertex); // auto-refresh asks about the same point again
        }
        if (running) {
            pending = true;
            return;
        }
        running = true;
        runOn(row, c);
    }

    /** The command whose point was clicked last, the editor it was clicked in and the point. */
    private AnalyzeCommand pointFor;
    private GameEditor pointEditor;
    private String pointVertex;

    /** As GoGui: the next click on the board gives the point the command asks about. */
    private void askPoint(Row row, AnalyzeCommand c) {
        GameEditor target = editor;
        output.setText(c.label() + ": click a point on the board (Escape cancels)");
        target.pickPoint("Click a point for " + c.label() + " (Escape cancels)", point -> {
            if (output.isDisposed()) {
                return;
            }
            pointFor = c;
            pointEditor = target;
            pointVertex = owlbench.board.Vertex.toString(point, target.getModel().boardSize());
            run();
        });
        target.setFocus();
    }

    /** True while an auto-refresh runs the analysis again, and while the click that gave its point runs it. */
    private boolean refreshing, pointJustGiven;

    /** Runs the selected analysis again after a change of the position (auto-refresh): a point asked for before is reused. */
    private void refresh() {
        refreshing = true;
        try {
            run();
        } finally {
            refreshing = false;
        }
    }

    /** The own analysis whose point was clicked last (in {@link #pointEditor}), and the point. */
    private OwnAnalysis ownPointFor;
    private int ownPoint;

    /** Runs one of owlbench's own analyses in a Job of the ANALYSIS family, asking for a point first if it needs one. */
    private void runOwn(OwnAnalysis a) {
        GameEditor target = editor;
        // a Run asks for the point again; an auto-refresh asks about the same point, and never asks
        // for a click itself (in another editor, the user's next click would be taken from them)
        boolean known = a == ownPointFor && target == pointEditor;
        if (a.needsPoint() && refreshing && !known) {
            return;
        }
        if (a.needsPoint() && !refreshing && !pointJustGiven) {
            output.setText(a.label() + ": click a point on the board (Escape cancels)");
            target.pickPoint("Click a point for " + a.label() + " (Escape cancels)", point -> {
                if (output.isDisposed()) {
                    return;
                }
                ownPointFor = a;
                pointEditor = target;
                ownPoint = point;
                pointJustGiven = true;
                try {
                    run();
                } finally {
                    pointJustGiven = false;
                }
            });
            target.setFocus();
            return;
        }
        if (running) {
            pending = true;
            return;
        }
        running = true;
        int point = a.needsPoint() ? ownPoint : owlbench.board.Board.PASS;
        owlbench.engine.PositionAnalysis analysis = target.currentAnalysis();
        org.eclipse.swt.widgets.Display display = list.getDisplay();
        long started = System.nanoTime();
        org.eclipse.core.runtime.jobs.Job job = new org.eclipse.core.runtime.jobs.Job("owlbench analysis: " + a.label()) {
            @Override
            public boolean belongsTo(Object family) {
                return family == owlbench.ui.jobs.JobFamilies.ANALYSIS;
            }

            @Override
            protected org.eclipse.core.runtime.IStatus run(org.eclipse.core.runtime.IProgressMonitor monitor) {
                monitor.beginTask(a.label(), org.eclipse.core.runtime.IProgressMonitor.UNKNOWN);
                OwnResult result;
                String error = null;
                try {
                    result = monitor.isCanceled() ? null : a.run(analysis, point);
                } catch (owlbench.engine.AnalysisException | RuntimeException e) {
                    result = null;
                    error = e.getMessage() == null ? e.toString() : e.getMessage();
                }
                OwnResult done = result;
                String failed = error;
                double millis = (System.nanoTime() - started) / 1e6;
                if (!display.isDisposed()) {
                    display.asyncExec(() -> deliverOwn(target, analysis, a, done, failed, millis));
                }
                monitor.done();
                return monitor.isCanceled() ? org.eclipse.core.runtime.Status.CANCEL_STATUS : org.eclipse.core.runtime.Status.OK_STATUS;
            }
        };
        job.setUser(false);
        job.schedule();
    }

    /** On the UI thread: shows an own analysis' answer if the editor is still at the analysed position. */
    private void deliverOwn(GameEditor target, owlbench.engine.PositionAnalysis analysis, OwnAnalysis a, OwnResult result,
            String error, double millis) {
        running = false;
        if (output.isDisposed()) {
            return;
        }
        boolean current = editor == target && target.getCanvas() != null && !target.getCanvas().isDisposed()
                && target.currentAnalysis() == analysis;
        if (current) {
            runs++;
            lastMillis = millis;
            if (error != null) {
                output.setText(a.label() + ": " + error);
                target.getCanvas().setAnalysis(null);
                legend.show(Legend.NONE);
            } else {
                target.getCanvas().setAnalysis(a.drawsOnBoard() ? result.overlay() : null);
                legend.show(a.drawsOnBoard() ? result.legend() : Legend.NONE);
                String where = a.needsPoint() ? " " + owlbench.board.Vertex.toString(ownPoint, target.getModel().boardSize()) : "";
                output.setText(a.label() + where + (result.text().isEmpty() ? "" : ":\n" + result.text()));
            }
        }
        if (pending || !current && auto.getSelection()) {
            pending = false;
            refresh();
        }
    }

    private double lastMillis = Double.NaN;

    /** Milliseconds the last delivered own analysis took, from the click to its answer (for tests and figures). */
    public double getLastMillis() {
        return lastMillis;
    }

    private void runOn(Row row, AnalyzeCommand c) {
        GameEditor target = editor;
        row.session().analyze(c, result -> {
            running = false;
            if (result != null && !output.isDisposed()) {
                runs++;
                legend.show(Legend.NONE); // an engine's overlay has no legend of ours
                if (result.error() != null) {
                    output.setText(c.label() + ": " + result.error());
                    target.getCanvas().setAnalysis(null);
                } else {
                    target.getCanvas().setAnalysis(c.drawsOnBoard() ? result.overlay() : null);
                    String text = c.drawsOnBoard() ? result.overlay().text() : result.answer();
                    output.setText(c.label() + (text.isEmpty() ? "" : ":\n" + text));
                }
            }
            if (pending || result == null && auto.getSelection()) {
                pending = false;
                run();
            }
        });
    }

    /** Removes the analysis overlay from the board. */
    public void clear() {
        if (editor != null) {
            editor.getCanvas().setAnalysis(null);
        }
        output.setText("");
        legend.show(Legend.NONE);
    }

    @Override
    public void gameChanged(GameModel model) {
        if (list.isDisposed() || editor == null) {
            return;
        }
        if (auto.getSelection() && selectedRow() != null && !selectedRow().isTitle()) {
            refresh();
        } else {
            editor.getCanvas().setAnalysis(null); // an overlay of another position would mislead
            legend.show(Legend.NONE);
        }
    }

    @Override
    public void setFocus() {
        list.setFocus();
    }

    @Override
    public void dispose() {
        if (editor != null) {
            editor.getModel().removeListener(this);
        }
        if (tracker != null) {
            tracker.dispose();
        }
        if (preferences != null) {
            preferences.removePreferenceChangeListener(preferenceListener);
        }
        super.dispose();
    }
}
