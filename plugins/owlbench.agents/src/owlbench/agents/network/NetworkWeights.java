package owlbench.agents.network;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import owlbench.agents.Agent;
import owlbench.agents.AgentCatalogue;

/**
 * The integer weights of a summation network: for each agent n its weights w[n][k] to the K hidden
 * sums, the weights v[k] of the hidden sums to the output, and the genes of agents that take some
 * (the extender's extension values). All are integers 0..{@link #MAX_WEIGHT}, four bits each as in
 * the thesis. The genome is the same numbers in one array: w row by row, then v, then the genes of
 * each agent in agent order.
 *
 * <p>The text form, one item per line ('#' starts a comment):
 * <pre>
 * hidden 3
 * agent opener 12 15 13
 * agent extender 5 0 13 genes 1 2 3 4 5 6 7
 * output 11 15 3
 * </pre>
 */
public final class NetworkWeights {
    /** Largest weight (four bits). */
    public static final int MAX_WEIGHT = 15;

    private final List<String> agentNames;
    private final int hidden;
    private final int[][] agentWeights;   // [n][k]
    private final int[] outputWeights;    // [k]
    private final int[][] genes;          // [n][gene], empty for agents without genes

    /** Weights for these agents; arrays are copied. */
    public NetworkWeights(List<String> agentNames, int hidden, int[][] agentWeights, int[] outputWeights, int[][] genes) {
        if (hidden < 1) {
            throw new IllegalArgumentException("at least one hidden sum is needed");
        }
        this.agentNames = List.copyOf(agentNames);
        this.hidden = hidden;
        int n = agentNames.size();
        if (agentWeights.length != n || genes.length != n || outputWeights.length != hidden) {
            throw new IllegalArgumentException("weights do not fit " + n + " agents and " + hidden + " hidden sums");
        }
        this.agentWeights = new int[n][];
        this.genes = new int[n][];
        for (int i = 0; i < n; i++) {
            if (agentWeights[i].length != hidden) {
                throw new IllegalArgumentException("agent " + agentNames.get(i) + " needs " + hidden + " weights");
            }
            this.agentWeights[i] = checked(agentWeights[i].clone());
            this.genes[i] = checked(genes[i].clone());
        }
        this.outputWeights = checked(outputWeights.clone());
    }

    private static int[] checked(int[] a) {
        for (int x : a) {
            if (x < 0 || x > MAX_WEIGHT) {
                throw new IllegalArgumentException("weight " + x + " is outside 0.." + MAX_WEIGHT);
            }
        }
        return a;
    }

    /** Where the network that ships with owlbench lies in the bundle (docs/exodus.md, "Past the thesis"). */
    public static final String SHIPPED = "/owlbench/agents/exodus-default.weights";

    /** The network that ships with owlbench: the default of predict, exodus gtp and the workbench's heat map. */
    public static NetworkWeights shipped() throws IOException, WeightsFormatException {
        try (java.io.InputStream in = NetworkWeights.class.getResourceAsStream(SHIPPED)) {
            if (in == null) {
                throw new IOException("the default network " + SHIPPED + " is missing from the bundle");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "default network");
        }
    }

    /** Genome length for these agents and K hidden sums. */
    public static int genomeLength(List<Agent> agents, int hidden) {
        int len = agents.size() * hidden + hidden;
        for (Agent a : agents) {
            len += a.geneCount();
        }
        return len;
    }

    /** Weights from a genome laid out as the class comment says. */
    public static NetworkWeights fromGenome(List<Agent> agents, int hidden, int[] genome) {
        if (genome.length != genomeLength(agents, hidden)) {
            throw new IllegalArgumentException("genome of " + genome.length + " numbers, expected "
                    + genomeLength(agents, hidden));
        }
        int n = agents.size();
        int[][] w = new int[n][hidden];
        int at = 0;
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < hidden; k++) {
                w[i][k] = genome[at++];
            }
        }
        int[] v = Arrays.copyOfRange(genome, at, at + hidden);
        at += hidden;
        int[][] g = new int[n][];
        for (int i = 0; i < n; i++) {
            g[i] = Arrays.copyOfRange(genome, at, at + agents.get(i).geneCount());
            at += g[i].length;
        }
        List<String> names = new ArrayList<>();
        for (Agent a : agents) {
            names.add(a.name());
        }
        return new NetworkWeights(names, hidden, w, v, g);
    }

    /** The genome (see the class comment). */
    public int[] toGenome() {
        int len = agentNames.size() * hidden + hidden;
        for (int[] g : genes) {
            len += g.length;
        }
        int[] out = new int[len];
        int at = 0;
        for (int[] row : agentWeights) {
            for (int x : row) {
                out[at++] = x;
            }
        }
        for (int x : outputWeights) {
            out[at++] = x;
        }
        for (int[] g : genes) {
            for (int x : g) {
                out[at++] = x;
            }
        }
        return out;
    }

    public List<String> agentNames() {
        return agentNames;
    }

    public int hidden() {
        return hidden;
    }

    /** w[n][k]: agent n to hidden sum k. */
    public int agentWeight(int agent, int k) {
        return agentWeights[agent][k];
    }

    /** v[k]: hidden sum k to the output. */
    public int outputWeight(int k) {
        return outputWeights[k];
    }

    /** The genes of agent n (empty when it takes none). */
    public int[] genes(int agent) {
        return genes[agent].clone();
    }

    /** The text form (see the class comment). */
    public String format() {
        StringBuilder sb = new StringBuilder();
        sb.append("# Exodus summation network weights (owlbench.agents)\n");
        sb.append("hidden ").append(hidden).append('\n');
        for (int i = 0; i < agentNames.size(); i++) {
            sb.append("agent ").append(agentNames.get(i));
            for (int x : agentWeights[i]) {
                sb.append(' ').append(x);
            }
            if (genes[i].length > 0) {
                sb.append(" genes");
                for (int x : genes[i]) {
                    sb.append(' ').append(x);
                }
            }
            sb.append('\n');
        }
        sb.append("output");
        for (int x : outputWeights) {
            sb.append(' ').append(x);
        }
        sb.append('\n');
        return sb.toString();
    }

    /** Writes the text form. */
    public void write(Path file) throws IOException {
        Files.writeString(file, format(), StandardCharsets.UTF_8);
    }

    /** Reads a weights file; problems are reported as "file:line:column: message". */
    public static NetworkWeights read(Path file) throws IOException, WeightsFormatException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    /** Parses the text form; source names the text in error messages. */
    public static NetworkWeights parse(String text, String source) throws WeightsFormatException {
        Integer hidden = null;
        List<String> names = new ArrayList<>();
        List<int[]> weights = new ArrayList<>();
        List<int[]> geneList = new ArrayList<>();
        int[] output = null;
        String[] lines = text.split("\r?\n", -1);
        int lastLine = 0;
        for (int ln = 0; ln < lines.length; ln++) {
            String line = lines[ln];
            int hash = line.indexOf('#');
            if (hash >= 0) {
                line = line.substring(0, hash);
            }
            List<int[]> spans = words(line);
            if (spans.isEmpty()) {
                continue;
            }
            lastLine = ln + 1;
            Cursor c = new Cursor(source, ln + 1, line, spans);
            String key = c.word();
            switch (key) {
                case "hidden":
                    if (hidden != null) {
                        throw c.error(0, "hidden is given twice");
                    }
                    hidden = c.number(1, 1, 64);
                    c.expectEnd(2);
                    break;
                case "agent": {
                    if (hidden == null) {
                        throw c.error(0, "'hidden K' must come before the agents");
                    }
                    String name = c.word(1);
                    int geneCount;
                    try {
                        geneCount = AgentCatalogue.geneCount(name);
                    } catch (IllegalArgumentException e) {
                        throw c.error(1, e.getMessage());
                    }
                    int[] w = new int[hidden];
                    for (int k = 0; k < hidden; k++) {
                        w[k] = c.number(2 + k, 0, MAX_WEIGHT);
                    }
                    int at = 2 + hidden;
                    int[] g = new int[geneCount];
                    if (g.length > 0) {
                        if (!"genes".equals(c.wordOrNull(at))) {
                            throw c.error(Math.min(at, c.count() - 1), "agent " + name + " needs 'genes' and "
                                    + g.length + " values after its " + hidden + " weights");
                        }
                        for (int i = 0; i < g.length; i++) {
                            g[i] = c.number(at + 1 + i, 0, MAX_WEIGHT);
                        }
                        at += 1 + g.length;
                    }
                    c.expectEnd(at);
                    names.add(name);
                    weights.add(w);
                    geneList.add(g);
                    break;
                }
                case "output":
                    if (hidden == null) {
                        throw c.error(0, "'hidden K' must come before the output weights");
                    }
                    if (output != null) {
                        throw c.error(0, "output is given twice");
                    }
                    output = new int[hidden];
                    for (int k = 0; k < hidden; k++) {
                        output[k] = c.number(1 + k, 0, MAX_WEIGHT);
                    }
                    c.expectEnd(1 + hidden);
                    break;
                default:
                    throw c.error(0, "expected 'hidden', 'agent' or 'output', found '" + key + "'");
            }
        }
        int end = Math.max(1, lastLine);
        if (hidden == null) {
            throw new WeightsFormatException(source, end, 1, "no 'hidden K' line");
        }
        if (names.isEmpty()) {
            throw new WeightsFormatException(source, end, 1, "no 'agent' line");
        }
        if (output == null) {
            throw new WeightsFormatException(source, end, 1, "no 'output' line");
        }
        return new NetworkWeights(names, hidden, weights.toArray(new int[0][]), output, geneList.toArray(new int[0][]));
    }

    /** Start and end columns (0-based) of the words of a line. */
    private static List<int[]> words(String line) {
        List<int[]> out = new ArrayList<>();
        int i = 0;
        while (i < line.length()) {
            while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i > start) {
                out.add(new int[] {start, i});
            }
        }
        return out;
    }

    /** The words of one line with their columns, for error messages. */
    private static final class Cursor {
        final String source;
        final int line;
        final String text;
        final List<int[]> spans;

        Cursor(String source, int line, String text, List<int[]> spans) {
            this.source = source;
            this.line = line;
            this.text = text;
            this.spans = spans;
        }

        int count() {
            return spans.size();
        }

        String word() {
            return word(0);
        }

        String word(int i) {
            if (i >= spans.size()) {
                throw new IllegalStateException();
            }
            return text.substring(spans.get(i)[0], spans.get(i)[1]);
        }

        String wordOrNull(int i) {
            return i < spans.size() ? word(i) : null;
        }

        int number(int i, int min, int max) throws WeightsFormatException {
            if (i >= spans.size()) {
                throw new WeightsFormatException(source, line, text.stripTrailing().length() + 1,
                        "expected a number " + min + ".." + max + " here, found the end of the line");
            }
            String w = word(i);
            int x;
            try {
                x = Integer.parseInt(w);
            } catch (NumberFormatException e) {
                throw error(i, "expected a number " + min + ".." + max + ", found '" + w + "'");
            }
            if (x < min || x > max) {
                throw error(i, "expected a number " + min + ".." + max + ", found " + x);
            }
            return x;
        }

        void expectEnd(int i) throws WeightsFormatException {
            if (i < spans.size()) {
                throw error(i, "unexpected '" + word(i) + "'");
            }
        }

        WeightsFormatException error(int i, String message) {
            int col = i < spans.size() ? spans.get(i)[0] + 1 : text.length() + 1;
            return new WeightsFormatException(source, line, col, message);
        }
    }
}
