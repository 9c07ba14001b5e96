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
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;

/**
 * GNU Go's move pattern databases (patterns.db, patterns2.db) and its 9x9 fuseki database
 * (fuseki9.dbz) as the pattern agents use them, read at run time from one folder: they are another
 * project's data and are not copied into owlbench. Immutable once read, so every thread of an
 * {@link owlbench.agents.AgentContext} shares one.
 */
public final class EnginePatterns {
    final List<Pattern> movePatterns;
    final CompiledMatcher moveMatcher;
    final FullboardMatcher fuseki9;

    private EnginePatterns(Path dir) throws IOException {
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

    /** Reads the databases of a folder; an error names the folder and what went wrong. */
    public static EnginePatterns read(Path dir) {
        try {
            return new EnginePatterns(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("GNU Go's pattern databases (patterns.db, patterns2.db, fuseki9.dbz) could not be read from "
                    + dir + ": " + e.getMessage(), e);
        }
    }

    /** Number of move patterns read (patterns.db and patterns2.db). */
    public int movePatternCount() {
        return movePatterns.size();
    }

    /** True when the folder holds patterns.db (tests skip otherwise). */
    public static boolean available(Path dir) {
        return Files.isRegularFile(dir.resolve("patterns.db"));
    }
}
