package owlbench.influence;

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
import owlbench.patterns.model.PatternValue;
import owlbench.patterns.parser.DbParser;

/**
 * The two pattern databases of the influence function (doc/influence.texi "Patterns used by the
 * Influence module"), compiled by pattern class: from the barrier file the A patterns (X
 * connections that stop O's influence), D (O connections that stop X's), B (intrusions of O at the
 * '!' points, for the anchor stone Q) and t (non-territory, through the action); from the
 * influence file the E patterns (extra O sources at '*', near walls) and I (invasion sources at
 * '*'). In A and D patterns ',' stops influence and '!' weakens it (permeability times 0.7).
 * Immutable once built, shared between threads.
 */
public final class InfluenceDatabase {
    /** Pattern classes this database uses, each with its own matcher. */
    enum Kind { A, D, B, T, E, I }

    private final String barrierSource;
    private final String influenceSource;
    private final Map<Kind, CompiledMatcher> matchers = new java.util.EnumMap<>(Kind.class);
    private final Map<Kind, Integer> counts = new java.util.EnumMap<>(Kind.class);
    private final Map<Pattern, Constraints> constraints = new IdentityHashMap<>();
    /** Per pattern: diagram cells {row, col} of ',' / '!' / '*' points. */
    private final Map<Pattern, int[][]> commaCells = new IdentityHashMap<>();
    private final Map<Pattern, int[][]> bangCells = new IdentityHashMap<>();
    private final Map<Pattern, int[][]> starCells = new IdentityHashMap<>();
    private final Map<Pattern, int[][]> stoneCells = new IdentityHashMap<>();

    private InfluenceDatabase(DbFile barriers, DbFile influence) {
        barrierSource = barriers.sourceName();
        influenceSource = influence.sourceName();
        Map<Kind, List<Pattern>> byKind = new java.util.EnumMap<>(Kind.class);
        for (Kind k : Kind.values()) byKind.put(k, new ArrayList<>());
        add(barriers, byKind, true);
        add(influence, byKind, false);
        for (Kind k : Kind.values()) {
            matchers.put(k, new CompiledMatcher(byKind.get(k)));
            counts.put(k, byKind.get(k).size());
        }
    }

    private void add(DbFile f, Map<Kind, List<Pattern>> byKind, boolean barrierFile) {
        Constraints cs = new Constraints(f);
        for (Pattern p : f.patterns()) {
            if (p.colon() == null || p.diagram() == null) continue;
            Kind k = kindOf(p, barrierFile);
            if (k == null) continue;
            byKind.get(k).add(p);
            constraints.put(p, cs);
            commaCells.put(p, PatternGeometry.cells(p.diagram(), ","));
            bangCells.put(p, PatternGeometry.cells(p.diagram(), "!"));
            starCells.put(p, PatternGeometry.cells(p.diagram(), "*"));
            stoneCells.put(p, PatternGeometry.cells(p.diagram(), "OXQ"));
        }
    }

    private static Kind kindOf(Pattern p, boolean barrierFile) {
        if (barrierFile) {
            if (p.colon().hasClass('A')) return Kind.A;
            if (p.colon().hasClass('D')) return Kind.D;
            if (p.colon().hasClass('B')) return Kind.B;
            if (p.colon().hasClass('t')) return Kind.T;
        } else {
            if (p.colon().hasClass('E')) return Kind.E;
            if (p.colon().hasClass('I')) return Kind.I;
        }
        return null;
    }

    /**
     * Reads the two files.
     * @throws IOException if one cannot be read or has a syntax error (named with file, line, column)
     */
    public static InfluenceDatabase load(Path barriers, Path influence) throws IOException {
        return of(DbParser.parse(barriers), DbParser.parse(influence), IOException::new);
    }

    /**
     * The project's own databases, {@code owl-barriers.db} and {@code owl-influence.db}, from the
     * repository's patterns/ folder.
     */
    public static InfluenceDatabase loadProject(Path patternsDir) throws IOException {
        return load(patternsDir.resolve(PROJECT_BARRIERS), patternsDir.resolve(PROJECT_INFLUENCE));
    }

    /** GNU Go's barriers.db and influence.db from its patterns/ folder (for comparison). */
    public static InfluenceDatabase loadGnuGo(Path gnugoPatternsDir) throws IOException {
        return load(gnugoPatternsDir.resolve("barriers.db"), gnugoPatternsDir.resolve("influence.db"));
    }

    /** File names of the project's own databases in patterns/. */
    public static final String PROJECT_BARRIERS = "owl-barriers.db";
    public static final String PROJECT_INFLUENCE = "owl-influence.db";

    /**
     * Compiles database texts (tests, editors); the names are used in error messages.
     * @throws IllegalArgumentException naming file, line and column of the first syntax error
     */
    public static InfluenceDatabase parse(String barriers, String barriersName, String influence, String influenceName) {
        return of(DbParser.parse(barriers, barriersName), DbParser.parse(influence, influenceName),
                IllegalArgumentException::new);
    }

    /** An empty database: no barriers, no intrusions, no extra sources (plain stone radiation). */
    public static InfluenceDatabase none() {
        return parse("", "(none)", "", "(none)");
    }

    private interface Failure<E extends Exception> {
        E make(String message);
    }

    private static <E extends Exception> InfluenceDatabase of(DbFile b, DbFile i, Failure<E> fail) throws E {
        for (DbFile f : List.of(b, i)) {
            for (Diagnostic d : f.diagnostics()) {
                if (d.isError()) throw fail.make("bad influence database: " + d.format(f.sourceName()));
            }
        }
        return new InfluenceDatabase(b, i);
    }

    public String barrierSource() {
        return barrierSource;
    }

    public String influenceSource() {
        return influenceSource;
    }

    /** Number of patterns of a class letter (A, D, B, t, E, I). */
    public int patternCount(char cls) {
        Kind k = cls == 't' ? Kind.T : Kind.valueOf(String.valueOf(cls));
        return counts.get(k);
    }

    List<Match> match(Kind k, Board b, int color) {
        return matchers.get(k).match(b, color);
    }

    Constraints constraints(Pattern p) {
        return constraints.get(p);
    }

    /** The pattern's value(n) (source strength or intrusion value), or the default. */
    static double value(Pattern p, double dflt) {
        PatternValue v = p.colon().value("value");
        return v == null || v.isLabel() ? dflt : v.number;
    }

    int[] commas(Match m, Board b) {
        return PatternGeometry.place(m, b, commaCells.get(m.pattern));
    }

    int[] bangs(Match m, Board b) {
        return PatternGeometry.place(m, b, bangCells.get(m.pattern));
    }

    int[] stars(Match m, Board b) {
        return PatternGeometry.place(m, b, starCells.get(m.pattern));
    }

    /** Board points of the match's stones ('O', 'X', 'Q'). */
    int[] stones(Match m, Board b) {
        return PatternGeometry.place(m, b, stoneCells.get(m.pattern));
    }

}
