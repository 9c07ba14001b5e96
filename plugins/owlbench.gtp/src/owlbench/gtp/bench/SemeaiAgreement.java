package owlbench.gtp.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import owlbench.board.Board;
import owlbench.board.StoneColor;
import owlbench.board.Vertex;
import owlbench.gtp.GtpCommand;
import owlbench.gtp.GtpEngine;
import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.client.GtpReply;
import owlbench.gtp.client.ProcessGtpClient;
import owlbench.sgf.GamePosition;
import owlbench.sgf.GameReplay;
import owlbench.sgf.SgfReader;

/**
 * The wide check of the semeai reader that no constant is tuned on: positions sampled with a fixed
 * seed from a folder of games (DragonAgreement's sampling), and in each the pairs of adjacent
 * dragons of opposite colours that are weak: GNU Go calls both dead or critical (its semeai
 * condition), or both have a string of at most three liberties and they share a liberty (a race
 * GNU Go may call seki, "alive"). Dragons are GNU Go's (dragon_stones), so both engines are asked
 * about the same stones. Each pair is asked both ways (analyze_semeai A B and B A) of owlbench's
 * in-process engine and of gnugo; it counts answers equal in both codes, equal in full (codes and
 * move), the disagreements by kind, and wall time per question side by side; and for the dragons
 * of these pairs, how often owlbench's owl status and its status revised by semeai (dragon_data's
 * owl_status and status) equal gnugo's dragon_status, and how often owlbench's owl_status equals
 * gnugo's own owl_status (its dragon_data): owl against owl, so a dragon both engines leave
 * unchecked is an agreement. Disagreements are listed with --list.
 *
 * <p>Beside these figures (none of them changed by it): whether each of gnugo's answers is
 * consistent with gnugo's own owl ({@link SemeaiOwlConsistency}: analyze_semeai A B's defence code
 * non-zero exactly where gnugo's owl_defend A is, its attack code exactly where gnugo's owl_attack B
 * is), and the agreement counted again on the consistent answers only. h/semclass26 (2026-11-28)
 * found that most of seed 1's "gnugo 1 1, owlbench 1 0" rows are kills gnugo's semeai claims and
 * its own owl_attack refutes, where our answer is the one both owls support; the consistent rows'
 * agreement is the figure that measures real disagreement. The owl questions are asked of gnugo
 * after every other question on the position, so the earlier answers are as without them. With
 * --list each code disagreement ends with gnugo's owl answers and the kind when not consistent.
 * Usage: SemeaiAgreement --games DIR [--gnugo 'CMD'] [--positions N] [--seed S] [--max-pairs N] [--list]
 */
public final class SemeaiAgreement {
    private SemeaiAgreement() {
    }

    public static void main(String[] args) throws Exception {
        Path games = null;
        String gnugo = "/usr/games/gnugo --mode gtp";
        int positions = 100, maxPairs = 400;
        long seed = 1;
        boolean list = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--games": games = Path.of(args[++i]); break;
                case "--gnugo": gnugo = args[++i]; break;
                case "--positions": positions = Integer.parseInt(args[++i]); break;
                case "--seed": seed = Long.parseLong(args[++i]); break;
                case "--max-pairs": maxPairs = Integer.parseInt(args[++i]); break;
                case "--list": list = true; break;
                default:
                    usage();
            }
        }
        if (games == null) usage();
        List<DragonAgreement.Sample> samples = DragonAgreement.sample(games, positions, seed);
        int questions = 0, codesEqual = 0, fullEqual = 0, ownErrors = 0;
        int statuses = 0, owlStatusEqual = 0, revisedEqual = 0, owlOwlEqual = 0;
        Map<String, Integer> kinds = new LinkedHashMap<>();
        double oursMs = 0, theirsMs = 0;
        long nodes = 0;
        List<String> disagreements = new ArrayList<>();
        int consistent = 0, consistentCodesEqual = 0, consistentFullEqual = 0;
        Map<SemeaiOwlConsistency.Kind, Integer> consistency = new LinkedHashMap<>();
        Map<String, Integer> consistentKinds = new LinkedHashMap<>();
        try (ProcessGtpClient g = new ProcessGtpClient(ProcessGtpClient.splitCommandLine(gnugo), null, 600_000)) {
            for (DragonAgreement.Sample s : samples) {
                if (questions >= 2 * maxPairs) break;
                GamePosition pos;
                try {
                    pos = GameReplay.load(SgfReader.read(s.game()).games().get(0), Integer.toString(s.move()));
                } catch (Exception e) {
                    continue;
                }
                Board b = pos.board();
                String load = "loadsgf " + s.game().toAbsolutePath() + " " + s.move();
                if (!g.send(load).success) continue;
                GtpEngine ours = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules()).engine();
                if (!ours.execute(GtpCommand.parse(load)).success) continue;
                // the first question on a position includes its dragons and eye spaces, as gnugo's does
                ours.execute(GtpCommand.parse("reset_semeai_node_counter"));
                List<String[]> pairs = weakPairs(g, b);
                List<Asked> askedHere = new ArrayList<>();
                for (String[] pair : pairs) {
                    for (int k = 0; k < 2; k++) {
                        String q = "analyze_semeai " + pair[k] + " " + pair[1 - k];
                        long t0 = System.nanoTime();
                        GtpEngine.Answer a = ours.execute(GtpCommand.parse(q));
                        oursMs += (System.nanoTime() - t0) / 1e6;
                        long t1 = System.nanoTime();
                        GtpReply r = g.send(q);
                        theirsMs += (System.nanoTime() - t1) / 1e6;
                        if (!r.success) continue;
                        questions++;
                        if (!a.success) {
                            ownErrors++;
                            disagreements.add(s.game().getFileName() + " " + s.move() + " " + q + ": owlbench ? " + a.text);
                            continue;
                        }
                        String[] o = a.text.trim().split("\\s+"), t = r.text.trim().split("\\s+");
                        boolean codes = o[0].equals(t[0]) && o[1].equals(t[1]);
                        if (codes) codesEqual++;
                        if (codes && o[2].equals(t[2])) fullEqual++;
                        String kind = null;
                        if (!codes) {
                            kind = "gnugo " + t[0] + " " + t[1] + ", owlbench " + o[0] + " " + o[1];
                            kinds.merge(kind, 1, Integer::sum);
                            disagreements.add(s.game().getFileName() + " " + s.move() + " " + q + ": owlbench " + a.text.trim()
                                    + ", gnugo " + r.text.trim());
                        }
                        askedHere.add(new Asked(pair[k], pair[1 - k], r.text.trim(), codes, codes && o[2].equals(t[2]), kind,
                                codes ? -1 : disagreements.size() - 1));
                    }
                }
                GtpEngine.Answer n = ours.execute(GtpCommand.parse("get_semeai_node_counter"));
                if (n.success) nodes += Long.parseLong(n.text.trim());
                // after the questions (so their times hold no status reading): the racing dragons'
                // statuses, owl's alone and revised by semeai, against gnugo's
                java.util.Set<String> asked = new java.util.HashSet<>();
                for (String[] pair : pairs) {
                    for (String v : pair) {
                        if (!asked.add(v)) continue;
                        GtpReply theirs = g.send("dragon_status " + v);
                        GtpReply theirData = g.send("dragon_data " + v);
                        GtpEngine.Answer data = ours.execute(GtpCommand.parse("dragon_data " + v));
                        if (!theirs.success || !theirData.success || !data.success) continue;
                        String want = theirs.text.trim().split("\\s+")[0];
                        String theirOwl = field(theirData.text, "owl_status");
                        String ourOwl = field(data.text, "owl_status");
                        statuses++;
                        if (want.equals(ourOwl)) owlStatusEqual++;
                        if (want.equals(field(data.text, "status"))) revisedEqual++;
                        if (theirOwl.equals(ourOwl)) owlOwlEqual++;
                        if (!field(data.text, "status").equals(ourOwl)) {
                            disagreements.add(s.game().getFileName() + " " + s.move() + " dragon_status " + v + ": owl "
                                    + ourOwl + ", revised " + field(data.text, "status") + ", gnugo " + want);
                        }
                        if (!theirOwl.equals(ourOwl)) {
                            disagreements.add(s.game().getFileName() + " " + s.move() + " owl_status " + v + ": owlbench "
                                    + ourOwl + ", gnugo " + theirOwl);
                        }
                    }
                }
                // last (so no answer above depends on gnugo's owl cache): gnugo's own owl on each
                // answer's two questions, owl_defend of the first dragon and owl_attack of the second
                Map<String, String> owlAnswers = new HashMap<>();
                for (Asked x : askedHere) {
                    String defend = gnugoOwl(g, owlAnswers, "owl_defend " + x.first());
                    String attack = gnugoOwl(g, owlAnswers, "owl_attack " + x.second());
                    if (defend == null || attack == null) continue;
                    SemeaiOwlConsistency.Kind c = SemeaiOwlConsistency.classify(x.gnugo(), defend, attack);
                    consistency.merge(c, 1, Integer::sum);
                    if (c == SemeaiOwlConsistency.Kind.CONSISTENT) {
                        consistent++;
                        if (x.codesEqual()) consistentCodesEqual++;
                        if (x.fullEqual()) consistentFullEqual++;
                        if (x.kind() != null) consistentKinds.merge(x.kind(), 1, Integer::sum);
                    }
                    if (x.listed() >= 0) {
                        disagreements.set(x.listed(), disagreements.get(x.listed()) + " (gnugo owl_defend " + x.first() + " "
                                + defend + ", owl_attack " + x.second() + " " + attack
                                + (c == SemeaiOwlConsistency.Kind.CONSISTENT ? "" : ": " + c.label()) + ")");
                    }
                }
            }
        }
        System.out.printf(Locale.ROOT, "semeai agreement: %d positions (seed %d) from %s, %d questions (analyze_semeai, both orders)%n",
                samples.size(), seed, games, questions);
        System.out.printf(Locale.ROOT, "both codes as gnugo: %d (%.1f%%), codes and move: %d, owlbench errors: %d%n", codesEqual,
                100.0 * codesEqual / Math.max(1, questions), fullEqual, ownErrors);
        System.out.printf(Locale.ROOT, "dragon_status of the %d racing dragons as gnugo's: owl status %d, revised by semeai %d%n",
                statuses, owlStatusEqual, revisedEqual);
        System.out.printf(Locale.ROOT, "owl_status of the %d racing dragons as gnugo's owl_status (dragon_data): %d%n",
                statuses, owlOwlEqual);
        System.out.printf(Locale.ROOT, "time per question: owlbench %.1f ms, gnugo %.1f ms (wall, same run)%n",
                oursMs / Math.max(1, questions), theirsMs / Math.max(1, questions));
        System.out.printf(Locale.ROOT, "owlbench semeai nodes: %d, %.0f per second of its wall time%n", nodes,
                nodes / Math.max(1e-9, oursMs / 1000));
        kinds.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue())
                .forEach(e -> System.out.println("  " + e.getValue() + "  " + e.getKey()));
        System.out.printf(Locale.ROOT, "gnugo's answer consistent with its own owl_defend (first) and owl_attack (second): %d of %d;"
                + " on those, both codes as gnugo: %d (%.1f%%), codes and move: %d%n", consistent, questions,
                consistentCodesEqual, 100.0 * consistentCodesEqual / Math.max(1, consistent), consistentFullEqual);
        consistency.entrySet().stream().filter(e -> e.getKey() != SemeaiOwlConsistency.Kind.CONSISTENT)
                .forEach(e -> System.out.println("  " + e.getValue() + "  not consistent: " + e.getKey().label()));
        int classified = consistency.values().stream().mapToInt(Integer::intValue).sum();
        if (classified < questions) System.out.println("  " + (questions - classified) + "  not classified (an owlbench error, or gnugo failed an owl question)");
        consistentKinds.entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue())
                .forEach(e -> System.out.println("  " + e.getValue() + "  " + e.getKey() + " (gnugo consistent)"));
        if (list) disagreements.forEach(d -> System.out.println("  " + d));
    }

    /** One analyze_semeai question asked of both engines, kept until gnugo's owl is asked about it. */
    private record Asked(String first, String second, String gnugo, boolean codesEqual, boolean fullEqual, String kind,
            int listed) {
    }

    /** gnugo's answer to an owl question, asked once per position; null if gnugo fails it. */
    private static String gnugoOwl(ProcessGtpClient g, Map<String, String> answers, String question) throws Exception {
        if (!answers.containsKey(question)) {
            GtpReply r = g.send(question);
            answers.put(question, r.success ? r.text.trim() : null);
        }
        return answers.get(question);
    }

    /** The value of a dragon_data field ("name   value" lines), or "" if absent. */
    static String field(String dragonData, String name) {
        for (String line : dragonData.split("\n")) {
            String[] w = line.trim().split("\\s+");
            if (w.length >= 2 && w[0].equals(name)) return w[1];
        }
        return "";
    }

    private static void usage() {
        System.err.println("usage: SemeaiAgreement --games DIR [--gnugo 'CMD'] [--positions N] [--seed S] [--max-pairs N] [--list]");
        System.exit(2);
    }

    /** GNU Go's dragons of the loaded position, paired where adjacent, of opposite colours and weak. */
    static List<String[]> weakPairs(ProcessGtpClient g, Board b) throws Exception {
        GtpReply status = g.send("dragon_status");
        GtpReply stones = g.send("dragon_stones");
        List<String[]> out = new ArrayList<>();
        if (!status.success || !stones.success) return out;
        Map<Integer, Integer> dragonOf = new HashMap<>();
        List<int[]> dragons = new ArrayList<>();
        for (String line : stones.text.split("\n")) {
            String[] w = line.trim().split("\\s+");
            if (w.length == 0 || w[0].isEmpty()) continue;
            int[] d = new int[w.length];
            for (int i = 0; i < w.length; i++) {
                d[i] = Vertex.parse(w[i], b.size());
                dragonOf.put(d[i], dragons.size());
            }
            dragons.add(d);
        }
        Map<Integer, Boolean> weakStatus = new HashMap<>();
        for (String line : status.text.split("\n")) {
            String[] w = line.trim().split("[:\\s]+");
            if (w.length < 2) continue;
            Integer id = dragonOf.get(Vertex.parse(w[0], b.size()));
            if (id != null) weakStatus.put(id, w[1].equals("dead") || w[1].equals("critical"));
        }
        for (int i = 0; i < dragons.size(); i++) {
            for (int j = i + 1; j < dragons.size(); j++) {
                int[] a = dragons.get(i), c = dragons.get(j);
                if (b.color(a[0]) == b.color(c[0]) || !adjacent(b, a, c)) continue;
                boolean byStatus = weakStatus.getOrDefault(i, false) && weakStatus.getOrDefault(j, false);
                boolean byLiberties = minLibs(b, a) <= 3 && minLibs(b, c) <= 3 && shareLiberty(b, a, c);
                if (byStatus || byLiberties) {
                    out.add(new String[] {Vertex.toString(a[0], b.size()), Vertex.toString(c[0], b.size())});
                }
            }
        }
        return out;
    }

    private static boolean adjacent(Board b, int[] a, int[] c) {
        for (int p : a) for (int q : c) if (Math.abs(b.col(p) - b.col(q)) + Math.abs(b.row(p) - b.row(q)) == 1) return true;
        return false;
    }

    private static int minLibs(Board b, int[] d) {
        int min = Integer.MAX_VALUE;
        for (int p : d) if (StoneColor.isStone(b.color(p))) min = Math.min(min, b.countlib(p));
        return min;
    }

    private static boolean shareLiberty(Board b, int[] a, int[] c) {
        for (int p : a) for (int q : c) if (b.haveCommonLib(p, q)) return true;
        return false;
    }
}
