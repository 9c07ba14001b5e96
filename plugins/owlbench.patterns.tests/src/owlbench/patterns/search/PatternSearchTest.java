package owlbench.patterns.search;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.Assume;
import org.junit.Before;
import org.junit.Test;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.match.Match;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;
import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/** "Where does it fire" over a folder of games: hits agree with the matcher run on each position. */
public class PatternSearchTest {
    /** A hane at the head of two stones and an empty triangle: common shapes, so there are hits. */
    private static final String DB = "attribute_map general\n\n"
            + "Pattern Hane\n\n?X*\n?OX\n\n:8,-\n\n\n"
            + "Pattern Tri\n\nOO\nO*\n\n:\\,-\n\n\n";
    private static final String[] GAMES = {"9x9-1.sgf", "9x9-2.sgf", "CrazyStone1.sgf"};

    private File games;

    @Before
    public void locate() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the folder search test",
                new File(shared, "gnugo-3.8").isDirectory());
        games = new File(shared, "gnugo-3.8/regression/games");
        for (String g : GAMES) Assume.assumeTrue(g + " is absent", new File(games, g).isFile());
    }

    private Path tempFolder() throws IOException {
        Path dir = Files.createTempDirectory("owlbench-search");
        dir.toFile().deleteOnExit();
        Path sub = Files.createDirectory(dir.resolve("sub"));
        for (int i = 0; i < GAMES.length; i++) {
            Path to = (i == 2 ? sub : dir).resolve(GAMES[i]);
            Files.copy(new File(games, GAMES[i]).toPath(), to);
            to.toFile().deleteOnExit();
        }
        Files.writeString(dir.resolve("notes.txt"), "not a game").toFile().deleteOnExit();
        sub.toFile().deleteOnExit();
        return dir;
    }

    @Test
    public void hitsAgreeWithTheMatcherRunOnEveryPosition() throws Exception {
        DbFile db = DbParser.parse(DB, "t.db");
        assertEquals(0, db.diagnostics().size());
        Path dir = tempFolder();
        List<Path> files = PatternSearch.sgfFiles(dir);
        assertEquals(3, files.size());
        PatternSearch search = new PatternSearch(db.patterns());
        List<String> started = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        long t0 = System.nanoTime();
        List<PatternHit> hits = search.search(files, new PatternSearch.Monitor() {
            @Override
            public boolean isCanceled() {
                return false;
            }

            @Override
            public void startGame(int index, int total, Path game) {
                started.add(index + "/" + total);
            }

            @Override
            public void problem(Path game, String message) {
                problems.add(game + ": " + message);
            }
        });
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(List.of("0/3", "1/3", "2/3"), started);
        assertEquals(List.of(), problems);

        // the oracle: GameReplay.atMove for every move number, matcher for both colours
        CompiledMatcher m = new CompiledMatcher(db.patterns());
        int expected = 0;
        long positions = 0;
        int[] perGame = new int[files.size()];
        for (int g = 0; g < files.size(); g++) {
            SgfNode root = SgfReader.read(files.get(g)).games().get(0);
            int total = GameReplay.atEnd(root).movesPlayed();
            for (int move = 1; move <= total + 1; move++) {
                GamePosition pos = GameReplay.atMove(root, move);
                positions++;
                for (int color = StoneColor.WHITE; color <= StoneColor.BLACK; color++) {
                    List<Match> ms2 = m.match(pos.board(), color);
                    expected += ms2.size();
                    perGame[g] += ms2.size();
                }
            }
        }
        System.out.println("search: " + hits.size() + " hits in " + positions + " positions, " + ms + " ms");
        assertTrue("too few hits to test anything: " + expected, expected > 20);
        assertEquals(expected, hits.size());
        assertEquals(positions, search.positionsSearched());
        int[] found = new int[files.size()];
        for (PatternHit h : hits) found[files.indexOf(h.game)]++;
        assertEquals(perGame[0], found[0]);
        assertEquals(perGame[1], found[1]);
        assertEquals(perGame[2], found[2]);

        // one hit checked in detail against its own position
        PatternHit h = hits.get(hits.size() / 2);
        SgfNode root = SgfReader.read(h.game).games().get(0);
        Board b = GameReplay.atMove(root, h.movesPlayed + 1).board();
        boolean seen = false;
        for (Match x : m.match(b, h.color)) {
            if (x.pattern.name().equals(h.pattern) && x.transformation == h.transformation && x.move == h.point) seen = true;
        }
        assertTrue(h.toString(), seen);
        assertEquals(owlbench.board.Vertex.toString(h.point, b.size()), h.vertex);
    }

    @Test
    public void cancelStopsTheSearch() throws Exception {
        DbFile db = DbParser.parse(DB, "t.db");
        List<Path> files = PatternSearch.sgfFiles(tempFolder());
        int[] games = {0};
        List<PatternHit> hits = new PatternSearch(db.patterns()).search(files, new PatternSearch.Monitor() {
            @Override
            public boolean isCanceled() {
                return games[0] >= 1;
            }

            @Override
            public void startGame(int index, int total, Path game) {
                games[0]++;
            }

            @Override
            public void problem(Path game, String message) {
            }
        });
        assertEquals(1, games[0]);
        for (PatternHit h : hits) assertEquals(files.get(0), h.game);
    }

    @Test
    public void brokenGameIsReportedAndSkipped() throws Exception {
        Path dir = Files.createTempDirectory("owlbench-bad");
        Path bad = dir.resolve("bad.sgf");
        Files.writeString(bad, "(;SZ[9];B[ee];W[ee])");
        bad.toFile().deleteOnExit();
        dir.toFile().deleteOnExit();
        List<String> problems = new ArrayList<>();
        List<PatternHit> hits = new PatternSearch(DbParser.parse(DB, "t.db").patterns()).search(List.of(bad),
                new PatternSearch.Monitor() {
                    @Override
                    public boolean isCanceled() {
                        return false;
                    }

                    @Override
                    public void startGame(int index, int total, Path game) {
                    }

                    @Override
                    public void problem(Path game, String message) {
                        problems.add(message);
                    }
                });
        assertEquals(1, problems.size());
        assertTrue(problems.get(0), problems.get(0).contains("move 2"));
        assertTrue(problems.get(0), problems.get(0).contains("occupied"));
        assertTrue(hits.isEmpty() || hits.get(0).game.equals(bad));
    }
}
