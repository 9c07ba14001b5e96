package owlbench.agents.train;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.function.BooleanSupplier;

import owlbench.agents.Agent;
import owlbench.agents.AgentCatalogue;
import owlbench.agents.AgentContext;
import owlbench.agents.data.GameSplit;
import owlbench.agents.data.PredictionSet;
import owlbench.agents.data.TrainingData;
import owlbench.agents.network.NetworkWeights;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfNode;

/**
 * One training into an output folder, as "./owlbench train" and the workbench's Training view run
 * it: the agents value the training positions once, the GA evolves the weights with a checkpoint
 * after every generation, and the folder gets generations.tsv, best.weights, result.json and
 * checkpoint.txt; the best network is measured on the test set unless the run was cancelled.
 * Resuming goes on from the folder's checkpoint (the settings must be the same, threads aside).
 */
public final class TrainingRun {
    /** What a run tells as it goes. */
    public interface Listener {
        /** A line of progress ("training set: 3 games, 150 positions ..."). */
        void message(String line);

        /** A generation has finished (0 = the initial population), with the best individual so far. */
        void generation(GenerationStats stats, int[] bestGenome, double bestFitness);
    }

    /** How a run ended. */
    public static final class Result {
        public final List<GenerationStats> stats;
        public final double bestFitness;
        public final int[] bestGenome;
        /** Best network's share of the test moves; NaN when not measured (cancelled, or no test). */
        public final double testFitness;
        public final int trainingPositions;
        public final int testPositions;
        public final boolean cancelled;
        /** The best weights file written, or null when the run was cancelled before generation 0 ended. */
        public final Path bestWeights;

        Result(List<GenerationStats> stats, double bestFitness, int[] bestGenome, double testFitness, int trainingPositions,
                int testPositions, boolean cancelled, Path bestWeights) {
            this.stats = stats;
            this.bestFitness = bestFitness;
            this.bestGenome = bestGenome;
            this.testFitness = testFitness;
            this.trainingPositions = trainingPositions;
            this.testPositions = testPositions;
            this.cancelled = cancelled;
            this.bestWeights = bestWeights;
        }
    }

    private final TrainConfig config;
    private final TrainingData data;
    private final Path dir;
    private final AgentContext context;

    /** A run of these settings on these games into {@code dir}, its agents sharing {@code context}. */
    public TrainingRun(TrainConfig config, TrainingData data, Path dir, AgentContext context) {
        this.config = config;
        this.data = data;
        this.dir = dir;
        this.context = context;
    }

    /** The checkpoint file of the output folder. */
    public Path checkpointFile() {
        return dir.resolve("checkpoint.txt");
    }

    /** True when the output folder holds a checkpoint to resume from. */
    public boolean canResume() {
        return Files.isRegularFile(checkpointFile());
    }

    /**
     * Runs (or resumes from the folder's checkpoint) on the pool, asking {@code cancelled} before each
     * position while the agents work and before each generation. A cancelled run keeps the
     * checkpoint of its last finished generation.
     */
    public Result run(boolean resume, boolean test, ExecutorService pool, BooleanSupplier cancelled, Listener listener)
            throws IOException, SgfException {
        Files.createDirectories(dir);
        Checkpoint from = null;
        if (resume) {
            if (!canResume()) {
                throw new IOException("cannot resume: " + checkpointFile() + " does not exist");
            }
            from = Checkpoint.read(checkpointFile());
            listener.message("resuming after generation " + from.generation);
        }
        List<Agent> agents = AgentCatalogue.create(config.agents, context);
        GameSplit split = data.split();
        List<SgfNode> trainGames = TrainingData.limit(split.training(), data.trainGames);
        long t0 = System.nanoTime();
        PredictionSet trainSet;
        try {
            trainSet = PredictionSet.compute(trainGames, agents, pool, 1, cancelled);
        } catch (CancellationException e) {
            listener.message("cancelled while the agents were valuing the training positions");
            return new Result(List.of(), Double.NaN, null, Double.NaN, 0, 0, true, null);
        }
        listener.message(String.format(Locale.ROOT, "training set: %d games, %d positions (agents computed in %.1f s on %d threads)",
                trainGames.size(), trainSet.size(), (System.nanoTime() - t0) / 1e9, config.threads));
        FitnessEvaluator eval = new FitnessEvaluator(trainSet, config.hidden, pool, config.threads * 4);
        GaTrainer trainer = new GaTrainer(config, eval);
        listener.message("genome: " + trainer.genomeLength() + " genes of 4 bits; " + config.identity());
        GaTrainer.Result r = trainer.run(from, checkpointFile(), cancelled, listener::generation);
        StringBuilder tsv = new StringBuilder(GenerationStats.tsvHeader()).append('\n');
        for (GenerationStats s : r.stats) {
            tsv.append(s.tsv()).append('\n');
        }
        Files.writeString(dir.resolve("generations.tsv"), tsv.toString(), StandardCharsets.UTF_8);
        Path bestFile = dir.resolve("best.weights");
        NetworkWeights.fromGenome(agents, config.hidden, r.bestGenome).write(bestFile);
        double testFitness = Double.NaN;
        int testPositions = 0;
        if (r.cancelled) {
            listener.message("cancelled after generation " + (r.stats.size() - 1) + "; resume goes on from there");
        } else if (test) {
            List<SgfNode> testGames = TrainingData.limit(split.test(), data.testGames);
            try {
                PredictionSet testSet = PredictionSet.compute(testGames, agents, pool, 1, cancelled);
                testPositions = testSet.size();
                testFitness = new FitnessEvaluator(testSet, config.hidden, pool, config.threads * 4).fitness(r.bestGenome);
            } catch (CancellationException e) {
                listener.message("cancelled while the agents were valuing the test positions");
            }
        }
        writeJson(r, trainGames.size(), trainSet.size(), testFitness, testPositions);
        return new Result(r.stats, r.bestFitness, r.bestGenome, testFitness, trainSet.size(), testPositions, r.cancelled, bestFile);
    }

    private void writeJson(GaTrainer.Result r, int trainGames, int trainPositions, double testFitness, int testPositions)
            throws IOException {
        StringBuilder json = new StringBuilder("{\n");
        json.append("  \"config\": \"").append(config.identity()).append("\",\n");
        json.append(String.format(Locale.ROOT, "  \"games\": \"%s\", \"split_seed\": %d, \"test_share\": %s, "
                + "\"training_games\": %d, \"training_positions\": %d,%n", data.gamesFile().toString().replace("\\", "/"),
                data.splitSeed, data.testShare, trainGames, trainPositions));
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
    }
}
