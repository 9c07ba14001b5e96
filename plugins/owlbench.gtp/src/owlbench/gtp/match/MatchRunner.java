package owlbench.gtp.match;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/** Plays the games of a match, up to cfg.threads at a time, each with fresh engine processes. */
public final class MatchRunner {
    private final MatchConfig cfg;
    private final EngineSpec a;
    private final EngineSpec b;
    private final EngineSpec referee;
    private Consumer<GameRecord> listener = g -> { };

    public MatchRunner(MatchConfig cfg, EngineSpec a, EngineSpec b, EngineSpec referee) {
        this.cfg = cfg;
        this.a = a;
        this.b = b;
        this.referee = referee;
    }

    /** Called (from worker threads) after each game. */
    public MatchRunner onGame(Consumer<GameRecord> l) {
        this.listener = l;
        return this;
    }

    public MatchSummary run() throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, cfg.threads), r -> {
            Thread t = new Thread(r, "owlbench-match");
            t.setDaemon(true);
            return t;
        });
        List<Future<GameRecord>> futures = new ArrayList<>();
        for (int i = 1; i <= cfg.games; i++) {
            final int index = i;
            futures.add(pool.submit(() -> {
                GameRecord g = new GameRunner(cfg, a, b, referee).play(index);
                synchronized (this) {
                    listener.accept(g);
                }
                return g;
            }));
        }
        List<GameRecord> games = new ArrayList<>();
        try {
            for (int i = 0; i < futures.size(); i++) {
                try {
                    games.add(futures.get(i).get());
                } catch (ExecutionException e) {
                    // a bug in the runner itself: record the game as void rather than losing the match
                    GameRecord g = new GameRecord(i + 1, !cfg.alternate || (i + 1) % 2 == 1);
                    g.result = "Void";
                    g.reason = "runner failure: " + e.getCause();
                    games.add(g);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return new MatchSummary(a.label, b.label, games);
    }
}
