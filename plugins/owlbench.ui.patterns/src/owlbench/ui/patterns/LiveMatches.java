package owlbench.ui.patterns;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import owlbench.board.Board;
import owlbench.board.ConstBoard;
import owlbench.board.Vertex;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.match.BruteForceMatcher;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.match.Constraints;
import owlbench.patterns.match.Match;
import owlbench.patterns.match.PatternGeometry;
import owlbench.patterns.match.Transformation;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.MoveValue;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.model.SourceRange;

/**
 * The matches of one pattern, or of every pattern of a database, on a position: each with its
 * transformation, anchor, move, label points, the points it covers, constraint result (true, false
 * or "unknown, needs NAME"), the failing part of a false constraint, actions and the value the pattern
 * gives the move. The meaning comes from the pattern engine (the matchers, {@link Constraints},
 * {@link PatternGeometry#covered} and {@link MoveValue}); this class only puts it into rows for the
 * view, which runs it in a background job on a board of the job's own (constraints try moves).
 */
public final class LiveMatches {
    private LiveMatches() {
    }

    /** One match as shown in a row of the view and as marks on its board. */
    public static final class Row {
        public final String pattern;
        public final char transformation;
        public final String anchor;
        public final String move;
        /** "A=E5 b=F4", in label order. */
        public final String labels;
        /** "true", "false" or "unknown, needs NAME". */
        public final String result;
        public final EvalResult.Truth truth;
        /** The action text ('>' lines), or "" when the pattern has none. */
        public final String action;
        public final int movePoint;
        public final int anchorPoint;
        /** Board points of each label ('*' included), as the matcher bound them. */
        public final Map<Character, int[]> labelPoints;
        /** Every board point under the pattern's diagram in this transformation. */
        public final int[] covered;
        /** The subexpression that made the constraint false (as written), or null when not false. */
        public final String failing;
        /** The value the pattern gives the move, short form (see {@link MoveValue}). */
        public final String value;
        /** The same, one line per class letter and value field. */
        public final String valueDetails;
        /** The classification checks the matcher would make and what they need. */
        public final String classChecks;
        /** Document offset and length of the pattern's name (for selecting it in the editor). */
        public final int nameOffset;
        public final int nameLength;

        Row(Match m, EvalResult r, String failing, ConstBoard board, int[] covered, int base) {
            Pattern p = m.pattern;
            int size = board.size();
            StringBuilder lab = new StringBuilder();
            for (Map.Entry<Character, int[]> e : m.labels().entrySet()) {
                for (int point : e.getValue()) {
                    if (lab.length() > 0) lab.append(' ');
                    lab.append(e.getKey()).append('=').append(Vertex.toString(point, size));
                }
            }
            this.pattern = p.name();
            this.transformation = Transformation.name(m.transformation);
            this.anchor = Vertex.toString(m.anchor, size);
            this.move = Vertex.toString(m.move, size);
            this.labels = lab.toString();
            this.result = r.toString();
            this.truth = r.truth;
            this.action = p.action() == null ? "" : p.action().text().trim().replaceAll("\\s+", " ");
            this.movePoint = m.move;
            this.anchorPoint = m.anchor;
            this.labelPoints = m.labels();
            this.covered = covered;
            this.failing = failing;
            this.value = MoveValue.summary(p);
            this.valueDetails = MoveValue.details(p);
            this.classChecks = MoveValue.classChecks(p);
            SourceRange name = p.nameRange() != null ? p.nameRange() : p.range();
            this.nameOffset = name == null ? -1 : base + name.offset;
            this.nameLength = name == null ? 0 : name.length;
        }

        /** Identifies the match across recomputations (pattern, transformation, anchor). */
        public String key() {
            return pattern + "/" + transformation + "@" + anchorPoint;
        }

        /** True if the match covers the board point (its move point included). */
        public boolean covers(int point) {
            for (int c : covered) if (c == point) return true;
            return false;
        }

        @Override
        public String toString() {
            return pattern + " " + transformation + " " + move + " " + result;
        }
    }

    /** Rows for every match of the pattern with O = color (the board is only read). */
    public static List<Row> compute(DbFile db, Pattern p, Board board, int color) {
        return compute(db, p, board, color, 0);
    }

    /**
     * Rows for every match of one pattern of {@code db}; {@code base} is the document offset of the
     * text db was parsed from (the view parses only the pattern under the caret).
     */
    public static List<Row> compute(DbFile db, Pattern p, Board board, int color, int base) {
        List<Row> out = new ArrayList<>();
        if (p == null || p.diagram() == null || p.colon() == null) return out;
        Constraints constraints = new Constraints(db);
        for (Match m : BruteForceMatcher.match(board, color, p)) out.add(row(constraints, m, board, color, base));
        return out;
    }

    /** A database compiled for matching: build once per parse, then match many positions. */
    public static final class Compiled {
        final DbFile db;
        final CompiledMatcher matcher;
        final Constraints constraints;
        final List<Pattern> patterns;

        /** Compiles the patterns of db that pass the filter (see {@link #accepts}). */
        public Compiled(DbFile db, String filter) {
            this.db = db;
            List<Pattern> ps = new ArrayList<>();
            for (Pattern p : db.patterns()) {
                if (p.diagram() != null && p.colon() != null && accepts(p, filter)) ps.add(p);
            }
            this.patterns = List.copyOf(ps);
            this.matcher = new CompiledMatcher(ps);
            this.constraints = new Constraints(db);
        }

        /** The patterns that are matched. */
        public List<Pattern> patterns() {
            return patterns;
        }

        /** The database this was compiled from. */
        public DbFile db() {
            return db;
        }
    }

    /** Rows for every match of every compiled pattern, in the matcher's order (base: see compute). */
    public static List<Row> computeAll(Compiled c, Board board, int color, int base) {
        List<Match> ms = c.matcher.match(board, color);
        List<Row> out = new ArrayList<>(ms.size());
        for (Match m : ms) out.add(row(c.constraints, m, board, color, base));
        return out;
    }

    /**
     * The filter keeps a pattern whose name or classification contains the text (case-insensitive);
     * an empty or null filter keeps all.
     */
    public static boolean accepts(Pattern p, String filter) {
        if (filter == null || filter.isBlank()) return true;
        String f = filter.trim().toLowerCase(java.util.Locale.ROOT);
        if (p.name() != null && p.name().toLowerCase(java.util.Locale.ROOT).contains(f)) return true;
        return p.colon() != null && p.colon().classification().toLowerCase(java.util.Locale.ROOT).contains(f);
    }

    private static Row row(Constraints constraints, Match m, Board board, int color, int base) {
        EvalResult r = constraints.check(m, board, color, null);
        String failing = r.truth == EvalResult.Truth.FALSE ? constraints.failingText(m, board, color, null) : null;
        return new Row(m, r, failing, board, PatternGeometry.covered(m, board), base);
    }
}
