package owlbench.patterns.bench;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import owlbench.board.Board;
import owlbench.board.Color;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;

/**
 * Benchmark runner: {@code PatternsBench [PATTERN_DIR]} times parsing every .db file in the directory
 * and the compiled matcher on random 19x19 positions.
 */
public final class PatternsBench {
    private PatternsBench() {
    }

    public static void main(String[] args) throws IOException {
        File dir = new File(args.length > 0 ? args[0] : "../shared/gnugo-3.8/patterns");
        File[] files = dir.listFiles((d, n) -> n.endsWith(".db") && !n.startsWith("mc_") && !n.equals("eyes.db"));
        if (files == null || files.length == 0) {
            System.err.println("no .db files in " + dir);
            System.exit(2);
        }
        List<Pattern> all = new ArrayList<>();
        for (int round = 0; round < 5; round++) {
            long t0 = System.nanoTime();
            all.clear();
            for (File f : files) {
                DbFile db = DbParser.parse(f.toPath());
                all.addAll(db.patterns());
            }
            System.out.printf("parse %d files, %d patterns: %.1f ms%n", files.length, all.size(), (System.nanoTime() - t0) / 1e6);
        }
        long t0 = System.nanoTime();
        CompiledMatcher cm = new CompiledMatcher(all);
        System.out.printf("compile %d variants: %.1f ms%n", cm.variantCount(), (System.nanoTime() - t0) / 1e6);
        Random r = new Random(1);
        for (int round = 0; round < 5; round++) {
            Board b = new Board(19);
            for (int p : b.onBoardPoints()) {
                double x = r.nextDouble();
                if (x < 0.15) b.setStone(p, Color.BLACK);
                else if (x < 0.3) b.setStone(p, Color.WHITE);
            }
            long t1 = System.nanoTime();
            int n = cm.match(b, Color.BLACK).size();
            System.out.printf("match all patterns on a 19x19 position: %d matches, %.1f ms%n", n, (System.nanoTime() - t1) / 1e6);
        }
    }
}
