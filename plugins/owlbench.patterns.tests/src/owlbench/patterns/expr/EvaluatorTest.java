package owlbench.patterns.expr;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import org.junit.Before;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/** Three-valued evaluation with board-only functions and a context that knows some engine facts. */
public class EvaluatorTest {
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
        // X (black) stone at C3 with an O (white) stone at C4 above it; O is white here
        board.setStone(board.point(2, 6), StoneColor.BLACK);
        board.setStone(board.point(2, 5), StoneColor.WHITE);
        board.setStone(board.point(3, 6), StoneColor.WHITE);
        labels.put('A', board.point(2, 6));
        labels.put('b', board.point(2, 5));
        labels.put('*', board.point(1, 6));
        labels.put('c', board.point(5, 5));
    }

    private EvalResult eval(String s) {
        ExpressionParser.Result r = ExpressionParser.parseConstraint(s, Set.of('A', 'b', '*', 'c'));
        assertTrue(r.diagnostics.toString(), r.ok());
        return Evaluator.evaluate(r.root, ctx);
    }

    @Test
    public void boardOnlyFunctions() {
        assertEquals(EvalResult.Truth.TRUE, eval("lib(A) == 2").truth);
        assertEquals(EvalResult.Truth.TRUE, eval("lib(b) == 3").truth);
        assertEquals(EvalResult.Truth.TRUE, eval("olib(*) == 3 && xlib(*) == 4").truth);
        assertEquals(EvalResult.Truth.TRUE, eval("legal_omove(*) && !legal_omove(A)").truth);
        assertEquals(EvalResult.Truth.TRUE, eval("x_somewhere(b, A) && !o_somewhere(A, c)").truth);
        assertEquals(EvalResult.Truth.TRUE, eval("wormsize(A) == 1 && !same_string(A, b)").truth);
        assertEquals(EvalResult.Truth.TRUE, eval("oplay_lib(*, c, A) == 1").truth);
        assertEquals(0, board.stackp());
    }

    @Test
    public void higherOrderLibertiesFollowTheManualsExample() {
        // doc/dragon.texi: the O string's liberties of order < 5
        String[] rows = {".XX...", "XO....", "XO....", "......", ".X.X.."};
        String[] want = {".XX.4.", "XO1234", "XO1234", ".12.4.", ".X.X.."};
        Board b = new Board(9);
        board = b;
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < 6; c++) {
                char ch = rows[r].charAt(c);
                if (ch == 'X') b.setStone(b.point(c, r), StoneColor.BLACK);
                if (ch == 'O') b.setStone(b.point(c, r), StoneColor.WHITE);
            }
        }
        // placed in the top left corner; the rest of the board is further away than order 4
        int[] dist = BoardFunctions.libertyOrders(b, b.point(1, 1), 4);
        for (int r = 0; r < rows.length; r++) {
            StringBuilder got = new StringBuilder();
            for (int c = 0; c < 6; c++) {
                int p = b.point(c, r);
                int col = b.color(p);
                got.append(col == StoneColor.BLACK ? 'X' : col == StoneColor.WHITE ? 'O' : dist[p] == 0 ? '.' : (char) ('0' + dist[p]));
            }
            assertEquals("row " + r, want[r], got.toString());
        }
        labels.put('A', b.point(1, 1));
        assertEquals(EvalResult.Truth.TRUE, eval("lib(A) == 3 && lib2(A) == 3 && lib3(A) == 2 && lib4(A) == 4").truth);
    }

    @Test
    public void missingFunctionGivesUnknownWithItsName() {
        EvalResult r = eval("lib(A) == 2 && safe_omove(*)");
        assertEquals(EvalResult.Truth.UNKNOWN, r.truth);
        assertEquals("safe_omove", r.missing);
        assertEquals("unknown, needs safe_omove", r.toString());
        r = eval("doing_scoring || lib(A) > 5");
        assertEquals("doing_scoring", r.missing);
    }

    @Test
    public void knownOperandDecidesShortCircuits() {
        assertEquals(EvalResult.Truth.FALSE, eval("lib(A) == 1 && attack(A)").truth);
        assertEquals(EvalResult.Truth.FALSE, eval("attack(A) && lib(A) == 1").truth);
        assertEquals(EvalResult.Truth.TRUE, eval("attack(A) || lib(A) == 2").truth);
        assertEquals(EvalResult.Truth.UNKNOWN, eval("attack(A) || lib(A) == 1").truth);
        assertEquals(EvalResult.Truth.TRUE, eval("attack(A) ? 1 : 1").truth);
    }

    @Test
    public void contextProvidesEngineFacts() {
        facts.put("attack", 5.0);
        facts.put("doing_scoring", 0.0);
        assertEquals(EvalResult.Truth.TRUE, eval("attack(A) == WIN && !doing_scoring").truth);
        facts.put("lib", 7.0);
        assertEquals("the context takes precedence", EvalResult.Truth.TRUE, eval("lib(A) == 7").truth);
        assertEquals(EvalResult.Truth.TRUE, eval("(lib(A) + 3) / 2 == 5 && 7 % 4 == 3 && -lib(A) < 0").truth);
    }

    @Test
    public void actionsRunAndReturn() {
        facts.put("antisuji", 1.0);
        ExpressionParser.Result r = ExpressionParser.parseAction("if (lib(A) > 1) return !x_somewhere(c); antisuji(c);", Set.of('A', 'c'));
        assertEquals(EvalResult.Truth.TRUE, Evaluator.run(r.root, ctx).truth);
        r = ExpressionParser.parseAction("replace(c,*)", Set.of('c', '*'));
        EvalResult e = Evaluator.run(r.root, ctx);
        assertEquals(EvalResult.Truth.UNKNOWN, e.truth);
        assertEquals("replace", e.missing);
    }
}
