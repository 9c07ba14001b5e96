package owlbench.gtp.fuzz;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import owlbench.gtp.GtpCommand;
import owlbench.gtp.OwlbenchGtp;

/**
 * Fuzz target for the GTP engine: the bytes are a command stream for a fresh engine whose files are
 * confined to a scratch directory. Every command line gets exactly one answer starting with '=' or
 * '?' and ending with a blank line; nothing escapes the engine. Anything else is a bug.
 */
public final class GtpStreamFuzzTarget {
    public static final List<String> TOKENS = List.of("boardsize 9\n", "boardsize 19\n", "clear_board\n", "komi 6.5\n",
            "play black D4\n", "play white E5\n", "genmove b\n", "trymove b C3\n", "popgo\n", "attack E5\n", "defend D4\n",
            "countlib D4\n", "findlib E5\n", "loadsgf g.sgf\n", "loadsgf g.sgf 3\n", "printsgf out.sgf\n", "printsgf\n",
            "is_legal b A1\n", "list_stones black\n", "showboard\n", "undo\n", "fixed_handicap 4\n", "set_free_handicap A1 B2\n",
            "worm_data D4\n", "dragon_data\n", "same_dragon D4 E5\n", "connect D4 E5\n", "ladder_attack E5\n",
            "start_sgftrace\n", "finish_sgftrace t.sgf\n", "time_settings 10 5 1\n", "quit\n", "1 ", "99999999999999999999 ",
            "#", "\t", "\r\n", "\u0000", "pass", "PASS", "Z25", "A0", "-1", "1e300", "0x1p3");

    private static final Path DIR = scratch();

    private GtpStreamFuzzTarget() {
    }

    static Path scratch() {
        try {
            Path d = Files.createTempDirectory("owlbench-fuzz");
            Files.writeString(d.resolve("g.sgf"), "(;GM[1]FF[4]SZ[9]KM[5.5];B[ee];W[ef];B[de];W[dd];B[ce])\n");
            d.toFile().deleteOnExit();
            return d;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A fresh engine confined to the scratch directory. */
    static OwlbenchGtp engine() {
        OwlbenchGtp e = new OwlbenchGtp(19, 0, DIR, OwlbenchGtp.builtinModules());
        try {
            e.state().confineFilesTo(DIR);
        } catch (IOException x) {
            throw new UncheckedIOException(x);
        }
        return e;
    }

    /**
     * Called once by Jazzer before fuzzing: loads (and instruments) the engine's classes, which on a busy
     * machine took longer than the per-input timeout and was reported as a hang of the first, empty input.
     */
    public static void fuzzerInitialize() {
        for (String t : TOKENS) {
            fuzzerTestOneInput(t.getBytes(StandardCharsets.UTF_8));
        }
    }

    public static void fuzzerTestOneInput(byte[] data) {
        OwlbenchGtp e = engine();
        StringWriter out = new StringWriter();
        try {
            e.engine().run(new InputStreamReader(new java.io.ByteArrayInputStream(data), StandardCharsets.UTF_8), out);
        } catch (IOException x) {
            throw new UncheckedIOException(x);
        }
        checkFraming(new String(data, StandardCharsets.UTF_8), out.toString());
    }

    /** One well-formed answer per command line up to quit (or the end). */
    static void checkFraming(String input, String output) {
        int expected = 0;
        int maxLine = owlbench.input.InputLimits.builtIn().lineLength();
        for (String line : input.split("\n", -1)) {
            GtpCommand c = line.length() > maxLine ? GtpCommand.parse("x") : GtpCommand.parse(line);
            if (c == null) {
                continue;
            }
            expected++;
            if (line.length() <= maxLine && c.name.equals("quit")) {
                break;
            }
        }
        int answers = 0;
        int i = 0;
        while (i < output.length()) {
            char c = output.charAt(i);
            if (c != '=' && c != '?') {
                throw new AssertionError("answer " + (answers + 1) + " does not start with '=' or '?'");
            }
            int end = output.indexOf("\n\n", i);
            if (end < 0) {
                throw new AssertionError("answer " + (answers + 1) + " does not end with a blank line");
            }
            answers++;
            i = end + 2;
        }
        if (answers != expected) {
            throw new AssertionError(expected + " commands, " + answers + " answers");
        }
    }
}
