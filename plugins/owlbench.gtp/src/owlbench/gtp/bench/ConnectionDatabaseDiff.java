package owlbench.gtp.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.engine.ConnectionDatabase;
import owlbench.engine.Dragons;
import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfReader;

/**
 * Where two connection databases make different dragons: positions sampled with a fixed seed
 * from a folder of games (as {@link DragonAgreement} samples them), the dragons computed with each
 * database, and every amalgamation one of them makes whose two stones the other leaves in
 * different dragons, printed with the board around the link (the joined colour as O, the two
 * stones as '@') so the shapes can be sorted by hand. Compares effects only: which stones are
 * joined, never the databases' text.
 * Usage: ConnectionDatabaseDiff --a FILE --b FILE --games DIR [--positions N] [--seed S] [--quiet]
 */
public final class ConnectionDatabaseDiff {
    private ConnectionDatabaseDiff() {
    }

    public static void main(String[] args) throws Exception {
        Path fa = null, fb = null, games = null;
        int positions = 200;
        long seed = 1;
        boolean quiet = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--a": fa = Path.of(args[++i]); break;
                case "--b": fb = Path.of(args[++i]); break;
                case "--games": games = Path.of(args[++i]); break;
                case "--positions": positions = Integer.parseInt(args[++i]); break;
                case "--seed": seed = Long.parseLong(args[++i]); break;
                case "--quiet": quiet = true; break;
                default: usage();
            }
        }
        if (fa == null || fb == null || games == null) usage();
        ConnectionDatabase a = ConnectionDatabase.load(fa), b = ConnectionDatabase.load(fb);
        int done = 0, equal = 0, onlyA = 0, onlyB = 0;
        for (DragonAgreement.Sample s : DragonAgreement.sample(games, positions, seed)) {
            GamePosition pos;
            try {
                pos = GameReplay.load(SgfReader.read(s.game()).games().get(0), Integer.toString(s.move()));
            } catch (SgfException | IOException e) {
                continue;
            }
            Board board = pos.board();
            Dragons da = Dragons.compute(board, a), db = Dragons.compute(board, b);
            String where = s.game().getFileName() + " " + s.move();
            int na = report(board, da, db, "A only", where, quiet);
            int nb = report(board, db, da, "B only", where, quiet);
            onlyA += na;
            onlyB += nb;
            if (samePartition(board, da, db)) equal++;
            done++;
        }
        System.out.printf(Locale.ROOT, "A %s, B %s: %d positions (seed %d); partitions equal %d; links A only %d, B only %d%n",
                fa.getFileName(), fb.getFileName(), done, seed, equal, onlyA, onlyB);
    }

    private static void usage() {
        System.err.println("usage: ConnectionDatabaseDiff --a FILE --b FILE --games DIR [--positions N] [--seed S] [--quiet]");
        System.exit(2);
    }

    /** The links of {@code mine} (its amalgamation log) that {@code other} does not make; printed unless quiet. */
    static int report(Board b, Dragons mine, Dragons other, String label, String where, boolean quiet) {
        int n = 0;
        for (String line : mine.amalgamations()) {
            int colon = line.lastIndexOf(": ");
            String[] stones = line.substring(colon + 2).split(" \\+ ");
            if (stones.length != 2) continue;
            int p = Vertex.parse(stones[0], b.size()), q = Vertex.parse(stones[1], b.size());
            if (other.sameDragon(p, q)) continue;
            n++;
            if (!quiet) {
                System.out.println(label + " " + where + " " + line.substring(0, colon) + ": " + stones[0] + " + " + stones[1]);
                System.out.print(window(b, p, q));
            }
        }
        return n;
    }

    /** True if the two analyses put every pair of stones alike. */
    static boolean samePartition(Board b, Dragons x, Dragons y) {
        List<Integer> stones = new ArrayList<>();
        for (int p : b.onBoardPoints()) {
            if (b.color(p) != StoneColor.EMPTY) stones.add(p);
        }
        for (int i = 0; i < stones.size(); i++) {
            for (int j = i + 1; j < stones.size(); j++) {
                int p = stones.get(i), q = stones.get(j);
                if (b.color(p) == b.color(q) && x.sameDragon(p, q) != y.sameDragon(p, q)) return false;
            }
        }
        return true;
    }

    /** The board around p and q, two points wider each side; p's colour as O, p and q as '@', off-board '#'. */
    public static String window(Board b, int p, int q) {
        int c0 = Math.min(b.col(p), b.col(q)) - 2, c1 = Math.max(b.col(p), b.col(q)) + 2;
        int r0 = Math.min(b.row(p), b.row(q)) - 2, r1 = Math.max(b.row(p), b.row(q)) + 2;
        int mine = b.color(p);
        StringBuilder sb = new StringBuilder();
        for (int r = r0; r <= r1; r++) {
            sb.append("    ");
            for (int c = c0; c <= c1; c++) {
                if (c < 0 || r < 0 || c >= b.size() || r >= b.size()) {
                    sb.append('#');
                    continue;
                }
                int v = b.point(c, r);
                int col = b.color(v);
                sb.append(v == p || v == q ? '@' : col == StoneColor.EMPTY ? '.' : col == mine ? 'O' : 'X');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
