package owlbench.gtp.match;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

import org.junit.Assume;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.client.ProcessGtpClient;
import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfGame;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/** Matches between GTP engines: real GNU Go games, forfeits and crashes. */
public class MatchRunnerTest {
    static final String GNUGO = System.getProperty("owlbench.gnugo", "/usr/games/gnugo");

    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    private static EngineSpec gnugoLevel1() {
        Assume.assumeTrue(GNUGO + " is absent: skipping the GNU Go match", new File(GNUGO).canExecute());
        List<String> cmd = List.of(GNUGO, "--mode", "gtp", "--level", "1");
        return new EngineSpec(String.join(" ", cmd), ProcessGtpClient.factory(cmd, 60_000));
    }

    private MatchConfig config(int games) {
        MatchConfig c = new MatchConfig();
        c.games = games;
        c.boardSize = 9;
        c.komi = 6.5;
        c.threads = 2;
        c.sgfDir = tmp.getRoot().toPath();
        return c;
    }

    @Test
    public void twoGnuGoGamesOnNineByNine() throws Exception {
        EngineSpec a = gnugoLevel1();
        EngineSpec b = gnugoLevel1();
        MatchSummary s = new MatchRunner(config(2), a, b, null).run();
        System.out.print(s.toText());
        assertEquals(2, s.games().size());
        assertEquals(2, s.blackWins() + s.whiteWins() + s.draws());
        assertEquals(2, s.wins(0) + s.wins(1) + s.draws());
        assertTrue(s.avgMoveSeconds(0) > 0 && s.avgMoveSeconds(1) > 0);
        assertTrue(s.winRateA() >= 0 && s.winRateA() <= 1);
        for (GameRecord g : s.games()) {
            assertNotNull(g.sgfFile);
            SgfCollection coll = SgfReader.read(Paths.get(g.sgfFile));
            SgfNode root = coll.games().get(0);
            SgfGame info = new SgfGame(root);
            assertEquals(9, info.boardSize());
            assertEquals(6.5, info.komi(), 0);
            assertEquals("GNU Go 3.8", info.playerBlack());
            assertEquals("GNU Go 3.8", info.playerWhite());
            assertEquals(g.result, info.result());
            assertTrue(g.result, g.result.matches("[BW]\\+[0-9.]+|0"));
            // replaying checks every move is legal; the game ended with two passes
            GamePosition end = GameReplay.atEnd(root);
            assertEquals(g.moves.size(), end.movesPlayed());
            assertTrue(g.moves.size() > 10);
            assertEquals("PASS", g.moves.get(g.moves.size() - 1).substring(2));
        }
        assertTrue(s.games().get(0).aIsBlack);
        assertTrue(!s.games().get(1).aIsBlack);
    }

    @Test
    public void engineWithoutGenmoveForfeits() throws Exception {
        EngineSpec owl = new EngineSpec("owlbench", OwlbenchGtp.factory(9, 6.5));
        EngineSpec gnu = gnugoLevel1();
        MatchConfig c = config(2);
        MatchSummary s = new MatchRunner(c, owl, gnu, null).run();
        GameRecord g1 = s.games().get(0);
        assertEquals("W+F", g1.result);
        assertTrue(g1.reason, g1.reason.contains("black engine refused 'genmove black'"));
        assertEquals(0, g1.moves.size());
        GameRecord g2 = s.games().get(1);
        assertEquals("B+F", g2.result);
        assertEquals(1, g2.moves.size());
        assertEquals(2, s.wins(1));
        SgfNode root = SgfReader.read(Paths.get(g1.sgfFile)).games().get(0);
        assertEquals("W+F", root.get("RE"));
        assertTrue(root.get("C").contains("not available yet"));
        assertEquals("owlbench " + OwlbenchGtp.VERSION, root.get("PB"));
    }

    @Test
    public void crashingEngineLosesByForfeit() throws Exception {
        Assume.assumeTrue("no /bin/false", new File("/bin/false").canExecute());
        EngineSpec dead = new EngineSpec("false", ProcessGtpClient.factory(List.of("/bin/false"), 5000));
        EngineSpec owl = new EngineSpec("owlbench", OwlbenchGtp.factory(9, 6.5));
        MatchConfig c = config(1);
        MatchSummary s = new MatchRunner(c, dead, owl, null).run();
        GameRecord g = s.games().get(0);
        assertEquals("W+F", g.result);
        assertTrue(g.reason, g.reason.contains("black engine crashed"));
        assertEquals("engine B (owlbench) wins", 1, g.winnerEngine());
        Path sgf = Paths.get(g.sgfFile);
        assertEquals("W+F", SgfReader.read(sgf).games().get(0).get("RE"));
    }

    @Test
    public void handicapGameStartsWithWhite() throws Exception {
        EngineSpec a = gnugoLevel1();
        MatchConfig c = config(1);
        c.handicap = 3;
        c.moveLimit = 6;
        c.alternate = false;
        EngineSpec g1 = gnugoLevel1();
        EngineSpec referee = new EngineSpec("the referee", g1.factory);
        MatchSummary s = new MatchRunner(c, a, g1, referee).run();
        GameRecord g = s.games().get(0);
        assertTrue(g.reason, g.reason.startsWith("move limit 6 reached"));
        assertTrue(g.reason, g.reason.endsWith("scored by the referee"));
        assertTrue(g.result, g.result.matches("[BW]\\+[0-9.]+|0"));
        assertEquals(6, g.moves.size());
        assertTrue(g.moves.get(0).startsWith("W "));
        SgfNode root = SgfReader.read(Paths.get(g.sgfFile)).games().get(0);
        assertEquals("3", root.get("HA"));
        assertEquals(3, root.getAll("AB").size());
        assertEquals(6, GameReplay.atEnd(root).movesPlayed());
    }
}
