package owlbench.agents.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import owlbench.agents.Agent;
import owlbench.agents.AgentCatalogue;
import owlbench.agents.AgentContext;
import owlbench.agents.data.PredictionSet;
import owlbench.agents.data.TrainingData;
import owlbench.agents.network.ExodusPlayer;
import owlbench.agents.network.NetworkWeights;
import owlbench.agents.network.SummationNetwork;
import owlbench.agents.network.WeightsFormatException;
import owlbench.agents.train.FitnessEvaluator;
import owlbench.gtp.CliArgs;
import owlbench.gtp.UsageException;
import owlbench.gtp.client.ProcessGtpClient;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/**
 * "./owlbench predict [--weights FILE] GAMES.sgf": the share of the recorded moves (both colours,
 * passes left out) that the network's first choice predicts, as a percentage. Without --weights
 * the network that ships with owlbench is used.
 */
public final class PredictMain {
    /** The shipped network (the best one trained, docs/exodus.md). */
    static final String DEFAULT_WEIGHTS = NetworkWeights.SHIPPED;

    static final String USAGE = "usage: owlbench predict [--weights FILE] [--threads T] GAMES.sgf ...\n"
            + "       owlbench predict [--weights FILE] --set test|training [data options]\n"
            + "  --weights FILE   network weights (default: the network shipped with owlbench)\n"
            + "  --threads T      threads (default: every core)\n"
            + "  --engine CMD     also ask this GTP engine (reg_genmove) on the same positions, side by side\n"
            + "                   (for example --engine 'gnugo --mode gtp --level 10')\n"
            + "  --every N        only every N-th board move of each game (default 1)\n"
            + "  --first N        only the first N games of each file or set (default: all)\n"
            + "  --set S          the training or test set of the documented split instead of files\n"
            + DataOptions.HELP;

    private PredictMain() {
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        Path weightsFile = null;
        int threads = Runtime.getRuntime().availableProcessors();
        List<String> files;
        String engine = null;
        int every = 1;
        int maxGames = 0;
        String set = null;
        DataOptions data = new DataOptions();
        try {
            CliArgs a = new CliArgs(new ArrayList<>(args));
            for (String o; (o = a.nextOption()) != null;) {
                if (data.accept(o, a)) {
                    continue;
                }
                switch (o) {
                    case "--set": set = a.value(o); break;
                    case "--weights": weightsFile = Path.of(a.value(o)); break;
                    case "--threads": threads = a.intValue(o, 1, 1024); break;
                    case "--engine": engine = a.value(o); break;
                    case "--every": every = a.intValue(o, 1, 1_000_000); break;
                    case "--first": maxGames = a.intValue(o, 1, Integer.MAX_VALUE); break;
                    case "--help": case "-h": out.print(USAGE); return 0;
                    default: throw new UsageException("unknown option " + o);
                }
            }
            files = a.positional();
            if (set != null && !set.equals("test") && !set.equals("training")) {
                throw new UsageException("--set is test or training, not '" + set + "'");
            }
            if (files.isEmpty() == (set == null)) {
                throw new UsageException(set == null ? "no game file given" : "give --set or game files, not both");
            }
            if (set != null) {
                files = List.of(data.gamesFile().toString());
            }
        } catch (UsageException | NumberFormatException | TrainingData.NoGamesException e) {
            err.println("owlbench predict: " + e.getMessage());
            err.print(USAGE);
            return 2;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            NetworkWeights w = weightsFile == null ? defaultWeights() : NetworkWeights.read(weightsFile);
            List<Agent> agents = AgentCatalogue.create(w.agentNames(), AgentContext.standard());
            long hits = 0;
            long moves = 0;
            for (String f : files) {
                List<SgfNode> games = set == null ? SgfReader.read(Path.of(f)).games()
                        : set.equals("test") ? data.split().test() : data.split().training();
                games = TrainingData.limit(games, maxGames);
                String label = set == null ? f : f + " (" + set + " set, split seed " + data.splitSeed + ")";
                if (engine != null) {
                    ExodusPlayer player = new ExodusPlayer(new SummationNetwork(agents, w), ExodusPlayer.Choice.ARGMAX, null, null);
                    EngineComparison.Tally t = EngineComparison.run(games, ProcessGtpClient.splitCommandLine(engine), player,
                            every, pool);
                    out.printf(Locale.ROOT, "%s: %d games, %d positions (every %d): engine %.2f%% (%d), Exodus %.2f%% (%d);"
                            + " engine %.3f s per reg_genmove%n", label, games.size(), t.positions, every,
                            pct(t.engineHits, t.positions), t.engineHits, pct(t.exodusHits, t.positions), t.exodusHits,
                            t.positions == 0 ? 0.0 : t.engineNanos / 1e9 / t.positions);
                    continue;
                }
                PredictionSet positions = PredictionSet.compute(games, agents, pool, every);
                long h = new FitnessEvaluator(positions, w.hidden(), pool, threads * 4).hits(w.toGenome());
                out.printf(Locale.ROOT, "%s: %d games, %d moves%s, %d predicted: %.2f%%%n", label, games.size(),
                        positions.size(), every == 1 ? "" : " (every " + every + ")", h, pct(h, positions.size()));
                hits += h;
                moves += positions.size();
            }
            if (files.size() > 1) {
                out.printf(Locale.ROOT, "all: %d moves, %d predicted: %.2f%%%n", moves, hits, moves == 0 ? 0.0 : 100.0 * hits / moves);
            }
            return 0;
        } catch (SgfException | WeightsFormatException e) {
            err.println("owlbench predict: " + e.getMessage());
            return 1;
        } catch (java.nio.file.NoSuchFileException e) {
            err.println("owlbench predict: no such file: " + e.getMessage());
            return 1;
        } catch (IOException e) {
            err.println("owlbench predict: " + e.getMessage());
            return 1;
        } finally {
            pool.shutdownNow();
        }
    }

    private static double pct(long a, long b) {
        return b == 0 ? 0 : 100.0 * a / b;
    }

    /** The shipped network. */
    static NetworkWeights defaultWeights() throws IOException, WeightsFormatException {
        return NetworkWeights.shipped();
    }
}
