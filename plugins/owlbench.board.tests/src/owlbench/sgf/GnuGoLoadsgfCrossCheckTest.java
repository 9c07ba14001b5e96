package owlbench.sgf;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.Assume;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;

/**
 * Cross-checks GameReplay against the real GNU Go: "loadsgf FILE N" / "loadsgf FILE VERTEX", then
 * "list_stones black|white", compared with our replay (stone sets and the colour-to-move reply).
 */
public class GnuGoLoadsgfCrossCheckTest {

    private static final File GNUGO = new File("/usr/games/gnugo");

    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    /** A minimal GTP client over gnugo's stdin/stdout. */
    private static final class Gtp implements AutoCloseable {
        private final Process process;
        private final Writer in;
        private final BufferedReader out;

        Gtp() throws IOException {
            process = new ProcessBuilder(GNUGO.getPath(), "--mode", "gtp").redirectErrorStream(false).start();
            in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
            out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        }

        /** Sends a command; returns "=..." or "?..." with the response text (first line + following lines). */
        String send(String command) throws IOException {
            in.write(command + "\n");
            in.flush();
            StringBuilder sb = new StringBuilder();
            String line;
            while ((line = out.readLine()) != null) {
                if (line.isEmpty()) {
                    if (sb.length() > 0) {
                        break;
                    }
                    continue;
                }
                if (sb.length() > 0) {
                    sb.append('\n');
                }
                sb.append(line);
            }
            if (line == null) {
                throw new IOException("gnugo closed its output after: " + command);
            }
            return sb.toString();
        }

        @Override
        public void close() throws IOException {
            try {
                send("quit");
            } catch (IOException ignored) {
                // it may already be gone; we destroy it below anyway
            }
            try {
                if (!process.waitFor(5, TimeUnit.SECONDS)) {
                    process.destroy();
                }
            } catch (InterruptedException e) {
                process.destroy();
                Thread.currentThread().interrupt();
            }
        }
    }

    private static TreeSet<String> ourStones(Board b, int color) {
        TreeSet<String> s = new TreeSet<>();
        for (int p : b.onBoardPoints()) {
            if (b.color(p) == color) {
                s.add(Vertex.toString(p, b.size()));
            }
        }
        return s;
    }

    private static TreeSet<String> gnugoStones(String reply) {
        assertTrue(reply, reply.startsWith("="));
        TreeSet<String> s = new TreeSet<>();
        for (String v : reply.substring(1).trim().split("\\s+")) {
            if (!v.isEmpty()) {
                s.add(v.toUpperCase(java.util.Locale.ROOT));
            }
        }
        return s;
    }

    /** Loads FILE with the argument in both programs and compares; returns false if gnugo refused the file. */
    private static boolean compare(Gtp gtp, Path file, SgfNode root, String arg) throws IOException, SgfException {
        String what = "loadsgf " + file + " " + arg;
        String reply = gtp.send("loadsgf " + file + (arg.isEmpty() ? "" : " " + arg));
        if (!reply.startsWith("=")) {
            System.out.println("GnuGoLoadsgfCrossCheckTest: gnugo refused " + what + ": " + reply);
            return false;
        }
        GamePosition pos = GameReplay.load(root, arg);
        assertEquals(what + ": colour to move", reply.substring(1).trim(), pos.toMoveName());
        assertEquals(what + ": black stones", gnugoStones(gtp.send("list_stones black")),
                ourStones(pos.board(), StoneColor.BLACK));
        assertEquals(what + ": white stones", gnugoStones(gtp.send("list_stones white")),
                ourStones(pos.board(), StoneColor.WHITE));
        return true;
    }

    private static List<Path> sample(Path dir, int every) throws IOException {
        List<Path> all = new ArrayList<>();
        try (Stream<Path> s = Files.walk(dir)) {
            s.filter(p -> p.toString().endsWith(".sgf")).forEach(all::add);
        }
        Collections.sort(all);
        List<Path> out = new ArrayList<>();
        for (int i = 0; i < all.size(); i += every) {
            out.add(all.get(i));
        }
        return out;
    }

    @Test
    public void loadsgfAgreesWithGnuGo() throws IOException, SgfException {
        Assume.assumeTrue("/usr/games/gnugo is absent: skipping the loadsgf cross-check", GNUGO.canExecute());
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the loadsgf cross-check",
                new File(shared, "gnugo-3.8").isDirectory());
        Path reg = new File(shared, "gnugo-3.8/regression").toPath();
        List<Path> files = sample(reg.resolve("games"), 23);
        files.addAll(sample(reg.resolve("golois"), 35));
        files.add(reg.resolve("games/9handicap.sgf"));
        int compared = 0;
        int refused = 0;
        try (Gtp gtp = new Gtp()) {
            for (Path f : files) {
                SgfCollection c;
                try {
                    c = SgfReader.read(f);
                } catch (SgfException e) {
                    continue; // the known-broken files; SgfRegressionFilesTest covers them
                }
                SgfNode root = c.games().get(0);
                int total = GameReplay.atEnd(root).movesPlayed();
                List<String> args = new ArrayList<>(Arrays.asList("", "1", Integer.toString(total / 2 + 1)));
                // the vertex of a main-line move about a third into the game
                SgfNode n = root;
                int target = total / 3;
                for (int k = 0; n != null; n = n.mainChild()) {
                    SgfMove m = n.move();
                    if (m != null && !m.isPass(new SgfGame(root).boardSize()) && k++ >= target) {
                        Board b = new Board(new SgfGame(root).boardSize());
                        args.add(Vertex.toString(SgfCoords.toPoint(m.point(), b), b.size()));
                        break;
                    }
                }
                for (String a : args) {
                    if (compare(gtp, f, root, a)) {
                        compared++;
                    } else {
                        refused++;
                    }
                }
            }
            // Handicap without stones, white first: both place the fixed handicap; and PL.
            Path ha = tmp.getRoot().toPath().resolve("ha.sgf");
            Files.write(ha, "(;GM[1]FF[4]SZ[19]HA[4]KM[0.5];W[qf];B[cc];W[kk])".getBytes(StandardCharsets.UTF_8));
            SgfNode haRoot = SgfReader.read(ha).games().get(0);
            for (String a : new String[] {"", "1", "2", "K10"}) {
                assertTrue(compare(gtp, ha, haRoot, a));
                compared++;
            }
            Path pl = tmp.getRoot().toPath().resolve("pl.sgf");
            Files.write(pl, "(;GM[1]FF[4]SZ[9]AB[cc][gc]AW[ee]PL[W])".getBytes(StandardCharsets.UTF_8));
            assertTrue(compare(gtp, pl, SgfReader.read(pl).games().get(0), ""));
            compared++;
        }
        System.out.println("GnuGoLoadsgfCrossCheckTest: " + compared + " loadsgf positions agree with gnugo ("
                + files.size() + " files sampled, " + refused + " loads refused by gnugo)");
        assertTrue("too few comparisons: " + compared, compared >= 100);
    }
}
