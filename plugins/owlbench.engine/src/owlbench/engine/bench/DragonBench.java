package owlbench.engine.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import owlbench.board.Board;
import owlbench.board.Vertex;
import owlbench.engine.Dragons;
import owlbench.engine.ConnectionDatabase;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfException;
import owlbench.sgf.SgfReader;

/**
 * Times the dragon analysis on the same_dragon tests of GNU Go regression files (e.g.
 * connection.tst): for each test position, Dragons.compute (cold: first time in this JVM, then
 * warm: a second pass) and, with --gnugo, GNU Go's own same_dragon on the same position (its
 * cputime difference; GNU Go's examination also runs owl, which owlbench does not have).
 * Usage: DragonBench --conndb PATH [--gnugo 'CMD ARGS'] FILE.tst ...
 */
public final class DragonBench {
    private static final Pattern LOADSGF = Pattern.compile("^loadsgf\\s+(\\S+)(?:\\s+(\\S+))?");
    private static final Pattern TEST = Pattern.compile("^(\\d+)\\s+same_dragon\\s+(\\S+)\\s+(\\S+)");
    private static final Pattern EXPECT = Pattern.compile("^#\\?\\s*\\[(.*)\\](\\*?)");

    /** One same_dragon test: the file, the position (loadsgf file and its optional move number or vertex), the question, the expected answer regex. */
    public record Case(Path tst, Path sgf, String until, int number, String a, String b, String expected) {
    }

    private DragonBench() {
    }

    public static void main(String[] args) throws Exception {
        Path connDb = null;
        String gnugo = null;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--conndb") && i + 1 < args.length) connDb = Path.of(args[++i]);
            else if (args[i].equals("--gnugo") && i + 1 < args.length) gnugo = args[++i];
            else files.add(Path.of(args[i]));
        }
        if (connDb == null || files.isEmpty()) {
            System.err.println("usage: DragonBench --conndb PATH [--gnugo 'CMD ARGS'] FILE.tst ...");
            System.exit(2);
        }
        ConnectionDatabase db = ConnectionDatabase.load(connDb);
        List<Case> cases = new ArrayList<>();
        for (Path f : files) cases.addAll(read(f));
        System.out.printf(Locale.ROOT, "%d same_dragon tests, %s%n", cases.size(), Runtime.version());
        double[] cold = new double[cases.size()];
        double[] warm = new double[cases.size()];
        String[] ours = new String[cases.size()];
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < cases.size(); i++) {
                Case c = cases.get(i);
                Board b = position(c);
                long t = System.nanoTime();
                Dragons a = Dragons.compute(b, db);
                double ms = (System.nanoTime() - t) / 1e6;
                ours[i] = a.sameDragon(Vertex.parse(c.a, b.size()), Vertex.parse(c.b, b.size())) ? "1" : "0";
                if (pass == 0) cold[i] = ms;
                else warm[i] = ms;
            }
        }
        String[] theirs = new String[cases.size()];
        double[] gnugoMs = new double[cases.size()];
        if (gnugo != null) gnugo(gnugo, cases, theirs, gnugoMs);
        int passOurs = 0, passTheirs = 0;
        double sumCold = 0, sumWarm = 0, sumGnugo = 0;
        System.out.println("test                      owlbench  cold[ms] warm[ms]   gnugo  gnugo[ms]  expected");
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            boolean ok = ours[i].matches(c.expected);
            passOurs += ok ? 1 : 0;
            boolean gok = theirs[i] != null && theirs[i].matches(c.expected);
            passTheirs += gok ? 1 : 0;
            sumCold += cold[i];
            sumWarm += warm[i];
            sumGnugo += gnugoMs[i];
            System.out.printf(Locale.ROOT, "%-25s %-4s %s %9.1f %8.1f   %-4s %s %8.1f  [%s]%n",
                    c.tst.getFileName() + ":" + c.number, ours[i], ok ? "ok" : "--", cold[i], warm[i],
                    theirs[i] == null ? "-" : theirs[i], gok ? "ok" : "--", gnugoMs[i], c.expected);
        }
        int n = cases.size();
        System.out.printf(Locale.ROOT, "owlbench: %d/%d pass, %.1f ms per position cold, %.1f ms warm%n", passOurs, n,
                sumCold / n, sumWarm / n);
        if (gnugo != null) {
            System.out.printf(Locale.ROOT, "gnugo:    %d/%d pass, %.1f ms per position (cputime of same_dragon)%n",
                    passTheirs, n, sumGnugo / n);
        }
    }

    /** The board of the test's loadsgf, with GNU Go's loadsgf semantics. */
    public static Board position(Case c) throws IOException, SgfException {
        var root = SgfReader.read(c.sgf).games().get(0);
        return GameReplay.load(root, c.until).board();
    }

    /** The same_dragon tests of a .tst file with the position each one is asked on. */
    public static List<Case> read(Path tst) throws IOException {
        List<String> lines = Files.readAllLines(tst, StandardCharsets.UTF_8);
        List<Case> out = new ArrayList<>();
        Path sgf = null;
        String until = null;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i).trim();
            Matcher m = LOADSGF.matcher(l);
            if (m.find()) {
                sgf = tst.resolveSibling(m.group(1));
                until = m.group(2);
                continue;
            }
            m = TEST.matcher(l);
            if (m.find() && sgf != null && i + 1 < lines.size()) {
                Matcher e = EXPECT.matcher(lines.get(i + 1).trim());
                if (!e.find()) {
                    throw new IOException(tst + ":" + (i + 2) + ":1: expected a '#? [answer]' line after the test");
                }
                out.add(new Case(tst, sgf, until, Integer.parseInt(m.group(1)), m.group(2), m.group(3), e.group(1)));
            }
        }
        return out;
    }

    /** Asks GNU Go (one process) the same questions; its cputime before and after each same_dragon. */
    private static void gnugo(String command, List<Case> cases, String[] answers, double[] ms) throws IOException {
        Process p = new ProcessBuilder(command.split("\\s+")).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (Writer w = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
                BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (int i = 0; i < cases.size(); i++) {
                Case c = cases.get(i);
                ask(w, r, "loadsgf " + c.sgf.toAbsolutePath() + (c.until == null ? "" : " " + c.until));
                double t0 = Double.parseDouble(ask(w, r, "cputime"));
                answers[i] = ask(w, r, "same_dragon " + c.a + " " + c.b);
                ms[i] = (Double.parseDouble(ask(w, r, "cputime")) - t0) * 1000;
            }
            ask(w, r, "quit");
        } finally {
            p.destroy();
        }
    }

    private static String ask(Writer w, BufferedReader r, String cmd) throws IOException {
        w.write(cmd + "\n");
        w.flush();
        StringBuilder sb = new StringBuilder();
        String line;
        while ((line = r.readLine()) != null) {
            if (line.isEmpty()) {
                if (sb.length() > 0) break;
                continue;
            }
            sb.append(sb.length() > 0 ? "\n" : "").append(line);
        }
        String s = sb.toString();
        if (s.startsWith("?")) throw new IOException("gnugo: " + cmd + ": " + s);
        return s.length() > 1 ? s.substring(2).trim() : "";
    }
}
