package owlbench.gtp.agree;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** The wide check's figures as text: agreement per kind, differences, times side by side, disagreements. */
public final class AgreementReport {
    private AgreementReport() {
    }

    /** Agreement and differences per kind, and the total. */
    public static String agreement(List<Answer> answers, String otherName) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%-11s %6s %6s %7s %9s %10s %10s %8s %6s%n", "question", "asked", "agree",
                "agree%", "same move", "owl wins", otherName + " wins", "ko diff", "error"));
        int[] total = new int[7];
        for (int k = 0; k <= Question.KINDS.length; k++) {
            int[] c = new int[7];
            String name = k < Question.KINDS.length ? Question.KINDS[k] : "all";
            for (Answer a : answers) {
                if (k < Question.KINDS.length && a.question.kindIndex() != k) {
                    continue;
                }
                c[0]++;
                if (a.agrees()) {
                    c[1]++;
                    if (a.sameMove()) {
                        c[2]++;
                    }
                }
                switch (a.difference()) {
                    case "owlbench succeeds": c[3]++; break;
                    case "other succeeds": c[4]++; break;
                    case "ko difference": c[5]++; break;
                    case "error": c[6]++; break;
                    default: break;
                }
            }
            if (k == Question.KINDS.length) {
                c = total;
            } else {
                for (int i = 0; i < c.length; i++) {
                    total[i] += c[i];
                }
            }
            sb.append(String.format(Locale.ROOT, "%-11s %6d %6d %6.1f%% %9d %10d %10d %8d %6d%n", name, c[0], c[1],
                    c[0] == 0 ? 0.0 : 100.0 * c[1] / c[0], c[2], c[3], c[4], c[5], c[6]));
        }
        return sb.toString();
    }

    /** Time per question per kind, both engines: total, mean and median in milliseconds. */
    public static String times(List<Answer> answers, String owlName, String otherName) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%-11s %6s | %-27s | %-27s | %s%n", "question", "n",
                owlName + " total/mean/median ms", otherName + " total/mean/median ms", "ratio (total)"));
        for (int k = 0; k <= Question.KINDS.length; k++) {
            List<Long> a = new ArrayList<>();
            List<Long> b = new ArrayList<>();
            for (Answer x : answers) {
                if (k == Question.KINDS.length || x.question.kindIndex() == k) {
                    a.add(x.owlbenchNanos);
                    b.add(x.otherNanos);
                }
            }
            double ta = sum(a);
            double tb = sum(b);
            sb.append(String.format(Locale.ROOT, "%-11s %6d | %9.0f %8.2f %8.2f | %9.0f %8.2f %8.2f | %.2f%n",
                    k < Question.KINDS.length ? Question.KINDS[k] : "all", a.size(), ta, mean(a), median(a), tb, mean(b),
                    median(b), tb == 0 ? 0.0 : ta / tb));
        }
        return sb.toString();
    }

    /**
     * CPU time per kind, both engines, in milliseconds (see CpuClock: an engine process's is
     * counted in 10 ms ticks, fair in total, not per question); empty if either is unknown.
     */
    public static String cpuTimes(List<Answer> answers, String owlName, String otherName) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%-11s %6s | %14s | %14s | %s%n", "question", "n", owlName + " cpu ms",
                otherName + " cpu ms", "ratio"));
        for (int k = 0; k <= Question.KINDS.length; k++) {
            double a = 0;
            double b = 0;
            int n = 0;
            for (Answer x : answers) {
                if (k == Question.KINDS.length || x.question.kindIndex() == k) {
                    if (x.owlbenchCpuNanos < 0 || x.otherCpuNanos < 0) {
                        return "";
                    }
                    a += x.owlbenchCpuNanos / 1e6;
                    b += x.otherCpuNanos / 1e6;
                    n++;
                }
            }
            sb.append(String.format(Locale.ROOT, "%-11s %6d | %14.0f | %14.0f | %.2f%n",
                    k < Question.KINDS.length ? Question.KINDS[k] : "all", n, a, b, b == 0 ? 0.0 : a / b));
        }
        return sb.toString();
    }

    /** Every disagreement, one a line: position, question, both answers. */
    public static String disagreements(List<Answer> answers, String otherName, String gamesRoot) {
        StringBuilder sb = new StringBuilder();
        for (Answer a : answers) {
            if (a.agrees()) {
                continue;
            }
            sb.append(String.format(Locale.ROOT, "%s %d  %-16s owlbench: %-8s %s: %-8s (%s)%n",
                    shortName(a.question.file, gamesRoot), a.question.move, a.question.command(), a.owlbench, otherName,
                    a.other, a.difference()));
        }
        return sb.toString();
    }

    /** Every question as a tab-separated line (for study and for comparing runs). */
    public static String tsv(List<Answer> answers, String gamesRoot) {
        StringBuilder sb = new StringBuilder(
                "file\tmove\tquestion\towlbench\tother\towlbench_ms\tother_ms\tagree\towlbench_cpu_ms\tother_cpu_ms\n");
        for (Answer a : answers) {
            sb.append(shortName(a.question.file, gamesRoot)).append('\t').append(a.question.move).append('\t')
                    .append(a.question.command()).append('\t').append(a.owlbench).append('\t').append(a.other)
                    .append('\t').append(String.format(Locale.ROOT, "%.3f\t%.3f", a.owlbenchNanos / 1e6, a.otherNanos / 1e6))
                    .append('\t').append(a.agrees() ? (a.sameMove() ? "same" : "code") : a.difference())
                    .append('\t').append(String.format(Locale.ROOT, "%.3f\t%.3f", a.owlbenchCpuNanos / 1e6, a.otherCpuNanos / 1e6))
                    .append('\n');
        }
        return sb.toString();
    }

    static String shortName(String file, String root) {
        return root != null && file.startsWith(root + "/") ? file.substring(root.length() + 1) : file;
    }

    private static double sum(List<Long> v) {
        double s = 0;
        for (long x : v) {
            s += x;
        }
        return s / 1e6;
    }

    private static double mean(List<Long> v) {
        return v.isEmpty() ? 0 : sum(v) / v.size();
    }

    private static double median(List<Long> v) {
        if (v.isEmpty()) {
            return 0;
        }
        long[] a = v.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(a);
        return a[a.length / 2] / 1e6;
    }
}
