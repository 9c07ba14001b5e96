package owlbench.gtp;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import owlbench.board.Vertex;
import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.GtpReply;
import owlbench.gtp.client.InProcessGtpClient;
import owlbench.gtp.client.ProcessGtpClient;

/**
 * The wider check of the eye code beside the regression suites: on every point of the given
 * positions, owlbench's and an external engine's (GNU Go's) eye_data (both colours), half_eye_data,
 * eval_eye and unconditional_status, field by field, with the share of equal answers.
 * usage: java ... owlbench.gtp.EyeComparisonMain [--only COMMAND] REGRESSION_DIR 'ENGINE CMD' FILE[:MOVE] ...
 * ({@code --only unconditional_status} asks that command alone, for a wide check on many positions;
 * {@code --only worm_data} or {@code --only dragon_data} compares the eye fields of each worm or
 * dragon, genus and heye, asked at its origin as GNU Go names it).
 */
public final class EyeComparisonMain {
    /** Disagreements listed per field (-Dowlbench.examples=N). */
    private static final int EXAMPLES = Integer.getInteger("owlbench.examples", 2);

    private EyeComparisonMain() {
    }

    public static void main(String[] args) throws IOException {
        String only = null;
        if (args.length >= 2 && args[0].equals("--only")) {
            only = args[1];
            args = java.util.Arrays.copyOfRange(args, 2, args.length);
        }
        if (args.length < 3) {
            System.err.println("usage: EyeComparisonMain [--only COMMAND] REGRESSION_DIR 'ENGINE COMMAND' FILE[:MOVE] ...");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        Map<String, int[]> agree = new LinkedHashMap<>();
        Map<String, List<String>> examples = new LinkedHashMap<>();
        try (GtpClient other = new ProcessGtpClient(ProcessGtpClient.splitCommandLine(args[1]), dir, 60_000);
                GtpClient ours = new InProcessGtpClient(
                        new OwlbenchGtp(19, 0, dir, OwlbenchGtp.builtinModules()).engine(), "owlbench")) {
            for (int i = 2; i < args.length; i++) {
                String[] fm = args[i].split(":");
                String load = "loadsgf " + fm[0] + (fm.length > 1 ? " " + fm[1] : "");
                ours.send(load);
                other.send(load);
                int size = Integer.parseInt(ours.send("query_boardsize").text.trim());
                for (int row = size; row >= 1; row--) {
                    for (int col = 0; col < size; col++) {
                        String v = "" + Vertex.columnLetter(col) + row;
                        if ("worm_data".equals(only) || "dragon_data".equals(only)) {
                            GtpReply theirs = other.send(only + " " + v);
                            Map<String, String> t = fields(theirs.text.replaceFirst("^[A-Z][0-9]+:", ""));
                            if (!theirs.success || !v.equals(t.get("origin")) || "empty".equals(t.get("color"))) continue;
                            compareEyeFields(only, args[i] + " " + v, t, fields(ours.send(only + " " + v).text), agree, examples);
                            continue;
                        }
                        for (String cmd : new String[] {"eye_data black " + v, "eye_data white " + v, "half_eye_data " + v,
                                "eval_eye " + v, "unconditional_status " + v}) {
                            if (only != null && !cmd.startsWith(only + " ")) continue;
                            String kind = cmd.startsWith("eval") ? "eval_eye" : cmd.startsWith("half") ? "half_eye"
                                    : cmd.startsWith("uncond") ? "unconditional_status"
                                    : cmd.contains("black") ? "eye_black" : "eye_white";
                            compare(kind, args[i] + " " + v, other.send(cmd), ours.send(cmd), agree, examples);
                        }
                    }
                }
            }
        }
        for (Map.Entry<String, int[]> e : agree.entrySet()) {
            int[] a = e.getValue();
            System.out.printf(Locale.ROOT, "%-30s %6d / %6d  %5.1f%%  %s%n", e.getKey(), a[0], a[1], 100.0 * a[0] / a[1],
                    String.join("; ", examples.getOrDefault(e.getKey(), List.of())));
        }
    }

    private static void compare(String kind, String where, GtpReply theirs, GtpReply mine, Map<String, int[]> agree,
            Map<String, List<String>> examples) {
        Map<String, String> t = fields(theirs.text), m = fields(mine.text);
        if (kind.equals("eval_eye") || kind.equals("unconditional_status")) {
            t = Map.of("answer", theirs.text.trim());
            m = Map.of("answer", mine.text.trim());
        }
        for (Map.Entry<String, String> f : t.entrySet()) {
            if (kind.equals("half_eye") && !f.getKey().equals("value") && !f.getKey().equals("type")) continue;
            String key = kind + "." + f.getKey();
            int[] a = agree.computeIfAbsent(key, k -> new int[2]);
            a[1]++;
            if (f.getValue().equals(m.get(f.getKey()))) {
                a[0]++;
            } else {
                List<String> ex = examples.computeIfAbsent(key, k -> new ArrayList<>());
                if (ex.size() < EXAMPLES) ex.add(where + " " + f.getValue() + "/" + m.get(f.getKey()));
            }
        }
    }

    /** The eye fields of worm_data or dragon_data: genus and heye, where GNU Go prints them. */
    private static void compareEyeFields(String kind, String where, Map<String, String> theirs, Map<String, String> mine,
            Map<String, int[]> agree, Map<String, List<String>> examples) {
        for (String f : new String[] {"genus", "heye"}) {
            if (!theirs.containsKey(f)) continue;
            String key = kind + "." + f;
            int[] a = agree.computeIfAbsent(key, k -> new int[2]);
            a[1]++;
            if (theirs.get(f).equals(mine.get(f))) {
                a[0]++;
            } else {
                List<String> ex = examples.computeIfAbsent(key, k -> new ArrayList<>());
                if (ex.size() < EXAMPLES) ex.add(where + " " + theirs.get(f) + "/" + mine.get(f));
            }
        }
    }

    private static Map<String, String> fields(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : text.trim().split("\n")) {
            String[] w = line.trim().split("\\s+", 2);
            if (w.length == 2) out.put(w[0], w[1]);
        }
        return out;
    }
}
