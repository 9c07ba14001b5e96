package owlbench.ui.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

import owlbench.board.Color;
import owlbench.ui.engine.EnginePreferences;
import owlbench.ui.game.EngineSession;
import owlbench.ui.game.GameEditor;
import owlbench.ui.model.AnalyzeCommand;
import owlbench.ui.model.GameModel;

/**
 * The Analysis view: the attached engine's analyze commands (gogui-analyze_commands, or built-in
 * GNU Go analyses for GNU Go), run on the active editor's position in a Job and drawn as a board
 * overlay; with auto-refresh the chosen analysis runs again after every move or navigation.
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
    private final List<AnalyzeCommand> commands = new ArrayList<>();
    private boolean running;
    private boolean pending;
    private int runs;

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(3, false));
        engineLabel = new Label(parent, SWT.WRAP);
        engineLabel.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        Label own = new Label(parent, SWT.WRAP);
        own.setText("owlbench's own analyses (attack, defend ...): set the engine to 'owlbench' in Window > Preferences");
        own.setEnabled(false);
        own.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        list = new org.eclipse.swt.widgets.List(parent, SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL);
        list.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        list.addListener(SWT.DefaultSelection, e -> run());
        Button load = new Button(parent, SWT.PUSH);
        load.setText("Load Commands");
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
        output.setLayoutData(od);
        tracker = new ActiveGameTracker(getSite().getPage(), this::follow);
        updateLabel();
    }

    private void follow(GameEditor next) {
        if (editor != null) {
            editor.getModel().removeListener(this);
        }
        editor = next;
        commands.clear();
        if (!list.isDisposed()) {
            list.removeAll();
        }
        if (editor != null) {
            editor.getModel().addListener(this);
        }
        updateLabel();
    }

    private void updateLabel() {
        if (engineLabel.isDisposed()) {
            return;
        }
        engineLabel.setText(editor == null ? "No game editor is active"
                : "Engine: " + (editor.getEngine().client() != null ? editor.getEngine().client().description()
                        : EnginePreferences.name() + " (starts on Load Commands)"));
        engineLabel.getParent().layout();
    }

    /** Starts the engine if needed and lists its analyze commands. */
    public void loadCommands() {
        if (editor == null) {
            output.setText("No game editor is active.");
            return;
        }
        EngineSession engine = editor.getEngine();
        if (engine.client() == null && engine.engineColor() == Color.EMPTY) {
            engine.configure(EnginePreferences.commandLine(), EnginePreferences.name());
        }
        output.setText("Asking " + engine.name() + " for its analyze commands...");
        engine.analyzeCommands(found -> {
            if (list.isDisposed()) {
                return;
            }
            commands.clear();
            list.removeAll();
            for (AnalyzeCommand c : found) {
                String why = c.whyNotRunnable();
                commands.add(c);
                list.add(c.label() + "  [" + c.type() + "]" + (why == null ? "" : "  (" + why + ")"));
            }
            output.setText(found.isEmpty()
                    ? "The engine offers no analyze commands" + (engine.lastError() != null ? ": " + engine.lastError() : ".")
                    : found.size() + " analyze commands.");
            updateLabel();
        });
    }

    /** The commands listed (for tests). */
    public List<AnalyzeCommand> getCommands() {
        return List.copyOf(commands);
    }

    /** Selects the command at {@code index} of {@link #getCommands()}. */
    public void select(int index) {
        list.select(index);
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
        int i = list.getSelectionIndex();
        if (editor == null || i < 0 || i >= commands.size()) {
            output.setText("Select an analyze command first.");
            return;
        }
        AnalyzeCommand c = commands.get(i);
        if (c.whyNotRunnable() != null) {
            output.setText(c.label() + ": " + c.whyNotRunnable());
            return;
        }
        if (running) {
            pending = true;
            return;
        }
        running = true;
        GameEditor target = editor;
        target.getEngine().analyze(c, result -> {
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
        if (auto.getSelection() && list.getSelectionIndex() >= 0) {
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
        super.dispose();
    }
}
