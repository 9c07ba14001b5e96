package owlbench.patterns.search;

import owlbench.board.StoneColor;
import java.nio.file.Path;

/**
 * One place a pattern matched in a game: the game file, the position (after {@code movesPlayed} moves
 * of the main line, i.e. before move {@code movesPlayed + 1}), the colour playing O, the pattern, the
 * transformation (0..7 = a..h) and the board point of the pattern's move ('*'; its anchor when the
 * pattern has no move), with the GTP vertex of that point; and whether the pattern's constraint holds
 * there ("true", "false", or "unknown, needs NAME" for an engine fact the search does not have).
 */
public final class PatternHit {
    public final Path game;
    public final int movesPlayed;
    public final int color;
    public final String pattern;
    public final int transformation;
    public final int point;
    public final String vertex;
    /** The constraint's result at the hit: TRUE, FALSE or UNKNOWN (TRUE for a pattern without one). */
    public final owlbench.patterns.expr.EvalResult.Truth truth;
    /** The constraint's result as text: "true", "false" or "unknown, needs NAME". */
    public final String constraint;

    public PatternHit(Path game, int movesPlayed, int color, String pattern, int transformation, int point, String vertex) {
        this(game, movesPlayed, color, pattern, transformation, point, vertex,
                owlbench.patterns.expr.EvalResult.Truth.UNKNOWN, "unknown, not evaluated");
    }

    public PatternHit(Path game, int movesPlayed, int color, String pattern, int transformation, int point, String vertex,
            owlbench.patterns.expr.EvalResult.Truth truth, String constraint) {
        this.truth = truth;
        this.constraint = constraint;
        this.game = game;
        this.movesPlayed = movesPlayed;
        this.color = color;
        this.pattern = pattern;
        this.transformation = transformation;
        this.point = point;
        this.vertex = vertex;
    }

    @Override
    public String toString() {
        return game.getFileName() + " after " + movesPlayed + " moves, O=" + StoneColor.name(color) + ": "
                + pattern + " at " + vertex + " (" + owlbench.patterns.match.Transformation.name(transformation) + "), constraint " + constraint;
    }
}
