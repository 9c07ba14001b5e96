package owlbench.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;


/**
 * For the fuzz tests of every engine test fragment (plain Java, no JUnit here, so that every fragment can use it): replays inputs that once failed and runs a short
 * seeded mutation run (the same inputs on every run). Past failures found by fuzzing are kept as
 * files listed in {@code fuzz-corpus/TARGET/index.txt} beside the test class.
 */
public final class FuzzCorpus {
    private FuzzCorpus() {
    }

    public static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** The stored past failures of a target (resources fuzz-corpus/NAME/), empty when there are none. */
    public static List<byte[]> stored(Class<?> anchor, String name) throws IOException {
        List<byte[]> out = new ArrayList<>();
        try (InputStream idx = anchor.getResourceAsStream("fuzz-corpus/" + name + "/index.txt")) {
            if (idx == null) {
                return out;
            }
            for (String f : new String(idx.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (f.isBlank()) continue;
                try (InputStream in = anchor.getResourceAsStream("fuzz-corpus/" + name + "/" + f.trim())) {
                    assertTrue("missing corpus file " + f, in != null);
                    out.add(in.readAllBytes());
                }
            }
        }
        return out;
    }

    /** Runs every input through the target; each must pass within the time bound. */
    private static void assertTrue(String message, boolean ok) {
        if (!ok) {
            throw new AssertionError(message);
        }
    }

    public static void replay(Class<?> target, List<byte[]> inputs, double maxSeconds) {
        Consumer<byte[]> t = MutationFuzzer.target(target);
        // CPU time of this thread, not wall time: the limit catches inputs that blow up (past failures
        // were quadratic), and a wall clock on a loaded machine failed it with the parser at fault nowhere
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        boolean onCpu = cpu.isCurrentThreadCpuTimeSupported();
        for (byte[] in : inputs) {
            long t0 = onCpu ? cpu.getCurrentThreadCpuTime() : System.nanoTime();
            try {
                t.accept(in);
            } catch (Throwable e) {
                throw new AssertionError(target.getSimpleName() + " failed on a past failure of " + in.length + " bytes: "
                        + e, e);
            }
            double s = ((onCpu ? cpu.getCurrentThreadCpuTime() : System.nanoTime()) - t0) / 1e9;
            assertTrue(target.getSimpleName() + ": a past failure of " + in.length + " bytes took " + s + " s of CPU",
                    s < maxSeconds);
        }
    }

    /** A short seeded mutation run from the target's tokens and the given seeds; no input may fail. */
    public static MutationFuzzer.Stats shortRun(Class<?> target, List<byte[]> seeds, double seconds, long maxInputs) {
        List<String> tokens = FuzzTokens.of(target);
        List<byte[]> all = new ArrayList<>(seeds);
        StringBuilder joined = new StringBuilder();
        for (String tk : tokens) {
            all.add(bytes(tk));
            joined.append(tk);
        }
        all.add(bytes(joined.toString()));
        MutationFuzzer f = new MutationFuzzer(18, all, tokens, 16 * 1024);
        MutationFuzzer.Stats st = f.run(MutationFuzzer.target(target), seconds, maxInputs, 5.0);
        System.out.printf(java.util.Locale.ROOT, "%s: %d seeded inputs in %.1f s, slowest %.3f s%n",
                target.getSimpleName(), st.inputs, st.seconds, st.slowestSeconds);
        assertTrue(target.getSimpleName() + " failed: " + st.failures, st.failures.isEmpty());
        return st;
    }

    /** Reads a target's TOKENS (as FuzzMain does). */
    static final class FuzzTokens {
        private FuzzTokens() {
        }

        @SuppressWarnings("unchecked")
        static List<String> of(Class<?> target) {
            try {
                return (List<String>) target.getField("TOKENS").get(null);
            } catch (ReflectiveOperationException e) {
                return List.of();
            }
        }
    }

}
