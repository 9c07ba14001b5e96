package owlbench.patterns;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Which connection database the dragons are amalgamated with, found on a {@link PatternPath}:
 * GNU Go's conn.db (in ../shared for development and comparison) or owlbench's own
 * connections.db in the installation's patterns/. The order is {@link #PREFER_OWN} unless the
 * system property {@value #PROPERTY} says {@code own} or {@code gnugo} (so a suite or a wide check
 * can be measured both ways from the same build); where the preferred file is absent the other is
 * used.
 */
public final class ConnectionDatabaseChoice {
    /** GNU Go's connection database. */
    public static final String GNUGO = "conn.db";
    /** owlbench's own connection database, in the project's patterns/. */
    public static final String OWN = "connections.db";
    /** The system property that overrides the default order: {@code own} or {@code gnugo}. */
    public static final String PROPERTY = "owlbench.connections";
    /**
     * The product's default: true prefers owlbench's own connections.db even where GNU Go's
     * conn.db is on the path. Off while the project's database is measured against GNU Go's
     * (docs/benchmarks.md, "Owlbench's own connections.db against GNU Go's conn.db").
     */
    public static final boolean PREFER_OWN = false;

    private ConnectionDatabaseChoice() {
    }

    /** True if the own database comes first: the system property if set, else {@link #PREFER_OWN}. */
    public static boolean prefersOwn() {
        String v = System.getProperty(PROPERTY);
        if (v == null || v.isBlank()) return PREFER_OWN;
        switch (v.trim()) {
            case "own": return true;
            case "gnugo": return false;
            default: throw new IllegalArgumentException("-D" + PROPERTY + " must be 'own' or 'gnugo', not '" + v + "'");
        }
    }

    /** The connection database on the path, in the preferred order; empty if it holds neither. */
    public static Optional<Path> find(PatternPath path) {
        return find(path, prefersOwn());
    }

    /** The connection database on the path, the own one first if preferOwn; empty if neither. */
    public static Optional<Path> find(PatternPath path, boolean preferOwn) {
        String first = preferOwn ? OWN : GNUGO;
        String second = preferOwn ? GNUGO : OWN;
        Optional<Path> p = path.find(first);
        return p.isPresent() ? p : path.find(second);
    }
}
