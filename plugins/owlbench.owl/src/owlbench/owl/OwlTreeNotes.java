package owlbench.owl;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.owl.optics.EyeSpaces;
import owlbench.owl.optics.EyeValue;
import owlbench.reading.NodeDetail;
import owlbench.reading.SearchRecorder;

/**
 * The structured detail of a recorded owl tree ({@link NodeDetail}): remembers, by board depth,
 * the candidate each move was tried for and the owl node each position was evaluated with, and
 * turns them into a NodeDetail when the reader leaves a move. An owl reader makes one per search,
 * and only when a recorder is attached: without one, owl reading does none of this. It reports
 * what the reader looked at and computes nothing the reader did not (eyes and lunches only where
 * the node evaluated them), so a recorded search reads exactly as an unrecorded one.
 */
final class OwlTreeNotes {
    private final OwlDatabases db;
    private OwlCandidate[] proposed = new OwlCandidate[32];
    private OwlNode[] evaluated = new OwlNode[32];
    private long[] hashes = new long[32];

    OwlTreeNotes(OwlDatabases db) {
        this.db = db;
    }

    /** The candidate c is about to be tried from depth stackp (its move will stand at stackp + 1). */
    void proposing(int stackp, OwlCandidate c) {
        grow(stackp + 1);
        proposed[stackp + 1] = c;
        evaluated[stackp + 1] = null;
    }

    /** The reader evaluates b's position (at its depth) with node n. */
    void evaluated(Board b, OwlNode n) {
        int d = b.stackp();
        grow(d);
        evaluated[d] = n;
        hashes[d] = b.hash();
    }

    /** The detail of the move standing at b's depth, as the reader leaves it; ended: how its line ended. */
    NodeDetail at(Board b, String ended) {
        int d = b.stackp();
        grow(d);
        OwlCandidate c = proposed[d];
        NodeDetail.Proposer proposer = c == null ? null : new NodeDetail.Proposer(c.reason(), c.value(), db.cited(c.reason()));
        return detail(b, nodeAt(b), proposer, ended);
    }

    /** Gives the recorder the start position's detail, if the reader evaluated that position. */
    void sendStart(SearchRecorder rec, Board b, String ended) {
        OwlNode n = nodeAt(b);
        if (n != null) rec.nodeDetail(detail(b, n, null, ended));
    }

    private OwlNode nodeAt(Board b) {
        int d = b.stackp();
        return d < evaluated.length && evaluated[d] != null && hashes[d] == b.hash() ? evaluated[d] : null;
    }

    private void grow(int d) {
        if (d >= proposed.length) {
            int n = Math.max(d + 1, proposed.length * 2);
            proposed = Arrays.copyOf(proposed, n);
            evaluated = Arrays.copyOf(evaluated, n);
            hashes = Arrays.copyOf(hashes, n);
        }
    }

    private static NodeDetail detail(Board b, OwlNode n, NodeDetail.Proposer proposer, String ended) {
        int[] goal = new int[0];
        int min = -1, max = -1;
        List<NodeDetail.EyeSpace> spaces = List.of();
        List<NodeDetail.Lunch> lunches = null;
        if (n != null) {
            goal = Arrays.stream(b.onBoardPoints()).filter(p -> n.goal[p] && b.color(p) == n.color).toArray();
            OwlEyes e = n.eyesIfEvaluated();
            if (e != null) {
                min = e.min;
                max = e.max;
                spaces = spaces(b, n.color, e);
            }
            int[][] l = n.lunchesIfRead();
            if (l != null) {
                lunches = new ArrayList<>();
                int[] buf = new int[b.boardArraySize()];
                for (int[] x : l) {
                    int k = b.stringStones(x[0], buf);
                    int[] stones = Arrays.copyOf(buf, k);
                    Arrays.sort(stones);
                    lunches.add(new NodeDetail.Lunch(originFirst(stones, x[0]), x[1], x[2], x[3]));
                }
            }
        }
        return new NodeDetail(proposer, goal, min, max, spaces, lunches, end(ended), ended);
    }

    private static int[] originFirst(int[] stones, int origin) {
        int[] out = new int[stones.length];
        out[0] = origin;
        int k = 1;
        for (int s : stones) {
            if (s != origin && k < out.length) out[k++] = s;
        }
        return out;
    }

    /** The goal's eye spaces as the node counted them: points, margins, half eyes, eyes and vital points. */
    private static List<NodeDetail.EyeSpace> spaces(Board b, int color, OwlEyes e) {
        EyeSpaces es = e.spaces;
        List<NodeDetail.EyeSpace> out = new ArrayList<>();
        for (OwlEyes.Counted c : e.counted) {
            List<Integer> points = new ArrayList<>(), marginal = new ArrayList<>(), half = new ArrayList<>();
            for (int p : b.onBoardPoints()) {
                if (es.origin(color, p) != c.origin()) continue;
                points.add(p);
                if (es.isMarginal(color, p)) marginal.add(p);
                if (es.halfEyeType(p) == EyeSpaces.HALF_EYE) half.add(p);
            }
            EyeValue v = c.value();
            List<Integer> vital = new ArrayList<>();
            if (c.min() != c.max()) {
                for (int q : new int[] {v.attackPoint(), v.defensePoint()}) {
                    if (q != Board.PASS && b.color(q) == StoneColor.EMPTY && !vital.contains(q)) vital.add(q);
                }
            }
            out.add(new NodeDetail.EyeSpace(color, c.origin(), ints(points), ints(marginal), ints(half), c.min(), c.max(),
                    v == EyeValue.UNKNOWN_LARGE ? "" : v.digits(), ints(vital)));
        }
        return out;
    }

    private static int[] ints(List<Integer> l) {
        return l.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * The kind of end for the reader's words on a node ({@code OwlReader}'s "two eyes: ...",
     * "escaped (...)", "node budget" ...); words it does not know are {@link NodeDetail.End#OTHER},
     * shown as written.
     */
    static NodeDetail.End end(String ended) {
        String s = ended == null ? "" : ended;
        if (s.startsWith("two eyes")) return NodeDetail.End.EYES;
        if (s.startsWith("escaped")) return NodeDetail.End.ESCAPED;
        if (s.equals("captured") || s.startsWith("dragon captured")) return NodeDetail.End.CAPTURED;
        if (s.startsWith("terminal: dead")) return NodeDetail.End.DEAD;
        if (s.startsWith("no attacking move") || s.startsWith("no defending move") || s.startsWith("no legal")) {
            return NodeDetail.End.NO_MOVE;
        }
        if (s.startsWith("winning pattern")) return NodeDetail.End.WINNING_PATTERN;
        if (s.startsWith("two forced moves")) return NodeDetail.End.FORCED_MOVES;
        if (s.equals("cache")) return NodeDetail.End.CACHE;
        if (s.equals("reading depth")) return NodeDetail.End.DEPTH;
        if (s.equals("node budget")) return NodeDetail.End.BUDGET;
        if (s.startsWith("attack works") || s.startsWith("defence works") || s.startsWith("attack failed")
                || s.startsWith("defence failed")) {
            return NodeDetail.End.READ_ON;
        }
        return NodeDetail.End.OTHER;
    }
}
