package owlbench.board.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import owlbench.board.Board;
import owlbench.board.StoneColor;

/**
 * Board benchmark: trymove+popgo pairs per second (every legal move tried in positions taken
 * from random games) and random playout moves per second (random legal moves, no filling of
 * one's own simple eyes, until two passes), on 9x9 and 19x19. Warm-up, then timed rounds.
 *
 * <p>Usage: {@code BoardBench [rounds] [secondsPerRound]} (defaults 5 and 1.0).
 */
public final class BoardBench {
    private BoardBench() {
    }

    /** Runs the benchmark and prints a table. */
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 1.0;
        System.out.println("owlbench board benchmark");
        System.out.println("JVM: " + System.getProperty("java.vm.name") + " " + Runtime.version()
                + ", cores: " + Runtime.getRuntime().availableProcessors());
        System.out.println("rounds: " + rounds + " x " + seconds + " s after " + seconds * 2 + " s warm-up");
        System.out.println();
        System.out.println("rates per wall-clock second and per CPU second of the benchmark thread"
                + " (the latter is steadier on a loaded machine)");
        System.out.printf(Locale.ROOT, "%-22s %6s %13s %13s %13s %13s%n", "benchmark", "board", "best /s", "median /s",
                "best /cpu-s", "median /cpu-s");
        for (int size : new int[] {9, 19}) {
            List<Board> positions = positions(size, 40, new SplittableRandom(size));
            report("trymove+popgo pairs", size, rounds, seconds, () -> tryAll(positions));
            SplittableRandom rnd = new SplittableRandom(1000 + size);
            Board board = new Board(size);
            report("playout moves", size, rounds, seconds, () -> playout(board, rnd));
        }
    }

    /** A unit of work that returns how many operations it did. */
    private interface Work {
        long run();
    }

    private static void report(String name, int size, int rounds, double seconds, Work work) {
        measure(work, seconds * 2, new double[2]); // warm-up
        double[] wall = new double[rounds];
        double[] cpu = new double[rounds];
        double[] rate = new double[2];
        for (int r = 0; r < rounds; r++) {
            measure(work, seconds, rate);
            wall[r] = rate[0];
            cpu[r] = rate[1];
        }
        Arrays.sort(wall);
        Arrays.sort(cpu);
        System.out.printf(Locale.ROOT, "%-22s %6s %13.0f %13.0f %13.0f %13.0f%n", name, size + "x" + size,
                wall[rounds - 1], wall[rounds / 2], cpu[rounds - 1], cpu[rounds / 2]);
    }

    /** Runs work for about {@code seconds}; stores operations per wall second and per thread CPU second. */
    private static void measure(Work work, double seconds, double[] rate) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpuTime = threads.isCurrentThreadCpuTimeSupported();
        long budget = (long) (seconds * 1e9);
        long start = System.nanoTime();
        long cpuStart = cpuTime ? threads.getCurrentThreadCpuTime() : 0;
        long ops = 0;
        long elapsed;
        do {
            ops += work.run();
            elapsed = System.nanoTime() - start;
        } while (elapsed < budget);
        long cpuUsed = cpuTime ? threads.getCurrentThreadCpuTime() - cpuStart : elapsed;
        rate[0] = ops * 1e9 / elapsed;
        rate[1] = ops * 1e9 / Math.max(1, cpuUsed);
    }

    /** Positions after 0..3*size*size/4 random moves of random games. */
    static List<Board> positions(int size, int count, SplittableRandom rnd) {
        List<Board> out = new ArrayList<>();
        int[] buf = new int[size * size];
        for (int i = 0; i < count; i++) {
            Board b = new Board(size);
            int moves = rnd.nextInt(size * size * 3 / 4 + 1);
            int color = StoneColor.BLACK;
            for (int m = 0; m < moves; m++) {
                int pos = randomMove(b, color, rnd, buf);
                b.play(pos, color);
                color = StoneColor.other(color);
            }
            out.add(b);
        }
        return out;
    }

    /** Tries every on-board point for the side to move (and the other side) in every position. */
    private static long tryAll(List<Board> positions) {
        long pairs = 0;
        for (Board b : positions) {
            int[] points = b.onBoardPoints();
            for (int color = StoneColor.WHITE; color <= StoneColor.BLACK; color++) {
                for (int p : points) {
                    if (b.trymove(p, color)) {
                        b.popgo();
                        pairs++;
                    }
                }
            }
        }
        return pairs;
    }

    /** One random game from the empty board on the trymove stack, unwound afterwards; returns its moves. */
    private static long playout(Board b, SplittableRandom rnd) {
        int size = b.size();
        int[] buf = new int[size * size];
        int color = StoneColor.BLACK;
        int passes = 0;
        int moves = 0;
        int limit = size * size * 3;
        while (passes < 2 && moves < limit) {
            int pos = randomMove(b, color, rnd, buf);
            b.trymove(pos, color);
            moves++;
            passes = pos == Board.PASS ? passes + 1 : 0;
            color = StoneColor.other(color);
        }
        while (b.stackp() > 0) {
            b.popgo();
        }
        return moves;
    }

    /**
     * A random legal move that does not fill a simple own eye, or PASS if there is none; uniform
     * over such moves: rejection sampling of random points first, then a scan of all empty points.
     */
    static int randomMove(Board b, int color, SplittableRandom rnd, int[] buf) {
        int size = b.size();
        int first = b.point(0, 0);
        int stride = b.rowStride();
        for (int attempt = 0; attempt < 16; attempt++) {
            int p = first + rnd.nextInt(size) * stride + rnd.nextInt(size);
            if (b.color(p) == StoneColor.EMPTY && !isOwnEye(b, p, color) && b.isLegal(p, color)) {
                return p;
            }
        }
        int n = 0;
        for (int row = 0; row < size; row++) {
            for (int col = 0, p = b.point(0, row); col < size; col++, p++) {
                if (b.color(p) != StoneColor.EMPTY) {
                    continue;
                }
                buf[n++] = p;
            }
        }
        while (n > 0) {
            int i = rnd.nextInt(n);
            int p = buf[i];
            if (!isOwnEye(b, p, color) && b.isLegal(p, color)) {
                return p;
            }
            buf[i] = buf[--n];
        }
        return Board.PASS;
    }

    /** An empty point whose neighbours are all own stones (or the edge): filling it is never tried. */
    private static boolean isOwnEye(Board b, int p, int color) {
        int ns = b.rowStride();
        return ownOrEdge(b.color(p - 1), color) && ownOrEdge(b.color(p + 1), color)
                && ownOrEdge(b.color(p - ns), color) && ownOrEdge(b.color(p + ns), color);
    }

    private static boolean ownOrEdge(int c, int color) {
        return c == color || c == StoneColor.BORDER;
    }
}
