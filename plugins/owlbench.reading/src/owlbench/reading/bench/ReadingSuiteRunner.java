package owlbench.reading.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.reading.ConnectionReader;
import owlbench.reading.ReadCodes;
import owlbench.reading.Reader;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfReader;

/**
 * Runs the attack/defend (and connect/disconnect) tests of a GNU Go regression file such as
 * reading.tst directly on the reader, without GTP: a small line parser for loadsgf, trymove,
 * play, popgo, increase_depths, decrease_depths, the reading commands and the "#? [regex]" lines.
 * Reports passes, failures and reading nodes per second. main(args): tst file [more files].
 */
public final class ReadingSuiteRunner {

    /** One test's outcome. */
    public static final class Outcome {
        /** Test number and command, e.g. "6 attack S5". */
        public final String test;
        /** What the reader answered, GTP style ("1 S4"). */
        public final String answer;
        /** The expected regex. */
        public final String expected;
        /** True if the answer matches. */
        public final boolean passed;
        /** True if the test is marked as an expected failure ("]*"). */
        public final boolean expectedFailure;
        /** Reading nodes the test used. */
        public final long nodes;

        Outcome(String test, String answer, String expected, boolean passed, boolean expectedFailure, long nodes) {
            this.test = test;
            this.answer = answer;
            this.expected = expected;
            this.passed = passed;
            this.expectedFailure = expectedFailure;
            this.nodes = nodes;
        }

        @Override
        public String toString() {
            return (passed ? "PASS " : "FAIL ") + test + " -> " + answer + " expected [" + expected + "]"
                    + (expectedFailure ? "*" : "") + " (" + nodes + " nodes)";
        }
    }

    /** Totals of a run. */
    public static final class Summary {
        /** Every test run, in order. */
        public final List<Outcome> outcomes = new ArrayList<>();
        /** Reading nodes used by all tests. */
        public long nodes;
        /** Wall time of the reading calls in nanoseconds. */
        public long nanos;

        /** Number of passed tests. */
        public int passed() {
            int n = 0;
            for (Outcome o : outcomes) {
                n += o.passed ? 1 : 0;
            }
            return n;
        }

        /** Reading nodes per second. */
        public double nodesPerSecond() {
            return nanos == 0 ? 0 : nodes * 1e9 / nanos;
        }
    }

    private ReadingSuiteRunner() {
    }

    /**
     * Runs the file; the games it loads are looked up relative to its directory. Errors in the
     * file raise IllegalArgumentException naming file and line.
     */
    public static Summary run(Path tst) throws IOException {
        return run(tst, null);
    }

    /** As {@link #run(Path)}, printing the board before the tests numbered in {@code show} ("12,34"; null: none). */
    public static Summary run(Path tst, String show) throws IOException {
        Path dir = tst.getParent();
        List<String> lines = Files.readAllLines(tst, StandardCharsets.ISO_8859_1);
        Summary sum = new Summary();
        Board board = null;
        Reader reader = null;
        String pendingTest = null;
        String pendingAnswer = null;
        long pendingNodes = 0;
        // --show 12,34 prints the board before those tests (for studying failures)
        String showTests = show == null ? null : "," + show + ",";
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            String where = tst + ":" + (i + 1);
            if (line.startsWith("#?")) {
                if (pendingTest != null) {
                    int open = line.indexOf('[');
                    int close = line.lastIndexOf(']');
                    if (open < 0 || close < open) {
                        throw new IllegalArgumentException(where + ": malformed expectation " + line);
                    }
                    String regex = line.substring(open + 1, close);
                    boolean xfail = line.substring(close).contains("*");
                    boolean negate = regex.startsWith("!");
                    String rx = negate ? regex.substring(1) : regex;
                    boolean ok = Pattern.compile(rx, Pattern.CASE_INSENSITIVE).matcher(pendingAnswer).matches();
                    sum.outcomes.add(new Outcome(pendingTest, pendingAnswer, regex, ok != negate, xfail, pendingNodes));
                    pendingTest = null;
                }
                continue;
            }
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\s+");
            int k = 0;
            String number = null;
            if (Character.isDigit(f[0].charAt(0))) {
                number = f[0];
                k = 1;
            }
            String cmd = f[k];
            try {
                switch (cmd) {
                    case "loadsgf": {
                        Path game = dir.resolve(f[k + 1]);
                        String until = f.length > k + 2 ? f[k + 2] : null;
                        board = GameReplay.load(SgfReader.read(game).games().get(0), until).board();
                        reader = reader == null ? new Reader(board) : new Reader(board, reader.params());
                        break;
                    }
                    case "trymove":
                    case "play": {
                        int color = StoneColor.parse(f[k + 1]);
                        int pos = Vertex.parse(f[k + 2], board.size());
                        if (cmd.equals("play")) {
                            board.play(pos, color);
                        } else if (!board.trymove(pos, color)) {
                            throw new IllegalArgumentException("illegal trymove");
                        }
                        break;
                    }
                    case "popgo":
                        board.popgo();
                        break;
                    case "increase_depths":
                        reader.params().increase();
                        break;
                    case "decrease_depths":
                        reader.params().decrease();
                        break;
                    case "attack":
                    case "defend":
                    case "connect":
                    case "disconnect": {
                        if (number != null && showTests != null && showTests.contains("," + number + ",")) {
                            System.out.println(line + "\n" + board.showboard());
                        }
                        long n0 = reader.nodeCounter();
                        long t0 = System.nanoTime();
                        String answer = answer(cmd, f, k, board, reader);
                        sum.nanos += System.nanoTime() - t0;
                        sum.nodes += reader.nodeCounter() - n0;
                        pendingNodes = reader.nodeCounter() - n0;
                        pendingTest = number + " " + cmd + " " + f[k + 1] + (cmd.endsWith("connect") ? " " + f[k + 2] : "");
                        pendingAnswer = answer;
                        break;
                    }
                    default:
                        pendingTest = null; // commands this runner does not do (same_dragon, ...)
                }
            } catch (SgfException e) {
                throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(where + ": " + line + ": " + e, e);
            }
        }
        return sum;
    }

    private static String answer(String cmd, String[] f, int k, Board board, Reader reader) {
        int size = board.size();
        int str = Vertex.parse(f[k + 1], size);
        int code;
        int move;
        if (cmd.equals("attack") || cmd.equals("defend")) {
            code = cmd.equals("attack") ? reader.attack(str) : reader.findDefense(str);
            move = reader.lastMove();
        } else {
            int str2 = Vertex.parse(f[k + 2], size);
            ConnectionReader cr = new ConnectionReader(reader);
            code = cmd.equals("connect") ? cr.connect(str, str2) : cr.disconnect(str, str2);
            move = cr.lastMove();
        }
        if (code == ReadCodes.FAIL) {
            return "0";
        }
        return ReadCodes.gtpCode(code) + " " + Vertex.toString(move, size);
    }

    /** Prints every outcome and the totals. */
    /** Usage: ReadingSuiteRunner [--show 12,34] FILE.tst ... */
    public static void main(String[] args) throws IOException {
        String show = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--show") && i + 1 < args.length) {
                show = args[++i];
                continue;
            }
            Summary s = run(Paths.get(a), show);
            for (Outcome o : s.outcomes) {
                System.out.println(o);
            }
            System.out.printf("%s: %d of %d passed; %d nodes in %.2f s = %.0f nodes/s%n", a, s.passed(),
                    s.outcomes.size(), s.nodes, s.nanos / 1e9, s.nodesPerSecond());
        }
    }
}
