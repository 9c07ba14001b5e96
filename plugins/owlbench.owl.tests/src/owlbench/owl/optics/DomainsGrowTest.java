package owlbench.owl.optics;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.Random;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * The domains' third rule grown from a work list in a ring of one slot per point gives the fixed
 * point of rescanning the whole board until nothing changes (the rule only adds points and is
 * monotone in them, so both reach the same least fixed point). Sparse boards make the rule add
 * most of the board, so far more points pass through the ring than it has slots: a ring that lost
 * or repeated a point would miss some of the fixed point.
 */
public class DomainsGrowTest {

    /** The third rule applied by whole-board scans until a scan adds nothing. */
    private static boolean[] rescanned(Board b, int[] points, int[] kind, int color, boolean[] start, boolean[] opponentNear) {
        int opp = StoneColor.other(color);
        boolean[] d = start.clone();
        boolean[] own = new boolean[d.length];
        for (int p : points) own[p] = d[p] && !opponentNear[p];
        int[] dir = b.neighborOffsets();
        int[] line = Domains.lines(b);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int p : points) {
                if (d[p] || !Domains.open(kind, p)) continue;
                if (Domains.reached(line, dir, kind, own, start, p, color, opp)) {
                    d[p] = true;
                    own[p] = !opponentNear[p];
                    changed = true;
                }
            }
        }
        return d;
    }

    /**
     * The first two rules as doc/eyes.texi states them, through the board's own accessors: a lively
     * stone of the colour, or an open point (empty, or a stone that is not lively) beside one.
     */
    private static boolean[] nearByTheRules(Board b, boolean[] lively, int color) {
        boolean[] d = new boolean[b.boardArraySize()];
        for (int p : b.onBoardPoints()) {
            boolean livelyOwn = b.color(p) == color && lively[p];
            boolean open = b.color(p) == StoneColor.EMPTY || !lively[p];
            boolean besideOwn = false;
            for (int k : b.neighborOffsets()) {
                int q = p + k;
                besideOwn |= b.isOnBoard(q) && b.color(q) == color && lively[q];
            }
            d[p] = livelyOwn || open && besideOwn;
        }
        return d;
    }

    /** Both colours' first two rules, made in one scan, are each colour's rules at every cell of the array. */
    @Test
    public void bothColoursNearInOneScanAreTheFirstTwoRules() {
        Random rnd = new Random(16);
        for (int size : new int[] {2, 3, 9, 13, 19}) {
            for (int round = 0; round < 30; round++) {
                Board b = new Board(size);
                int[] points = b.onBoardPoints();
                for (int p : points) {
                    int x = rnd.nextInt(5);
                    if (x < 2) b.setStone(p, x == 0 ? StoneColor.WHITE : StoneColor.BLACK);
                }
                boolean[] lively = new boolean[b.boardArraySize()];
                for (int p : points) lively[p] = StoneColor.isStone(b.color(p)) && rnd.nextInt(4) != 0;
                int[] kind = Domains.kinds(b, points, lively);
                boolean[][] both = Domains.nearBoth(b, points, kind);
                for (int c = StoneColor.WHITE; c <= StoneColor.BLACK; c++) {
                    assertArrayEquals("colour " + c + ", size " + size + " round " + round, nearByTheRules(b, lively, c), both[c]);
                }
            }
        }
    }

    /** The third rule's table of lines says what the board's own corner and edge tests say, at every point of the array. */
    @Test
    public void linesAreTheBoardsCornersEdgesAndInnerPoints() {
        for (int size : new int[] {2, 3, 9, 13, 19}) {
            Board b = new Board(size);
            int[] line = Domains.lines(b);
            assertEquals(b.boardArraySize(), line.length);
            for (int p = 0; p < b.boardArraySize(); p++) {
                int want = !b.isOnBoard(p) ? Domains.OFF_BOARD : b.isCorner(p) ? Domains.CORNER
                        : b.edgeDistance(p) == 0 ? Domains.EDGE : Domains.INNER;
                assertEquals("size " + size + " point " + p, want, line[p]);
            }
        }
    }

    @Test
    public void theRingQueueGivesTheRescanningFixedPoint() {
        Random rnd = new Random(22);
        int grown = 0;
        for (int size : new int[] {9, 13, 19}) {
            for (int round = 0; round < 60; round++) {
                Board b = new Board(size);
                int[] points = b.onBoardPoints();
                // from a handful of stones to a crowded board
                int stones = 2 + rnd.nextInt(points.length / (round % 3 == 0 ? 2 : 12));
                for (int i = 0; i < stones; i++) {
                    int p = points[rnd.nextInt(points.length)];
                    int c = rnd.nextBoolean() ? StoneColor.WHITE : StoneColor.BLACK;
                    if (b.color(p) == StoneColor.EMPTY && b.isLegal(p, c)) b.play(p, c);
                }
                boolean[] lively = new boolean[b.boardArraySize()];
                for (int p : points) lively[p] = StoneColor.isStone(b.color(p)) && rnd.nextInt(8) != 0;
                int[] kind = Domains.kinds(b, points, lively);
                boolean[] nearW = nearByTheRules(b, lively, StoneColor.WHITE);
                boolean[] nearB = nearByTheRules(b, lively, StoneColor.BLACK);
                boolean[][] dom = Domains.compute(b, lively);
                boolean[] refW = rescanned(b, points, kind, StoneColor.WHITE, nearW, nearB);
                boolean[] refB = rescanned(b, points, kind, StoneColor.BLACK, nearB, nearW);
                assertArrayEquals("white, size " + size + " round " + round, refW, dom[StoneColor.WHITE]);
                assertArrayEquals("black, size " + size + " round " + round, refB, dom[StoneColor.BLACK]);
                int added = 0;
                for (int p : points) {
                    if (refW[p] && !nearW[p]) added++;
                    if (refB[p] && !nearB[p]) added++;
                }
                if (added > points.length / 2) grown++;
            }
        }
        // the ring was exercised: many positions had the rule add half a board's points or more
        assertTrue("too few positions where the rule grew far: " + grown, grown >= 20);
    }
}
