package owlbench.agents.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

import owlbench.agents.Agent;
import owlbench.agents.AgentCatalogue;
import owlbench.agents.AgentContext;
import owlbench.agents.data.GameSplit;
import owlbench.agents.data.PredictionSet;
import owlbench.agents.network.NetworkWeights;
import owlbench.agents.train.Checkpoint;
import owlbench.agents.train.FitnessEvaluator;
import owlbench.agents.train.GaTrainer;
import owlbench.agents.train.GenerationStats;
import owlbench.agents.train.TrainConfig;
import owlbench.gtp.CliArgs;
import owlbench.gtp.UsageException;
import owlbench.sgf.SgfException;

/**
 * "./owlbench train": evolves a summation network's weights on the training games and reports
 * each generation on the terminal; writes OUT/generations.tsv, OUT/result.json, OUT/best.weights
 * and OUT/checkpoint.txt (after every generation: --resume goes on from it; Ctrl-C stops after
 * saving the last finished generation).
 */
public final class TrainMain {
    static final String USAGE = "usage: owlbench train --out DIR [options]\n"
            + "  --agents A,B,...    agents of the network (default: the thesis' five: "
            + String.join(",", AgentCatalogue.THESIS_FIVE) + ")\n"
            + "                      known: " + String.join(", ", AgentCatalogue.names()) + "\n"
            + "  --hidden K          hidden sums (default 3)\n"
            + "  --population N      individuals per generation (default 10)\n"
            + "  --generations G     generations after the initial one (default 8)\n"
            + "  --seed S            GA seed (default 1)\n"
            + "  --threads T         fitness threads (default: every core)\n"
            + "  --crossover X       single-point crossover probability (default 0.4)\n"
            + "  --mutation X        per-gene mutation probability (default 0.0333)\n"
            + "  --elites E          best individuals kept unchanged (default 1)\n"
            + "  --resume            go on from OUT/checkpoint.txt\n"
            + "  --no-test           skip the test-set evaluation of the best network\n"
            + DataOptions.HELP;

    /** Exit status of a run stopped by Ctrl-C (128 + SIGINT, as shells report it). */
    static final int CANCELLED = 130;

    private TrainMain() {
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        TrainConfig c = new TrainConfig();
        DataOptions data = new DataOptions();
        Path dir = null;
        boolean resume = false;
        boolean test = true;
        try {
            CliArgs a = new CliArgs(new java.util.ArrayList<>(args));
            for (String o; (o = a.nextOption()) != null;) {
                if (data.accept(o, a)) {
                    continue;
                }
                switch (o) {
                    case "--out": dir = Path.of(a.value(o)); break;
                    case "--agents": c.agents = Arrays.asList(a.value(o).split(",")); break;
                    case "--hidden": c.hidden = a.intValue(o, 1, 64); break;
                    case "--population": c.population = a.intValue(o, 2, 100_000); break;
                    case "--generations": c.generations = a.intValue(o, 0, 1_000_000); break;
                    case "--seed": c.seed = Long.parseLong(a.value(o)); break;
                    case "--threads": c.threads = a.intValue(o, 1, 1024); break;
                    case "--crossover": c.crossover = a.doubleValue(o); break;
                    case "--mutation": c.mutation = a.doubleValue(o); break;
                    case "--elites": c.elites = a.intValue(o, 0, 100_000); break;
                    case "--resume": resume = true; break;
                    case "--no-test": test = false; break;
                    case "--help": case "-h": out.print(USAGE); return 0;
                    default: throw new UsageException("unknown option " + o);
                }
            }
            if (!a.positional().isEmpty()) {
                throw new UsageException("unexpected argument '" + a.positional().get(0) + "'");
            }
            if (dir == null) {
                throw new UsageException("--out DIR is required");
            }
            try {
                AgentCatalogue.create(c.agents, AgentContext.standard());
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        } catch (UsageException | NumberFormatException e) {
            err.println("owlbench train: " + e.getMessage());
            err.print(USAGE);
            return 2;
        }
        ExecutorService pool = Executors.newFixedThreadPool(c.threads);
        try {
            return train(c, data, dir, resume, test, pool, out, err);
        } catch (SgfException e) {
            err.println("owlbench train: " + e.getMessage());
            return 1;
        } catch (IOException | IllegalArgumentException | UsageException e) {
            err.println("owlbench train: " + e.getMessage());
            return 1;
        } finally {
            pool.shutdownNow();
        }
    }

    private static int train(TrainConfig c, DataOptions data, Path dir, boolean resume, boolean test, ExecutorService pool,
            PrintStream out, PrintStream err) throws IOException, SgfException, UsageException {
        Files.createDirectories(dir);
        Path checkpointFile = dir.resolve("checkpoint.txt");
        Checkpoint from = null;
        if (resume) {
            if (!Files.isRegularFile(checkpointFile)) {
                throw new UsageException("--resume: " + checkpointFile + " does not exist");
            }
            from = Checkpoint.read(checkpointFile);
            out.println("resuming after generation " + from.generation);
        }
        List<Agent> agents = AgentCatalogue.create(c.agents, AgentContext.standard());
        GameSplit split = data.split();
        var trainGames = DataOptions.limit(split.training(), data.trainGames);
        long t0 = System.nanoTime();
        PredictionSet trainSet = PredictionSet.compute(trainGames, agents, pool);
        out.printf(Locale.ROOT, "training set: %d games, %d positions (agents computed in %.1f s on %d threads)%n",
                trainGames.size(), trainSet.size(), (System.nanoTime() - t0) / 1e9, c.threads);
        FitnessEvaluator eval = new FitnessEvaluator(trainSet, c.hidden, pool, c.threads * 4);
        GaTrainer trainer = new GaTrainer(c, eval);
        out.println("genome: " + trainer.genomeLength() + " genes of 4 bits; " + c.identity());
        out.println(GenerationStats.tsvHeader());
        AtomicBoolean cancel = new AtomicBoolean();
        Thread main = Thread.currentThread();
        Thread hook = new Thread(() -> {
            cancel.set(true);
            try {
                main.join(120_000);   // let the generation in progress finish and be saved
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(hook);
        GaTrainer.Result r;
        try {
            r = trainer.run(from, checkpointFile, cancel::get, (s, best, f) -> {
                out.println(s.tsv());
                out.flush();
            });
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is already shutting down (Ctrl-C): the hook is running
            }
        }
        StringBuilder tsv = new StringBuilder(GenerationStats.tsvHeader()).append('\n');
        for (GenerationStats s : r.stats) {
            tsv.append(s.tsv()).append('\n');
        }
        Files.writeString(dir.resolve("generations.tsv"), tsv.toString(), StandardCharsets.UTF_8);
        NetworkWeights best = NetworkWeights.fromGenome(agents, c.hidden, r.bestGenome);
        best.write(dir.resolve("best.weights"));
        double testFitness = Double.NaN;
        int testPositions = 0;
        if (r.cancelled) {
            out.println("cancelled after generation " + (r.stats.size() - 1) + "; go on with --resume");
        } else if (test) {
            var testGames = DataOptions.limit(split.test(), data.testGames);
            PredictionSet testSet = PredictionSet.compute(testGames, agents, pool);
            testPositions = testSet.size();
            testFitness = new FitnessEvaluator(testSet, c.hidden, pool, c.threads * 4).fitness(r.bestGenome);
        }
        out.printf(Locale.ROOT, "best: %.4f of the training moves", r.bestFitness);
        if (!Double.isNaN(testFitness)) {
            out.printf(Locale.ROOT, ", %.4f of %d test moves", testFitness, testPositions);
        }
        out.println();
        out.println("wrote " + dir.resolve("generations.tsv") + ", " + dir.resolve("best.weights") + ", "
                + dir.resolve("result.json"));
        StringBuilder json = new StringBuilder("{\n");
        json.append("  \"config\": \"").append(c.identity()).append("\",\n");
        json.append(String.format(Locale.ROOT, "  \"games\": \"%s\", \"split_seed\": %d, \"test_share\": %s, "
                + "\"training_games\": %d, \"training_positions\": %d,%n", data.gamesFile().toString().replace("\\", "/"),
                data.splitSeed, data.testShare, trainGames.size(), trainSet.size()));
        json.append("  \"generations\": [\n");
        for (int i = 0; i < r.stats.size(); i++) {
            json.append("    ").append(r.stats.get(i).json()).append(i + 1 < r.stats.size() ? ",\n" : "\n");
        }
        json.append("  ],\n");
        json.append(String.format(Locale.ROOT, "  \"best_training_fitness\": %.6f,%n", r.bestFitness));
        json.append("  \"best_test_fitness\": ").append(Double.isNaN(testFitness) ? "null"
                : String.format(Locale.ROOT, "%.6f", testFitness)).append(",\n");
        json.append("  \"test_positions\": ").append(testPositions).append(",\n");
        json.append("  \"cancelled\": ").append(r.cancelled).append(",\n");
        json.append("  \"best_genome\": ").append(Arrays.toString(r.bestGenome)).append("\n}\n");
        Files.writeString(dir.resolve("result.json"), json.toString(), StandardCharsets.UTF_8);
        return r.cancelled ? CANCELLED : 0;
    }
}
