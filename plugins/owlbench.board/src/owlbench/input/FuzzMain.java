package owlbench.input;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Runs a fuzz target with {@link MutationFuzzer} (the fallback of {@code ./owlbench fuzz ... --mutator}):
 * {@code FuzzMain TARGET_CLASS --seconds N [--inputs N] [--seed N] [--corpus DIR] [--out DIR]}. Seeds are
 * the files of the corpus directory; failing inputs are written to the out directory. Exit status 1 when
 * an input failed.
 */
public final class FuzzMain {
    private FuzzMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            System.err.println("usage: FuzzMain TARGET_CLASS [--seconds N] [--inputs N] [--seed N] [--corpus DIR] [--out DIR]");
            System.exit(2);
        }
        String cls = args[0];
        double seconds = 10;
        long inputs = Long.MAX_VALUE;
        long seed = 1;
        Path corpus = null;
        Path out = Path.of("fuzz-failures");
        Path writeSeeds = null;
        Path dict = null;
        for (int i = 1; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--seconds": seconds = Double.parseDouble(args[i + 1]); break;
                case "--inputs": inputs = Long.parseLong(args[i + 1]); break;
                case "--seed": seed = Long.parseLong(args[i + 1]); break;
                case "--corpus": corpus = Path.of(args[i + 1]); break;
                case "--out": out = Path.of(args[i + 1]); break;
                case "--write-seeds": writeSeeds = Path.of(args[i + 1]); break;
                case "--dict": dict = Path.of(args[i + 1]); break;
                default: System.err.println("unknown option " + args[i]); System.exit(2);
            }
        }
        Class<?> target = Class.forName(cls);
        if (writeSeeds != null || dict != null) {
            writeSeedsAndDictionary(tokens(target), writeSeeds, dict);
            return;
        }
        List<byte[]> seeds = new ArrayList<>();
        if (corpus != null && Files.isDirectory(corpus)) {
            try (Stream<Path> s = Files.list(corpus)) {
                for (Path p : (Iterable<Path>) s.sorted()::iterator) {
                    if (Files.isRegularFile(p) && Files.size(p) < 1_000_000) seeds.add(Files.readAllBytes(p));
                }
            }
        }
        List<String> tokens = tokens(target);
        if (seeds.isEmpty()) {
            for (String t : tokens) seeds.add(t.getBytes(StandardCharsets.ISO_8859_1));
        }
        MutationFuzzer f = new MutationFuzzer(seed, seeds, tokens, 64 * 1024);
        MutationFuzzer.Stats st = f.run(MutationFuzzer.target(target), seconds, inputs, 10.0);
        System.out.printf(Locale.ROOT, "%s: %d inputs (%d bytes) in %.1f s, %.0f inputs/s, slowest %.3f s, %d failures%n",
                cls, st.inputs, st.bytes, st.seconds, st.inputs / Math.max(1e-9, st.seconds), st.slowestSeconds,
                st.failures.size());
        int k = 0;
        for (MutationFuzzer.Failure x : st.failures) {
            Files.createDirectories(out);
            Path p = out.resolve(target.getSimpleName() + "-" + (k++) + ".bin");
            Files.write(p, x.input);
            System.out.println("  " + x + "  -> " + p);
        }
        System.exit(st.failures.isEmpty() ? 0 : 1);
    }

    /**
     * Starting inputs for Jazzer and the mutator: every token alone and all of them in a row (seed files
     * already there are kept), and the tokens as a libFuzzer dictionary.
     */
    static void writeSeedsAndDictionary(List<String> tokens, Path seeds, Path dict) throws java.io.IOException {
        if (seeds != null) {
            Files.createDirectories(seeds);
            StringBuilder all = new StringBuilder();
            for (int i = 0; i < tokens.size(); i++) {
                Files.write(seeds.resolve("seed-" + i), tokens.get(i).getBytes(StandardCharsets.ISO_8859_1));
                all.append(tokens.get(i));
            }
            Files.write(seeds.resolve("seed-all"), all.toString().getBytes(StandardCharsets.ISO_8859_1));
        }
        if (dict != null) {
            StringBuilder d = new StringBuilder();
            for (String t : tokens) {
                d.append('"');
                for (byte b : t.getBytes(StandardCharsets.ISO_8859_1)) {
                    int c = b & 0xff;
                    if (c < 32 || c > 126 || c == '"' || c == '\\') d.append(String.format("\\x%02X", c));
                    else d.append((char) c);
                }
                d.append("\"\n");
            }
            Files.writeString(dict, d.toString());
        }
    }

    /** The target's TOKENS field (a List of String), if it has one. */
    @SuppressWarnings("unchecked")
    static List<String> tokens(Class<?> target) {
        try {
            return (List<String>) target.getField("TOKENS").get(null);
        } catch (ReflectiveOperationException | ClassCastException e) {
            return List.of();
        }
    }

}
