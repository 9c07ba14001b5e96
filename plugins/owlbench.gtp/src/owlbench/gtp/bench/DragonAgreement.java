package owlbench.gtp.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.engine.Dragons;
import owlbench.engine.ConnectionDatabase;
import owlbench.engine.Dragon;
import owlbench.gtp.client.GtpReply;
import owlbench.gtp.client.ProcessGtpClient;
import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfNode;
import owlbench.sgf.SgfReader;

/**
 * The wide check of dragons that no constant is tuned on: positions sampled with a fixed seed
 * from a folder of games, owlbench's dragons (with a given connection database) against GNU Go's
 * dragon_stones on the same loadsgf position. It counts pairs of stones of one colour that one
 * engine puts in one dragon and the other does not (wrongly joined: owlbench joins, GNU Go does
 * not; wrongly apart: the reverse) and positions whose partitions are equal.
 * Usage: DragonAgreement --conndb FILE --games DIR [--gnugo 'CMD'] [--positions N] [--seed S]
 */
public final class DragonAgreement {
    private DragonAgreement() {
    }

    /** One sampled position: a game file and a loadsgf move number. */
    record Sample(Path game, int move) {
    }

    public static void main(String[] args) throws Exception {
        Path connDb = null, games = null;
        String gnugo = "/usr/games/gnugo --mode gtp";
        int positions = 200;
        long seed = 1;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--conndb": connDb = Path.of(args[++i]); break;
                case "--games": games = Path.of(args[++i]); break;
                case "--gnugo": gnugo = args[++i]; break;
                case "--positions": positions = Integer.parseInt(args[++i]); break;
                case "--seed": seed = Long.parseLong(args[++i]); break;
                default:
                    System.err.println("usage: DragonAgreement --conndb FILE --games DIR [--gnugo 'CMD'] [--positions N] [--seed S]");
                    System.exit(2);
            }
        }
        if (connDb == null || games == null) {
            System.err.println("usage: DragonAgreement --conndb FILE --games DIR [--gnugo 'CMD'] [--positions N] [--seed S]");
            System.exit(2);
        }
        ConnectionDatabase conn = ConnectionDatabase.load(connDb);
        List<Sample> samples = sample(games, positions, seed);
        long joined = 0, apart = 0, agreedPairs = 0;
        int equal = 0, done = 0;
        double oursMs = 0, theirsMs = 0;
        try (ProcessGtpClient g = new ProcessGtpClient(ProcessGtpClient.splitCommandLine(gnugo), null, 600_000)) {
            for (Sample s : samples) {
                GamePosition pos;
                try {
                    SgfNode root = SgfReader.read(s.game).games().get(0);
                    pos = GameReplay.load(root, Integer.toString(s.move));
                } catch (SgfException | IOException e) {
                    continue;
                }
                Board b = pos.board();
                long t0 = System.nanoTime();
                Dragons a = Dragons.compute(b, conn);
                oursMs += (System.nanoTime() - t0) / 1e6;
                long t1 = System.nanoTime();
                GtpReply load = g.send("loadsgf " + s.game.toAbsolutePath() + " " + s.move);
                GtpReply ds = g.send("dragon_stones");
                theirsMs += (System.nanoTime() - t1) / 1e6;
                if (!load.success || !ds.success) continue;
                Map<Integer, Integer> theirs = new HashMap<>();
                int id = 0;
                for (String line : ds.text.split("\n")) {
                    id++;
                    for (String v : line.trim().split("\\s+")) {
                        if (!v.isEmpty()) theirs.put(Vertex.parse(v, b.size()), id);
                    }
                }
                List<Integer> stones = new ArrayList<>();
                for (int p : b.onBoardPoints()) {
                    if (b.color(p) != StoneColor.EMPTY) stones.add(p);
                }
                boolean same = true;
                for (int i = 0; i < stones.size(); i++) {
                    int p = stones.get(i);
                    Dragon dp = a.dragon(p);
                    for (int j = i + 1; j < stones.size(); j++) {
                        int q = stones.get(j);
                        if (b.color(p) != b.color(q)) continue;
                        boolean ours = dp == a.dragon(q);
                        boolean gnu = theirs.get(p) != null && theirs.get(p).equals(theirs.get(q));
                        if (ours && !gnu) joined++;
                        else if (!ours && gnu) apart++;
                        else agreedPairs++;
                        same &= ours == gnu;
                    }
                }
                if (same) equal++;
                done++;
            }
        }
        System.out.printf(Locale.ROOT, "%s: %d positions (seed %d) from %s%n", connDb.getFileName(), done, seed, games);
        System.out.printf(Locale.ROOT, "stone pairs: agreed %d, wrongly joined %d, wrongly apart %d; partitions equal to GNU Go's %d%n",
                agreedPairs, joined, apart, equal);
        System.out.printf(Locale.ROOT, "time per position: owlbench %.1f ms (dragons, fresh analysis), gnugo %.1f ms (loadsgf + dragon_stones)%n",
                oursMs / Math.max(1, done), theirsMs / Math.max(1, done));
    }

    /** positions sampled with the seed: a random game of the folder and a random move of it. */
    static List<Sample> sample(Path dir, int n, long seed) throws IOException {
        List<Path> files = new ArrayList<>();
        try (var s = Files.list(dir)) {
            s.filter(p -> p.toString().endsWith(".sgf")).sorted().forEach(files::add);
        }
        List<Sample> out = new ArrayList<>();
        Random r = new Random(seed);
        List<Path> shuffled = new ArrayList<>(files);
        Collections.shuffle(shuffled, r);
        for (Path f : shuffled) {
            if (out.size() >= n) break;
            int moves;
            try {
                moves = GameReplay.atEnd(SgfReader.read(f).games().get(0)).movesPlayed();
            } catch (SgfException | IOException | RuntimeException e) {
                continue;
            }
            if (moves < 10) continue;
            out.add(new Sample(f, 5 + r.nextInt(moves - 5) + 1));
        }
        return out;
    }
}
