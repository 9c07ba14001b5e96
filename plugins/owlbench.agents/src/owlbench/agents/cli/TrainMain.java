package owlbench.agents.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

import owlbench.agents.AgentCatalogue;
import owlbench.agents.AgentContext;
import owlbench.agents.train.GenerationStats;
import owlbench.agents.train.TrainConfig;
import owlbench.agents.train.TrainingRun;
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
        TrainingRun run = new TrainingRun(c, data, dir, AgentContext.standard());
        if (resume && !run.canResume()) {
            throw new UsageException("--resume: " + run.checkpointFile() + " does not exist");
        }
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
        TrainingRun.Result r;
        boolean[] header = {false};
        try {
            r = run.run(resume, test, pool, cancel::get, new TrainingRun.Listener() {
                @Override
                public void message(String line) {
                    out.println(line);
                }

                @Override
                public void generation(GenerationStats s, int[] best, double f) {
                    if (!header[0]) {
                        out.println(GenerationStats.tsvHeader());
                        header[0] = true;
                    }
                    out.println(s.tsv());
                    out.flush();
                }
            });
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is already shutting down (Ctrl-C): the hook is running
            }
        }
        if (r.bestWeights == null) {
            return CANCELLED;
        }
        out.printf(Locale.ROOT, "best: %.4f of the training moves", r.bestFitness);
        if (!Double.isNaN(r.testFitness)) {
            out.printf(Locale.ROOT, ", %.4f of %d test moves", r.testFitness, r.testPositions);
        }
        out.println();
        out.println("wrote " + dir.resolve("generations.tsv") + ", " + dir.resolve("best.weights") + ", "
                + dir.resolve("result.json"));
        return r.cancelled ? CANCELLED : 0;
    }
}
