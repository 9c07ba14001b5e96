package owlbench.ui.agents;

import java.util.ArrayList;
import java.util.List;

import owlbench.agents.Position;
import owlbench.agents.network.SummationNetwork;

/**
 * What the heat map shows for one position: the network's output (its first choice is Exodus'
 * move) and each agent's board as the network sees it (normalized, genes applied), each a share
 * per point (Position numbering) summing to 1 unless all 0. The output is restricted to legal
 * points, as the player is.
 */
public record AgentBoards(List<String> names, double[][] values) {
    /** The name of the network's output, always first. */
    public static final String OUTPUT = "network output";

    /** Computes every board of a position (on the calling thread, on the position's own board). */
    public static AgentBoards of(SummationNetwork network, Position p) {
        double[][] beta = network.agentBoards(p, null);
        double[] out = new double[p.pointCount()];
        SummationNetwork.combine(beta, network.weights(), new double[network.weights().hidden()][p.pointCount()], out);
        double sum = 0;
        for (int i = 0; i < out.length; i++) {
            if (out[i] != 0 && !p.isLegal(i)) {
                out[i] = 0;
            }
            sum += out[i];
        }
        if (sum > 0) {
            for (int i = 0; i < out.length; i++) {
                out[i] /= sum;
            }
        }
        List<String> names = new ArrayList<>();
        names.add(OUTPUT);
        double[][] values = new double[beta.length + 1][];
        values[0] = out;
        for (int i = 0; i < beta.length; i++) {
            names.add(network.agents().get(i).name());
            values[i + 1] = beta[i];
        }
        return new AgentBoards(List.copyOf(names), values);
    }
}
