package owlbench.gtp;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Before;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * A command that breaks off half-way (a stack overflow deep in a read, a bug) leaves the position
 * as the controller set it up: the trial moves it played are taken back, the controller's own
 * trymoves stay, and the readers start afresh so that later answers are a fresh engine's.
 */
public class InternalErrorRecoveryTest {
    private OwlbenchGtp owl;
    private GtpEngine e;

    @Before
    public void setUp() {
        owl = new OwlbenchGtp(9, 0, null, OwlbenchGtp.builtinModules());
        e = owl.engine();
        // a test command that plays trial moves as a read does, then overflows the stack
        owl.registry().register("owlbench_test_overflow", a -> {
            Board b = owl.state().board();
            b.trymove(b.point(0, 0), StoneColor.BLACK);
            b.trymove(b.point(0, 1), StoneColor.WHITE);
            b.trymove(b.point(8, 8), StoneColor.BLACK);
            return String.valueOf(recurse(0));
        });
        owl.registry().register("owlbench_test_bug", a -> {
            Board b = owl.state().board();
            b.trymove(b.point(4, 4), StoneColor.WHITE);
            throw new IllegalStateException("kaputt");
        });
    }

    private static int recurse(int n) {
        return recurse(n + 1) + 1;
    }

    private void position() {
        for (String m : new String[] {"B C3", "W D3", "B D4", "W E4", "B C4", "W E5", "B E3", "W F3"}) {
            GtpAnswers.ok(e, "play " + m);
        }
    }

    @Test
    public void stackOverflowInACommandLeavesThePositionAsItWas() {
        position();
        String board = GtpAnswers.ok(e, "showboard");
        String attack = GtpAnswers.ok(e, "attack D3");
        String defend = GtpAnswers.ok(e, "defend E4");
        String err = GtpAnswers.err(e, "owlbench_test_overflow");
        assertTrue(err, err.startsWith("internal error: StackOverflowError"));
        assertTrue(err, err.endsWith("(the position is as before the command)"));
        assertEquals(0, owl.state().board().stackp());
        assertEquals(board, GtpAnswers.ok(e, "showboard"));
        assertEquals(attack, GtpAnswers.ok(e, "attack D3"));
        assertEquals(defend, GtpAnswers.ok(e, "defend E4"));
        // the game goes on: a move can be played and taken back as before
        GtpAnswers.ok(e, "play B F4");
        GtpAnswers.ok(e, "undo");
        assertEquals(board, GtpAnswers.ok(e, "showboard"));
    }

    @Test
    public void theControllersOwnTrymovesStay() {
        position();
        GtpAnswers.ok(e, "trymove B F4");
        String board = GtpAnswers.ok(e, "showboard");
        GtpAnswers.err(e, "owlbench_test_bug");
        assertEquals(1, owl.state().board().stackp());
        assertEquals(board, GtpAnswers.ok(e, "showboard"));
        GtpAnswers.ok(e, "popgo");
        assertEquals(0, owl.state().board().stackp());
    }
}
