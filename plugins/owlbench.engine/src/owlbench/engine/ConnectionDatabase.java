package owlbench.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import owlbench.board.Board;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.match.Constraints;
import owlbench.patterns.match.Match;
import owlbench.patterns.match.PatternGeometry;
import owlbench.patterns.match.Transformation;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.model.Diagram;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;

/**
 * The connection database (GNU Go's patterns/conn.db, doc/patterns.texi "The Connections Database")
 * compiled for dragon amalgamation: the B (cut) patterns, matched first, mark cutting points; the
 * others except E/e (the C patterns and those that act through '>' lines) amalgamate dragons.
 * Read from disk at run time, immutable afterwards and shared between threads.
 */
public final class ConnectionDatabase {
    private final String source;
    private final Constraints constraints;
    private final CompiledMatcher cuts;
    private final CompiledMatcher connections;
    private final int cutPatterns;
    private final int connectionPatterns;
    /** Per pattern: diagram cells {row, col} of its 'O' stones and of its cut points ('*' and '!'). */
    private final Map<Pattern, int[][]> stoneCells = new IdentityHashMap<>();
    private final Map<Pattern, int[][]> cutCells = new IdentityHashMap<>();

    private ConnectionDatabase(DbFile file) {
        source = file.sourceName();
        constraints = new Constraints(file);
        List<Pattern> b = new ArrayList<>();
        List<Pattern> c = new ArrayList<>();
        for (Pattern p : file.patterns()) {
            if (p.colon() == null || p.diagram() == null) continue;
            if (p.colon().hasClass('B')) {
                b.add(p);
            } else if (!p.colon().hasClass('e') && !p.colon().hasClass('E')) {
                c.add(p);
            }
            stoneCells.put(p, PatternGeometry.cells(p.diagram(), "O"));
            cutCells.put(p, PatternGeometry.cells(p.diagram(), "*!"));
        }
        cuts = new CompiledMatcher(b);
        connections = new CompiledMatcher(c);
        cutPatterns = b.size();
        connectionPatterns = c.size();
    }

    /**
     * Reads and compiles a conn.db file.
     * @throws IOException if it cannot be read or has syntax errors (the first one is named with
     *         file, line and column)
     */
    public static ConnectionDatabase load(Path file) throws IOException {
        DbFile f = DbParser.parse(file);
        String error = firstError(f);
        if (error != null) throw new IOException(error);
        return new ConnectionDatabase(f);
    }

    /**
     * Compiles database text (for tests); sourceName is used in error messages.
     * @throws IllegalArgumentException naming file, line and column of the first syntax error
     */
    public static ConnectionDatabase parse(String text, String sourceName) {
        return of(DbParser.parse(text, sourceName));
    }

    private static ConnectionDatabase of(DbFile f) {
        String error = firstError(f);
        if (error != null) throw new IllegalArgumentException(error);
        return new ConnectionDatabase(f);
    }

    private static String firstError(DbFile f) {
        for (Diagnostic d : f.diagnostics()) {
            if (d.isError()) return "bad connection database: " + d.format(f.sourceName());
        }
        return null;
    }


    /** Where the file came from. */
    public String sourceName() {
        return source;
    }

    /** Number of B patterns. */
    public int cutPatternCount() {
        return cutPatterns;
    }

    /** Number of amalgamating patterns (C and unclassified). */
    public int connectionPatternCount() {
        return connectionPatterns;
    }

    Constraints constraints() {
        return constraints;
    }

    List<Match> matchCuts(Board b, int color) {
        return cuts.match(b, color);
    }

    List<Match> matchConnections(Board b, int color) {
        return connections.match(b, color);
    }

    /** Board points of the match's 'O' stones. */
    int[] stones(Match m, Board b) {
        return PatternGeometry.place(m, b, stoneCells.get(m.pattern));
    }

    /** Board points of the match's '*' and '!' cells. */
    int[] cutPoints(Match m, Board b) {
        return PatternGeometry.place(m, b, cutCells.get(m.pattern));
    }

}
