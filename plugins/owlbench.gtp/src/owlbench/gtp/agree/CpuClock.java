package owlbench.gtp.agree;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import owlbench.gtp.client.GtpClient;
import owlbench.gtp.client.ProcessGtpClient;

/**
 * The CPU time an engine has used so far, in nanoseconds: on a shared, loaded machine it says
 * more about an engine's work than wall time. An in-process engine runs on the calling thread
 * (its thread CPU time); an engine process is read from /proc (all its threads, in clock ticks:
 * coarse for one question, fair over many). -1 where neither is available.
 */
@FunctionalInterface
public interface CpuClock {
    long nanos();

    /** Clock ticks per second of /proc/PID/stat (USER_HZ, 100 on Linux). */
    long TICK_NANOS = 10_000_000L;

    /** The clock for a client: its process's CPU time, or the calling thread's for an in-process engine. */
    static CpuClock of(GtpClient client) {
        if (client instanceof ProcessGtpClient) {
            Path stat = Paths.get("/proc", Long.toString(((ProcessGtpClient) client).pid()), "stat");
            if (!Files.isReadable(stat)) {
                return () -> -1;
            }
            return () -> processNanos(stat);
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        if (!mx.isCurrentThreadCpuTimeSupported()) {
            return () -> -1;
        }
        return mx::getCurrentThreadCpuTime;
    }

    /** utime + stime of a /proc/PID/stat file, in nanoseconds (-1 if unreadable). */
    static long processNanos(Path stat) {
        try {
            String s = new String(Files.readAllBytes(stat), StandardCharsets.US_ASCII);
            // fields after the command name in parentheses (which may hold blanks): state is field 3
            String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * TICK_NANOS;
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
