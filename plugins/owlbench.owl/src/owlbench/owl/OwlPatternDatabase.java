package owlbench.owl;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import owlbench.board.Board;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.expr.PatternFacts;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.match.Constraints;
import owlbench.patterns.match.Match;
import owlbench.patterns.match.PatternGeometry;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.model.PatternValue;
import owlbench.patterns.parser.DbParser;

/**
 * One owl pattern database (owl_attackpats.db, owl_defendpats.db or owl_vital_apats.db in GNU Go's
 * format, doc/patterns.texi): its patterns compiled for matching, with their constraints, their
 * values and the diagram cells of their goal elements (the file's goal_elements directive: a match
 * counts only where such a cell holds a stone of the goal dragon). Immutable after loading and
 * shared between threads.
 */
final class OwlPatternDatabase {
    private final String fileName;
    /** Where the file was read from (absolute), or null for text given by a test. */
    private Path source;
    private final CompiledMatcher matcher;
    private final Constraints constraints;
    private final Map<Pattern, int[][]> goalCells = new IdentityHashMap<>();
    private final int patterns;

    private OwlPatternDatabase(DbFile file) {
        this.fileName = Path.of(file.sourceName()).getFileName().toString();
        this.constraints = new Constraints(file);
        List<Pattern> usable = new ArrayList<>();
        for (Pattern p : file.patterns()) {
            if (p.diagram() == null || p.colon() == null) continue;
            usable.add(p);
            String elements = p.goalElements();
            if (elements != null && !elements.isBlank() && !elements.equals("none")) {
                goalCells.put(p, PatternGeometry.cells(p.diagram(), elements.trim()));
            }
        }
        this.matcher = new CompiledMatcher(usable);
        this.patterns = usable.size();
    }

    /**
     * Reads and compiles a database.
     * @throws IOException if it cannot be read or has a syntax error (named with file, line and column)
     */
    static OwlPatternDatabase load(Path file) throws IOException {
        DbFile f = DbParser.parse(file);
        for (Diagnostic d : f.diagnostics()) {
            if (d.isError()) throw new IOException("bad owl pattern database: " + d.format(f.sourceName()));
        }
        OwlPatternDatabase db = new OwlPatternDatabase(f);
        db.source = file.toAbsolutePath().normalize();
        return db;
    }

    /** Compiles database text (tests); errors name the source, line and column. */
    static OwlPatternDatabase parse(String text, String sourceName) {
        DbFile f = DbParser.parse(text, sourceName);
        for (Diagnostic d : f.diagnostics()) {
            if (d.isError()) throw new IllegalArgumentException("bad owl pattern database: " + d.format(f.sourceName()));
        }
        return new OwlPatternDatabase(f);
    }

    /** The file name, as candidates cite it. */
    String fileName() {
        return fileName;
    }

    /** Number of patterns. */
    int size() {
        return patterns;
    }

    /**
     * The moves the patterns propose for color (O) near the goal: matches with a goal element on
     * a goal stone whose constraint holds (an unknown constraint, a fact nobody provides, counts as
     * holding: the search itself checks the move), each with the pattern's value.
     */
    List<OwlCandidate> candidates(Board b, int color, boolean[] goal, PatternFacts facts) {
        List<OwlCandidate> out = new ArrayList<>();
        for (Match m : matcher.match(b, color)) {
            if (m.move == Board.PASS || !b.isOnBoard(m.move)) continue;
            int[][] cells = goalCells.get(m.pattern);
            if (cells != null && !touchesGoal(m, b, cells, goal)) continue;
            EvalResult r = constraints.check(m, b, color, facts);
            if (r.truth == EvalResult.Truth.FALSE) continue;
            out.add(new OwlCandidate(m.move, value(m.pattern), cite(m.pattern), m.pattern.colon().hasClass('s')));
        }
        return out;
    }

    /** How a candidate names the pattern that proposed it: "OA4 owl_attackpats.db:45" (the "Pattern" line). */
    private String cite(Pattern p) {
        return p.name() + " " + fileName + ":" + p.range().line;
    }

    /** A citation as {@link #cite} writes it, anywhere in a text: name, file name, line. */
    private static final java.util.regex.Pattern CITATION = java.util.regex.Pattern.compile("(\\S+) (\\S+\\.db):(\\d+)");

    /**
     * The pattern a candidate's reason cites, if it is one of this database's: name, file (the
     * absolute path it was read from, else the file name) and line; else null.
     */
    owlbench.reading.NodeDetail.PatternRef cited(String reason) {
        java.util.regex.Matcher m = CITATION.matcher(reason);
        while (m.find()) {
            if (m.group(2).equals(fileName)) {
                return new owlbench.reading.NodeDetail.PatternRef(m.group(1),
                        source != null ? source.toString() : fileName, Integer.parseInt(m.group(3)));
            }
        }
        return null;
    }

    private static boolean touchesGoal(Match m, Board b, int[][] cells, boolean[] goal) {
        for (int p : PatternGeometry.place(m, b, cells)) {
            if (b.isOnBoard(p) && goal[p]) return true;
        }
        return false;
    }

    /** The pattern's value(N), 0 without one. */
    static int value(Pattern p) {
        PatternValue v = p.colon().value("value");
        return v == null ? 0 : (int) v.number;
    }
}
