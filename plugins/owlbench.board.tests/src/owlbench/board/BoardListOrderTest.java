package owlbench.board;

import static org.junit.Assert.assertEquals;

import java.util.Random;

import org.junit.Test;

/**
 * The ORDER in which the board hands out liberties and neighbours, pinned to the values the board
 * gave before its string records were made compact (main 7a15bd3). The readers try liberties in
 * findlib's order and cache on the hash, so a change of the board's layout that reorders a list
 * would move answers and node counts; the oracle tests compare sorted lists and cannot see it.
 * Random games with nested trymove/tryko/popgo on three sizes; at every node a digest of every
 * string's findlib, adjacentStrings and chainlinks2 lists, common liberties with each neighbour,
 * approxlib/accuratelib lists and captures at empty points, and the hash.
 */
public class BoardListOrderTest {

    private static final long FNV_PRIME = 0x100000001b3L;

    private long digest = 0xcbf29ce484222325L;
    private int[] buf;
    private int[] buf2;

    private void add(long v) {
        digest = (digest ^ v) * FNV_PRIME;
    }

    private void addList(int[] a, int n) {
        add(n);
        for (int i = 0; i < n; i++) {
            add(a[i]);
        }
    }

    private void digestPosition(Board b, Random rnd) {
        int n = b.boardArraySize();
        add(b.hash());
        add(b.koPoint());
        for (int p : b.onBoardPoints()) {
            int c = b.color(p);
            if (c == StoneColor.EMPTY) {
                if (rnd.nextInt(6) == 0) {
                    for (int color = StoneColor.WHITE; color <= StoneColor.BLACK; color++) {
                        addList(buf, Math.min(b.approxlib(p, color, 5, buf), 5));
                        addList(buf, Math.min(b.accuratelib(p, color, 6, buf), 6));
                        addList(buf, b.capturedStringsBy(p, color, buf));
                    }
                }
                continue;
            }
            if (b.origin(p) != p) {
                continue;
            }
            int libs = b.findlib(p, n, buf);
            addList(buf, libs);
            int adj = b.adjacentStrings(p, buf);
            addList(buf, adj);
            for (int j = 0; j < adj; j++) {
                addList(buf2, Math.min(b.findCommonLibs(p, buf[j], 3, buf2), 3));
            }
            addList(buf, b.adjacentStringsWithLiberties(p, 1, buf));
            addList(buf, b.adjacentStringsWithLiberties(p, 2, buf));
        }
    }

    private int randomMove(Board b, int color, Random rnd) {
        int[] points = b.onBoardPoints();
        for (int tries = 0; tries < 30; tries++) {
            int p = points[rnd.nextInt(points.length)];
            if (b.color(p) == StoneColor.EMPTY && b.isLegal(p, color)) {
                return p;
            }
        }
        return Board.PASS;
    }

    private void nest(Board b, int color, int depth, Random rnd) {
        if (depth == 0) {
            return;
        }
        int tries = 1 + rnd.nextInt(3);
        for (int t = 0; t < tries; t++) {
            int p = randomMove(b, color, rnd);
            boolean ko = rnd.nextInt(8) == 0 && b.koPoint() != Board.PASS;
            if (ko ? b.tryko(b.koPoint(), color) : b.trymove(p, color)) {
                digestPosition(b, rnd);
                nest(b, StoneColor.other(color), depth - 1, rnd);
                b.popgo();
                digestPosition(b, rnd);
            }
        }
    }

    private long run(int size, int games, long seed) {
        Random rnd = new Random(seed);
        buf = new int[Board.arraySizeFor(size)];
        buf2 = new int[Board.arraySizeFor(size)];
        for (int g = 0; g < games; g++) {
            Board b = new Board(size);
            int color = StoneColor.BLACK;
            int moves = size * size * 3 / 4;
            for (int i = 0; i < moves; i++) {
                if (i % 7 == 3) {
                    nest(b, color, 4, rnd);
                }
                int p = randomMove(b, color, rnd);
                b.play(p, color);
                if (rnd.nextInt(50) == 0) {
                    b.undo();
                }
                color = StoneColor.other(color);
            }
            digestPosition(b, rnd);
        }
        return digest;
    }

    @Test
    public void listOrdersOn5x5AsBefore() {
        assertEquals(GOLDEN_5, run(5, 40, 5));
    }

    @Test
    public void listOrdersOn9x9AsBefore() {
        assertEquals(GOLDEN_9, run(9, 12, 9));
    }

    @Test
    public void listOrdersOn19x19AsBefore() {
        assertEquals(GOLDEN_19, run(19, 3, 19));
    }

    // The digests of the board at main 7a15bd3 (per-point liberty index, logged lists).
    private static final long GOLDEN_5 = -506321391279370097L;
    private static final long GOLDEN_9 = -9114671353274095102L;
    private static final long GOLDEN_19 = -2626950968315089728L;
}
