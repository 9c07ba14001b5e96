package owlbench.gtp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One preprocessed GTP command line: an optional id, the command name and its arguments
 * (GTP version 2, section 2.5 "Preprocessing" and 2.6 "Commands").
 */
public final class GtpCommand {
    /** The id, or -1 when the line had none. */
    public final long id;
    /** The command name; empty when the line held only an id. */
    public final String name;
    /** The arguments as whitespace-separated words. */
    public final List<String> args;

    /** The id's digits as echoed (leading zeros dropped); kept as text, so an id past 2^63-1 is echoed as given. */
    private final String idDigits;

    public GtpCommand(long id, String name, List<String> args) {
        this(id, id < 0 ? "" : Long.toString(id), name, args);
    }

    private GtpCommand(long id, String idDigits, String name, List<String> args) {
        this.id = id;
        this.idDigits = idDigits;
        this.name = name;
        this.args = Collections.unmodifiableList(new ArrayList<>(args));
    }

    /** The id as echoed in the answer ("" when there is none). */
    public String idText() {
        return idDigits;
    }

    /**
     * Applies the protocol's preprocessing to one raw line and splits it.
     * Control characters other than HT and LF are deleted (so CR from CR LF vanishes),
     * everything from '#' is a comment, HT becomes a space.
     *
     * @return the command, or null when nothing remains (blank or comment-only line)
     */
    public static GtpCommand parse(String rawLine) {
        String line = preprocess(rawLine);
        List<String> words = splitWords(line);
        if (words.isEmpty()) {
            return null;
        }
        long id = -1;
        String digits = "";
        int first = 0;
        String w0 = words.get(0);
        if (isUnsignedInteger(w0)) {
            id = parseIdOrMax(w0);
            int z = 0;
            while (z < w0.length() - 1 && w0.charAt(z) == '0') {
                z++;
            }
            digits = w0.substring(z);
            first = 1;
        }
        String name = first < words.size() ? words.get(first) : "";
        List<String> args = first + 1 < words.size() ? words.subList(first + 1, words.size()) : List.of();
        return new GtpCommand(id, digits, name, args);
    }

    /** Deletes control characters except HT/LF, cuts comments, turns HT into spaces. */
    public static String preprocess(String raw) {
        StringBuilder sb = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '#') {
                break;
            }
            if (c == '\t') {
                sb.append(' ');
            } else if (c == '\n' || (c >= 32 && c != 127)) {
                sb.append(c);
            }
            // other control characters (CR, NUL, BEL, DEL ...) are deleted as the spec says
        }
        return sb.toString();
    }

    static List<String> splitWords(String line) {
        List<String> out = new ArrayList<>();
        int n = line.length();
        int i = 0;
        while (i < n) {
            while (i < n && isSpace(line.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < n && !isSpace(line.charAt(i))) {
                i++;
            }
            if (i > start) {
                out.add(line.substring(start, i));
            }
        }
        return out;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\n' || Character.isWhitespace(c);
    }

    static boolean isUnsignedInteger(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /** {@link #id} of an id longer than a long is clamped; the answer echoes the digits as given. */
    private static long parseIdOrMax(String digits) {
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE;
        }
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (id >= 0) {
            sb.append(id).append(' ');
        }
        sb.append(name);
        for (String a : args) {
            sb.append(' ').append(a);
        }
        return sb.toString();
    }
}
