package owlbench.gtp;

/**
 * An engine module's contribution to the GTP engine: it registers its commands (replacing the
 * "not available yet" reservations), analyze-menu entries and node counters on a fresh engine.
 * Modules are passed to {@link OwlbenchGtp#OwlbenchGtp(int, double, java.nio.file.Path, Iterable)}
 * or found by {@link java.util.ServiceLoader} (META-INF/services/owlbench.gtp.GtpModule).
 */
public interface GtpModule {
    /** Called once per engine instance, after the board-level commands are registered. */
    void register(OwlbenchGtp engine);
}
