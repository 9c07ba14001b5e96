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

/**
 * The Analysis view: two groups of analyze commands, run on the active editor's position in a Job and
 * drawn as a board overlay; with auto-refresh the chosen analysis runs again after every move or
 * navigation. The first group is owlbench's own analyses (whatever gogui-analyze_commands owlbench's
 * in-process engine offers: worm status, reading, and what engine modules add), always there without
 * an external engine; the second the attached engine's (its gogui-analyze_commands, or built-in GNU Go
 * analyses for GNU Go), listed by Load Commands.
 */
public class AnalysisView extends ViewPart implements GameModel.Listener {

    /** The view's id, as registered in plugin.xml. */
    public static final String ID = "owlbench.ui.views.analysis";

    private org.eclipse.swt.widgets.List list;
    private Button auto;
    private Text output;
    private Label engineLabel;
    private ActiveGameTracker tracker;
    private GameEditor editor;
    /** The list's rows: a group's title (command null) or a command of that group's engine. */
    private record Row(EngineSession session, AnalyzeCommand command, String title) {
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
        output = new Text(parent, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL | SWT.BORDER);
        GridData od = new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1);
        od.heightHint = 80;
        od.minimumHeight = 40;
        output.setLayoutData(od);
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
        ownRows.clear();
        engineRows.clear();
        showRows();
        // an answer about another editor's position would mislead
        output.setText("");
        pointFor = null;
        if (editor != null) {
            editor.getModel().addListener(this);
            loadOwnCommands();
        }
        updateLabel();
    }

    /** Lists owlbench's own analyses: the in-process engine starts in a Job, so the UI does not wait. */
    private void loadOwnCommands() {
        GameEditor target = editor;
        EngineSession own = target.getOwnEngine();
        own.analyzeCommands(found -> {
            if (list.isDisposed() || editor != target) {
                return;
            }
            ownRows.clear();
            ownRows.add(new Row(own, null, "owlbench's own analyses (in-process)"));
            for (AnalyzeCommand c : found) {
                ownRows.add(new Row(own, c, null));
            }
            if (found.isEmpty()) {
                output.setText("owlbench's own engine lists no analyses" + (own.lastError() != null ? ": " + own.lastError() : "."));
            }
            showRows();
        });
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
            if (r.command() == null) {
                list.add("\u2014 " + r.title() + " \u2014");
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
            engineRows.add(new Row(engine, null, engine.name() + "'s analyses"));
            for (AnalyzeCommand c : found) {
                engineRows.add(new Row(engine, c, null));
            }
            showRows();
            output.setText(found.isEmpty()
                    ? "The engine offers no analyze commands" + (engine.lastError() != null ? ": " + engine.lastError() : ".")
                    : found.size() + " analyze commands.");
            updateLabel();
        });
    }

    /** The commands listed, both groups, in list order without the group titles (for tests). */
    public List<AnalyzeCommand> getCommands() {
        List<AnalyzeCommand> out = new ArrayList<>();
        for (Row r : rows) {
            if (r.command() != null) {
                out.add(r.command());
            }
        }
        return out;
    }

    /** The commands of owlbench's own group (empty until the in-process engine has listed them). */
    public List<AnalyzeCommand> getOwnCommands() {
        List<AnalyzeCommand> out = new ArrayList<>();
        for (Row r : ownRows) {
            if (r.command() != null) {
                out.add(r.command());
            }
        }
        return out;
    }

    /** Selects the command at {@code index} of {@link #getCommands()}. */
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

    /** Selects the first command of owlbench's own group running {@code command} (e.g. "worm_status"); false if none. */
    public boolean selectOwn(String command) {
        for (Row r : ownRows) {
            if (r.command() != null && r.command().command().equals(command)) {
                list.select(rows.indexOf(r));
                return true;
            }
        }
        return false;
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
        if (editor == null || row == null || row.command() == null) {
            output.setText("Select an analyze command first.");
            return;
        }
        AnalyzeCommand c = row.command();
        if (c.whyNotRunnable() != null) {
            output.setText(c.label() + ": " + c.whyNotRunnable());
            return;
        }
        if (c.needsPoint()) {
            if (!c.equals(pointFor) || editor != pointEditor) {
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

    private void runOn(Row row, AnalyzeCommand c) {
        GameEditor target = editor;
        row.session().analyze(c, result -> {
            running = false;
            if (result != null && !output.isDisposed()) {
                runs++;
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
    }

    @Override
    public void gameChanged(GameModel model) {
        if (list.isDisposed() || editor == null) {
            return;
        }
        if (auto.getSelection() && selectedRow() != null && selectedRow().command() != null) {
            run();
        } else {
            editor.getCanvas().setAnalysis(null); // an overlay of another position would mislead
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
