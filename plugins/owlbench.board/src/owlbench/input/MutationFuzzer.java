package owlbench.input;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/**
 * A small seeded mutation fuzzer: the stand-in for Jazzer in the normal test run (a few seconds per
 * target, the same inputs every time for a given seed) and where Jazzer cannot run. Inputs grow from
 * seed files by byte flips, insertions, deletions, splices, tokens of the format and repeated chunks
 * (the last finds the nesting-depth and quadratic-time bugs that a byte flip never reaches).
 * A target is any {@code static void fuzzerTestOneInput(byte[])}, the signature Jazzer calls; a
 * target signals a bug by throwing.
 */
public final class MutationFuzzer {
    /** One input that made the target throw or run too long. */
    public static final class Failure {
        public final byte[] input;
        public final Throwable error;
        public final double seconds;

        Failure(byte[] input, Throwable error, double seconds) {
            this.input = input;
            this.error = error;
            this.seconds = seconds;
        }

        @Override
        public String toString() {
            String s = new String(input, 0, Math.min(input.length, 120), StandardCharsets.ISO_8859_1);
            return (error == null ? "took " + String.format("%.1f", seconds) + " s" : error.toString()) + " on "
                    + input.length + " bytes: " + Locations.escape(s);
        }
    }

    /** Counts of a run. */
    public static final class Stats {
        public long inputs;
        public long bytes;
        public double seconds;
        public double slowestSeconds;
        public final List<Failure> failures = new ArrayList<>();
    }

    private final Random rnd;
    private final List<byte[]> pool = new ArrayList<>();
    private final byte[][] tokens;
    private final int maxLength;

    /**
     * @param seed the random seed (same seed, same inputs)
     * @param seeds starting inputs (at least one)
     * @param tokens words of the format worth inserting ("(;", "Pattern", "&&" ...)
     * @param maxLength longest input made
     */
    public MutationFuzzer(long seed, List<byte[]> seeds, List<String> tokens, int maxLength) {
        this.rnd = new Random(seed);
        this.pool.addAll(seeds);
        if (pool.isEmpty()) {
            pool.add(new byte[0]);
        }
        this.tokens = new byte[tokens.size()][];
        for (int i = 0; i < tokens.size(); i++) {
            this.tokens[i] = tokens.get(i).getBytes(StandardCharsets.ISO_8859_1);
        }
        this.maxLength = maxLength;
    }

    /** The next input: a seed mutated one to five times. */
    public byte[] next() {
        byte[] b = pool.get(rnd.nextInt(pool.size()));
        int rounds = 1 + rnd.nextInt(5);
        for (int i = 0; i < rounds; i++) {
            b = mutate(b);
        }
        return b.length > maxLength ? java.util.Arrays.copyOf(b, maxLength) : b;
    }

    private byte[] mutate(byte[] b) {
        int n = b.length;
        int at = n == 0 ? 0 : rnd.nextInt(n + 1);
        switch (rnd.nextInt(9)) {
            case 0: { // flip a bit
                if (n == 0) return b;
                byte[] c = b.clone();
                c[rnd.nextInt(n)] ^= (byte) (1 << rnd.nextInt(8));
                return c;
            }
            case 1: { // a random byte, often printable
                if (n == 0) return b;
                byte[] c = b.clone();
                c[rnd.nextInt(n)] = (byte) (rnd.nextBoolean() ? 32 + rnd.nextInt(95) : rnd.nextInt(256));
                return c;
            }
            case 2: { // delete a range
                if (n == 0) return b;
                int len = 1 + rnd.nextInt(Math.min(n, 16));
                int from = rnd.nextInt(n - len + 1);
                return concat(slice(b, 0, from), slice(b, from + len, n));
            }
            case 3: case 4: { // insert a token of the format
                byte[] t = tokens.length == 0 ? new byte[] {(byte) rnd.nextInt(256)} : tokens[rnd.nextInt(tokens.length)];
                return concat(slice(b, 0, at), t, slice(b, at, n));
            }
            case 5: { // duplicate a chunk in place
                if (n == 0) return b;
                int len = 1 + rnd.nextInt(Math.min(n, 64));
                int from = rnd.nextInt(n - len + 1);
                return concat(slice(b, 0, from + len), slice(b, from, n));
            }
            case 6: { // repeat a short chunk many times: nesting, long rows, long chains
                if (n == 0) return b;
                int len = 1 + rnd.nextInt(Math.min(n, 8));
                int from = rnd.nextInt(n - len + 1);
                int times = 10 << rnd.nextInt(10);
                byte[] chunk = slice(b, from, from + len);
                int total = Math.min(maxLength, len * times);
                byte[] rep = new byte[total];
                for (int i = 0; i < total; i++) rep[i] = chunk[i % len];
                return concat(slice(b, 0, from), rep, slice(b, from, n));
            }
            case 7: { // splice with another input of the pool
                byte[] o = pool.get(rnd.nextInt(pool.size()));
                int cut = o.length == 0 ? 0 : rnd.nextInt(o.length + 1);
                return concat(slice(b, 0, at), slice(o, cut, o.length));
            }
            default: { // a small number where a number may go
                String num = Integer.toString(rnd.nextBoolean() ? rnd.nextInt(30) : rnd.nextInt());
                return concat(slice(b, 0, at), num.getBytes(StandardCharsets.ISO_8859_1), slice(b, at, n));
            }
        }
    }

    private static byte[] slice(byte[] b, int from, int to) {
        return java.util.Arrays.copyOfRange(b, from, to);
    }

    private static byte[] concat(byte[]... parts) {
        int len = 0;
        for (byte[] p : parts) len += p.length;
        byte[] out = new byte[len];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    /**
     * Runs the target on generated inputs until the time or the input count is used up; an input over
     * slowSeconds counts as a failure too (a hang the tests can see).
     */
    public Stats run(Consumer<byte[]> target, double seconds, long maxInputs, double slowSeconds) {
        Stats st = new Stats();
        long t0 = System.nanoTime();
        long end = t0 + (long) (seconds * 1e9);
        while (st.inputs < maxInputs && System.nanoTime() < end) {
            byte[] in = next();
            long s = System.nanoTime();
            Throwable err = null;
            try {
                target.accept(in);
            } catch (Throwable e) { // every throwable is a finding, including errors
                err = e;
            }
            double took = (System.nanoTime() - s) / 1e9;
            st.inputs++;
            st.bytes += in.length;
            st.slowestSeconds = Math.max(st.slowestSeconds, took);
            if (err != null || took > slowSeconds) {
                if (st.failures.size() < 20) st.failures.add(new Failure(in, err, took));
            } else if (rnd.nextInt(64) == 0 && pool.size() < 512) {
                pool.add(in); // keep some inputs as new seeds, so mutations build on mutations
            }
        }
        st.seconds = (System.nanoTime() - t0) / 1e9;
        return st;
    }

    /** The target class's {@code fuzzerTestOneInput(byte[])} as a consumer (the cause of an error unwrapped). */
    public static Consumer<byte[]> target(Class<?> c) {
        Method m;
        try {
            m = c.getMethod("fuzzerTestOneInput", byte[].class);
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(c.getName() + " has no static fuzzerTestOneInput(byte[])", e);
        }
        return in -> {
            try {
                m.invoke(null, (Object) in);
            } catch (InvocationTargetException e) {
                Throwable cause = e.getCause();
                if (cause instanceof RuntimeException) throw (RuntimeException) cause;
                if (cause instanceof Error) throw (Error) cause;
                throw new IllegalStateException(cause);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        };
    }
}
