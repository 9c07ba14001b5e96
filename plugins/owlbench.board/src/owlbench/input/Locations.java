package owlbench.input;

/**
 * Text quoted into a {@code file:line:column: message} line: a line break or another control
 * character in a file name or a quoted value is written as an escape ({@code \n}, {@code \u0000}),
 * so every line of output starts with its location.
 */
public final class Locations {
    private Locations() {
    }

    /** The text with CR, LF, TAB and the other control characters escaped. */
    public static String escape(String s) {
        if (s == null) {
            return null;
        }
        int i = 0;
        int n = s.length();
        while (i < n && s.charAt(i) >= ' ' && s.charAt(i) != 0x7f
                && s.charAt(i) != '\u2028' && s.charAt(i) != '\u2029' && s.charAt(i) != '\u0085') {
            i++;
        }
        if (i == n) {
            return s;
        }
        StringBuilder sb = new StringBuilder(n + 8).append(s, 0, i);
        for (; i < n; i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\n': sb.append("\\n"); break;
                case '\r': sb.append("\\r"); break;
                case '\t': sb.append("\\t"); break;
                default:
                    if (c < ' ' || c == 0x7f || c == '\u2028' || c == '\u2029' || c == '\u0085') {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
            }
        }
        return sb.toString();
    }
}
