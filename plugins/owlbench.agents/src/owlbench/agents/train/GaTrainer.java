package owlbench.agents.train;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.random.RandomGenerator;
import java.util.random.RandomGeneratorFactory;

import io.jenetics.EliteSelector;
import io.jenetics.Genotype;
import io.jenetics.IntegerChromosome;
import io.jenetics.IntegerGene;
import io.jenetics.Mutator;
import io.jenetics.Phenotype;
import io.jenetics.RouletteWheelSelector;
import io.jenetics.SinglePointCrossover;
import io.jenetics.engine.Engine;
import io.jenetics.engine.EvolutionResult;
import io.jenetics.engine.EvolutionStart;
import io.jenetics.util.ISeq;
import io.jenetics.util.RandomRegistry;
import owlbench.agents.network.NetworkWeights;

/**
 * The GA over summation-network genomes, on Jenetics: one integer chromosome of 4-bit genes
 * (weights and agent genes), roulette-wheel selection of the offspring, single-point crossover and
 * per-gene mutation, the best {@code elites} individuals kept unchanged. Fitness is the
 * {@link FitnessEvaluator}'s share of predicted moves.
 *
 * <p>Reproducible: Jenetics runs serially (its executor is the calling thread; the fitness itself
 * is parallel over positions and order-independent) and each generation draws from a generator
 * seeded with (seed, generation), so a run resumed from its checkpoint goes on exactly as if it had
 * not stopped.
 */
public final class GaTrainer {
    /** Called after every generation (0 = the random initial population). */
    public interface Listener {
        void generation(GenerationStats stats, int[] bestGenome, double bestFitness);
    }

    private final TrainConfig config;
    private final FitnessEvaluator evaluator;
    private final int genomeLength;
    private final Engine<IntegerGene, Double> engine;

    public GaTrainer(TrainConfig config, FitnessEvaluator evaluator) {
        this.config = config;
        this.evaluator = evaluator;
        this.genomeLength = NetworkWeights.genomeLength(evaluator.set().agents(), config.hidden);
        if (config.population < 2) {
            throw new IllegalArgumentException("the population needs at least 2 individuals");
        }
        if (config.elites < 0 || config.elites >= config.population) {
            throw new IllegalArgumentException("elites must be 0.." + (config.population - 1));
        }
        Engine.Builder<IntegerGene, Double> b = Engine
                .builder((Genotype<IntegerGene> gt) -> evaluator.fitness(toArray(gt)),
                        // Jenetics ranges exclude their upper end: 0..15
                        Genotype.of(IntegerChromosome.of(0, NetworkWeights.MAX_WEIGHT + 1, genomeLength)))
                .populationSize(config.population)
                .offspringSelector(new RouletteWheelSelector<>())
                .alterers(new SinglePointCrossover<>(config.crossover), new Mutator<>(config.mutation))
                .executor(Runnable::run)
                .maximalPhenotypeAge(1_000_000);
        if (config.elites > 0) {
            b.survivorsSelector(new EliteSelector<>(config.elites)).survivorsSize(config.elites);
        } else {
            b.offspringFraction(1.0);
        }
        engine = b.build();
    }

    /** The genome length (weights and genes). */
    public int genomeLength() {
        return genomeLength;
    }

    /** The result of a run: statistics of every generation and the best individual seen last. */
    public static final class Result {
        public final List<GenerationStats> stats;
        public final int[] bestGenome;
        public final double bestFitness;
        public final boolean cancelled;

        Result(List<GenerationStats> stats, int[] bestGenome, double bestFitness, boolean cancelled) {
            this.stats = stats;
            this.bestGenome = bestGenome;
            this.bestFitness = bestFitness;
            this.cancelled = cancelled;
        }
    }

    /**
     * Runs (or resumes) the training up to config.generations.
     * @param resume a checkpoint to go on from, or null for a new run
     * @param checkpointFile where to write the checkpoint after each generation, or null
     * @param cancelled asked before each generation; true stops after the last finished one
     */
    public Result run(Checkpoint resume, Path checkpointFile, BooleanSupplier cancelled, Listener listener) throws IOException {
        List<double[]> byGen = new ArrayList<>();
        ISeq<Phenotype<IntegerGene, Double>> population;
        int generation;
        List<GenerationStats> stats = new ArrayList<>();
        if (resume != null) {
            if (!resume.identity.equals(config.identity())) {
                throw new IllegalArgumentException("the checkpoint was made with other settings:\n  checkpoint: "
                        + resume.identity + "\n  now:        " + config.identity());
            }
            List<Phenotype<IntegerGene, Double>> list = new ArrayList<>();
            for (int i = 0; i < resume.genomes.size(); i++) {
                if (resume.genomes.get(i).length != genomeLength) {
                    throw new IllegalArgumentException("checkpoint genome " + (i + 1) + " has " + resume.genomes.get(i).length
                            + " genes, expected " + genomeLength);
                }
                list.add(Phenotype.of(toGenotype(resume.genomes.get(i)), resume.generation + 1, resume.fitness[i]));
            }
            population = ISeq.of(list);
            generation = resume.generation;
            byGen.addAll(resume.fitnessByGeneration);
            for (int g = 0; g < byGen.size(); g++) {
                stats.add(GenerationStats.of(g, byGen.get(g), byGen.get(0)));
            }
        } else {
            generation = 0;
            population = RandomRegistry.with(random(0), r -> {
                List<Phenotype<IntegerGene, Double>> list = new ArrayList<>();
                for (int i = 0; i < config.population; i++) {
                    list.add(Phenotype.of(engine.genotypeFactory().newInstance(), 1));
                }
                return ISeq.of(list);
            });
            population = engine.eval(population);
            byGen.add(fitnesses(population));
            GenerationStats s = GenerationStats.of(0, byGen.get(0), byGen.get(0));
            stats.add(s);
            save(checkpointFile, generation, byGen, population);
            report(listener, s, population);
        }
        boolean stopped = false;
        while (generation < config.generations) {
            if (cancelled.getAsBoolean()) {
                stopped = true;
                break;
            }
            final ISeq<Phenotype<IntegerGene, Double>> from = population;
            final long g = generation + 1;   // Jenetics counts generations from 1
            EvolutionResult<IntegerGene, Double> r = RandomRegistry.with(random(generation + 1),
                    rnd -> engine.evolve(EvolutionStart.of(from, g)));
            population = r.population();
            generation++;
            byGen.add(fitnesses(population));
            GenerationStats s = GenerationStats.of(generation, byGen.get(generation), byGen.get(0));
            stats.add(s);
            save(checkpointFile, generation, byGen, population);
            report(listener, s, population);
        }
        Phenotype<IntegerGene, Double> best = best(population);
        return new Result(stats, toArray(best.genotype()), best.fitness(), stopped);
    }

    private RandomGenerator random(int generation) {
        return RandomGeneratorFactory.of("L64X128MixRandom").create(config.seed * 1_000_003L + generation);
    }

    private void save(Path file, int generation, List<double[]> byGen, ISeq<Phenotype<IntegerGene, Double>> pop)
            throws IOException {
        if (file == null) {
            return;
        }
        List<int[]> genomes = new ArrayList<>();
        for (Phenotype<IntegerGene, Double> p : pop) {
            genomes.add(toArray(p.genotype()));
        }
        new Checkpoint(config.identity(), generation, byGen, genomes, fitnesses(pop)).write(file);
    }

    private static void report(Listener l, GenerationStats s, ISeq<Phenotype<IntegerGene, Double>> pop) {
        if (l != null) {
            Phenotype<IntegerGene, Double> best = best(pop);
            l.generation(s, toArray(best.genotype()), best.fitness());
        }
    }

    /** The first individual with the highest fitness. */
    private static Phenotype<IntegerGene, Double> best(ISeq<Phenotype<IntegerGene, Double>> pop) {
        Phenotype<IntegerGene, Double> best = pop.get(0);
        for (Phenotype<IntegerGene, Double> p : pop) {
            if (p.fitness() > best.fitness()) {
                best = p;
            }
        }
        return best;
    }

    private static double[] fitnesses(ISeq<Phenotype<IntegerGene, Double>> pop) {
        double[] f = new double[pop.size()];
        for (int i = 0; i < f.length; i++) {
            f[i] = pop.get(i).fitness();
        }
        return f;
    }

    static int[] toArray(Genotype<IntegerGene> gt) {
        IntegerChromosome c = gt.chromosome().as(IntegerChromosome.class);
        return c.toArray();
    }

    private static Genotype<IntegerGene> toGenotype(int[] genome) {
        IntegerGene[] genes = new IntegerGene[genome.length];
        for (int i = 0; i < genome.length; i++) {
            genes[i] = IntegerGene.of(genome[i], 0, NetworkWeights.MAX_WEIGHT + 1);
        }
        return Genotype.of(IntegerChromosome.of(genes));
    }
}
