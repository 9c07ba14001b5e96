package owlbench.influence;

import owlbench.board.StoneColor;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import owlbench.board.Board;
import owlbench.patterns.expr.EvalResult;
import owlbench.patterns.expr.MatchBindings;
import owlbench.patterns.expr.PatternFacts;

/**
 * The pattern facts of influence pattern constraints and actions: the non-territory actions
 * (non_oterritory, non_xterritory) are answered here and mark points; reading facts go to the
 * caller's {@link InfluenceFacts}; anything else stays unknown. It also counts which facts were
 * missing, for the diagnostics of a computation. One per computation, not shared.
 */
final class NonTerritoryFacts implements PatternFacts {
    private static final Set<String> OWN = Set.of("non_oterritory", "non_xterritory");

    private final Board board;
    private final InfluenceFacts facts;
    /** nonTerritory[p]: bit WHITE (1) if white cannot get territory at p, bit BLACK (2) likewise. */
    private final int[] nonTerritory;
    private final Map<String, Integer> unknown = new TreeMap<>();

    NonTerritoryFacts(Board board, InfluenceFacts facts, int[] nonTerritory) {
        this.board = board;
        this.facts = facts;
        this.nonTerritory = nonTerritory;
    }

    @Override
    public boolean provides(String name) {
        return OWN.contains(name) || facts != null && facts.provides(name);
    }

    @Override
    public double call(String name, MatchBindings match, int[] points) {
        int color = match.color();
        switch (name) {
            case "non_oterritory":
                mark(points, color);
                return 1;
            case "non_xterritory":
                mark(points, StoneColor.other(color));
                return 1;
            default:
                return facts.call(name, color, points);
        }
    }

    private void mark(int[] points, int c) {
        for (int p : points) {
            if (board.isOnBoard(p)) nonTerritory[p] |= c;
        }
    }

    /** Records a constraint or action whose result was unknown. */
    void note(EvalResult r) {
        if (!r.isKnown()) unknown.merge(r.missing == null ? "reading budget" : r.missing, 1, Integer::sum);
    }

    Map<String, Integer> unknownFacts() {
        return unknown;
    }
}
