package owlbench.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import owlbench.influence.InfluenceDatabase;
import owlbench.influence.InfluenceFunction;
import owlbench.influence.InfluenceParams;
import owlbench.owl.OwlDatabases;
import owlbench.owl.optics.EyeShapeDatabase;
import owlbench.patterns.ConnectionDatabaseChoice;
import owlbench.patterns.PatternPath;

/**
 * The pattern databases a {@link PositionAnalysis} needs, found on a {@link PatternPath} and read
 * once, when first needed: the connection database ({@link ConnectionDatabaseChoice}: GNU Go's
 * conn.db where the path has it, else owlbench's own connections.db, unless the own is preferred), the eye shapes (owlbench's generated eyes-generated.db, or GNU Go's eyes.db
 * before it on the path) and the influence function with owlbench's own barrier and influence patterns. The loaded
 * databases are immutable and shared by every analysis on every thread; loading is synchronized.
 * A missing or unreadable file is an {@link AnalysisException} naming where it was looked for.
 */
public final class AnalysisDatabases {
    /** owlbench's own connection database, in the project's patterns/. */
    public static final String OWN_CONNECTIONS = "connections.db";

    private final PatternPath path;
    private ConnectionDatabase connections;
    private EyeShapeDatabase eyeShapes;
    private String noEyeShapes;
    private InfluenceFunction influence;
    private OwlDatabases owl;

    public AnalysisDatabases(PatternPath path) {
        this.path = path;
    }

    /** The databases of the standard pattern path (the installation's patterns/, then ../shared's). */
    public static AnalysisDatabases standard() {
        return new AnalysisDatabases(PatternPath.standard(List.of()));
    }

    /** Where the databases are looked for. */
    public PatternPath path() {
        return path;
    }

    /**
     * The owl pattern databases (owlbench's own in patterns/, or GNU Go's where a --patterns folder
     * holds them) with this path's eye shapes, read once.
     */
    public synchronized OwlDatabases owl() throws AnalysisException {
        if (owl == null) {
            EyeShapeDatabase eyes = eyeShapes();
            if (eyes == null) throw new AnalysisException("owl reading needs eye shapes: " + whyNoEyeShapes());
            try {
                owl = OwlDatabases.load(path, eyes);
            } catch (IOException | RuntimeException e) {
                throw new AnalysisException(e.getMessage());
            }
        }
        return owl;
    }

    /** The connection database for dragon amalgamation. */
    public synchronized ConnectionDatabase connections() throws AnalysisException {
        if (connections == null) {
            Optional<Path> p = ConnectionDatabaseChoice.find(path);
            if (p.isEmpty()) {
                throw new AnalysisException("dragons need a connection database (conn.db or " + OWN_CONNECTIONS + "); none in "
                        + path.describe());
            }
            try {
                connections = ConnectionDatabase.load(p.get());
            } catch (IOException | RuntimeException e) {
                throw new AnalysisException("cannot read " + p.get() + ": " + e.getMessage());
            }
        }
        return connections;
    }

    /**
     * The eye shapes: owlbench's generated database (patterns/eyes-generated.db) unless a folder
     * before it on the pattern path holds GNU Go's eyes.db (a --patterns folder given for
     * comparison); null where there is neither (then {@link #whyNoEyeShapes()} says why).
     */
    public synchronized EyeShapeDatabase eyeShapes() {
        if (eyeShapes == null && noEyeShapes == null) {
            Path found = EyeShapeDatabase.findOnPath(path).orElse(null);
            if (found == null) {
                noEyeShapes = "eye values need " + EyeShapeDatabase.GENERATED_FILE + " or GNU Go's eyes.db; none in "
                        + path.describe();
            } else {
                try {
                    eyeShapes = EyeShapeDatabase.loadFound(found);
                } catch (IOException | RuntimeException e) {
                    noEyeShapes = "cannot read " + found + ": " + e.getMessage();
                }
            }
        }
        return eyeShapes;
    }

    /** Why there are no eye shapes, or null if they were read (or not looked for yet). */
    public synchronized String whyNoEyeShapes() {
        return noEyeShapes;
    }

    /** The influence function with owlbench's own patterns (patterns/owl-barriers.db, owl-influence.db). */
    public synchronized InfluenceFunction influence() throws AnalysisException {
        if (influence == null) {
            Optional<Path> own = path.find(InfluenceDatabase.PROJECT_BARRIERS);
            if (own.isEmpty()) {
                throw new AnalysisException("influence needs " + InfluenceDatabase.PROJECT_BARRIERS + "; none in " + path.describe());
            }
            try {
                influence = new InfluenceFunction(InfluenceDatabase.loadProject(own.get().getParent()), InfluenceParams.DEFAULT);
            } catch (IOException | RuntimeException e) {
                throw new AnalysisException("cannot read the influence patterns in " + own.get().getParent() + ": " + e.getMessage());
            }
        }
        return influence;
    }
}
