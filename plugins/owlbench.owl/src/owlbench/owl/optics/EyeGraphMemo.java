package owlbench.owl.optics;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The eye-shape database's answers for eye graphs already matched: the same few graphs (a two-point
 * eye at the edge, a bent three ...) come back at almost every owl node, and matching one against
 * the database costs more than looking it up here. A graph is its vertex count, adjacency and the
 * marginal, stone and wall flags of its vertices, so an answer stands for every position showing
 * that graph in that vertex order. Bounded (it starts again empty when full); one thread at a time.
 */
public final class EyeGraphMemo {
    static final int MAX_ENTRIES = 50_000;

    /** No answer: the database knows no shape for the graph (kept apart from "not looked up yet"). */
    private static final int[] NO_SHAPE = new int[0];

    private final Map<Key, int[]> answers = new HashMap<>();
    long hits;
    long misses;

    /** The database's match for the graph, from the memo when it was asked before. */
    int[] match(EyeShapeDatabase db, int n, boolean[] marginal, boolean[] stone, boolean[][] adj, boolean[] wall) {
        Key k = Key.of(n, marginal, stone, adj, wall);
        int[] r = answers.get(k);
        if (r == null) {
            misses++;
            r = db.match(n, marginal, stone, adj, wall);
            if (answers.size() >= MAX_ENTRIES) answers.clear();
            answers.put(k, r == null ? NO_SHAPE : r);
            return r;
        }
        hits++;
        return r == NO_SHAPE ? null : r;
    }

    /** The graph packed into bits: n, then per vertex its three flags, then the upper triangle of adj. */
    private static final class Key {
        private final long[] words;
        private final int hash;

        private Key(long[] words) {
            this.words = words;
            this.hash = Arrays.hashCode(words);
        }

        static Key of(int n, boolean[] marginal, boolean[] stone, boolean[][] adj, boolean[] wall) {
            int bits = 8 + 3 * n + n * (n - 1) / 2;
            long[] w = new long[(bits + 63) / 64];
            w[0] = n;
            int at = 8;
            for (int i = 0; i < n; i++) {
                if (marginal[i]) w[at >> 6] |= 1L << (at & 63);
                at++;
                if (stone[i]) w[at >> 6] |= 1L << (at & 63);
                at++;
                if (wall != null && wall[i]) w[at >> 6] |= 1L << (at & 63);
                at++;
            }
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    if (adj[i][j]) w[at >> 6] |= 1L << (at & 63);
                    at++;
                }
            }
            return new Key(w);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(words, k.words);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
