package owlbench.gtp.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import owlbench.gtp.GtpCommand;
import owlbench.gtp.GtpEngine;
import owlbench.gtp.OwlbenchGtp;
import owlbench.gtp.client.GtpReply;
import owlbench.gtp.client.ProcessGtpClient;

/**
 * The wide check of dragon_data's fields that no constant is tuned on alone: positions sampled
 * with a fixed seed from a folder of games (DragonAgreement's sampling), dragon_data asked of
 * owlbench's in-process engine and of gnugo on the same loadsgf position. Dragons are compared
 * where both engines made the same dragon (the same strings); per field it counts equal answers
 * (numbers within a tolerance where the field is a measure: escape route and moyo size within 3,
 * weakness within 0.15, moyo territorial value within 3, surround size within 25%), and prints
 * the confusion of the status fields. Time: CPU of dragon_data (with loadsgf's analysis) per
 * position, owlbench's thread against gnugo's cputime, same run.
 * --dump FILE writes both engines' answers per position, for study.
 * Usage: DragonFieldAgreement --games DIR [--gnugo 'CMD'] [--positions N] [--seed S] [--size N] [--dump FILE]
 */
public final class DragonFieldAgreement {
    /** The fields compared, in GNU Go's order. */
    static final List<String> FIELDS = List.of("genus", "escape_route", "lunch", "crude_status", "owl_status", "status",
            "safety", "weakness", "weakness_pre_owl", "surround_status", "surround_size", "moyo_size", "moyo_territorial_value",
            "neighbors", "hostile_neighbors", "owl_threat_status", "owl_2nd_defense_point");
    /** Fields whose confusion (gnugo's value -> owlbench's) is printed. */
    static final List<String> CONFUSED = List.of("crude_status", "owl_status", "safety", "surround_status");

    private DragonFieldAgreement() {
    }

    public static void main(String[] args) throws Exception {
        Path games = null;
        String gnugo = "/usr/games/gnugo --mode gtp";
        int positions = 50, size = 19;
        Path dump = null;
        StringBuilder dumped = new StringBuilder();
        long seed = 1;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--games": games = Path.of(args[++i]); break;
                case "--gnugo": gnugo = args[++i]; break;
                case "--positions": positions = Integer.parseInt(args[++i]); break;
                case "--seed": seed = Long.parseLong(args[++i]); break;
                case "--size": size = Integer.parseInt(args[++i]); break;
                case "--dump": dump = Path.of(args[++i]); break;
                default: usage();
            }
        }
        if (games == null) usage();
        List<DragonAgreement.Sample> samples = DragonAgreement.sample(games, positions * 4, seed);
        Map<String, int[]> agree = new LinkedHashMap<>();
        for (String f : FIELDS) agree.put(f, new int[2]);
        Map<String, Map<String, Integer>> confusion = new LinkedHashMap<>();
        for (String f : CONFUSED) confusion.put(f, new TreeMap<>());
        int done = 0, theirDragons = 0, sameDragons = 0;
        double ourCpu = 0, theirCpu = 0;
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        try (ProcessGtpClient g = new ProcessGtpClient(ProcessGtpClient.splitCommandLine(gnugo), null, 600_000)) {
            for (DragonAgreement.Sample s : samples) {
                if (done >= positions) break;
                String load = "loadsgf " + s.game().toAbsolutePath() + " " + s.move();
                GtpEngine ours = new OwlbenchGtp(19, 0, null, OwlbenchGtp.builtinModules()).engine();
                GtpEngine.Answer l = ours.execute(GtpCommand.parse(load));
                if (!l.success || !ours.execute(GtpCommand.parse("query_boardsize")).text.trim().equals(Integer.toString(size))) continue;
                long c0 = mx.getCurrentThreadCpuTime();
                GtpEngine.Answer mine = ours.execute(GtpCommand.parse("dragon_data"));
                long c1 = mx.getCurrentThreadCpuTime();
                GtpReply t0 = g.send("cputime");
                GtpReply gl = g.send(load);
                GtpReply theirs = g.send("dragon_data");
                GtpReply t1 = g.send("cputime");
                if (!mine.success || !gl.success || !theirs.success) continue;
                done++;
                ourCpu += (c1 - c0) / 1e9;
                theirCpu += Double.parseDouble(t1.text.trim()) - Double.parseDouble(t0.text.trim());
                Map<String, Map<String, String>> o = byStrings(mine.text), t = byStrings(theirs.text);
                if (dump != null) {
                    dumped.append("=== ").append(s.game().getFileName()).append(' ').append(s.move()).append("\n--- owlbench\n")
                            .append(mine.text).append("\n--- gnugo\n").append(theirs.text).append('\n');
                }
                theirDragons += t.size();
                for (Map.Entry<String, Map<String, String>> e : t.entrySet()) {
                    Map<String, String> od = o.get(e.getKey());
                    if (od == null) continue;
                    sameDragons++;
                    Map<String, String> td = e.getValue();
                    for (String f : FIELDS) {
                        int[] a = agree.get(f);
                        a[1]++;
                        if (od.containsKey(f) && equal(f, od.get(f), td.get(f))) a[0]++;
                    }
                    for (String f : CONFUSED) confusion.get(f).merge(td.get(f) + " -> " + od.get(f), 1, Integer::sum);
                }
            }
        }
        if (dump != null) java.nio.file.Files.writeString(dump, dumped);
        System.out.printf(Locale.ROOT, "dragon_data field agreement: %d positions (%dx%d, seed %d) from %s%n", done, size, size, seed, games);
        System.out.printf(Locale.ROOT, "dragons: gnugo %d, the same dragon in owlbench %d (%.1f%%), compared below%n", theirDragons,
                sameDragons, 100.0 * sameDragons / Math.max(1, theirDragons));
        for (Map.Entry<String, int[]> e : agree.entrySet()) {
            int[] a = e.getValue();
            System.out.printf(Locale.ROOT, "  %-24s %5d of %5d  %5.1f%%%n", e.getKey(), a[0], a[1], 100.0 * a[0] / Math.max(1, a[1]));
        }
        for (Map.Entry<String, Map<String, Integer>> e : confusion.entrySet()) {
            System.out.println(e.getKey() + " (gnugo -> owlbench):");
            e.getValue().entrySet().stream().sorted((x, y) -> y.getValue() - x.getValue()).limit(12)
                    .forEach(x -> System.out.println("    " + x.getValue() + "  " + x.getKey()));
        }
        System.out.printf(Locale.ROOT, "CPU per position (loadsgf analysis + dragon_data): owlbench %.2f s, gnugo %.2f s%n",
                ourCpu / Math.max(1, done), theirCpu / Math.max(1, done));
    }

    private static void usage() {
        System.err.println("usage: DragonFieldAgreement --games DIR [--gnugo 'CMD'] [--positions N] [--seed S] [--size N] [--dump FILE]");
        System.exit(2);
    }

    /** Whether owlbench's value of a field counts as GNU Go's (a tolerance for the measures). */
    static boolean equal(String field, String ours, String theirs) {
        if (ours == null || theirs == null) return false;
        switch (field) {
            case "escape_route":
            case "moyo_size":
                return Math.abs(Integer.parseInt(ours) - Integer.parseInt(theirs)) <= 3;
            case "weakness":
            case "weakness_pre_owl":
                return Math.abs(Double.parseDouble(ours) - Double.parseDouble(theirs)) <= 0.15;
            case "moyo_territorial_value":
                return Math.abs(Double.parseDouble(ours) - Double.parseDouble(theirs)) <= 3;
            case "surround_size": {
                int a = Integer.parseInt(ours), b = Integer.parseInt(theirs);
                return Math.abs(a - b) <= Math.max(2, 0.25 * b);
            }
            case "neighbors": {
                String[] a = ours.trim().split("\\s+"), b = theirs.trim().split("\\s+");
                Arrays.sort(a);
                Arrays.sort(b);
                return Arrays.equals(a, b);
            }
            default:
                return ours.trim().equals(theirs.trim());
        }
    }

    /** dragon_data's records keyed by their strings field (the dragon's worms), each a field map. */
    static Map<String, Map<String, String>> byStrings(String text) {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        List<Map<String, String>> records = new ArrayList<>();
        Map<String, String> cur = null;
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (l.isEmpty()) continue;
            if (l.endsWith(":") && !l.contains(" ")) {
                cur = new LinkedHashMap<>();
                records.add(cur);
            } else if (cur != null) {
                String[] kv = l.split("\\s+", 2);
                cur.put(kv[0], kv.length > 1 ? kv[1].trim() : "");
            }
        }
        for (Map<String, String> r : records) {
            String strings = r.get("strings");
            if (strings == null) continue;
            String[] w = strings.trim().split("\\s+");
            Arrays.sort(w);
            out.put(String.join(" ", w), r);
        }
        return out;
    }
}
