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
    /** Preference key: the longest wait for one engine answer, in seconds (0: no limit). */
    public static final String TIMEOUT = "engine.timeout";
    /**
     * The default timeout: a minute is far more than GNU Go needs for one move at its default level on
     * 19x19 here, and short enough that a wedged engine is noticed.
     */
    public static final int DEFAULT_TIMEOUT_SECONDS = 60;

    /**
     * Preference key: report engine and save problems in the status line only, without a dialog
     * (default false: a dialog). For unattended runs, such as the UI tests, which set it through
     * Eclipse's {@code -pluginCustomization} file ({@code owlbench.ui/problems.statusLineOnly=true}).
     */
    public static final String PROBLEMS_IN_STATUS_LINE_ONLY = "problems.statusLineOnly";

    private EnginePreferences() {
    }

    /** A store for owlbench.ui's preferences with the engine defaults set. */
    public static IPreferenceStore store() {
        ScopedPreferenceStore store = new ScopedPreferenceStore(InstanceScope.INSTANCE, "owlbench.ui");
        String gnugo = new File("/usr/games/gnugo").canExecute() ? "/usr/games/gnugo" : "gnugo";
        store.setDefault(COMMAND, gnugo + " --mode gtp --level 1");
        store.setDefault(NAME, "GNU Go");
        store.setDefault(TIMEOUT, DEFAULT_TIMEOUT_SECONDS);
        return store;
    }

    /** The configured command line. */
    public static String commandLine() {
        return store().getString(COMMAND);
    }

    /** The longest wait for one answer, in milliseconds (0: no limit); a broken value means the default. */
    public static long timeoutMillis() {
        int seconds = store().getInt(TIMEOUT);
        return seconds < 0 ? DEFAULT_TIMEOUT_SECONDS * 1000L : seconds * 1000L;
    }

    /** Sets the timeout (Window &gt; Preferences &gt; GTP Engine; tests use short ones). */
    public static void setTimeoutSeconds(int seconds) {
        store().setValue(TIMEOUT, seconds);
    }

    /** True if engine and save problems go to a dialog as well as the status line (the default). */
    public static boolean problemDialogs() {
        return !store().getBoolean(PROBLEMS_IN_STATUS_LINE_ONLY);
    }

    /** The configured engine name. */
    public static String name() {
        return store().getString(NAME);
    }
}
