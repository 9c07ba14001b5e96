package owlbench.agents.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

import owlbench.agents.data.RecordedMoves;
import owlbench.agents.network.ExodusPlayer;
import owlbench.board.StoneColor;
import owlbench.gtp.client.GtpReply;
import owlbench.gtp.client.ProcessGtpClient;
import owlbench.sgf.SgfCoords;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfGame;
import owlbench.sgf.SgfMove;
import owlbench.sgf.SgfNode;

/**
 * The same prediction measured for a GTP engine (for example GNU Go): each game is replayed in a
 * fresh engine with play commands, and before every sampled board move the engine is asked
 * reg_genmove for the colour to move (its choice without playing it). The Exodus player is asked
 * on exactly the same positions, so the two shares are side by side. Games with setup stones are
 * not supported here (the 9x9 dan games have none).
 */
final class EngineComparison {
    /** Counts of one game. */
    static final class Tally {
        long positions;
        long engineHits;
        long exodusHits;
        long engineNanos;
    }

    private EngineComparison() {
    }

    /** Compares on every {@code every}-th board move of each game (1 = all), one engine process per game. */
    static Tally run(List<SgfNode> games, List<String> engineCommand, ExodusPlayer exodus, int every, ExecutorService pool)
            throws IOException, SgfException {
        List<Future<Tally>> futures = new ArrayList<>();
        for (SgfNode g : games) {
            futures.add(pool.submit(() -> game(g, engineCommand, exodus, every)));
        }
        Tally total = new Tally();
        for (Future<Tally> f : futures) {
            try {
                Tally t = f.get();
                total.positions += t.positions;
                total.engineHits += t.engineHits;
                total.exodusHits += t.exodusHits;
                total.engineNanos += t.engineNanos;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof SgfException) {
                    throw (SgfException) e.getCause();
                }
                if (e.getCause() instanceof IOException) {
                    throw (IOException) e.getCause();
                }
                throw new IllegalStateException(e.getCause());
            }
        }
        return total;
    }

    private static Tally game(SgfNode root, List<String> command, ExodusPlayer exodus, int every)
            throws IOException, SgfException {
        Tally t = new Tally();
        // Exodus on the sampled positions
        long[] k = {0};
        List<Boolean> exodusRight = new ArrayList<>();
        RecordedMoves.replay(root, (p, move) -> {
            if (k[0]++ % every == 0) {
                exodusRight.add(exodus.genmove(p) == p.point(move));
            }
        });
        int size = new SgfGame(root).boardSize();
        try (ProcessGtpClient engine = new ProcessGtpClient(command, null, 600_000)) {
            check(engine.send("boardsize " + size), "boardsize");
            check(engine.send("clear_board"), "clear_board");
            check(engine.send("komi " + String.format(Locale.ROOT, "%.1f", new SgfGame(root).komi())), "komi");
            long boardMoves = 0;
            int sample = 0;
            for (SgfNode node = root; node != null; node = node.mainChild()) {
                if (node.has("AB") || node.has("AW")) {
                    throw new IOException("setup stones are not supported when comparing with an engine");
                }
                SgfMove m = node.move();
                if (m == null) {
                    continue;
                }
                String color = m.color() == StoneColor.BLACK ? "black" : "white";
                String vertex;
                if (m.isPass(size)) {
                    vertex = "pass";
                } else {
                    vertex = owlbench.board.Vertex.toString(SgfCoords.toPoint(m.point(), new owlbench.board.Board(size)), size);
                    if (boardMoves++ % every == 0) {
                        long t0 = System.nanoTime();
                        GtpReply r = engine.send("reg_genmove " + color);
                        t.engineNanos += System.nanoTime() - t0;
                        check(r, "reg_genmove");
                        t.positions++;
                        if (r.text.trim().equalsIgnoreCase(vertex)) {
                            t.engineHits++;
                        }
                        if (exodusRight.get(sample++)) {
                            t.exodusHits++;
                        }
                    }
                }
                check(engine.send("play " + color + " " + vertex), "play");
            }
        }
        return t;
    }

    private static void check(GtpReply r, String what) throws IOException {
        if (!r.success) {
            throw new IOException("the engine refused " + what + ": " + r.text);
        }
    }
}
