package owlbench.gtp.bench;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.GtpReply;
import owlbench.gtp.client.InProcessGtpClient;
import owlbench.gtp.client.ProcessGtpClient;

/**
 * Compares owlbench's influence with GNU Go's, side by side in one run, on real 19x19 positions
 * from GNU Go's regression games (../shared): after {@code loadsgf FILE MOVE} both engines answer
 * {@code initial_influence black territory_value}, {@code initial_influence black influence_regions}
 * and {@code estimate_score}; the tool reports per position how many points agree (same region
 * code, same side of the region sign, same sign of a clear territory value) and each engine's time
 * for the first influence answer of the position (GNU Go analyses the position then). Nothing of
 * GNU Go's answers is stored: both engines are asked every time.
 * Usage: InfluenceCompare [--gnugo "CMD"] [--patterns owlbench|gnugo|none] [--rounds N]
 */
public final class InfluenceCompare {
    /** Games and move numbers (20 positions: two per game, early middle game and later). */
    private static final String[] GAMES = {"9handicap.sgf", "FSF-neurogo.sgf", "FSGCBot-dr.sgf", "TSa.sgf",
        "ab1_fuseki.sgf", "arion.sgf", "blunder12.sgf", "bretz.sgf", "buzco1.sgf", "dniwog.sgf"};
    private static final int[] MOVES = {60, 140};

    private InfluenceCompare() {
    }

    public static void main(String[] args) throws Exception {
        String gnugo = "/usr/games/gnugo --mode gtp";
        String patterns = "owlbench";
        int rounds = 1;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--gnugo": gnugo = args[++i]; break;
                case "--patterns": patterns = args[++i]; break;
                case "--rounds": rounds = Integer.parseInt(args[++i]); break;
                default:
                    System.err.println("usage: InfluenceCompare [--gnugo \"CMD\"] [--patterns owlbench|gnugo|none] [--rounds N]");
                    System.exit(2);
            }
        }
        String shared = System.getProperty("owlbench.shared", "../shared");
        File games = new File(shared, "gnugo-3.8/regression/games");
        if (!games.isDirectory()) {
            System.err.println("InfluenceCompare: " + games + " not found (set -Dowlbench.shared=DIR)");
            System.exit(2);
        }
        for (int round = 1; round <= rounds; round++) {
            try (GtpClient own = new InProcessGtpClient(new OwlbenchGtp(19, 0, games.toPath(), OwlbenchGtp.builtinModules()).engine(), "owlbench");
                    GtpClient gg = new ProcessGtpClient(ProcessGtpClient.splitCommandLine(gnugo), games.toPath(), 0)) {
                ask(own, "influence_patterns " + patterns);
                System.out.printf(Locale.ROOT, "round %d (owlbench patterns: %s)%n", round, patterns);
                System.out.println("position                 regions  side  terr.sign  |dv|   owlbench-score gnugo-score   owlbench-ms gnugo-ms");
                Totals t = new Totals();
                for (String g : GAMES) {
                    for (int m : MOVES) {
                        compare(own, gg, g, m, t);
                    }
                }
                System.out.printf(Locale.ROOT, "all %d positions: same region %.1f%%, same side %.1f%%, same territory sign %.1f%% (of %d clear points), mean |dv| %.3f, score within 10: %d/%d; time owlbench %.0f ms, gnugo %.0f ms per position%n",
                        t.positions, 100.0 * t.sameRegion / t.points, 100.0 * t.sameSide / t.points,
                        100.0 * t.sameSign / Math.max(1, t.clear), t.clear, t.absDiff / t.points, t.scoreClose, t.positions,
                        t.ownMs / t.positions, t.ggMs / t.positions);
            }
        }
    }

    private static final class Totals {
        int positions, points, sameRegion, sameSide, sameSign, clear, scoreClose;
        double absDiff, ownMs, ggMs;
    }

    private static void compare(GtpClient own, GtpClient gg, String game, int move, Totals t) throws IOException {
        String load = "loadsgf " + game + " " + move;
        ask(own, load);
        ask(gg, load);
        long t0 = System.nanoTime();
        double[] ownTv = numbers(ask(own, "initial_influence black territory_value"));
        long t1 = System.nanoTime();
        double[] ggTv = numbers(ask(gg, "initial_influence black territory_value"));
        long t2 = System.nanoTime();
        double[] ownRg = numbers(ask(own, "initial_influence black influence_regions"));
        double[] ggRg = numbers(ask(gg, "initial_influence black influence_regions"));
        String ownScore = ask(own, "estimate_score");
        String ggScore = ask(gg, "estimate_score");
        if (ownTv.length != ggTv.length || ownRg.length != ggRg.length || ownTv.length != ownRg.length) {
            throw new IOException(load + ": answers of different sizes");
        }
        int n = ownTv.length, region = 0, side = 0, sign = 0, clear = 0;
        double diff = 0;
        for (int i = 0; i < n; i++) {
            if (ownRg[i] == ggRg[i]) region++;
            if (Math.signum(ownRg[i]) == Math.signum(ggRg[i])) side++;
            diff += Math.abs(ownTv[i] - ggTv[i]);
            if (Math.abs(ggTv[i]) >= 0.5) {
                clear++;
                if (Math.signum(ownTv[i]) == Math.signum(ggTv[i]) && Math.abs(ownTv[i]) >= 0.1) sign++;
            }
        }
        double ownMs = (t1 - t0) / 1e6, ggMs = (t2 - t1) / 1e6;
        double os = score(ownScore), gs = score(ggScore);
        System.out.printf(Locale.ROOT, "%-20s %3d  %5.1f%% %5.1f%%  %5.1f%%   %.3f   %-14s %-14s %8.0f %8.0f%n", game, move,
                100.0 * region / n, 100.0 * side / n, 100.0 * sign / Math.max(1, clear), diff / n,
                ownScore.split(" ")[0], ggScore.split(" ")[0], ownMs, ggMs);
        t.positions++;
        t.points += n;
        t.sameRegion += region;
        t.sameSide += side;
        t.sameSign += sign;
        t.clear += clear;
        t.absDiff += diff;
        t.ownMs += ownMs;
        t.ggMs += ggMs;
        if (!Double.isNaN(os) && !Double.isNaN(gs) && Math.abs(os - gs) <= 10) t.scoreClose++;
    }

    private static String ask(GtpClient c, String command) throws IOException {
        GtpReply r = c.send(command);
        if (!r.success) throw new IOException(c.description() + ": " + command + ": " + r.text);
        return r.text;
    }

    private static double[] numbers(String text) {
        List<Double> out = new ArrayList<>();
        for (String w : text.trim().split("\\s+")) {
            if (!w.isEmpty()) out.add(Double.parseDouble(w));
        }
        double[] a = new double[out.size()];
        for (int i = 0; i < a.length; i++) a[i] = out.get(i);
        return a;
    }

    /** White's lead from "W+3.5 ..." / "B+2.0 ..." / "0 ...". */
    private static double score(String s) {
        String w = s.split(" ")[0];
        try {
            if (w.startsWith("W+")) return Double.parseDouble(w.substring(2));
            if (w.startsWith("B+")) return -Double.parseDouble(w.substring(2));
            return Double.parseDouble(w);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
