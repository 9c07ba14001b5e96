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
import owlbench.patterns.match.PatternGeometry;
import owlbench.patterns.match.Transformation;
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
    /** Per pattern with goal cells, per transformation (0..7), each goal cell's {row, column} offset from the anchor. */
    private final Map<Pattern, int[][][]> goalOffsets = new IdentityHashMap<>();
    /** {@link #goalPoints}' tables by row stride (thread-safe: a database may serve several readers). */
    private final java.util.concurrent.ConcurrentHashMap<Integer, int[][]> goalPointsByStride = new java.util.concurrent.ConcurrentHashMap<>();
    /**
     * Per usable pattern, its candidate's value and citation, made once: a candidate is made for
     * every match whose constraint holds, many per owl node.
     */
    private final Map<Pattern, Proposal> proposals = new IdentityHashMap<>();

    /** What a pattern's candidates carry besides the move. */
    private record Proposal(int value, String reason, boolean sacrifice) {
    }
    /** {@link #proposals} per compiled variant (the matcher's index): read at every match without a map look-up. */
    private final Proposal[] proposalOf;
    /**
     * Per compiled variant, whether its pattern's check holds without reading the match (no
     * constraint, no helper: Constraints.holdsAlways): its matches are not built.
     */
    private final boolean[] holdsAlways;
    private final int patterns;
    /**
     * How far (in rows or columns) a match's anchor can lie from the goal stone that one of its goal
     * cells falls on; -1 when some pattern has no goal elements (it may match anywhere).
     */
    private final int goalReach;

    private OwlPatternDatabase(DbFile file) {
        this.fileName = Path.of(file.sourceName()).getFileName().toString();
        this.constraints = new Constraints(file);
        List<Pattern> usable = new ArrayList<>();
        int reach = 0;
        for (Pattern p : file.patterns()) {
            if (p.diagram() == null || p.colon() == null) continue;
            usable.add(p);
            proposals.put(p, new Proposal(value(p), cite(p), p.colon().hasClass('s')));
            String elements = p.goalElements();
            if (elements != null && !elements.isBlank() && !elements.equals("none")) {
                int[][] cells = PatternGeometry.cells(p.diagram(), elements.trim());
                // the 8 transformations keep the larger of the row and column distance
                int[] anchor = PatternGeometry.anchor(p.diagram());
                int[][][] offsets = new int[8][cells.length][];
                for (int t = 0; t < 8; t++) {
                    for (int i = 0; i < cells.length; i++) {
                        int dr = cells[i][0] - anchor[0], dc = cells[i][1] - anchor[1];
                        offsets[t][i] = new int[] {Transformation.row(t, dr, dc), Transformation.col(t, dr, dc)};
                    }
                }
                goalOffsets.put(p, offsets);
                for (int[] c : cells) {
                    if (reach >= 0) reach = Math.max(reach, Math.max(Math.abs(c[0] - anchor[0]), Math.abs(c[1] - anchor[1])));
                }
            } else {
                reach = -1;
            }
        }
        this.matcher = new CompiledMatcher(usable);
        this.patterns = usable.size();
        int variants = matcher.variantCount();
        this.proposalOf = new Proposal[variants];
        this.holdsAlways = new boolean[variants];
        for (int v = 0; v < variants; v++) {
            Pattern p = matcher.variantPattern(v);
            proposalOf[v] = proposals.get(p);
            holdsAlways[v] = constraints.holdsAlways(p);
        }
        this.goalReach = reach;
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
        return candidates(b, color, goal, facts, anchors(b, goal));
    }

    /**
     * As {@link #candidates(Board, int, boolean[], PatternFacts)}; with {@code skipDominated} a match
     * is left out, its constraint not evaluated, where a match before it proposed the same move
     * with at least its value and its constraint held, and that match or another accepted one for
     * the move is a sacrifice where this one is. The list then lacks only candidates that
     * OwlMoves.add, which keeps per move the first of the highest value and the sacrifice of any,
     * would pass over (OwlParams.skipDominatedPatternChecks).
     */
    List<OwlCandidate> candidates(Board b, int color, boolean[] goal, PatternFacts facts, boolean skipDominated) {
        return candidates(b, color, goal, facts, anchors(b, goal), skipDominated);
    }

    /**
     * As {@link #candidates(Board, int, boolean[], PatternFacts, boolean)}, the matches taken from
     * {@code memo} where the reader met the same stones, colour and goal before (the same matches:
     * see {@link OwlMatchMemo}); the constraints are checked as at a first meeting.
     */
    List<OwlCandidate> candidates(Board b, int color, boolean[] goal, PatternFacts facts, boolean skipDominated, OwlMatchMemo memo) {
        long[] codes = memo.codes(this, b, color, goal, () -> matchCodes(b, goal, color, anchors(b, goal)));
        return candidates(b, color, facts, codes, skipDominated);
    }

    /** The candidates from matches anchored where {@code anchors} is true (null: anywhere; tests compare both). */
    List<OwlCandidate> candidates(Board b, int color, boolean[] goal, PatternFacts facts, boolean[] anchors) {
        return candidates(b, color, goal, facts, anchors, false);
    }

    private List<OwlCandidate> candidates(Board b, int color, boolean[] goal, PatternFacts facts, boolean[] anchors,
            boolean skipDominated) {
        return candidates(b, color, facts, matchCodes(b, goal, color, anchors), skipDominated);
    }

    /**
     * The matches for color anchored where {@code anchors} is true (null: anywhere) with a goal
     * stone under a goal cell, as the matcher's codes in its order.
     */
    private long[] matchCodes(Board b, boolean[] goal, int color, boolean[] anchors) {
        // a match counts only with a goal stone under one of its goal cells: tested before the
        // match is built, from the cells' offsets in the match's transformation
        // (per variant, its goal cells as board-array offsets for this row stride: no look-up of
        // the pattern at each of the millions of matches tried)
        int[][] goalPoints = goalPoints(b.rowStride());
        CompiledMatcher.VariantFilter onGoal = (v, anchor) -> {
            int[] offsets = goalPoints[v];
            if (offsets == null) return true;
            for (int o : offsets) {
                int q = anchor + o;
                if (q > 0 && q < goal.length && goal[q]) return true;
            }
            return false;
        };
        // the matches as codes (variant and anchor), built into a Match only where the constraint
        // reads one: the move, the proposal and the dominance test need only the code (since
        // 2026-11-28, h/owlspeed27: the same matches in the same order, the same checks)
        return matcher.matchCodes(b, color, anchors, onGoal);
    }

    /** The candidates of the matches {@code codes} (found on b for color) whose constraint holds. */
    private List<OwlCandidate> candidates(Board b, int color, PatternFacts facts, long[] codes, boolean skipDominated) {
        List<OwlCandidate> out = new ArrayList<>();
        Accepted accepted = skipDominated ? new Accepted(b.boardArraySize()) : null;
        for (long code : codes) {
            int move = matcher.codeMove(b, code);
            if (move == Board.PASS || !b.isOnBoard(move)) continue;
            int v = CompiledMatcher.codeVariant(code);
            Proposal why = proposalOf[v];
            // a quarter of owl.tst's matches propose a move an accepted match already holds at
            // their value or more: their constraints (a tenth of its CPU) could change nothing
            if (accepted != null && accepted.dominates(move, why)) continue;
            if (!holdsAlways[v]) {
                EvalResult r = constraints.check(matcher.build(b, code), b, color, facts);
                if (r.truth == EvalResult.Truth.FALSE) continue;
            }
            out.add(new OwlCandidate(move, why.value, why.reason, why.sacrifice));
            if (accepted != null) accepted.add(move, why);
        }
        return out;
    }

    /**
     * The candidates accepted so far in one candidates call, per move: the best value and whether
     * one of them is a sacrifice. Until 2026-11-28 each match scanned the list accepted so far for
     * its move (the same answer; a node accepts a few dozen candidates, and the scan was about 1%
     * of owl.tst's CPU).
     */
    private static final class Accepted {
        /** Per board point, the best value accepted there (Integer.MIN_VALUE: none). */
        private final int[] best;
        /** Per board point, whether a sacrifice was accepted there. */
        private final boolean[] sacrifice;

        Accepted(int points) {
            best = new int[points];
            java.util.Arrays.fill(best, Integer.MIN_VALUE);
            sacrifice = new boolean[points];
        }

        void add(int move, Proposal why) {
            best[move] = Math.max(best[move], why.value);
            sacrifice[move] |= why.sacrifice;
        }

        /**
         * Whether the candidates accepted so far hold move at why's value or more, and as a
         * sacrifice where why is one: a match proposing it adds nothing then, whatever its
         * constraint says.
         */
        boolean dominates(int move, Proposal why) {
            return best[move] >= why.value && (sacrifice[move] || !why.sacrifice);
        }
    }

    /**
     * Per compiled variant, the board-array offsets from the anchor of its pattern's goal cells in
     * its transformation for a board of row stride {@code stride} (null where the pattern has no
     * goal elements: every match counts), made once per stride: {@link #goalOffsets} laid on the
     * board, in the same order.
     */
    private int[][] goalPoints(int stride) {
        return goalPointsByStride.computeIfAbsent(stride, s -> {
            int[][] out = new int[matcher.variantCount()][];
            for (int v = 0; v < out.length; v++) {
                int[][][] offsets = goalOffsets.get(matcher.variantPattern(v));
                if (offsets == null) continue;
                int[][] cells = offsets[matcher.variantTransformation(v)];
                out[v] = new int[cells.length];
                for (int i = 0; i < cells.length; i++) out[v][i] = cells[i][0] * s + cells[i][1];
            }
            return out;
        });
    }

    /** {@link #goalReach}: how far an anchor can lie from a goal stone (-1: anywhere). */
    int goalReach() {
        return goalReach;
    }

    /**
     * The points where a match can have a goal cell on a goal stone: within {@link #goalReach} rows
     * and columns of the goal (null, every point, when a pattern has no goal elements). Matching
     * only there gives the same candidates as matching the whole board, at a fraction of the cost
     * when the goal is small.
     */
    boolean[] anchors(Board b, boolean[] goal) {
        if (goalReach < 0) return null;
        int n = b.size();
        int stride = b.rowStride();
        boolean[] out = new boolean[goal.length];
        // the goal's rows and columns, so that the two passes below walk only its box widened by
        // the reach: the rest of the board gets no anchor (a row with no goal stone marks nothing
        // in the first pass, and a column with no mark nothing in the second), the same mask as
        // both passes over the whole board for a fraction of the points at most nodes
        int minR = n, maxR = -1, minC = n, maxC = -1;
        for (int r = 0; r < n; r++) {
            int first = b.point(0, r);
            for (int c = 0; c < n; c++) {
                if (goal[first + c]) {
                    minR = Math.min(minR, r);
                    maxR = r;
                    minC = Math.min(minC, c);
                    maxC = Math.max(maxC, c);
                }
            }
        }
        if (maxR < 0) return out;
        int loC = Math.max(0, minC - goalReach), hiC = Math.min(n - 1, maxC + goalReach);
        int hiR = Math.min(n - 1, maxR + goalReach);
        boolean[] rows = new boolean[goal.length];
        // the goal widened along rows, then along columns: a square of side 2 * reach + 1 around each stone
        for (int r = minR; r <= maxR; r++) {
            int last = -goalReach - 1; // column of the last goal stone seen in this row (none yet: out of reach)
            int first = b.point(0, r);
            for (int c = minC; c <= hiC; c++) {
                if (goal[first + c]) {
                    for (int cc = Math.max(Math.max(0, c - goalReach), last + goalReach + 1); cc <= c; cc++) rows[first + cc] = true;
                    last = c;
                }
                if (c - last <= goalReach) rows[first + c] = true;
            }
        }
        for (int c = loC; c <= hiC; c++) {
            int last = -goalReach - 1;
            for (int r = minR; r <= hiR; r++) {
                int p = b.point(c, r);
                if (rows[p]) {
                    for (int rr = Math.max(Math.max(0, r - goalReach), last + goalReach + 1); rr <= r; rr++) out[p + (rr - r) * stride] = true;
                    last = r;
                }
                if (r - last <= goalReach) out[p] = true;
            }
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

    /** The pattern's value(N), 0 without one. */
    static int value(Pattern p) {
        PatternValue v = p.colon().value("value");
        return v == null ? 0 : (int) v.number;
    }
}
