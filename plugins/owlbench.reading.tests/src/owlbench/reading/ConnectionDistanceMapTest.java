package owlbench.reading;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfReader;

/**
 * The connection reader's distance maps (ConnectionReader.distances, which stops early: at the
 * target's level plus a margin, and without expanding its last level) against a plain search of
 * the same costs over the whole board: every distance up to the final limit must be exact (but
 * for friendly stones other than the target's first reached at the limit itself, which may be
 * missing), and nothing beyond it shorter than the truth.
 */
public class ConnectionDistanceMapTest {
    private static final int STEP = 2;
    private static final int INF = Integer.MAX_VALUE / 4;

    /**
     * Black C2, E2 and G2 one point apart on a 9x9 board: from C2 with limit 2 and no margin,
     * E2 (the target) is reached only at the last level, through D2 (2): the map must give it
     * 2. Every other limit, target and margin is compared with the plain search too.
     */
    @Test
    public void targetReachedAtTheLastLevelKeepsItsDistance() {
        Board b = Diagrams.board(
            ".........",
            ".........",
            ".........",
            ".........",
            "...O.....",
            "..X.X....",
            ".....O...",
            "..X.X.X..",
            ".........");
        ConnectionReader c = new ConnectionReader(new Reader(b));
        int c2 = Diagrams.v(b, "C2");
        int e2 = Diagrams.v(b, "E2");
        int[] map = c.distanceMap(c2, StoneColor.BLACK, 2, true, e2, 0);
        assertEquals("E2 from C2", -(2 + 1), map[e2]);
        assertEquals("D2 from C2", 2, map[Diagrams.v(b, "D2")]);
        Counts n = new Counts();
        checkAll(b, c, n);
        assertTrue("maps compared " + n.maps, n.maps > 100);
        assertTrue("targets first reached at the last level " + n.targetAtLimit, n.targetAtLimit > 0);
    }

    /**
     * The same comparison on positions of GNU Go's regression games (../shared): every
     * fortieth game, at moves 50 and 120, every string with every same-coloured string near it.
     */
    @Test
    public void mapsOfGamePositionsMatchAPlainSearch() throws Exception {
        File games = WideCheckPositions.games();
        List<File> files = new ArrayList<>();
        collect(games, files);
        files.sort(null);
        Counts n = new Counts();
        for (int i = 0; i < files.size(); i += 40) {
            for (int move : new int[] {50, 120}) {
                Board b;
                try {
                    b = GameReplay.atMove(SgfReader.read(files.get(i).toPath()).games().get(0), move).board();
                } catch (Exception e) {
                    continue; // (a game the replay refuses is none of this test's business)
                }
                checkAll(b, new ConnectionReader(new Reader(b)), n);
            }
        }
        assertTrue("maps compared " + n.maps, n.maps > 10_000);
        assertTrue("targets first reached at the last level " + n.targetAtLimit, n.targetAtLimit > 100);
        assertTrue("maps stopped early " + n.stopped, n.stopped > 1_000);
        assertTrue("maps not stopped though the target is at the apart level " + n.targetAtApart, n.targetAtApart > 100);
    }

    private static void collect(File dir, List<File> out) {
        File[] fs = dir.listFiles();
        if (fs == null) {
            return;
        }
        for (File f : fs) {
            if (f.isDirectory()) {
                collect(f, out);
            } else if (f.getName().endsWith(".sgf")) {
                out.add(f);
            }
        }
    }

    private static final class Counts {
        int maps;
        int targetAtLimit;
        int stopped;
        int targetAtApart;
    }

    /** Every string, alone and with every string of its colour at most 6 points away (Manhattan). */
    private static void checkAll(Board b, ConnectionReader c, Counts n) {
        int size = b.size();
        List<Integer> origins = new ArrayList<>();
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                int p = b.point(col, row);
                if (StoneColor.isStone(b.color(p)) && b.origin(p) == p) {
                    origins.add(p);
                }
            }
        }
        int stride = b.rowStride();
        // each empty point's cost for either colour's paths (indexed by colour), once per position
        int[][] costs = new int[3][];
        for (int color : new int[] {StoneColor.WHITE, StoneColor.BLACK}) {
            costs[color] = new int[b.boardArraySize()];
            for (int p : b.onBoardPoints()) {
                if (b.color(p) == StoneColor.EMPTY) {
                    costs[color][p] = emptyCost(b, p, StoneColor.other(color), b.neighborOffsets());
                }
            }
        }
        for (int s : origins) {
            int color = b.color(s);
            for (boolean crossCuts : new boolean[] {true, false}) {
                // (the plain search does not depend on the limit or the target)
                int[] truth = plainSearch(b, s, color, crossCuts, costs[color]);
                check(b, c, s, color, 12, crossCuts, Board.PASS, 0, truth, n);
                check(b, c, s, color, 5, crossCuts, Board.PASS, 0, truth, n);
                for (int t : origins) {
                    int dx = Math.abs(t % stride - s % stride);
                    int dy = Math.abs(t / stride - s / stride);
                    if (t == s || b.color(t) != color || dx + dy > 6) {
                        continue;
                    }
                    check(b, c, s, color, 12, crossCuts, t, STEP, truth, n);
                    checkApart(b, c, s, color, crossCuts, t, truth, n);
                    check(b, c, s, color, crossCuts ? 1 : 4, crossCuts, t, 0, truth, n);
                    check(b, c, s, color, 2, crossCuts, t, 0, truth, n);
                }
            }
        }
    }

    private static void check(Board b, ConnectionReader c, int s, int color, int limit, boolean crossCuts,
            int target, int margin, int[] truth, Counts n) {
        int[] map = c.distanceMap(s, color, limit, crossCuts, target, margin);
        int last = limit;
        if (target != Board.PASS && truth[target] <= limit) {
            last = Math.min(limit, truth[target] + margin);
            assertEquals(where(b, s, target, limit, margin, target), -(truth[target] + 1), map[target]);
            if (truth[target] == last && map[target] != 0) {
                n.targetAtLimit++;
            }
        }
        n.maps++;
        int size = b.size();
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                int p = b.point(col, row);
                int got = map[p] == 0 ? INF : map[p] < 0 ? -map[p] - 1 : map[p];
                int want = truth[p];
                String at = where(b, s, target, limit, margin, p);
                if (want <= last) {
                    boolean mayMiss = want == last && b.color(p) == color
                            && (target == Board.PASS || !b.sameString(p, target));
                    if (!(got == want || (mayMiss && got == INF))) {
                        fail(at + ": " + (got == INF ? "missing" : got) + ", a plain search says " + want);
                    }
                } else if (got < want) {
                    fail(at + ": " + got + " beyond the limit " + last + ", shorter than a plain search's " + want);
                }
            }
        }
    }

    /**
     * pathPoints' early stop (apartLevel): a map whose target is within the apart level is the
     * map without the stop, point for point; one whose target is further has the target beyond
     * the apart level or missing (all pathPoints reads of it: the strings are apart).
     */
    private static void checkApart(Board b, ConnectionReader c, int s, int color, boolean crossCuts, int target,
            int[] truth, Counts n) {
        int[] full = c.distanceMap(s, color, 12, crossCuts, target, STEP);
        for (int apart : new int[] {10, 6, 3}) {
            int[] stopped = c.distanceMap(s, color, 12, crossCuts, target, STEP, apart);
            String at = where(b, s, target, 12, STEP, target) + " apart level " + apart;
            if (truth[target] <= apart) {
                assertArrayEquals(at, full, stopped);
                if (truth[target] == apart) {
                    n.targetAtApart++;
                }
            } else {
                assertTrue(at + ": " + stopped[target], stopped[target] == 0 || -stopped[target] - 1 > apart);
                if (!Arrays.equals(full, stopped)) {
                    n.stopped++;
                }
            }
        }
    }

    private static String where(Board b, int s, int target, int limit, int margin, int p) {
        return "from " + Diagrams.name(b, s) + (target == Board.PASS ? "" : " to " + Diagrams.name(b, target))
                + " limit " + limit + " margin " + margin + " at " + Diagrams.name(b, p);
    }

    /**
     * Connection distances from the string at s over the whole board, by relaxing every point
     * until nothing changes, with the costs ConnectionReader.distances documents: an empty point
     * STEP (half where the cutter's stone would have one liberty), friendly strings free, a
     * diagonal link between friendly stones with both points between empty half a STEP, opponent
     * strings in atari (with crossCuts also those of at most three stones with two liberties)
     * (2 * liberties - 1) * STEP.
     */
    private static int[] plainSearch(Board b, int s, int color, boolean crossCuts, int[] cost) {
        int[] d = new int[b.boardArraySize()];
        Arrays.fill(d, INF);
        int[] stones = new int[d.length];
        int[] delta = b.neighborOffsets();
        int cutter = StoneColor.other(color);
        setString(b, s, 0, d, stones);
        int[] points = b.onBoardPoints();
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int p : points) {
                int dp = d[p];
                if (dp == INF) {
                    continue;
                }
                for (int k = 0; k < 4; k++) {
                    int q = p + delta[k];
                    int cq = b.color(q);
                    if (cq == StoneColor.EMPTY) {
                        int dq = dp + cost[q];
                        if (dq < d[q]) {
                            d[q] = dq;
                            changed = true;
                        }
                    } else if (cq == color) {
                        changed |= setString(b, q, dp, d, stones);
                    } else if (cq == cutter) {
                        int libs = b.countlib(q);
                        if (libs == 1 || (crossCuts && libs == 2 && b.stringSize(q) <= 3)) {
                            changed |= setString(b, q, dp + (2 * libs - 1) * STEP, d, stones);
                        }
                    }
                }
                if (b.color(p) == color) {
                    for (int h = 0; h < 2; h++) {
                        for (int v = 2; v < 4; v++) {
                            int q = p + delta[h] + delta[v];
                            if (b.color(p + delta[h]) == StoneColor.EMPTY && b.color(p + delta[v]) == StoneColor.EMPTY
                                    && b.color(q) == color) {
                                changed |= setString(b, q, dp + STEP / 2, d, stones);
                            }
                        }
                    }
                }
            }
        }
        return d;
    }

    private static boolean setString(Board b, int q, int dq, int[] d, int[] stones) {
        if (dq >= d[q]) {
            return false;
        }
        int k = b.stringStones(q, stones);
        for (int i = 0; i < k; i++) {
            d[stones[i]] = dq;
        }
        return true;
    }

    private static int emptyCost(Board b, int p, int cutter, int[] delta) {
        int empty = 0;
        boolean joinsFree = false;
        for (int k = 0; k < 4; k++) {
            int q = p + delta[k];
            empty += b.color(q) == StoneColor.EMPTY ? 1 : 0;
            joinsFree |= b.color(q) == cutter && b.countlib(q) >= 3;
        }
        boolean safe = empty >= 2 || joinsFree || b.accuratelib(p, cutter, 2, null) >= 2;
        return safe ? STEP : STEP / 2;
    }
}
