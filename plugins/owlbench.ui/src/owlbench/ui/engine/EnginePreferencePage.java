package owlbench.ui.engine;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;

/** Window &gt; Preferences &gt; GTP Engine: the external engine the game editor plays against. */
public class EnginePreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public EnginePreferencePage() {
        super(GRID);
        setDescription("The GTP engine for Game > Play Against Engine, the GTP Console and the Analysis view:\n"
                + "a command line, for example /usr/games/gnugo --mode gtp --level 1, or 'owlbench' for\n"
                + "owlbench's own engine (its reading analyses; it cannot generate moves yet).\n"
                + "An external engine that does not answer one command within the timeout is stopped\n"
                + "(default " + EnginePreferences.DEFAULT_TIMEOUT_SECONDS + " s; 0 waits for ever).");
    }

    @Override
    public void init(IWorkbench workbench) {
        setPreferenceStore(EnginePreferences.store());
    }

    @Override
    protected void createFieldEditors() {
        addField(new StringFieldEditor(EnginePreferences.NAME, "Engine &name:", getFieldEditorParent()));
        StringFieldEditor command = new StringFieldEditor(EnginePreferences.COMMAND, "&Command line:",
                getFieldEditorParent());
        command.setEmptyStringAllowed(false);
        addField(command);
        IntegerFieldEditor timeout = new IntegerFieldEditor(EnginePreferences.TIMEOUT,
                "&Timeout for one answer (seconds):", getFieldEditorParent());
        timeout.setValidRange(0, 24 * 3600);
        addField(timeout);
        addField(new BooleanFieldEditor(EnginePreferences.PROBLEMS_IN_STATUS_LINE_ONLY,
                "Report engine and save &problems in the status line only (no dialog)", getFieldEditorParent()));
    }
}
