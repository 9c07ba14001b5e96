package owlbench.patterns;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Where pattern databases are looked for, in order: the folders given explicitly (a command-line
 * option such as {@code --patterns DIR}, or a preference in the workbench), then the
 * installation's own {@code patterns/}, then, for development, GNU Go's databases in
 * {@code ../shared/gnugo-3.8/patterns} beside the installation. Never the current directory: an
 * engine started by a GTP client in another folder finds the same files.
 * <p>
 * The installation is the folder the start scripts name in the system property
 * {@value #HOME_PROPERTY} (the repository for {@code ./owlbench}, the product folder for the
 * installed workbench); without it, the folder above the {@code plugins/} folder that holds this
 * bundle's jar. The {@code shared} folder is the one beside the installation, unless the system
 * property {@value #SHARED_PROPERTY} names another (a git worktree of the repository has no
 * {@code ../shared} beside it, and without GNU Go's databases its dragons would differ from the
 * clone's).
 */
public final class PatternPath {
    /** The system property the start scripts set to the installation folder. */
    public static final String HOME_PROPERTY = "owlbench.home";
    /** The system property that names the shared folder when it is not beside the installation. */
    public static final String SHARED_PROPERTY = "owlbench.shared";

    private final List<Path> dirs;

    private PatternPath(List<Path> dirs) {
        this.dirs = Collections.unmodifiableList(dirs);
    }

    /** The explicit folders first, then those of the installation (none if it is null). */
    public static PatternPath of(List<Path> explicit, Path installation) {
        return of(explicit, installation, null);
    }

    /**
     * The explicit folders first, then those of the installation (none if it is null): its
     * patterns/, then GNU Go's in the shared folder (shared, or the one beside the installation
     * if shared is null).
     */
    public static PatternPath of(List<Path> explicit, Path installation, Path shared) {
        List<Path> d = new ArrayList<>();
        for (Path p : explicit) d.add(p.toAbsolutePath().normalize());
        if (installation != null) {
            Path home = installation.toAbsolutePath().normalize();
            d.add(home.resolve("patterns"));
            Path sh = shared != null ? shared.toAbsolutePath().normalize()
                    : home.getParent() != null ? home.getParent().resolve("shared") : null;
            if (sh != null) d.add(sh.resolve("gnugo-3.8/patterns"));
        }
        return new PatternPath(d);
    }

    /** The standard path: the explicit folders, then the running installation's. */
    public static PatternPath standard(List<Path> explicit) {
        String shared = System.getProperty(SHARED_PROPERTY);
        return of(explicit, installation(), shared == null || shared.isBlank() ? null : Path.of(shared));
    }

    /** The running installation's folder (see the class comment), or null if it cannot be told. */
    public static Path installation() {
        String home = System.getProperty(HOME_PROPERTY);
        if (home != null && !home.isBlank()) return Path.of(home);
        try {
            CodeSource cs = PatternPath.class.getProtectionDomain().getCodeSource();
            if (cs == null || cs.getLocation() == null || !"file".equals(cs.getLocation().getProtocol())) return null;
            File jar = new File(cs.getLocation().toURI());
            File plugins = jar.getParentFile();
            if (plugins == null || !plugins.getName().equals("plugins")) return null;
            return plugins.getParentFile() == null ? null : plugins.getParentFile().toPath();
        } catch (URISyntaxException | SecurityException | IllegalArgumentException e) {
            return null;
        }
    }

    /** The folders searched, in order. */
    public List<Path> dirs() {
        return dirs;
    }

    /** The first readable regular file of that name in the folders, if any. */
    public Optional<Path> find(String fileName) {
        for (Path d : dirs) {
            Path f = d.resolve(fileName);
            if (Files.isRegularFile(f) && Files.isReadable(f)) return Optional.of(f);
        }
        return Optional.empty();
    }

    /** "A, B, C": the folders searched, for messages that say where a file was not found. */
    public String describe() {
        if (dirs.isEmpty()) return "(no folders)";
        StringBuilder sb = new StringBuilder();
        for (Path d : dirs) {
            if (sb.length() > 0) sb.append(", ");
            sb.append(d);
        }
        return sb.toString();
    }
}
