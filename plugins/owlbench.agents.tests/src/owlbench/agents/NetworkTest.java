package owlbench.agents;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.junit.Test;

import owlbench.agents.network.ExodusPlayer;
import owlbench.agents.network.NetworkWeights;
import owlbench.agents.network.SummationNetwork;
import owlbench.agents.network.WeightsFormatException;
import owlbench.board.Board;
import owlbench.board.StoneColor;

/** The summation network's sums on a hand-computed case, the player, and the weights file. */
public class NetworkTest {

    /**
     * Two agents on four points, K = 2. beta1 = (1,1,0,2)/4, beta2 = (0,1,0,0).
     * w = [[1,2],[3,0]]: gamma1 = 1*beta1 + 3*beta2 = (.25,3.25,0,.5) -> /4 = (.0625,.8125,0,.125);
     * gamma2 = 2*beta1 = (.5,.5,0,1) -> /2 = (.25,.25,0,.5). v = (2,4):
     * eps = (.125+1, 1.625+1, 0, .25+2) = (1.125, 2.625, 0, 2.25) -> /6 = (.1875, .4375, 0, .375).
     */
    @Test
    public void sumsOfAHandComputedCase() {
        double[][] beta = {{0.25, 0.25, 0, 0.5}, {0, 1, 0, 0}};
        NetworkWeights w = new NetworkWeights(List.of("follower", "capturer"), 2,
                new int[][] {{1, 2}, {3, 0}}, new int[] {2, 4}, new int[][] {{}, {}});
        double[] out = new double[4];
        SummationNetwork.combine(beta, w, new double[2][4], out);
        assertArrayEquals(new double[] {0.1875, 0.4375, 0, 0.375}, out, 1e-12);
    }

    @Test
    public void allZeroWeightsGiveNoOpinion() {
        double[][] beta = {{0.25, 0.75}};
        NetworkWeights w = new NetworkWeights(List.of("follower"), 1, new int[][] {{0}}, new int[] {5}, new int[][] {{}});
        double[] out = new double[2];
        SummationNetwork.combine(beta, w, new double[1][2], out);
        assertArrayEquals(new double[] {0, 0}, out, 0);
    }

    @Test
    public void playerPicksTheCapture() throws Exception {
        Position p = Diagrams.position(StoneColor.BLACK, 20,
            ".........",
            ".XOX.....",
            "..X......",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........");
        List<Agent> agents = AgentCatalogue.create(List.of("capturer", "follower"), AgentContext.standard());
        NetworkWeights w = new NetworkWeights(List.of("capturer", "follower"), 1,
                new int[][] {{15}, {1}}, new int[] {1}, new int[][] {{}, {}});
        SummationNetwork net = new SummationNetwork(agents, w);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            int move = new ExodusPlayer(net, ExodusPlayer.Choice.ARGMAX, null, pool).genmove(p);
            assertEquals("C9", Diagrams.name(p, p.index(move)));
            // the pool and the sequential path agree
            assertArrayEquals(net.evaluate(p, null).values(), net.evaluate(p, pool).values(), 0);
        } finally {
            pool.shutdown();
        }
    }

    @Test
    public void playerPassesWithoutAnOpinion() {
        Position p = Diagrams.position(StoneColor.BLACK, 50,
            ".........", ".........", ".........", ".........", ".........",
            ".........", ".........", ".........", ".........");
        List<Agent> agents = AgentCatalogue.create(List.of("capturer"), AgentContext.standard());
        NetworkWeights w = new NetworkWeights(List.of("capturer"), 1, new int[][] {{3}}, new int[] {1}, new int[][] {{}});
        assertEquals(Board.PASS, new ExodusPlayer(new SummationNetwork(agents, w), ExodusPlayer.Choice.ARGMAX, null, null)
                .genmove(p));
    }

    @Test
    public void weightsRoundTripThroughTextAndGenome() throws Exception {
        List<Agent> agents = AgentCatalogue.create(AgentCatalogue.THESIS_FIVE, AgentContext.standard());
        int len = NetworkWeights.genomeLength(agents, 3);
        assertEquals(5 * 3 + 3 + 7, len);
        int[] genome = new int[len];
        for (int i = 0; i < len; i++) {
            genome[i] = (i * 7) % 16;
        }
        NetworkWeights w = NetworkWeights.fromGenome(agents, 3, genome);
        NetworkWeights back = NetworkWeights.parse(w.format(), "w.txt");
        assertArrayEquals(genome, back.toGenome());
        assertEquals(List.of("opener", "tigersmouth", "capturer", "follower", "extender"), back.agentNames());
    }

    @Test
    public void theShippedNetworkLoads() throws Exception {
        try (java.io.InputStream in = NetworkTest.class.getResourceAsStream("/owlbench/agents/exodus-default.weights")) {
            NetworkWeights w = NetworkWeights.parse(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8),
                    "default");
            assertEquals(10, w.agentNames().size());
            assertEquals(3, w.hidden());
            assertEquals(w.agentNames().size(), AgentCatalogue.create(w.agentNames(), AgentContext.standard()).size());
        }
    }

    @Test
    public void malformedWeightsNameTheirPlace() {
        assertError("hidden 2\nagent opener 1 x\noutput 1 1\n", "w.txt:2:16: expected a number 0..15, found 'x'");
        assertError("hidden 2\nagent opener 1 2\nagent nosuch 1 2\noutput 1 1\n", "w.txt:3:7: unknown agent 'nosuch'");
        assertError("hidden 1\nagent extender 3\noutput 1\n", "w.txt:2:16: agent extender needs 'genes'");
        assertError("hidden 1\nagent opener 16\noutput 1\n", "w.txt:2:14: expected a number 0..15, found 16");
        assertError("hidden 1\nagent opener 1\n", "w.txt:2:1: no 'output' line");
        assertError("weights 1\n", "w.txt:1:1: expected 'hidden', 'agent' or 'output'");
    }

    private static void assertError(String text, String expectedStart) {
        try {
            NetworkWeights.parse(text, "w.txt");
            fail("no error for " + text);
        } catch (WeightsFormatException e) {
            assertTrue(e.getMessage(), e.getMessage().startsWith(expectedStart));
        }
    }
}
