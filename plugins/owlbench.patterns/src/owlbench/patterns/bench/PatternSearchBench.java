package owlbench.patterns.bench;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;
import owlbench.patterns.search.PatternHit;
import owlbench.patterns.search.PatternSearch;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/**
 * Benchmark runner for "where does it fire" (docs/benchmarks.md):
 * {@code PatternSearchBench [GNUGO_DIR [PATTERN]]} (defaults ../shared/gnugo-3.8 and the first pattern
 * of patterns.db) takes every position of the 19x19 regression games, in file order, until there are
 * 1,000, and times (1) matching the one pattern on those positions with both colours as O, boards
 * ready, and (2) the same work as the folder search does it: reading the SGF files, replaying every
 * move and matching ({@link PatternSearch}). Medians of 5 rounds after 2 warm-up rounds.
 */
public final class PatternSearchBench {
    private static final int POSITIONS = 1000;

    private PatternSearchBench() {
    }

    public static void main(String[] args) throws Exception {
        File gnugo = new File(args.length > 0 ? args[0] : "../shared/gnugo-3.8");
        DbFile db = DbParser.parse(new File(gnugo, "patterns/patterns.db").toPath());
        Pattern pattern = args.length > 1 ? db.pattern(args[1]) : db.patterns().get(0);
        if (pattern == null) {
            System.err.println("no pattern " + args[1] + " in patterns.db");
            System.exit(2);
        }
        // the games whose positions make up the first 1,000
        List<Path> games = new ArrayList<>();
        List<Board> boards = new ArrayList<>();
        int lastGameMoves = 0;
        for (Path g : PatternSearch.sgfFiles(new File(gnugo, "regression/games").toPath())) {
            if (boards.size() >= POSITIONS) break;
            SgfNode root;
            int total;
            try {
                root = SgfReader.read(g).games().get(0);
                String sz = root.get("SZ");
                if (sz != null && !sz.trim().equals("19")) continue;
                total = GameReplay.atEnd(root).movesPlayed();
            } catch (Exception e) {
                continue;
            }
            games.add(g);
            for (int m = 1; m <= total + 1 && boards.size() < POSITIONS; m++) {
                boards.add(GameReplay.atMove(root, m).board());
                lastGameMoves = m;
            }
        }
        System.out.println("pattern " + pattern.name() + " (" + pattern.colon().symmetry() + "), " + boards.size()
                + " positions from " + games.size() + " games (last one up to move " + lastGameMoves + ")");

        CompiledMatcher matcher = new CompiledMatcher(List.of(pattern));
        double[] ms = new double[7];
        long hits = 0;
        for (int round = 0; round < ms.length; round++) {
            long t0 = System.nanoTime();
            hits = 0;
            for (Board b : boards) {
                hits += matcher.match(b, StoneColor.WHITE).size();
                hits += matcher.match(b, StoneColor.BLACK).size();
            }
            ms[round] = (System.nanoTime() - t0) / 1e6;
        }
        System.out.printf("match one pattern on %d positions x 2 colours: median %.1f ms, best %.1f ms (%d hits)%n",
                boards.size(), median(ms), min(ms), hits);

        double[] sms = new double[7];
        List<PatternHit> found = List.of();
        long positions = 0;
        for (int round = 0; round < sms.length; round++) {
            long t0 = System.nanoTime();
            PatternSearch search = new PatternSearch(List.of(pattern));
            found = search.search(games, PatternSearch.QUIET);
            positions = search.positionsSearched();
            sms[round] = (System.nanoTime() - t0) / 1e6;
        }
        System.out.printf("folder search (read + replay + match) of the %d games, %d positions x 2 colours: median %.1f ms, best %.1f ms (%d hits)%n",
                games.size(), positions, median(sms), min(sms), found.size());
    }

    private static double median(double[] a) {
        double[] s = Arrays.copyOfRange(a, 2, a.length);
        Arrays.sort(s);
        return s[s.length / 2];
    }

    private static double min(double[] a) {
        double m = Double.MAX_VALUE;
        for (int i = 2; i < a.length; i++) m = Math.min(m, a[i]);
        return m;
    }
}
