package owlbench.agents.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import owlbench.patterns.fullboard.FullboardMatcher;
import owlbench.patterns.fullboard.FusekiDbFile;
import owlbench.patterns.fullboard.FusekiParser;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.PatternPath;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;

/**
 * GNU Go's move pattern databases (patterns.db, patterns2.db) and its 9x9 fuseki database
 * (fuseki9.dbz), read at run time from the folder of the pattern path that holds patterns.db
 * ({@link PatternPath}: the installation's patterns/, then GNU Go's beside the installation): they
 * are another project's data and are not copied into owlbench. Loaded once on first use, then immutable and shared by every thread.
 */
final class GnuGoPatterns {
    private static volatile GnuGoPatterns instance;

    final List<Pattern> movePatterns;
    final CompiledMatcher moveMatcher;
    final FullboardMatcher fuseki9;

    private GnuGoPatterns(Path dir) throws IOException {
        List<Pattern> patterns = new ArrayList<>();
        for (String name : new String[] {"patterns.db", "patterns2.db"}) {
            DbFile db = DbParser.parse(dir.resolve(name));
            if (db.hasErrors()) {
                throw new IOException(dir.resolve(name) + ": " + db.errors().get(0));
            }
            patterns.addAll(db.patterns());
        }
        movePatterns = List.copyOf(patterns);
        moveMatcher = new CompiledMatcher(movePatterns);
        FusekiDbFile f = FusekiParser.parse(dir.resolve("fuseki9.dbz"));
        fuseki9 = new FullboardMatcher(f.patterns(), 9);
    }

    /** The databases (loaded on the first call); an error names the folder looked in. */
    static GnuGoPatterns get() {
        GnuGoPatterns p = instance;
        if (p == null) {
            synchronized (GnuGoPatterns.class) {
                p = instance;
                if (p == null) {
                    Path dir = folder();
                    try {
                        p = new GnuGoPatterns(dir);
                    } catch (IOException e) {
                        throw new UncheckedIOException("GNU Go's pattern databases could not be read from " + dir
                                + " (searched " + PatternPath.standard(List.of()).describe() + "): " + e.getMessage(), e);
                    }
                    instance = p;
                }
            }
        }
        return p;
    }

    static Path folder() {
        PatternPath path = PatternPath.standard(List.of());
        return path.find("patterns.db").map(Path::getParent)
                .orElse(path.dirs().isEmpty() ? Path.of("patterns") : path.dirs().get(path.dirs().size() - 1));
    }

    /** True when the folder holds patterns.db (tests skip otherwise). */
    static boolean available() {
        return Files.isRegularFile(folder().resolve("patterns.db"));
    }
}
