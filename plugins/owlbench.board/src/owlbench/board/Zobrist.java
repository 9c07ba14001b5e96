package owlbench.board;

import java.util.SplittableRandom;

/**
 * The Zobrist keys: one 64-bit key per (colour, point) and per ko point, drawn from a fixed seed so
 * that hashes are reproducible across runs. The tables are filled once and never written again, so
 * sharing them between threads is safe.
 */
final class Zobrist {
    /** Largest board array (size 25), so that one table serves every board size. */
    static final int MAX_ARRAY = Board.arraySizeFor(Board.MAX_SIZE);

    /** Key of a stone: STONE[color * MAX_ARRAY + point] for color WHITE or BLACK. */
    private static final long[] STONE = new long[4 * MAX_ARRAY];
    /** Key of the ko point. */
    private static final long[] KO = new long[MAX_ARRAY];

    static {
        SplittableRandom random = new SplittableRandom(0x6F776C62656E6368L); // "owlbench"
        for (int i = 0; i < STONE.length; i++) {
            STONE[i] = random.nextLong();
        }
        for (int i = 0; i < KO.length; i++) {
            KO[i] = random.nextLong();
        }
        KO[Board.PASS] = 0L; // no ko point: contributes nothing
    }

    private Zobrist() {
    }

    static long stone(int color, int point) {
        return STONE[color * MAX_ARRAY + point];
    }

    static long ko(int point) {
        return KO[point];
    }
}
