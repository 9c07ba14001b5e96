package owlbench.engine.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.engine.AnalysisDatabases;
import owlbench.engine.OwlSearch;
import owlbench.patterns.PatternPath;
import owlbench.reading.SearchResult;
import owlbench.reading.TreeRecorder;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfReader;

/**
 * What recording an owl tree with its node details costs, and that it changes nothing: every
 * owl_attack and owl_defend question of GNU Go regression files (e.g. owl.tst) read by
 * {@link OwlSearch} as the workbench reads it, without a recorder and with a TreeRecorder, in
 * alternating order over rounds. Reports the thread CPU of both, answers that differ (there
 * should be none), and how many recorded nodes carry eye spaces and a pattern that proposed them.
 * Usage: OwlTreeBench [--rounds N] [--patterns DIR] FILE.tst ...
 */
public final class OwlTreeBench {
    private static final Pattern LOADSGF = Pattern.compile("^loadsgf\\s+(\\S+)(?:\\s+(\\d+))?");
    private static final Pattern QUESTION = Pattern.compile("^(\\d+)\\s+(owl_attack|owl_defend)\\s+(\\S+)");

    private record Question(Path sgf, int move, String command, String vertex) {
    }

    private OwlTreeBench() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = 2;
        List<Path> patterns = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--rounds") && i + 1 < args.length) rounds = Integer.parseInt(args[++i]);
            else if (args[i].equals("--patterns") && i + 1 < args.length) patterns.add(Path.of(args[++i]));
            else files.add(Path.of(args[i]));
        }
        if (files.isEmpty()) {
            System.err.println("usage: OwlTreeBench [--rounds N] [--patterns DIR] FILE.tst ...");
            System.exit(2);
        }
        List<Question> questions = new ArrayList<>();
        for (Path f : files) questions.addAll(read(f));
        AnalysisDatabases dbs = new AnalysisDatabases(PatternPath.standard(patterns));
        dbs.owl();
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        System.out.printf(Locale.ROOT, "%d owl questions, %s%n", questions.size(), dbs.owl().describe());
        for (int r = 1; r <= rounds; r++) {
            long plain = 0, recorded = 0, nodes = 0, withEyes = 0, withPattern = 0, differ = 0;
            for (Question q : questions) {
                Board b = GameReplay.atMove(SgfReader.read(q.sgf).games().get(0), q.move).board();
                int stone = Vertex.parse(q.vertex, b.size());
                if (b.color(stone) == owlbench.board.StoneColor.EMPTY) continue;
                SearchResult x = null, y = null;
                TreeRecorder t = new TreeRecorder();
                // alternate which goes first, so that neither always meets a warmer JIT
                for (int k = 0; k < 2; k++) {
                    boolean withRecorder = (k + r) % 2 == 0;
                    OwlSearch s = OwlSearch.on(b, dbs);
                    long t0 = cpu.getCurrentThreadCpuTime();
                    SearchResult res = q.command.equals("owl_attack") ? s.attack(stone, withRecorder ? t : null)
                            : s.defend(stone, withRecorder ? t : null);
                    long dt = cpu.getCurrentThreadCpuTime() - t0;
                    if (withRecorder) {
                        recorded += dt;
                        y = res;
                    } else {
                        plain += dt;
                        x = res;
                    }
                }
                if (x.code() != y.code() || x.move() != y.move() || x.nodes() != y.nodes()) {
                    differ++;
                    System.out.printf(Locale.ROOT, "differs: %s %d %s %s%n", q.sgf.getFileName(), q.move, q.command, q.vertex);
                }
                for (TreeRecorder.Node n : all(t.roots())) {
                    nodes++;
                    if (n.detail != null && !n.detail.eyeSpaces().isEmpty()) withEyes++;
                    if (n.detail != null && n.detail.proposer() != null && n.detail.proposer().pattern() != null) withPattern++;
                }
            }
            System.out.printf(Locale.ROOT, "round %d: CPU without recorder %.2f s, with recorder %.2f s (%+.1f%%); %d answers differ;"
                    + " %d recorded nodes, %d with eye spaces, %d proposed by a pattern%n", r, plain / 1e9, recorded / 1e9,
                    100.0 * (recorded - plain) / Math.max(1, plain), differ, nodes, withEyes, withPattern);
        }
    }

    private static List<TreeRecorder.Node> all(List<TreeRecorder.Node> level) {
        List<TreeRecorder.Node> out = new ArrayList<>();
        java.util.ArrayDeque<TreeRecorder.Node> stack = new java.util.ArrayDeque<>(level);
        while (!stack.isEmpty()) {
            TreeRecorder.Node n = stack.pop();
            out.add(n);
            stack.addAll(n.children);
        }
        return out;
    }

    private static List<Question> read(Path tst) throws java.io.IOException {
        List<Question> out = new ArrayList<>();
        Path sgf = null;
        int move = 0;
        for (String line : Files.readAllLines(tst, java.nio.charset.StandardCharsets.ISO_8859_1)) {
            Matcher l = LOADSGF.matcher(line.trim());
            if (l.find()) {
                sgf = tst.resolveSibling(l.group(1));
                move = l.group(2) == null ? Integer.MAX_VALUE : Integer.parseInt(l.group(2));
                continue;
            }
            Matcher q = QUESTION.matcher(line.trim());
            if (q.find() && sgf != null) out.add(new Question(sgf, move, q.group(2), q.group(3)));
        }
        return out;
    }
}
