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
 *
 * <p>Made with a local-game size ({@link #EyeGraphMemo(int)}), a graph bigger than the database's
 * shapes of at most that many vertices is read as a local game ({@link EyeLocalGame}, with the wall the
 * graph's own) and answered with that game's value, as the generated database would have written
 * it had it gone that far (doc/eyes.texi, "The eyespace as local game"): a value of 2222 stays
 * unknown, as the generator leaves such shapes out and the eye code assumes 2222 for a shape it
 * does not find.
 */
public final class EyeGraphMemo {
    static final int MAX_ENTRIES = 50_000;

    /** No answer: the database knows no shape for the graph (kept apart from "not looked up yet"). */
    private static final int[] NO_SHAPE = new int[0];

    private final Map<Key, int[]> answers = new HashMap<>();
    /** Largest graph the database does not know that is read as a local game (0: none). */
    private final int localGameMax;
    long hits;
    long misses;
    /** Graphs read as local games, and the positions those reads visited. */
    long localGames;
    long localGameNodes;

    /** A memo of the database's answers only. */
    public EyeGraphMemo() {
        this(0);
    }

    /**
     * A memo that also reads graphs the database does not know, of at most {@code localGameMax}
     * vertices (at most EyeLocalGame.MAX_VERTICES), as local games.
     */
    public EyeGraphMemo(int localGameMax) {
        this.localGameMax = Math.min(localGameMax, EyeLocalGame.MAX_VERTICES);
    }

    /** Largest graph read as a local game where the database has no shape for it (0: none). */
    int localGameMax() {
        return localGameMax;
    }

    /** The database's match for the graph, from the memo when it was asked before. */
    int[] match(EyeShapeDatabase db, int n, boolean[] marginal, boolean[] stone, boolean[][] adj, boolean[] wall) {
        Key k = Key.of(n, marginal, stone, adj, wall);
        int[] r = answers.get(k);
        if (r == null) {
            misses++;
            r = db.match(n, marginal, stone, adj, wall);
            // only graphs bigger than the database's: a smaller graph it lacks is one the
            // generator read as 2222 or left out for its many marginal points, and reading those
            // too moved six more owl.tst answers (docs/benchmarks.md, seventeenth session)
            if (r == null && n > db.maxSize() && n <= localGameMax) r = localGame(n, marginal, stone, adj, wall);
            if (answers.size() >= MAX_ENTRIES) answers.clear();
            answers.put(k, r == null ? NO_SHAPE : r);
            return r;
        }
        hits++;
        return r == NO_SHAPE ? null : r;
    }

    /**
     * The graph's value read as a local game, in the database's form (the four digits, then the
     * attack and defence vertices, -1 where none: a point vital both ways first, as the generator
     * writes it); null where the game reads 2222 (the value assumed for a shape not found) or the
     * graph has no vertex that is not marginal (never an eye).
     */
    private int[] localGame(int n, boolean[] marginal, boolean[] stone, boolean[][] adj, boolean[] wall) {
        boolean proper = false;
        for (int i = 0; i < n; i++) proper |= !marginal[i];
        if (!proper) return null;
        boolean[] w = wall != null ? wall : EyeLocalGame.centreWall(adj);
        EyeLocalGame game = new EyeLocalGame(adj, marginal, stone, w);
        EyeLocalGame.Value v = game.solve();
        localGames++;
        localGameNodes += game.nodes();
        if (v.a() == 2 && v.b() == 2 && v.c() == 2 && v.d() == 2) return null;
        int attack = -1, defense = -1;
        if (v.b() < v.c()) {
            common:
            for (int x : v.attacks()) {
                for (int y : v.defenses()) {
                    if (x == y) {
                        attack = defense = x;
                        break common;
                    }
                }
            }
            if (attack < 0) {
                attack = v.attacks().length > 0 ? v.attacks()[0] : -1;
                defense = v.defenses().length > 0 ? v.defenses()[0] : -1;
            }
        }
        return new int[] {v.a(), v.b(), v.c(), v.d(), attack, defense};
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
