package owlbench.gtp;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import owlbench.board.Board;
import owlbench.patterns.PatternPath;

/** The "gtp" subcommand: the owlbench engine speaking GTP on stdin/stdout. */
public final class GtpMain {
    static final String USAGE = "usage: owlbench gtp [--boardsize N] [--komi K] [--patterns DIR ...] [--files-under DIR] [limits]\n"
            + "Runs the owlbench engine in GTP version 2 mode on stdin/stdout until 'quit' or end of input.\n"
            + "  --boardsize N   initial board size " + Board.MIN_SIZE + ".." + Board.MAX_SIZE + " (default 19)\n"
            + "  --komi K        initial komi (default 0)\n"
            + "  --patterns DIR  look for pattern databases (conn.db ...) in DIR first; may be repeated.\n"
            + "                  Then the installation's patterns/ and ../shared/gnugo-3.8/patterns beside\n"
            + "                  the installation (never the current directory)\n"
            + "  --files-under DIR  every file a command names (loadsgf, printsgf, finish_sgftrace) must be\n"
            + "                  inside DIR ('..' and symbolic links resolved); others are refused.\n"
            + "                  Relative names are then taken from DIR\n"
            + "limits on input (a command that exceeds one fails with '?'; the engine goes on):\n"
            + owlbench.input.InputLimits.OPTIONS_HELP;

    private GtpMain() {
    }

    public static void main(String[] args) {
        System.exit(run(new ArrayList<>(List.of(args)), System.in, System.out, System.err));
    }

    public static int run(List<String> argList, InputStream in, PrintStream out, PrintStream err) {
        int size = 19;
        double komi = 0;
        List<Path> patternDirs = new ArrayList<>();
        String filesUnder = null;
        owlbench.input.InputLimits limits = owlbench.input.InputLimits.builtIn();
        try {
            CliArgs a = new CliArgs(new ArrayList<>(argList));
            String o;
            while ((o = a.nextOption()) != null) {
                switch (o) {
                    case "--help": case "-h": out.print(USAGE); return 0;
                    case "--boardsize": size = a.intValue(o, Board.MIN_SIZE, Board.MAX_SIZE); break;
                    case "--komi": komi = a.doubleValue(o); break;
                    case "--patterns": patternDirs.add(patternDir(a.value(o))); break;
                    case "--files-under": filesUnder = a.value(o); break;
                    default:
                        try {
                            owlbench.input.InputLimits changed = o.startsWith("--max-") ? limits.withOption(o, a.value(o)) : null;
                            if (changed == null) {
                                throw new UsageException("unknown option " + o);
                            }
                            limits = changed;
                        } catch (IllegalArgumentException e) {
                            throw new UsageException(e.getMessage());
                        }
                }
            }
            if (!a.positional().isEmpty()) {
                throw new UsageException("unexpected argument '" + a.positional().get(0) + "'");
            }
        } catch (UsageException e) {
            err.print("owlbench gtp: " + e.getMessage() + "\n" + USAGE);
            return 2;
        }
        java.nio.file.Path base = null;
        try {
            base = filesUnder == null ? null : java.nio.file.Path.of(filesUnder).toAbsolutePath();
        } catch (java.nio.file.InvalidPathException e) {
            err.print("owlbench gtp: --files-under: not a valid directory name: " + filesUnder + "\n");
            return 2;
        }
        // confined, relative names are taken from DIR (else from the working directory, as GNU Go does)
        OwlbenchGtp engine = new OwlbenchGtp(size, komi, base, OwlbenchGtp.discoverModules(),
                PatternPath.standard(patternDirs));
        engine.setInputLimits(limits);
        if (filesUnder != null) {
            try {
                engine.state().confineFilesTo(java.nio.file.Path.of(filesUnder));
            } catch (IOException | java.nio.file.InvalidPathException e) {
                err.print("owlbench gtp: --files-under: no such directory: " + filesUnder + "\n");
                return 2;
            }
        }
        Reader r = new InputStreamReader(in, StandardCharsets.UTF_8);
        Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        try {
            engine.engine().run(r, w);
        } catch (IOException e) {
            err.println("owlbench gtp: " + e.getMessage());
            return 1;
        }
        return 0;
    }

    /** A --patterns value: an existing folder, as an absolute path. */
    public static Path patternDir(String value) throws UsageException {
        try {
            Path p = Path.of(value).toAbsolutePath().normalize();
            if (!Files.isDirectory(p)) throw new UsageException("--patterns: not a folder: " + value);
            return p;
        } catch (InvalidPathException e) {
            throw new UsageException("--patterns: bad path: " + value);
        }
    }
}
