package owlbench.agents;

import static owlbench.agents.Diagrams.at;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.Assume;
import org.junit.Test;

import owlbench.agents.engine.ConnectionAgent;
import owlbench.agents.engine.FusekiAgent;
import owlbench.agents.engine.PatternAgent;
import owlbench.agents.engine.TacticsAgent;
import owlbench.board.StoneColor;

/** The engine-based agents on handmade 9x9 positions. */
public class EngineAgentsTest {
    private final AgentContext context = AgentContext.standard();

    private static double[][] run(Agent a, Position p) {
        double[][] out = new double[a.components()][p.pointCount()];
        a.evaluate(p, out);
        return out;
    }

    @Test
    public void tacticsCapturesAndSavesAStringInAtari() {
        // white D5 has one liberty, D4
        Position black = Diagrams.position(StoneColor.BLACK, 20,
            ".........",
            ".........",
            ".........",
            "...X.....",
            "..XOX....",
            ".........",
            ".........",
            ".........",
            ".........");
        double[][] out = run(new TacticsAgent(context), black);
        assertEquals(1, out[0][at(black, "D4")], 0);   // a one-stone string, captured for sure
        assertEquals(1, nonZero(out[0]));
        // white to move: D4 saves it (three liberties after the extension)
        Position white = new Position(black.board(), StoneColor.WHITE, 20, 0);
        double[][] w = run(new TacticsAgent(context), white);
        assertEquals(1, w[1][at(white, "D4")], 0);
        assertEquals(0, nonZero(w[0]));
    }

    @Test
    public void tacticsReadsALadder() {
        // black D4 (liberties D3, E4) against white C4, D5, E3: a ladder without breaker
        // (the position of owlbench.reading's LadderAttackTest)
        Position white = Diagrams.position(StoneColor.WHITE, 20,
            ".........",
            ".........",
            ".........",
            ".........",
            "...O.....",
            "..OX.....",
            "....O....",
            ".........",
            ".........");
        double[][] out = run(new TacticsAgent(context), white);
        assertTrue(out[0][at(white, "E4")] > 0 || out[0][at(white, "D3")] > 0);
        // black moving first escapes by extending: a defence is marked at a liberty
        Position black = new Position(white.board(), StoneColor.BLACK, 20, 0);
        double[] save = run(new TacticsAgent(context), black)[1];
        assertTrue(save[at(black, "E4")] > 0 || save[at(black, "D3")] > 0);
    }

    private static int nonZero(double[] v) {
        int n = 0;
        for (double x : v) {
            n += x != 0 ? 1 : 0;
        }
        return n;
    }

    @Test
    public void connectionMarksTheCuttingPoint() {
        // black C4 and D5 on a diagonal, white at C5: D4 is the point both want
        Position p = Diagrams.position(StoneColor.BLACK, 20,
            ".........",
            ".........",
            ".........",
            ".........",
            "..OX.....",
            "..X......",
            ".........",
            ".........",
            ".........");
        double[][] own = run(new ConnectionAgent(context), p);
        assertTrue(own[0][at(p, "D4")] > 0);
        Position w = new Position(p.board(), StoneColor.WHITE, 20, 0);
        double[][] cut = run(new ConnectionAgent(context), w);
        assertTrue(cut[1][at(w, "D4")] > 0);
    }

    private static void assumePatterns() {
        Assume.assumeTrue("skipped: GNU Go's pattern databases are not on the pattern path ("
                + owlbench.patterns.PatternPath.standard(java.util.List.of()).describe() + ")",
                owlbench.patterns.PatternPath.standard(java.util.List.of()).find("patterns.db").isPresent());
    }

    @Test
    public void fusekiKnowsTheFirstMove() {
        assumePatterns();
        Position p = Diagrams.position(StoneColor.BLACK, 1,
            ".........", ".........", ".........", ".........", ".........",
            ".........", ".........", ".........", ".........");
        double[] v = run(new FusekiAgent(context), p)[0];
        int best = ProbabilityBoard.argmax(v);
        assertEquals("E5", Diagrams.name(p, best));   // tengen: the database's most played first move
    }

    @Test
    public void patternsMatchAroundStones() {
        assumePatterns();
        Position p = Diagrams.position(StoneColor.BLACK, 20,
            ".........",
            ".........",
            "..O......",
            "...X.....",
            ".........",
            ".....X...",
            "...O.....",
            ".........",
            ".........");
        double[][] out = run(new PatternAgent(context), p);
        double total = 0;
        for (double[] c : out) {
            for (int i = 0; i < c.length; i++) {
                total += c[i];
                if (c[i] > 0) {
                    assertEquals(StoneColor.EMPTY, p.colorAt(i));
                }
            }
        }
        assertTrue(total > 0);
    }

    @Test
    public void contextsShareNothingAndReadersAreReused() {
        Position p = Diagrams.position(StoneColor.BLACK, 20,
            ".........", ".........", ".........", "...X.....", "..XOX....",
            ".........", ".........", ".........", ".........");
        AgentContext other = AgentContext.standard();
        TacticsAgent a = new TacticsAgent(context);
        for (int i = 0; i < 3; i++) {
            run(a, p);
        }
        // one position at a time: one reader, handed on from position to position
        assertEquals(1, context.readers().idleCount());
        assertEquals(0, other.readers().idleCount());
        assertTrue(other.readers() != context.readers());
    }

    @Test
    public void missingDatabasesAreAnErrorNamingTheFolder() {
        Path nowhere = Path.of("no-such-folder-for-exodus");
        AgentContext c = new AgentContext(nowhere);
        Position p = Diagrams.position(StoneColor.BLACK, 1,
            ".........", ".........", ".........", ".........", ".........",
            ".........", ".........", ".........", ".........");
        try {
            run(new PatternAgent(c), p);
            org.junit.Assert.fail("no databases there");
        } catch (java.io.UncheckedIOException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("no-such-folder-for-exodus"));
            assertTrue(e.getMessage(), e.getMessage().contains("patterns.db"));
        }
    }
}
