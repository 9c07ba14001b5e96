package owlbench.gtp.bench;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.GtpReply;
import owlbench.gtp.client.InProcessGtpClient;
import owlbench.gtp.client.ProcessGtpClient;

/**
 * Times a full position analysis, owlbench beside GNU Go in one run, on middle-game 19x19 positions of
 * GNU Go's regression games (../shared): after {@code loadsgf FILE MOVE} both engines answer the same
 * questions, {@code dragon_data} (worms with their tactical reading, dragons), {@code eye_data} for
 * both colours (eye spaces), and {@code estimate_score} (influence with the dead stones); the time
 * from the first question to the last answer is the position's analysis time. GNU Go's analysis
 * includes owl reading of every dragon, which owlbench does not have yet; the report says so.
 * Positions: the first {@code --positions} games of the folder (sorted by name) that are 19x19 with
 * at least 150 moves, each at a move between 80 and 149 picked from its index, so the set is fixed.
 * Usage: AnalysisCompare [--gnugo "CMD"] [--positions N] [--rounds N]
 */
public final class AnalysisCompare {
    private static final Pattern MOVE = Pattern.compile(";\\s*[BW]\\[");

    private AnalysisCompare() {
    }

    /** A position to analyse: a game file of the folder and the number of moves to replay. */
    record Position(String game, int move) {
    }

    public static void main(String[] args) throws Exception {
        String gnugo = "/usr/games/gnugo --mode gtp";
        int positions = 100, rounds = 1;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--gnugo": gnugo = args[++i]; break;
                case "--positions": positions = Integer.parseInt(args[++i]); break;
                case "--rounds": rounds = Integer.parseInt(args[++i]); break;
                default:
                    System.err.println("usage: AnalysisCompare [--gnugo \"CMD\"] [--positions N] [--rounds N]");
                    System.exit(2);
            }
        }
        String shared = System.getProperty("owlbench.shared", "../shared");
        File games = new File(shared, "gnugo-3.8/regression/games");
        if (!games.isDirectory()) {
            System.err.println("AnalysisCompare: " + games + " not found (set -Dowlbench.shared=DIR)");
            System.exit(2);
        }
        List<Position> set = positions(games, positions);
        System.out.printf(Locale.ROOT, "%d positions of %s (19x19, moves 80 to 149)%n", set.size(), games);
        for (int round = 1; round <= rounds; round++) {
            try (GtpClient own = new InProcessGtpClient(new OwlbenchGtp(19, 0, games.toPath(), OwlbenchGtp.builtinModules()).engine(), "owlbench");
                    GtpClient gg = new ProcessGtpClient(ProcessGtpClient.splitCommandLine(gnugo), games.toPath(), 0)) {
                double[] ownMs = new double[set.size()], ggMs = new double[set.size()];
                int failures = 0;
                for (int i = 0; i < set.size(); i++) {
                    Position p = set.get(i);
                    try {
                        ownMs[i] = analyse(own, p);
                        ggMs[i] = analyse(gg, p);
                    } catch (IOException e) {
                        failures++;
                        System.out.println("  " + p.game() + " " + p.move() + ": " + e.getMessage());
                    }
                }
                System.out.printf(Locale.ROOT, "round %d: per position owlbench mean %.0f ms (median %.0f, max %.0f), "
                        + "GNU Go mean %.0f ms (median %.0f, max %.0f); %d positions failed%n", round,
                        mean(ownMs), median(ownMs), max(ownMs), mean(ggMs), median(ggMs), max(ggMs), failures);
            }
        }
    }

    /** The fixed position set: 19x19 games of at least 150 moves in name order, a move of 80..149 each. */
    static List<Position> positions(File folder, int limit) throws IOException {
        String[] names = folder.list((d, n) -> n.endsWith(".sgf"));
        Arrays.sort(names);
        List<Position> out = new ArrayList<>();
        for (String n : names) {
            if (out.size() >= limit) break;
            String text = Files.readString(new File(folder, n).toPath(), StandardCharsets.ISO_8859_1);
            if (!text.contains("SZ[19]")) continue;
            Matcher m = MOVE.matcher(text);
            int moves = 0;
            while (m.find()) moves++;
            if (moves < 150) continue;
            out.add(new Position(n, 80 + (out.size() * 37) % 70));
        }
        return out;
    }

    /** Loads the position and asks the analysis questions; the time of the questions in ms. */
    private static double analyse(GtpClient c, Position p) throws IOException {
        ask(c, "loadsgf " + p.game() + " " + p.move());
        long t0 = System.nanoTime();
        ask(c, "dragon_data");
        ask(c, "eye_data black A1");
        ask(c, "eye_data white A1");
        ask(c, "estimate_score");
        return (System.nanoTime() - t0) / 1e6;
    }

    private static String ask(GtpClient c, String command) throws IOException {
        GtpReply r = c.send(command);
        if (!r.success) throw new IOException(c.description() + ": " + command + ": " + r.text);
        return r.text;
    }

    private static double mean(double[] a) {
        return Arrays.stream(a).average().orElse(0);
    }

    private static double median(double[] a) {
        double[] s = a.clone();
        Arrays.sort(s);
        return s.length == 0 ? 0 : s[s.length / 2];
    }

    private static double max(double[] a) {
        return Arrays.stream(a).max().orElse(0);
    }
}
