package owlbench.agents.engine;

import owlbench.agents.Agent;
import owlbench.agents.AgentContext;
import owlbench.agents.Position;
import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.match.Match;
import owlbench.patterns.model.ColonLine;
import owlbench.patterns.model.PatternValue;

/**
 * Matches of GNU Go's move patterns (patterns.db and patterns2.db, with owlbench's compiled
 * matcher) at each empty point, grouped by the pattern's classification so that the chromosome
 * weights each group. Constraints are not evaluated (many need engine facts owlbench does not have
 * yet), so a match is evidence, not a verdict. Components:
 * 0 connect (C, c), 1 cut (B), 2 territory and edge (E, e, I), 3 joseki and fuseki
 * (J, j, t, U, T, F), 4 shape patterns with a positive shape() value, 5 any other match.
 */
public final class PatternAgent implements Agent {
    private final AgentContext context;

    /** An agent working with the context's shared databases and readers. */
    public PatternAgent(AgentContext context) {
        this.context = context;
    }

    /** The component names in gene order. */
    public static final String[] GROUPS = {"connect", "cut", "territory", "joseki", "shape", "other"};

    @Override
    public String name() {
        return "patterns";
    }

    @Override
    public int components() {
        return GROUPS.length;
    }

    @Override
    public int geneCount() {
        return GROUPS.length;
    }

    @Override
    public void evaluate(Position p, double[][] out) {
        Board b = p.board();
        for (Match m : context.patterns().moveMatcher.match(b, p.toMove())) {
            if (m.move == Board.PASS || b.color(m.move) != StoneColor.EMPTY) {
                continue;
            }
            out[group(m.pattern.colon())][p.index(m.move)] += 1;
        }
    }

    /** The component of a pattern's colon line. */
    static int group(ColonLine colon) {
        if (colon == null) {
            return 5;
        }
        if (colon.hasClass('C') || colon.hasClass('c')) {
            return 0;
        }
        if (colon.hasClass('B')) {
            return 1;
        }
        if (colon.hasClass('E') || colon.hasClass('e') || colon.hasClass('I')) {
            return 2;
        }
        for (char c : new char[] {'J', 'j', 't', 'U', 'T', 'F'}) {
            if (colon.hasClass(c)) {
                return 3;
            }
        }
        PatternValue shape = colon.value("shape");
        if (shape != null && shape.number > 0) {
            return 4;
        }
        return 5;
    }
}
