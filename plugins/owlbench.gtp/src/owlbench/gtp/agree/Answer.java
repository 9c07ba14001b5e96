package owlbench.gtp.agree;

/** Both engines' answers to one question and the time each took. */
public final class Answer {
    public final Question question;
    /** owlbench's answer text ("1 D4", "0"), "? message" for an error. */
    public final String owlbench;
    /** The other engine's answer text, same form. */
    public final String other;
    public final long owlbenchNanos;
    public final long otherNanos;
    /** CPU time each engine used for the question (see CpuClock), -1 if unknown. */
    public final long owlbenchCpuNanos;
    public final long otherCpuNanos;

    public Answer(Question question, String owlbench, String other, long owlbenchNanos, long otherNanos) {
        this(question, owlbench, other, owlbenchNanos, otherNanos, -1, -1);
    }

    public Answer(Question question, String owlbench, String other, long owlbenchNanos, long otherNanos,
            long owlbenchCpuNanos, long otherCpuNanos) {
        this.question = question;
        this.owlbench = owlbench;
        this.other = other;
        this.owlbenchNanos = owlbenchNanos;
        this.otherNanos = otherNanos;
        this.owlbenchCpuNanos = owlbenchCpuNanos;
        this.otherCpuNanos = otherCpuNanos;
    }

    /** The result code of an answer (0, 1 win, 2 and 3 ko), -1 for an error or an unreadable answer. */
    public static int code(String answer) {
        if (answer.isEmpty() || answer.charAt(0) < '0' || answer.charAt(0) > '3') {
            return -1;
        }
        if (answer.length() > 1 && answer.charAt(1) != ' ') {
            return -1;
        }
        return answer.charAt(0) - '0';
    }

    /** The move of an answer ("D4", "PASS"), empty for "0" and errors. */
    public static String move(String answer) {
        int sp = answer.indexOf(' ');
        return code(answer) <= 0 || sp < 0 ? "" : answer.substring(sp + 1).trim();
    }

    /** Same result code. */
    public boolean agrees() {
        int a = code(owlbench);
        return a >= 0 && a == code(other);
    }

    /** Same result code and the same move. */
    public boolean sameMove() {
        return agrees() && move(owlbench).equals(move(other));
    }

    /**
     * What kind of difference this is, by the codes alone: "owlbench succeeds" (owlbench finds a
     * win or ko where the other answers 0), "other succeeds", "ko difference" (both succeed,
     * one with a ko), "error" (an engine refused), "" when the codes agree.
     */
    public String difference() {
        int a = code(owlbench);
        int b = code(other);
        if (a < 0 || b < 0) {
            return "error";
        }
        if (a == b) {
            return "";
        }
        if (a == 0) {
            return "other succeeds";
        }
        if (b == 0) {
            return "owlbench succeeds";
        }
        return "ko difference";
    }
}
