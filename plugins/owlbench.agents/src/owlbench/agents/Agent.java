package owlbench.agents;

/**
 * One Exodus agent: it values every point of a position from its own point of view. An agent's
 * output may have several components (the extender's extension types); its board is then the sum
 * of the components weighted by integer genes taken from the chromosome. Agents without genes have
 * one component, which is their board.
 *
 * <p>Agents are stateless between calls, so one instance serves many threads; everything a call
 * needs lives on the stack or in the position.
 */
public interface Agent {
    /** A short name used on the command line and in weights files ("capturer"). */
    String name();

    /** Number of output components (1 unless the agent takes genes). */
    default int components() {
        return 1;
    }

    /** Number of genes the agent takes from the chromosome: 0, or components(). */
    default int geneCount() {
        return 0;
    }

    /**
     * Writes the agent's values for the position into out[c][index] for each component c; out is
     * zeroed by the caller. Values are 0 or positive; illegal points may be left with a value (the
     * network masks them).
     */
    void evaluate(Position position, double[][] out);

    /** The agent's board for the position: its components summed with the genes as weights. */
    default ProbabilityBoard board(Position position, int[] genes) {
        int n = position.pointCount();
        double[][] parts = new double[components()][n];
        evaluate(position, parts);
        ProbabilityBoard b = new ProbabilityBoard(n);
        double[] v = b.values();
        for (int c = 0; c < parts.length; c++) {
            double w = geneCount() == 0 ? 1 : genes[c];
            for (int i = 0; i < n; i++) {
                v[i] += w * parts[c][i];
            }
        }
        return b;
    }
}
