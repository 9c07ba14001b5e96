package owlbench.gtp.bench;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import owlbench.board.StoneColor;
import owlbench.engine.AnalysisDatabases;
import owlbench.engine.PositionAnalysis;
import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.GtpReply;
import owlbench.gtp.client.InProcessGtpClient;
import owlbench.gtp.client.ProcessGtpClient;
import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/**
 * A full position analysis (worms with tactical reading, dragons, eye spaces of both colours,
 * unconditional life, initial influence and regions, score estimate) of middle-game 19x19
 * positions of GNU Go's regression games (../shared), timed three ways side by side in one run:
 * owlbench's Java API ({@link PositionAnalysis}, the workbench's own analyses now), owlbench's
 * in-process GTP engine asked the analyses as text (the workbench's route before), and gnugo after
 * {@code loadsgf FILE MOVE} ({@code estimate_score}, which analyses the whole position, owl
 * included, then {@code initial_influence black influence_regions}). The order of the three
 * alternates by position. Positions are drawn with a fixed seed: games of 19x19 with at least 120
 * moves, a move between 40% and 70% of the game.
 * Usage: PositionAnalysisBench [--positions N] [--rounds N] [--seed S] [--gnugo "CMD"]
 */
public final class PositionAnalysisBench {

    private PositionAnalysisBench() {
    }

    private record Position(File file, int move) {
        String name() {
            return file.getName() + ":" + move;
        }
    }

    public static void main(String[] args) throws Exception {
        int positions = 100, rounds = 1;
        long seed = 1;
        String gnugo = "/usr/games/gnugo --mode gtp";
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--positions" -> positions = Integer.parseInt(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--gnugo" -> gnugo = args[++i];
                default -> {
                    System.err.println("usage: PositionAnalysisBench [--positions N] [--rounds N] [--seed S] [--gnugo \"CMD\"]");
                    System.exit(2);
                }
            }
        }
        File games = new File(System.getProperty("owlbench.shared", "../shared"), "gnugo-3.8/regression/games");
        if (!games.isDirectory()) {
            System.err.println("PositionAnalysisBench: " + games + " not found (set -Dowlbench.shared=DIR)");
            System.exit(2);
        }
        List<Position> sample = sample(games, positions, seed);
        AnalysisDatabases dbs = AnalysisDatabases.standard();
        System.out.printf(Locale.ROOT, "%d positions (seed %d) from %s%n", sample.size(), seed, games);
        for (int round = 1; round <= rounds; round++) {
            double[] api = new double[sample.size()], gtp = new double[sample.size()], gg = new double[sample.size()];
            int agreeSign = 0;
            try (GtpClient own = new InProcessGtpClient(new OwlbenchGtp(19, 0, games.toPath(), OwlbenchGtp.builtinModules()).engine(), "owlbench");
                    GtpClient gnu = new ProcessGtpClient(ProcessGtpClient.splitCommandLine(gnugo), games.toPath(), 0)) {
                for (int i = 0; i < sample.size(); i++) {
                    Position p = sample.get(i);
                    String apiScore = null, ggScore = null;
                    for (int k = 0; k < 3; k++) {
                        switch ((i + k) % 3) {
                            case 0 -> {
                                long t = System.nanoTime();
                                apiScore = javaApi(p, dbs);
                                api[i] = ms(t);
                            }
                            case 1 -> {
                                long t = System.nanoTime();
                                gtpRoute(own, p);
                                gtp[i] = ms(t);
                            }
                            default -> {
                                long t = System.nanoTime();
                                ggScore = gnugo(gnu, p);
                                gg[i] = ms(t);
                            }
                        }
                    }
                    if (apiScore.charAt(0) == ggScore.charAt(0)) agreeSign++;
                }
            }
            System.out.printf(Locale.ROOT, "round %d: ms per position, mean / median: Java API %.0f / %.0f, in-process GTP %.0f / %.0f,"
                    + " gnugo %.0f / %.0f; the same side ahead in the score estimate: %d of %d%n", round, mean(api), median(api),
                    mean(gtp), median(gtp), mean(gg), median(gg), agreeSign, sample.size());
        }
    }

    /** Games of 19x19 with at least 120 moves, one position each between 40% and 70% of the game, drawn with {@code seed}. */
    static List<Position> sample(File games, int n, long seed) throws IOException {
        File[] files = games.listFiles((d, name) -> name.endsWith(".sgf"));
        Arrays.sort(files);
        List<Position> all = new ArrayList<>();
        Random r = new Random(seed);
        for (File f : files) {
            try {
                SgfNode root = SgfReader.read(java.nio.file.Files.readAllBytes(f.toPath()), f.toString()).games().get(0);
                String sz = root.get("SZ");
                if (sz != null && !sz.trim().equals("19")) continue;
                int moves = 0;
                for (SgfNode x = root; x != null; x = x.mainChild()) {
                    if (x.move() != null) moves++;
                }
                if (moves < 120) continue;
                all.add(new Position(f, (int) (moves * (0.4 + 0.3 * r.nextDouble()))));
            } catch (Exception e) {
                // a game the reader refuses is not sampled
            }
        }
        java.util.Collections.shuffle(all, r);
        return all.subList(0, Math.min(n, all.size()));
    }

    private static String javaApi(Position p, AnalysisDatabases dbs) throws Exception {
        SgfNode root = SgfReader.read(java.nio.file.Files.readAllBytes(p.file().toPath()), p.file().toString()).games().get(0);
        GamePosition pos = GameReplay.load(root, Integer.toString(p.move()));
        PositionAnalysis a = new PositionAnalysis(pos.board(), pos.toMove(), 0, dbs);
        a.worms();
        a.dragons();
        a.eyeSpaces();
        a.unconditionalStatuses();
        a.influence();
        return a.score().estimate().result();
    }

    /** What the Analysis view's in-process group asked for the same parts, as GTP text. */
    private static void gtpRoute(GtpClient own, Position p) throws IOException {
        for (String c : new String[] { "loadsgf " + p.file().getName() + " " + p.move(), "worm_status", "dragons_gfx",
            "eye_spaces_gfx black", "eye_spaces_gfx white", "initial_influence black influence_regions", "estimate_score" }) {
            require(own, c);
        }
        require(own, "unconditional_status A1");
    }

    private static String gnugo(GtpClient gnu, Position p) throws IOException {
        require(gnu, "loadsgf " + p.file().getName() + " " + p.move());
        String score = require(gnu, "estimate_score");
        require(gnu, "initial_influence black influence_regions");
        return score.isEmpty() ? "0" : score;
    }

    private static String require(GtpClient c, String command) throws IOException {
        GtpReply r = c.send(command);
        if (!r.success) throw new IOException(command + ": " + r.text);
        return r.text;
    }

    private static double ms(long start) {
        return (System.nanoTime() - start) / 1e6;
    }

    private static double mean(double[] v) {
        double s = 0;
        for (double x : v) s += x;
        return v.length == 0 ? 0 : s / v.length;
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length == 0 ? 0 : s[s.length / 2];
    }
}
