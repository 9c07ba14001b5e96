package owlbench.patterns.expr;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import org.junit.Before;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/** Which subexpression made a constraint false, found by {@link Evaluator#failing}. */
public class FailingSubexpressionTest {
    private Board board;
    private final Map<Character, Integer> labels = new HashMap<>();
    private final Map<String, Double> facts = new HashMap<>();

    private final PatternContext ctx = new PatternContext() {
        @Override
        public Board board() {
            return board;
        }

        @Override
        public int color() {
            return StoneColor.WHITE;
        }

        @Override
        public int point(char label) {
            Integer p = labels.get(label);
            return p == null ? Board.PASS : p;
        }

        @Override
        public boolean provides(String name) {
            return facts.containsKey(name);
        }

        @Override
        public double call(String name, int[] points) {
            return facts.get(name);
        }
    };

    @Before
    public void setUp() {
        board = new Board(9);
        // a lone X (black) stone at C3 with 4 liberties; O is white
        board.setStone(board.point(2, 6), StoneColor.BLACK);
        labels.put('A', board.point(2, 6));
        labels.put('*', board.point(3, 6));
    }

    /** The text of the failing subexpression, or null. */
    private String failing(String expression) {
        ExpressionParser.Result r = ExpressionParser.parseConstraint(expression, Set.of('A', '*'));
        assertTrue(r.diagnostics.toString(), r.ok());
        Node n = Evaluator.failing(r.root, ctx);
        return n == null ? null : expression.substring(n.start, n.end);
    }

    @Test
    public void trueOrUnknownHasNoFailingPart() {
        assertNull(failing("lib(A) == 4"));
        assertNull(failing("lib(A) == 4 && legal_omove(*)"));
        // unknown: dragon status is an engine fact nobody provides here
        assertNull(failing("lib(A) == 4 && dead(A)"));
    }

    @Test
    public void firstFalseOperandOfAnd() {
        assertEquals("lib(A) >= 5", failing("legal_omove(*) && lib(A) >= 5 && xlib(*) == 3"));
        assertEquals("xlib(*) == 9", failing("legal_omove(*) && lib(A) == 4 && xlib(*) == 9"));
        // both false: the first one decides, as C's && stops there
        assertEquals("lib(A) == 1", failing("lib(A) == 1 && lib(A) == 2"));
        // a false operand decides even when the other one is unknown
        assertEquals("lib(A) > 4", failing("dead(A) && lib(A) > 4"));
    }

    @Test
    public void descendsThroughParenthesesAndConditionals() {
        assertEquals("lib(A) < 2", failing("legal_omove(*) && (lib(A) == 4 && lib(A) < 2)"));
        assertEquals("lib(A) == 3", failing("lib(A) == 4 ? lib(A) == 3 : 1"));
    }

    @Test
    public void orNegationAndComparisonAreReportedWhole() {
        assertEquals("lib(A) == 1 || lib(A) == 2", failing("legal_omove(*) && (lib(A) == 1 || lib(A) == 2)"));
        assertEquals("!legal_omove(*)", failing("!legal_omove(*)"));
        assertEquals("lib(A) + 1 < 3", failing("lib(A) + 1 < 3"));
    }

    @Test
    public void engineFactsFromTheContextCount() {
        facts.put("dead", 0.0);
        assertEquals("dead(A)", failing("lib(A) == 4 && dead(A)"));
    }
}
