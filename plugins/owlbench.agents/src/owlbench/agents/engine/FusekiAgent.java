package owlbench.agents.engine;

import owlbench.agents.Agent;
import owlbench.agents.AgentContext;
import owlbench.agents.Position;
import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.fullboard.FullboardMatcher.FullboardMatch;

/**
 * Whole-board openings from GNU Go's 9x9 fuseki database (fuseki9.dbz, with owlbench's fullboard
 * matcher, all eight symmetries): when the position is one of the database's, the recorded next
 * move gets log(1 + games), so that common openings count more than rare ones.
 */
public final class FusekiAgent implements Agent {
    private final AgentContext context;

    /** An agent working with the context's shared databases and readers. */
    public FusekiAgent(AgentContext context) {
        this.context = context;
    }

    @Override
    public String name() {
        return "fuseki";
    }

    @Override
    public void evaluate(Position p, double[][] out) {
        Board b = p.board();
        if (b.size() != 9) {
            return;
        }
        for (FullboardMatch m : context.patterns().fuseki9.match(b, p.toMove())) {
            if (m.move != Board.PASS && b.color(m.move) == StoneColor.EMPTY) {
                out[0][p.index(m.move)] += Math.log1p(m.pattern.games());
            }
        }
    }
}
