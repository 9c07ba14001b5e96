package owlbench.sgf;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.Assume;
import org.junit.Test;

/**
 * Every .sgf under GNU Go's regression/games and regression/golois: parses, round-trips to an equal tree
 * (through bytes in its own charset) and replays to the end of the main line.
 */
public class SgfRegressionFilesTest {

    /** Real files that are broken; they must fail, and say why. Path relative to regression/. */
    private static final Map<String, String> BROKEN = Map.of(
            "games/pending/nightmare.sgf", "the input is empty");
    /** Real files read with a warning (games/owl42.sgf lacks its final ')'; GNU Go loads it too). */
    private static final Map<String, String> FORGIVEN = Map.of(
            "games/owl42.sgf", "unterminated game tree: missing ')'");

    private static File regression() {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping the real-file SGF test",
                new File(shared, "gnugo-3.8").isDirectory());
        return new File(shared, "gnugo-3.8/regression");
    }

    private static List<Path> sgfFiles(Path dir) throws IOException {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> s = Files.walk(dir)) {
            s.filter(p -> p.toString().endsWith(".sgf") && Files.isRegularFile(p)).forEach(out::add);
        }
        Collections.sort(out);
        return out;
    }

    @Test
    public void everyRegressionSgfParsesRoundTripsAndReplays() throws IOException {
        Path reg = regression().toPath();
        List<Path> files = new ArrayList<>(sgfFiles(reg.resolve("games")));
        files.addAll(sgfFiles(reg.resolve("golois")));
        int parsed = 0;
        int games = 0;
        int replayed = 0;
        long moves = 0;
        Map<String, String> failures = new TreeMap<>();
        int brokenSeen = 0;
        for (Path f : files) {
            String rel = reg.relativize(f).toString().replace(File.separatorChar, '/');
            String broken = BROKEN.get(rel);
            try {
                SgfCollection c = SgfReader.read(f);
                if (broken != null) {
                    failures.put(rel, "expected to fail with '" + broken + "' but it was read");
                    continue;
                }
                String forgiven = FORGIVEN.get(rel);
                if (forgiven == null ? !c.warnings().isEmpty()
                        : c.warnings().size() != 1 || !c.warnings().get(0).contains(forgiven)) {
                    failures.put(rel, "warnings " + c.warnings() + ", expected " + (forgiven == null ? "none" : forgiven));
                    continue;
                }
                parsed++;
                SgfCollection again = SgfReader.read(SgfWriter.toBytes(c), rel + " (rewritten)");
                if (!c.treeEquals(again)) {
                    failures.put(rel, "round trip gives a different tree");
                    continue;
                }
                for (SgfNode root : c.games()) {
                    games++;
                    String gm = root.get("GM");
                    if (gm == null || gm.trim().equals("1")) {
                        moves += GameReplay.atEnd(root).movesPlayed();
                        replayed++;
                    }
                }
            } catch (SgfException e) {
                if (broken != null && e.getMessage().contains(broken)
                        && e.getSourceName().equals(f.toString())) {
                    brokenSeen++;
                } else {
                    failures.put(rel, e.getMessage());
                }
            }
        }
        System.out.println("SgfRegressionFilesTest: " + files.size() + " .sgf files, " + parsed
                + " parsed and round-tripped, " + games + " games, " + replayed + " replayed to the end ("
                + moves + " moves), " + brokenSeen + " known-broken files rejected with their location");
        if (!failures.isEmpty()) {
            fail(failures.size() + " files failed, e.g. " + failures.entrySet().iterator().next() + "\nall: "
                    + failures);
        }
        assertEquals("known broken files", BROKEN.size(), brokenSeen);
        assertTrue("expected well over 1500 real SGF files, got " + parsed, parsed > 1500);
        assertEquals("every game is Go and replays", games, replayed);
    }
}
