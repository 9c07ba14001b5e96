package owlbench.engine;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.influence.DeadStones;
import owlbench.influence.InfluenceFacts;
import owlbench.patterns.expr.MatchBindings;
import owlbench.reading.ReadCodes;
import owlbench.tactics.TacticalFacts;

/**
 * The position's reading-backed pattern facts ({@link TacticalFacts}, their one home) as the facts
 * of influence pattern constraints, and the tactical dead stones influence takes until owl exists:
 * a worm that can be captured and not defended. Shared by the GTP influence commands and the
 * workbench's own analyses ({@link PositionAnalysis}).
 */
public final class TacticalInfluenceFacts implements InfluenceFacts {
    private final TacticalFacts tactical;

    public TacticalInfluenceFacts(TacticalFacts tactical) {
        this.tactical = tactical;
    }

    /**
     * Tactically dead stones, and in addition the critical worms (capturable and defendable) of
     * colour {@code criticalDead} (EMPTY: none): with the colour not to move, the stones that are
     * not lively (doc/influence.texi); with either colour, the bounds of a score estimate. Read on
     * whatever board the influence function gives (the position, or the position after a move).
     */
    public DeadStones deadStones(int criticalDead) {
        return b -> {
            if (b != tactical.reader().board()) throw new IllegalArgumentException("dead stones are read on the reader's board");
            boolean[] dead = new boolean[b.boardArraySize()];
            int[] stones = new int[b.boardArraySize()];
            boolean[] seen = new boolean[b.boardArraySize()];
            for (int p : b.onBoardPoints()) {
                if (b.color(p) == StoneColor.EMPTY || seen[p]) continue;
                int n = b.stringStones(p, stones);
                int[] c = tactical.codes(p);
                boolean d = c[0] != ReadCodes.FAIL && (c[1] == ReadCodes.FAIL || b.color(p) == criticalDead);
                for (int i = 0; i < n; i++) {
                    seen[stones[i]] = true;
                    dead[stones[i]] = d;
                }
            }
            return dead;
        };
    }

    @Override
    public boolean provides(String name) {
        return tactical.provides(name);
    }

    @Override
    public double call(String name, int color, int[] p) {
        Board b = tactical.reader().board();
        return tactical.call(name, new MatchBindings() {
            @Override
            public Board board() {
                return b;
            }

            @Override
            public int color() {
                return color;
            }

            @Override
            public int point(char label) {
                return Board.PASS;
            }
        }, p);
    }
}
