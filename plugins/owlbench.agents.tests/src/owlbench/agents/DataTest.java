package owlbench.agents;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.junit.Test;

import owlbench.agents.data.GameSplit;
import owlbench.agents.data.PredictionSet;
import owlbench.agents.data.RecordedMoves;
import owlbench.agents.network.ExodusPlayer;
import owlbench.agents.network.NetworkWeights;
import owlbench.agents.network.SummationNetwork;
import owlbench.agents.train.FitnessEvaluator;
import owlbench.board.StoneColor;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/** The split, the replay of recorded moves, and the fitness against the player itself. */
public class DataTest {

    @Test
    public void splitIsReproducibleAndDisjoint() throws Exception {
        List<SgfNode> games = SharedGames.games();
        GameSplit a = GameSplit.of(games, GameSplit.DEFAULT_SEED, GameSplit.DEFAULT_TEST_SHARE);
        GameSplit b = GameSplit.of(games, GameSplit.DEFAULT_SEED, GameSplit.DEFAULT_TEST_SHARE);
        assertEquals(1500, games.size());
        assertEquals(300, a.test().size());
        assertEquals(1200, a.training().size());
        assertEquals(a.test(), b.test());
        Set<SgfNode> test = new HashSet<>(a.test());
        for (SgfNode g : a.training()) {
            assertTrue(!test.contains(g));
        }
        // another seed, another split
        assertTrue(!GameSplit.of(games, 17, 0.2).test().equals(a.test()));
    }

    @Test
    public void replayShowsEveryBoardMoveOfBothColours() throws Exception {
        SgfNode g = SgfReader.read("(;SZ[9];B[ee];W[ce];B[];W[gc])", "t.sgf").games().get(0);
        List<String> seen = new ArrayList<>();
        RecordedMoves.replay(g, (p, move) -> seen.add(StoneColor.name(p.toMove()) + " " + p.moveNumber() + " "
                + Diagrams.name(p, move)));
        assertEquals(List.of("black 1 E5", "white 2 C5", "white 4 G7"), seen);
    }

    @Test
    public void malformedGameNamesItsPlace() throws Exception {
        SgfNode g = SgfReader.read("(;SZ[9];B[ee]\n;W[ee])", "bad.sgf").games().get(0);
        try {
            RecordedMoves.replay(g, (p, move) -> { });
            fail();
        } catch (SgfException e) {
            assertEquals("bad.sgf:2:3: move 2 (E5) is on an occupied point", e.getMessage());
        }
    }

    /** The precomputed fitness counts exactly the moves the live player predicts. */
    @Test
    public void fitnessAgreesWithThePlayer() throws Exception {
        List<SgfNode> games = SharedGames.games().subList(0, 12);
        List<Agent> agents = AgentCatalogue.create(AgentCatalogue.THESIS_FIVE, AgentContext.standard());
        int len = NetworkWeights.genomeLength(agents, 3);
        SplittableRandom r = new SplittableRandom(3);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            PredictionSet set = PredictionSet.compute(games, agents, pool);
            for (int round = 0; round < 4; round++) {
                int[] genome = new int[len];
                for (int i = 0; i < len; i++) {
                    genome[i] = r.nextInt(16);
                }
                NetworkWeights w = NetworkWeights.fromGenome(agents, 3, genome);
                ExodusPlayer player = new ExodusPlayer(new SummationNetwork(agents, w), ExodusPlayer.Choice.ARGMAX, null, null);
                long[] live = {0, 0};
                for (SgfNode g : games) {
                    RecordedMoves.replay(g, (p, move) -> {
                        live[1]++;
                        if (player.genmove(p) == p.point(move)) {
                            live[0]++;
                        }
                    });
                }
                assertEquals(live[1], set.size());
                long sequential = new FitnessEvaluator(set, 3, null, 1).hits(genome);
                long parallel = new FitnessEvaluator(set, 3, pool, 7).hits(genome);
                assertEquals(sequential, parallel);
                assertEquals("genome " + round, live[0], sequential);
            }
        } finally {
            pool.shutdown();
        }
    }
}
