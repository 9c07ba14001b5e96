package owlbench.ui.model;

import java.util.Locale;

/**
 * Words for owlbench's worm_status answer ("alive 0", "dead 1 E4 0", "critical 1 E4 1 E4",
 * "ko 2 B1 3 D2": the status, then the attack result and, when the attack works, the defence
 * result, each "0" or a GTP reading code with its move), as the Properties view shows it.
 */
public final class TacticalStatus {

    /** Appended to the status, so the user knows where it comes from. */
    public static final String SOURCE = "owlbench tactical reading";

    private TacticalStatus() {
    }

    /** "critical: attack E4, defence E4 (owlbench tactical reading)"; an unexpected answer is shown as it came. */
    public static String describe(String answer) {
        String[] t = answer.trim().split("\\s+");
        try {
            int i = 1;
            StringBuilder sb = new StringBuilder(t[0].toLowerCase(Locale.ROOT));
            if (t[i].equals("0")) {
                sb.append(": no attack");
            } else {
                sb.append(": attack ").append(t[i + 1]).append(ko(t[i]));
                i += 2;
                if (t[i].equals("0")) {
                    sb.append(", no defence");
                } else {
                    sb.append(", defence ").append(t[i + 1]).append(ko(t[i]));
                }
            }
            return sb.append(" (").append(SOURCE).append(')').toString();
        } catch (ArrayIndexOutOfBoundsException e) {
            return answer.trim() + " (" + SOURCE + ")";
        }
    }

    /** GTP codes: 1 unconditional, 2 ko the other side must find the first threat for, 3 ko needing our first threat. */
    private static String ko(String code) {
        return switch (code) {
            case "2" -> " (ko)";
            case "3" -> " (ko, needs the first threat)";
            default -> "";
        };
    }
}
