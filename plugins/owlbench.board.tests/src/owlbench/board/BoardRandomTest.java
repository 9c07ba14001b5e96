package owlbench.board;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.Arrays;
import java.util.Random;

import org.junit.Test;

/**
 * Random legal games mixed with trymove/popgo nests; at every step the incremental strings,
 * liberties, stones and neighbours must equal a flood-fill recount, popgo must restore
 * everything exactly, and undo must give back the previous position.
 */
public class BoardRandomTest {

    private static int randomLegal(Board b, int color, Random rnd, int[] buf) {
        int n = 0;
        for (int p : b.onBoardPoints()) {
            if (b.isLegal(p, color)) {
                buf[n++] = p;
            }
        }
        if (n == 0 || rnd.nextInt(40) == 0) {
            return Board.PASS;
        }
        return buf[rnd.nextInt(n)];
    }

    /** Plays nested trymoves up to depth, checking at each level, then pops back. */
    private static void nest(Board b, int color, int depth, Random rnd, int[] buf, String where) {
        if (depth == 0) {
            return;
        }
        String before = BoardOracle.snapshot(b);
        int pos = randomLegal(b, color, rnd, buf);
        assertTrue(where + ": trymove of a legal move", b.trymove(pos, color));
        BoardOracle.check(b, where + " depth " + b.stackp());
        nest(b, StoneColor.other(color), depth - 1, rnd, buf, where);
        // Illegal trymoves push nothing.
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != StoneColor.EMPTY) {
                int s = b.stackp();
                assertFalse(b.trymove(p, color));
                assertEquals(s, b.stackp());
                break;
            }
        }
        b.popgo();
        assertEquals(where + ": popgo restores the position", before, BoardOracle.snapshot(b));
    }

    /** Cross-checks the "what if" queries at a few empty points against actually trying the move. */
    private static void checkQueries(Board b, int color, Random rnd, int[] buf, String where) {
        int[] points = b.onBoardPoints();
        int[] libs = new int[b.boardArraySize()];
        int[] origins = new int[4];
        for (int i = 0; i < 3; i++) {
            int p = points[rnd.nextInt(points.length)];
            if (b.color(p) != StoneColor.EMPTY) {
                continue;
            }
            int approx = b.approxlib(p, color, libs.length, libs);
            assertEquals(where, expectedApproxlib(b, p, color), approx);
            // the count without a list (counted another way) stops at the limit as the list does
            for (int limit = 1; limit <= 7; limit++) {
                assertEquals(where + " limit " + limit, Math.min(approx, limit), b.approxlib(p, color, limit, null));
                assertEquals(where + " limit " + limit, Math.min(approx, limit), b.approxlib(p, color, limit, libs));
            }
            assertEquals(where, approx, b.approxlib(p, color, libs.length, null));
            int accurate = b.accuratelib(p, color, libs.length, libs);
            int captures = b.capturedStringsBy(p, color, origins);
            assertEquals(where, captures > 0, b.doesCapture(p, color));
            assertEquals(where, accurate <= 1, b.isSelfAtari(p, color));
            assertEquals(where, accurate == 0, b.isSuicide(p, color));
            int taken = b.captures(StoneColor.other(color));
            if (b.tryko(p, color)) {
                int actual = b.color(p) == StoneColor.EMPTY ? 0 : b.countlib(p);
                assertEquals(where + ": accuratelib vs trying the move", actual, accurate);
                assertEquals(where, captures > 0, b.captures(StoneColor.other(color)) > taken);
                int n = b.color(p) == StoneColor.EMPTY ? 0 : b.findlib(p, buf.length, buf);
                int[] want = Arrays.copyOf(buf, n);
                int[] got = Arrays.copyOf(libs, accurate);
                Arrays.sort(want);
                Arrays.sort(got);
                assertArrayEquals(where, want, got);
                b.popgo();
            }
            // A small limit may stop counting early but never reports more than exist.
            assertTrue(b.approxlib(p, color, 2, null) <= Math.max(2, approx));
            assertTrue(b.accuratelib(p, color, 2, null) == Math.min(2, accurate));
        }
    }

    /** Liberties ignoring captures, by brute force over the whole board. */
    private static int expectedApproxlib(Board b, int p, int color) {
        int ns = b.size() + 1;
        int[] delta = {-1, 1, -ns, ns};
        int count = 0;
        for (int q : b.onBoardPoints()) {
            if (q == p || b.color(q) != StoneColor.EMPTY) {
                continue;
            }
            boolean lib = false;
            for (int d : delta) {
                int a = q + d;
                if (a == p || (b.color(a) == color && touchesSameString(b, a, p, delta))) {
                    lib = true;
                }
            }
            if (lib) {
                count++;
            }
        }
        return count;
    }

    /** True if the stone at a belongs to a string adjacent to p. */
    private static boolean touchesSameString(Board b, int a, int p, int[] delta) {
        for (int d : delta) {
            int n = p + d;
            if (b.color(n) == b.color(a) && b.sameString(n, a)) {
                return true;
            }
        }
        return false;
    }

    private void games(int size, int count, long seed) {
        Random rnd = new Random(seed);
        for (int g = 0; g < count; g++) {
            Board b = new Board(size);
            b.setSuicideAllowed(g % 5 == 1);
            b.setPositionalSuperko(g % 7 == 2);
            int[] buf = new int[b.boardArraySize()];
            int color = StoneColor.BLACK;
            int passes = 0;
            int limit = size * size * 2;
            String start = BoardOracle.snapshot(b);
            for (int move = 0; move < limit && passes < 2; move++) {
                String where = size + "x" + size + " game " + g + " move " + move;
                if (rnd.nextInt(4) == 0) {
                    nest(b, color, 1 + rnd.nextInt(6), rnd, buf, where);
                }
                boolean tryUndo = rnd.nextInt(10) == 0;
                String before = tryUndo ? BoardOracle.snapshot(b) : null;
                if (move % 3 == 0) {
                    checkQueries(b, color, rnd, buf, where);
                }
                int pos = randomLegal(b, color, rnd, buf);
                b.play(pos, color);
                BoardOracle.check(b, where);
                if (tryUndo) {
                    assertTrue(b.undo());
                    assertEquals(where + ": undo restores the position", before, BoardOracle.snapshot(b));
                    b.play(pos, color);
                }
                passes = pos == Board.PASS ? passes + 1 : 0;
                color = StoneColor.other(color);
            }
            if (g % 3 == 0) {
                // Undo the whole game back to the empty board.
                while (b.undo()) {
                    // keep going
                }
                assertEquals(start, BoardOracle.snapshot(b));
                assertEquals(0, b.moveHistory().size());
            }
        }
    }

    @Test
    public void randomGames5x5() {
        games(5, 2000, 1);
    }

    @Test
    public void randomGames9x9() {
        games(9, 120, 2);
    }

    @Test
    public void randomGames19x19() {
        games(19, 5, 3);
    }

    @Test
    public void popgoBackToStartAfterLongTryLine() {
        Random rnd = new Random(4);
        for (int size : new int[] {5, 9, 19}) {
            for (int g = 0; g < 20; g++) {
                Board b = new Board(size);
                int[] buf = new int[b.boardArraySize()];
                String start = BoardOracle.snapshot(b);
                int color = StoneColor.BLACK;
                int depth = 0;
                for (int i = 0; i < size * size * 2; i++) {
                    int pos = randomLegal(b, color, rnd, buf);
                    assertTrue(b.trymove(pos, color));
                    depth++;
                    color = StoneColor.other(color);
                }
                BoardOracle.check(b, "deep line " + size);
                assertEquals(depth, b.stackp());
                while (b.stackp() > 0) {
                    b.popgo();
                }
                assertEquals(start, BoardOracle.snapshot(b));
            }
        }
    }
}
