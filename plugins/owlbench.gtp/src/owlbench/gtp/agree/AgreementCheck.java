package owlbench.gtp.agree;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.GtpReply;

/**
 * Asks two GTP engines the same question stream, position by position, and keeps both answers
 * and the time each engine took per question. The engine asked first alternates so that the
 * machine's noise falls on both alike.
 */
public final class AgreementCheck {
    private final GtpClient owlbench;
    private final GtpClient other;
    /** Round trips of a trivial command to each engine (the part of a time that is no reading). */
    long owlbenchRoundTripNanos;
    long otherRoundTripNanos;
    int roundTrips;

    private final CpuClock owlbenchCpu;
    private final CpuClock otherCpu;

    public AgreementCheck(GtpClient owlbench, GtpClient other) {
        this.owlbench = owlbench;
        this.other = other;
        this.owlbenchCpu = CpuClock.of(owlbench);
        this.otherCpu = CpuClock.of(other);
    }

    /** Interface for progress lines (questions done, of all). */
    public interface Progress {
        void done(int n, int of);
    }

    /** Runs the stream; an engine's failure to load a position skips that position's questions. */
    public List<Answer> run(List<Question> questions, Progress progress) throws IOException {
        List<Answer> out = new ArrayList<>();
        Question loaded = null;
        boolean loadFailed = false;
        for (int i = 0; i < questions.size(); i++) {
            Question q = questions.get(i);
            if (!q.samePosition(loaded)) {
                loaded = q;
                GtpReply a = owlbench.send(q.loadCommand());
                GtpReply b = other.send(q.loadCommand());
                loadFailed = !a.success || !b.success;
                if (!loadFailed) {
                    long t0 = System.nanoTime();
                    owlbench.send("name");
                    long t1 = System.nanoTime();
                    other.send("name");
                    long t2 = System.nanoTime();
                    owlbenchRoundTripNanos += t1 - t0;
                    otherRoundTripNanos += t2 - t1;
                    roundTrips++;
                }
            }
            if (loadFailed) {
                continue;
            }
            String c = q.command();
            long[] a = new long[2];
            long[] b = new long[2];
            String ra;
            String rb;
            if ((i & 1) == 0) {
                ra = ask(owlbench, owlbenchCpu, c, a);
                rb = ask(other, otherCpu, c, b);
            } else {
                rb = ask(other, otherCpu, c, b);
                ra = ask(owlbench, owlbenchCpu, c, a);
            }
            out.add(new Answer(q, ra, rb, a[0], b[0], a[1], b[1]));
            if (progress != null) {
                progress.done(i + 1, questions.size());
            }
        }
        return out;
    }

    /** Sends a question; its wall and CPU time go to times[0] and times[1] (CPU -1 if unknown). */
    private static String ask(GtpClient engine, CpuClock cpu, String command, long[] times) throws IOException {
        long c0 = cpu.nanos();
        long t0 = System.nanoTime();
        GtpReply r = engine.send(command);
        times[0] = System.nanoTime() - t0;
        long c1 = cpu.nanos();
        times[1] = c0 < 0 || c1 < 0 ? -1 : c1 - c0;
        return text(r);
    }

    private static String text(GtpReply r) {
        return r.success ? r.firstLine() : "? " + r.firstLine();
    }
}
