package owlbench.agents;

import java.nio.file.Path;
import java.util.List;

import owlbench.agents.engine.EnginePatterns;
import owlbench.agents.engine.ReaderPool;
import owlbench.patterns.PatternPath;

/**
 * What the agents of one user share (a training, a GTP engine, a heat map in the workbench): GNU
 * Go's pattern databases, read once on first use from a folder fixed when the context is made, and
 * the idle readers handed from one position to the next. Owned by its user and passed to the
 * agents it creates ({@link AgentCatalogue#create(String, AgentContext)}), so that two trainings in
 * one process share nothing by accident and nothing lives in static fields.
 */
public final class AgentContext {
    private final Path patternFolder;
    private final ReaderPool readers = new ReaderPool();
    private EnginePatterns patterns;   // guarded by this

    /** A context reading GNU Go's databases from this folder (patterns.db, patterns2.db, fuseki9.dbz). */
    public AgentContext(Path patternFolder) {
        this.patternFolder = patternFolder;
    }

    /**
     * A context reading the databases from the folder of the standard pattern path that holds
     * patterns.db ({@link PatternPath}: the installation's patterns/, then GNU Go's beside it).
     */
    public static AgentContext standard() {
        return new AgentContext(standardFolder());
    }

    /** The folder of the standard pattern path holding patterns.db (its last folder when none does). */
    public static Path standardFolder() {
        PatternPath path = PatternPath.standard(List.of());
        return path.find("patterns.db").map(Path::getParent)
                .orElse(path.dirs().isEmpty() ? Path.of("patterns") : path.dirs().get(path.dirs().size() - 1));
    }

    /** The folder the databases are read from. */
    public Path patternFolder() {
        return patternFolder;
    }

    /** The databases, read on the first call; an error names the folder and the file. */
    public synchronized EnginePatterns patterns() {
        if (patterns == null) {
            patterns = EnginePatterns.read(patternFolder);
        }
        return patterns;
    }

    /** The readers the reading agents borrow. */
    public ReaderPool readers() {
        return readers;
    }
}
