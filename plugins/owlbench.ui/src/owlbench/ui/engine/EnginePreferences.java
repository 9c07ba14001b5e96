package owlbench.ui.engine;

import java.io.File;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

/** Where the external GTP engine's command line and name are kept (instance scope of owlbench.ui). */
public final class EnginePreferences {

    /** Preference key: the engine's command line. */
    public static final String COMMAND = "engine.command";
    /** Preference key: the engine's display name. */
    public static final String NAME = "engine.name";

    private EnginePreferences() {
    }

    /** A store for owlbench.ui's preferences with the engine defaults set. */
    public static IPreferenceStore store() {
        ScopedPreferenceStore store = new ScopedPreferenceStore(InstanceScope.INSTANCE, "owlbench.ui");
        String gnugo = new File("/usr/games/gnugo").canExecute() ? "/usr/games/gnugo" : "gnugo";
        store.setDefault(COMMAND, gnugo + " --mode gtp --level 1");
        store.setDefault(NAME, "GNU Go");
        return store;
    }

    /** The configured command line. */
    public static String commandLine() {
        return store().getString(COMMAND);
    }

    /** The configured engine name. */
    public static String name() {
        return store().getString(NAME);
    }
}
