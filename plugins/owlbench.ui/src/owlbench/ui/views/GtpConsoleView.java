package owlbench.ui.views;

import owlbench.board.StoneColor;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.bindings.keys.KeyStroke;
import org.eclipse.jface.fieldassist.ContentProposalAdapter;
import org.eclipse.jface.fieldassist.SimpleContentProposalProvider;
import org.eclipse.jface.fieldassist.TextContentAdapter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

import owlbench.ui.engine.EnginePreferences;
import owlbench.ui.game.EngineSession;
import owlbench.ui.game.ActiveGameTracker;
import owlbench.ui.game.GamePart;
import owlbench.ui.model.LoggingGtpClient;

/**
 * The GTP console of the active game editor's engine: the history of every exchange (including the
 * editor's own genmove and synchronisation commands), a command line with completion of the commands
 * the engine lists (Ctrl+Space, or as you type) and Up/Down for earlier commands. Commands run as
 * Jobs, so a slow engine never freezes the workbench.
 */
public class GtpConsoleView extends ViewPart implements EngineSession.Listener {

    /** The view's id, as registered in plugin.xml. */
    public static final String ID = "owlbench.ui.views.gtpConsole";
    private static final int SHOWN = 400;

    private Text history;
    private Text input;
    private Label engineLabel;
    private SimpleContentProposalProvider proposals;
    private ActiveGameTracker tracker;
    private GamePart editor;
    private final List<String> typed = new ArrayList<>();
    private int typedIndex;

    @Override
    public void createPartControl(Composite parent) {
        parent = owlbench.ui.views.MinimumSize.wrap(parent); // a tiny part clips, never squeezes scroll bars (Gtk-CRITICAL)
        parent.setLayout(new GridLayout(1, false));
        engineLabel = new Label(parent, SWT.NONE);
        engineLabel.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        history = new Text(parent, SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
        history.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        history.setFont(parent.getDisplay().getSystemFont());
        input = new Text(parent, SWT.SINGLE | SWT.BORDER);
        input.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        input.setMessage("GTP command (Enter sends; Ctrl+Space completes)");
        proposals = new SimpleContentProposalProvider(new String[0]);
        proposals.setFiltering(true);
        ContentProposalAdapter adapter = new ContentProposalAdapter(input, new TextContentAdapter(), proposals,
                KeyStroke.getInstance(SWT.CTRL, ' '), null);
        adapter.setProposalAcceptanceStyle(ContentProposalAdapter.PROPOSAL_REPLACE);
        adapter.setAutoActivationDelay(300);
        input.addListener(SWT.DefaultSelection, e -> {
            if (!adapter.isProposalPopupOpen()) {
                sendTyped();
            }
        });
        input.addListener(SWT.KeyDown, e -> {
            if (adapter.isProposalPopupOpen() || typed.isEmpty()) {
                return;
            }
            if (e.keyCode == SWT.ARROW_UP || e.keyCode == SWT.ARROW_DOWN) {
                typedIndex = Math.max(0, Math.min(typed.size(), typedIndex + (e.keyCode == SWT.ARROW_UP ? -1 : 1)));
                input.setText(typedIndex < typed.size() ? typed.get(typedIndex) : "");
                input.setSelection(input.getText().length());
                e.doit = false;
            }
        });
        tracker = new ActiveGameTracker(getSite().getPage(), this::follow);
        render();
    }

    /** Sends the command line's text (as Enter does). */
    public void sendTyped() {
        String command = input.getText().trim();
        if (command.isEmpty()) {
            return;
        }
        send(command);
        input.setText("");
    }

    /** Sends one command to the active editor's engine, starting it from the preferences if needed. */
    public void send(String command) {
        typed.add(command);
        typedIndex = typed.size();
        if (editor == null) {
            history.append("No game editor is active: open or create a game first.\n");
            return;
        }
        EngineSession engine = editor.getEngine();
        if (engine.client() == null && engine.engineColor() == StoneColor.EMPTY) {
            engine.configure(EnginePreferences.commandLine(), EnginePreferences.name());
        }
        engine.send(command, answer -> {
            if (answer.startsWith("error:") && !history.isDisposed()) {
                history.append("> " + command + "\n" + answer + "\n");
            }
        });
    }

    /** The history text (for tests). */
    public String getHistoryText() {
        return history.getText();
    }

    private void follow(GamePart next) {
        if (editor != null) {
            editor.getEngine().removeListener(this);
        }
        editor = next;
        if (editor != null) {
            editor.getEngine().addListener(this);
        }
        render();
    }

    @Override
    public void engineChanged(EngineSession session) {
        render();
    }

    private void render() {
        if (history == null || history.isDisposed()) {
            return;
        }
        if (editor == null) {
            engineLabel.setText("No game editor is active");
            history.setText("");
            return;
        }
        EngineSession engine = editor.getEngine();
        LoggingGtpClient client = engine.client();
        engineLabel.setText(client == null ? "Engine not running (it starts with the first command; Window > Preferences > GTP Engine)"
                : client.description() + (engine.isThinking() ? " - thinking" : ""));
        proposals.setProposals(engine.knownCommands().toArray(new String[0]));
        if (client == null) {
            return;
        }
        List<LoggingGtpClient.Exchange> all = client.history();
        StringBuilder sb = new StringBuilder();
        for (int i = Math.max(0, all.size() - SHOWN); i < all.size(); i++) {
            sb.append(all.get(i).display());
        }
        history.setText("");
        history.append(sb.toString()); // append scrolls to the end: the newest answer shows
        // GTK does not always scroll on append (the text view lays out later): scroll once it has.
        history.getDisplay().asyncExec(() -> {
            if (!history.isDisposed()) {
                history.setSelection(history.getCharCount());
                history.showSelection();
            }
        });
    }

    @Override
    public void setFocus() {
        input.setFocus();
    }

    @Override
    public void dispose() {
        if (editor != null) {
            editor.getEngine().removeListener(this);
        }
        if (tracker != null) {
            tracker.dispose();
        }
        super.dispose();
    }
}
