package owlbench.patterns;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;

import org.junit.Test;

/** {@code patterns --match GAME.sgf[:MOVE] [--color c] FILE...}: one line per match. */
public class MatchCommandTest {
    private File resource(String name, String suffix) throws IOException {
        File f = File.createTempFile("match", suffix);
        f.deleteOnExit();
        try (InputStream in = getClass().getResourceAsStream(name)) {
            Files.copy(in, f.toPath(), StandardCopyOption.REPLACE_EXISTING);
        }
        return f;
    }

    private static List<String> run(int expectedStatus, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = PatternsMain.run(args, new PrintStream(out, true), new PrintStream(err, true));
        assertEquals(err.toString(), expectedStatus, status);
        return Arrays.asList(out.toString().split("\n"));
    }

    @Test
    public void printsMatchesAtAMoveWithConstraintResults() throws IOException {
        File sgf = resource("match-position.sgf", ".sgf");
        File db = resource("match-patterns.db", ".db");
        // before move 3: black C3, white D3; black to move, so O is black
        List<String> lines = run(0, "--match", sgf.getPath() + ":3", db.getPath());
        assertEquals(db.getPath() + ": 3 patterns", lines.get(0));
        // the hane under or over the white stone; either has 3 liberties
        assertEquals(Arrays.asList(
                "HaneUnder a D2 true", "HaneUnder b D4 true", "TooGreedy a D2 false", "TooGreedy b D4 false",
                "NeedsOwl a D2 unknown-needs-attack", "NeedsOwl b D4 unknown-needs-attack"),
                lines.subList(1, lines.size()));
    }

    @Test
    public void colourOptionAndWholeGame() throws IOException {
        File sgf = resource("match-position.sgf", ".sgf");
        File db = resource("match-patterns.db", ".db");
        // whole game, O = white: white D3 with black C3 beside it: white hanes at C2 or C4
        List<String> lines = run(0, "--match", sgf.getPath(), "--color", "white", db.getPath());
        assertTrue(lines.toString(), lines.contains("HaneUnder c C2 true") && lines.contains("HaneUnder d C4 true"));
        for (String l : lines.subList(1, lines.size())) {
            assertTrue(l, l.matches("\\S+ [a-h] [A-J][1-9] (true|false|unknown-needs-\\w+)"));
        }
        // a vertex as the limit: the position before white's E5 is the position at move 4
        assertEquals(run(0, "--match", sgf.getPath() + ":4", db.getPath()),
                run(0, "--match", sgf.getPath() + ":E5", db.getPath()));
    }

    @Test
    public void fullboardMatchesOnTheWholeBoard() throws IOException {
        File shared = new File(System.getProperty("owlbench.shared", "../../../shared"));
        org.junit.Assume.assumeTrue("../shared/gnugo-3.8 is absent: skipping", new File(shared, "gnugo-3.8").isDirectory());
        File sgf = File.createTempFile("tengen", ".sgf");
        sgf.deleteOnExit();
        Files.write(sgf.toPath(), "(;GM[1]SZ[9];B[ee])".getBytes());
        List<String> lines = run(0, "--match", sgf.getPath(), new File(shared, "gnugo-3.8/patterns/fuseki9.dbz").getPath());
        // F-H0-7 "gdee": after black's tengen, white plays G6; the position has all 8 symmetries
        int g7 = 0;
        for (String l : lines.subList(1, lines.size())) {
            assertTrue(l, l.endsWith(" true"));
            if (l.startsWith("F-H0-7 ")) g7++;
        }
        assertEquals(8, g7);
        assertTrue(lines.contains("F-H0-7 a G6 true"));
    }

    @Test
    public void badArguments() throws IOException {
        File db = resource("match-patterns.db", ".db");
        run(2, "--match", "/nonexistent/game.sgf", db.getPath());
        run(2, "--match");
        File sgf = resource("match-position.sgf", ".sgf");
        run(2, "--match", sgf.getPath(), "--color", "red", db.getPath());
    }
}
