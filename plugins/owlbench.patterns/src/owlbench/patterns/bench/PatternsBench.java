package owlbench.patterns.bench;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import owlbench.board.Board;
import owlbench.patterns.PatternLibrary;
import owlbench.patterns.fullboard.FullboardMatcher;
import owlbench.patterns.fullboard.FusekiDbFile;
import owlbench.patterns.match.CompiledMatcher;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagram;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.parser.DbParser;
import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfCollection;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/**
 * Benchmark runner for the pattern engine (docs/benchmarks.md):
 * {@code PatternsBench [GNUGO_DIR]} (default ../shared/gnugo-3.8) measures
 * <ol>
 * <li>loading and compiling all of GNU Go's databases (every .db, eyes.db, mc_*.db, *.dbz);</li>
 * <li>matching patterns.db plus patterns2.db at every point of 100 mid-game 19x19 positions from the
 * regression games (ms per position);</li>
 * <li>re-parsing, recompiling and re-matching one edited pattern, as the live-matching view does.</li>
 * </ol>
 * Wall-clock and this thread's CPU time are both printed, since the machine may be shared.
 */
public final class PatternsBench {
    private PatternsBench() {
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private static long cpu() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : 0;
    }

    public static void main(String[] args) throws Exception {
        File gnugo = new File(args.length > 0 ? args[0] : "../shared/gnugo-3.8");
        File dir = new File(gnugo, "patterns");
        if (!dir.isDirectory()) {
            System.err.println("no patterns directory in " + gnugo);
            System.exit(2);
        }
        System.out.println("load average at start: " + loadAverage());

        // 1. load and compile everything
        PatternLibrary lib = null;
        double[] loadMs = new double[5];
        for (int round = 0; round < loadMs.length; round++) {
            long t0 = System.nanoTime(), c0 = cpu();
            lib = PatternLibrary.load(dir.toPath());
            int variants = 0, patterns = 0;
            for (DbFile db : lib.databases().values()) {
                CompiledMatcher m = new CompiledMatcher(db.patterns());
                variants += m.variantCount();
                patterns += db.patterns().size();
            }
            int fullboard = 0;
            for (FusekiDbFile f : lib.fullboardDatabases().values()) {
                new FullboardMatcher(f.patterns(), f.boardSize());
                fullboard += f.patterns().size();
            }
            loadMs[round] = (System.nanoTime() - t0) / 1e6;
            System.out.printf("load+compile %d files: %d patterns (%d variants), %d fullboard, %d eye shapes files, %d mc files: %.1f ms (cpu %.1f ms)%n",
                    lib.fileNames().size(), patterns, variants, fullboard, lib.eyeDatabases().size(),
                    lib.monteCarloDatabases().size(), loadMs[round], (cpu() - c0) / 1e6);
            if (lib.hasErrors()) System.out.println("  problems: " + lib.problems().keySet());
        }
        System.out.printf("load+compile: best %.1f ms, median %.1f ms%n", min(loadMs), median(loadMs));

        // 2. patterns.db + patterns2.db on 100 mid-game positions
        List<Pattern> pats = new ArrayList<>(lib.database("patterns.db").patterns());
        pats.addAll(lib.database("patterns2.db").patterns());
        long t0 = System.nanoTime();
        CompiledMatcher matcher = new CompiledMatcher(pats);
        System.out.printf("compile patterns.db+patterns2.db (%d patterns, %d variants): %.1f ms%n", pats.size(),
                matcher.variantCount(), (System.nanoTime() - t0) / 1e6);
        List<GamePosition> positions = positions(new File(gnugo, "regression/games"), 100);
        System.out.println("positions: " + positions.size() + " (19x19, mid-game, regression/games)");
        double[] perPos = new double[7];
        double[] cpuPerPos = new double[perPos.length];
        long matches = 0;
        for (int round = 0; round < perPos.length; round++) {
            long w = System.nanoTime(), c = cpu();
            matches = 0;
            for (GamePosition gp : positions) matches += matcher.match(gp.board(), gp.toMove()).size();
            perPos[round] = (System.nanoTime() - w) / 1e6 / positions.size();
            cpuPerPos[round] = (cpu() - c) / 1e6 / positions.size();
        }
        double[] timed = Arrays.copyOfRange(perPos, 2, perPos.length); // 2 warm-up rounds
        double[] timedCpu = Arrays.copyOfRange(cpuPerPos, 2, cpuPerPos.length);
        System.out.printf("match patterns.db+patterns2.db: %d matches per round; ms per position: best %.3f, median %.3f (cpu median %.3f)%n",
                matches, min(timed), median(timed), median(timedCpu));

        // 3. one edited pattern: re-parse its text, recompile, re-match on a position
        DbFile db = lib.database("patterns.db");
        Pattern target = null;
        for (Pattern p : db.patterns()) {
            if (p.diagram() != null && p.diagram().find('.') != null && p.constraint() != null) {
                target = p;
                break;
            }
        }
        Diagram d = target.diagram();
        int[] cell = d.find('.');
        int local = d.cellOffset(cell[0], cell[1]) - target.range().offset;
        String edited = target.sourceText().substring(0, local) + "?" + target.sourceText().substring(local + 1);
        String header = "attribute_map general\n\n";
        Board board = positions.get(0).board();
        int color = positions.get(0).toMove();
        double[] editMs = new double[200];
        for (int i = 0; i < editMs.length; i++) {
            long w = System.nanoTime();
            DbFile one = DbParser.parse(header + edited, "edited");
            CompiledMatcher m = new CompiledMatcher(one.patterns());
            m.match(board, color);
            editMs[i] = (System.nanoTime() - w) / 1e6;
        }
        double[] editTimed = Arrays.copyOfRange(editMs, 100, editMs.length);
        System.out.printf("edit %s (cell %d,%d '.'->'?'): re-parse + recompile + re-match one pattern: median %.3f ms, best %.3f ms%n",
                target.name(), cell[0], cell[1], median(editTimed), min(editTimed));
        // and the whole file, for comparison
        String text = new String(Files.readAllBytes(Paths.get(dir.getPath(), "patterns.db")), java.nio.charset.StandardCharsets.ISO_8859_1);
        double[] fileMs = new double[7];
        for (int i = 0; i < fileMs.length; i++) {
            long w = System.nanoTime();
            DbFile whole = DbParser.parse(text, "patterns.db");
            CompiledMatcher m = new CompiledMatcher(whole.patterns());
            m.match(board, color);
            fileMs[i] = (System.nanoTime() - w) / 1e6;
        }
        System.out.printf("re-parse + recompile + re-match all of patterns.db: median %.1f ms%n", median(Arrays.copyOfRange(fileMs, 2, fileMs.length)));
        System.out.println("load average at end: " + loadAverage());
    }

    /** Mid-game positions of 19x19 games, in file name order; several per game if there are few games. */
    static List<GamePosition> positions(File gamesDir, int wanted) {
        List<File> files = new ArrayList<>();
        collect(gamesDir, files);
        files.sort(null);
        List<SgfNode> games = new ArrayList<>();
        List<Integer> lengths = new ArrayList<>();
        for (File f : files) {
            try {
                SgfCollection c = SgfReader.read(f.toPath());
                if (c.games().isEmpty()) continue;
                SgfNode root = c.games().get(0);
                String sz = root.get("SZ");
                if (sz != null && !sz.trim().equals("19")) continue;
                int n = 0;
                for (SgfNode x = root; x != null; x = x.mainChild()) if (x.move() != null) n++;
                if (n < 40) continue;
                games.add(root);
                lengths.add(n);
            } catch (Exception e) {
                // unreadable game: not used
            }
        }
        List<GamePosition> out = new ArrayList<>();
        int perGame = Math.max(1, (wanted + games.size() - 1) / Math.max(1, games.size()));
        for (int g = 0; g < games.size() && out.size() < wanted; g++) {
            for (int k = 0; k < perGame && out.size() < wanted; k++) {
                int move = lengths.get(g) * (4 + k) / (8 + perGame) + 1;
                try {
                    out.add(GameReplay.atMove(games.get(g), move));
                } catch (Exception e) {
                    break;
                }
            }
        }
        return out;
    }

    private static void collect(File dir, List<File> out) {
        File[] fs = dir.listFiles();
        if (fs == null) return;
        for (File f : fs) {
            if (f.isDirectory()) collect(f, out);
            else if (f.getName().endsWith(".sgf")) out.add(f);
        }
    }

    private static String loadAverage() {
        try {
            return new String(Files.readAllBytes(Paths.get("/proc/loadavg"))).trim();
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static double min(double[] a) {
        double m = Double.MAX_VALUE;
        for (double x : a) m = Math.min(m, x);
        return m;
    }

    private static double median(double[] a) {
        double[] s = a.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }
}
