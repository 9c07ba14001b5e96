package owlbench.patterns.search;

import java.nio.file.Path;

/**
 * One place a pattern matched in a game: the game file, the position (after {@code movesPlayed} moves
 * of the main line, i.e. before move {@code movesPlayed + 1}), the colour playing O, the pattern, the
 * transformation (0..7 = a..h) and the board point of the pattern's move ('*'; its anchor when the
 * pattern has no move), with the GTP vertex of that point.
 */
public final class PatternHit {
    public final Path game;
    public final int movesPlayed;
    public final int color;
    public final String pattern;
    public final int transformation;
    public final int point;
    public final String vertex;

    public PatternHit(Path game, int movesPlayed, int color, String pattern, int transformation, int point, String vertex) {
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
        return game.getFileName() + " after " + movesPlayed + " moves, O=" + owlbench.board.Color.name(color) + ": "
                + pattern + " at " + vertex + " (" + owlbench.patterns.match.Transformation.name(transformation) + ")";
    }
}
