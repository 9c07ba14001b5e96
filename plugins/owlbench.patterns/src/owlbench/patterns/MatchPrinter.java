package owlbench.patterns;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.match.Constraints;
import owlbench.patterns.match.Match;
import owlbench.patterns.match.Transformation;
import owlbench.patterns.model.DbFile;
import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfReader;

/**
 * The {@code --match} part of the checker: a position from an SGF file and the colour O stands for;
 * prints each database's matches as {@code NAME TRANSFORMATION MOVE RESULT}.
 */
public final class MatchPrinter {
    private final Board board;
    private final int color;

    public MatchPrinter(Board board, int color) {
        this.board = board;
        this.color = color;
    }

    /**
     * Loads {@code GAME.sgf[:MOVE]} (MOVE as for GTP loadsgf: a move number or a vertex; none = the
     * whole game); the colour defaults to the side to move.
     */
    public static MatchPrinter load(String spec, String colorName) throws IOException, SgfException {
        String file = spec;
        String until = null;
        int colon = spec.lastIndexOf(':');
        if (colon > 0 && colon < spec.length() - 1 && spec.indexOf('/', colon) < 0 && spec.indexOf('\\', colon) < 0
                && !spec.substring(colon + 1).contains(".")) {
            file = spec.substring(0, colon);
            until = spec.substring(colon + 1);
        }
        Path path = Paths.get(file);
        SgfCollection coll = SgfReader.read(path);
        if (coll.games().isEmpty()) throw new IllegalArgumentException(file + ": no game in the file");
        GamePosition pos = GameReplay.load(coll.games().get(0), until);
        int c = colorName == null ? pos.toMove() : StoneColor.parse(colorName);
        if (c != StoneColor.BLACK && c != StoneColor.WHITE) throw new IllegalArgumentException("--color must be black or white: " + colorName);
        return new MatchPrinter(pos.board(), c);
    }

    public Board board() {
        return board;
    }

    public int color() {
        return color;
    }

    /** Prints one line per match of the database's patterns. */
    public void print(DbFile db, PrintStream out) {
        for (String line : lines(db)) out.println(line);
    }

    /** The match lines for a database, in pattern order. */
    public List<String> lines(DbFile db) {
        CompiledMatcher m = new CompiledMatcher(db.patterns());
        Constraints constraints = new Constraints(db);
        List<Match> matches = m.match(board, color);
        List<String> out = new java.util.ArrayList<>(matches.size());
        for (Match mt : matches) out.add(line(mt, constraints.check(mt, board, color, null)));
        return out;
    }

    /** Prints one line per fullboard match: {@code NAME t MOVE fullboard}. */
    public void print(owlbench.patterns.fullboard.FusekiDbFile db, PrintStream out) {
        owlbench.patterns.fullboard.FullboardMatcher m = new owlbench.patterns.fullboard.FullboardMatcher(db.patterns(), db.boardSize());
        for (owlbench.patterns.fullboard.FullboardMatcher.FullboardMatch x : m.match(board, color)) {
            out.println(x.pattern.name() + " " + Transformation.name(x.transformation) + " "
                    + Vertex.toString(x.move, board.size()) + " true");
        }
    }

    /** {@code NAME t MOVE RESULT}; MOVE is a GTP vertex (PASS when the pattern has no move). */
    public String line(Match m, EvalResult r) {
        return m.pattern.name() + " " + Transformation.name(m.transformation) + " "
                + Vertex.toString(m.move, board.size()) + " " + result(r);
    }

    /** true, false or unknown-needs-NAME. */
    public static String result(EvalResult r) {
        switch (r.truth) {
            case TRUE: return "true";
            case FALSE: return "false";
            default: return "unknown-needs-" + r.missing;
        }
    }
}
