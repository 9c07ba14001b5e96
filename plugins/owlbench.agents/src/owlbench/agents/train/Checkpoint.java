package owlbench.agents.train;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a training needs to go on after its last finished generation: the settings it ran with,
 * the fitnesses of every generation so far (for the statistics against generation 0) and the last
 * population with its fitnesses. Text, written to a temporary file and renamed, so that a run
 * stopped at any moment leaves the previous checkpoint intact.
 *
 * <pre>
 * identity agents=... hidden=3 population=10 seed=1 ...
 * generation 4
 * fitness 0 0.031 0.044 ...        (one line per generation so far)
 * individual 0.052 12 15 13 ...    (fitness, then the genome; one line per individual)
 * </pre>
 */
public final class Checkpoint {
    public final String identity;
    public final int generation;
    public final List<double[]> fitnessByGeneration;
    public final List<int[]> genomes;
    public final double[] fitness;

    public Checkpoint(String identity, int generation, List<double[]> fitnessByGeneration, List<int[]> genomes, double[] fitness) {
        this.identity = identity;
        this.generation = generation;
        this.fitnessByGeneration = List.copyOf(fitnessByGeneration);
        this.genomes = List.copyOf(genomes);
        this.fitness = fitness.clone();
    }

    /** Writes atomically (temporary file, then rename). */
    public void write(Path file) throws IOException {
        StringBuilder sb = new StringBuilder();
        sb.append("identity ").append(identity).append('\n');
        sb.append("generation ").append(generation).append('\n');
        for (int g = 0; g < fitnessByGeneration.size(); g++) {
            sb.append("fitness ").append(g);
            for (double f : fitnessByGeneration.get(g)) {
                sb.append(' ').append(String.format(Locale.ROOT, "%.17g", f));
            }
            sb.append('\n');
        }
        for (int i = 0; i < genomes.size(); i++) {
            sb.append("individual ").append(String.format(Locale.ROOT, "%.17g", fitness[i]));
            for (int x : genomes.get(i)) {
                sb.append(' ').append(x);
            }
            sb.append('\n');
        }
        owlbench.input.AtomicFiles.checkTarget(file); // a rename onto a device would replace it
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, sb.toString(), StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Reads a checkpoint; a malformed one is reported as "file:line: problem". */
    public static Checkpoint read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        String identity = null;
        int generation = -1;
        List<double[]> byGen = new ArrayList<>();
        List<int[]> genomes = new ArrayList<>();
        List<Double> fit = new ArrayList<>();
        for (int ln = 0; ln < lines.size(); ln++) {
            String line = lines.get(ln).trim();
            if (line.isEmpty()) {
                continue;
            }
            String where = file + ":" + (ln + 1) + ": ";
            try {
                if (line.startsWith("identity ")) {
                    identity = line.substring(9).trim();
                } else if (line.startsWith("generation ")) {
                    generation = Integer.parseInt(line.substring(11).trim());
                } else if (line.startsWith("fitness ")) {
                    String[] w = line.split("\\s+");
                    if (Integer.parseInt(w[1]) != byGen.size()) {
                        throw new IOException(where + "fitness lines out of order");
                    }
                    double[] f = new double[w.length - 2];
                    for (int i = 2; i < w.length; i++) {
                        f[i - 2] = Double.parseDouble(w[i]);
                    }
                    byGen.add(f);
                } else if (line.startsWith("individual ")) {
                    String[] w = line.split("\\s+");
                    fit.add(Double.parseDouble(w[1]));
                    int[] g = new int[w.length - 2];
                    for (int i = 2; i < w.length; i++) {
                        g[i - 2] = Integer.parseInt(w[i]);
                    }
                    genomes.add(g);
                } else {
                    throw new IOException(where + "unexpected line '" + line + "'");
                }
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                throw new IOException(where + "malformed line '" + line + "'");
            }
        }
        if (identity == null || generation < 0 || genomes.isEmpty() || byGen.size() != generation + 1) {
            throw new IOException(file + ": incomplete checkpoint (identity, generation, one fitness line per generation "
                    + "and the population are needed)");
        }
        double[] f = new double[fit.size()];
        for (int i = 0; i < f.length; i++) {
            f[i] = fit.get(i);
        }
        return new Checkpoint(identity, generation, byGen, genomes, f);
    }
}
