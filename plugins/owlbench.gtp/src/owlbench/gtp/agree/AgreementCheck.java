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

    public AgreementCheck(GtpClient owlbench, GtpClient other) {
        this.owlbench = owlbench;
        this.other = other;
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
            long ta;
            long tb;
            String ra;
            String rb;
            if ((i & 1) == 0) {
                long t0 = System.nanoTime();
                ra = text(owlbench.send(c));
                long t1 = System.nanoTime();
                rb = text(other.send(c));
                long t2 = System.nanoTime();
                ta = t1 - t0;
                tb = t2 - t1;
            } else {
                long t0 = System.nanoTime();
                rb = text(other.send(c));
                long t1 = System.nanoTime();
                ra = text(owlbench.send(c));
                long t2 = System.nanoTime();
                tb = t1 - t0;
                ta = t2 - t1;
            }
            out.add(new Answer(q, ra, rb, ta, tb));
            if (progress != null) {
                progress.done(i + 1, questions.size());
            }
        }
        return out;
    }

    private static String text(GtpReply r) {
        return r.success ? r.firstLine() : "? " + r.firstLine();
    }
}
