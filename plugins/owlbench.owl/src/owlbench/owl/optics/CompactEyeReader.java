package owlbench.owl.optics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import owlbench.patterns.eyes.EyeDbParser;

/**
 * A fast reader of eye-shape databases in eyes.db's format, straight to compiled shapes: no
 * source ranges, no round trip, no diagnostics. It gives up (null) at anything the format does
 * not allow, and the caller then uses {@link EyeDbParser}, which says what and where. Shapes come
 * out as {@link EyeShapeDatabase.Shape#Shape(owlbench.patterns.eyes.EyeShape)} compiles them from
 * the parser (a test checks both on GNU Go's eyes.db and the generated database).
 */
final class CompactEyeReader {
    private CompactEyeReader() {
    }

    /** The shapes of the text in file order, or null if it is not plainly well-formed. */
    static List<EyeShapeDatabase.Shape> read(String text) {
        List<EyeShapeDatabase.Shape> out = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        int i = 0;
        while (i < lines.length) {
            String line = lines[i];
            if (!isPattern(line)) {
                if (!line.isBlank() && line.charAt(0) != '#') return null;
                i++;
                continue;
            }
            String name = line.substring(7).trim();
            if (name.isEmpty()) return null;
            i++;
            List<String> rows = new ArrayList<>();
            int[] value = null;
            boolean done = false;
            while (i < lines.length && !isPattern(lines[i])) {
                String l = lines[i++];
                if (l.isBlank() || l.charAt(0) == '#') {
                    if (!rows.isEmpty()) done = true;
                    continue;
                }
                if (l.charAt(0) == ':') {
                    if (value != null) return null;
                    value = digits(l.trim().substring(1));
                    if (value == null) return null;
                    done = true;
                    continue;
                }
                if (done) return null;
                rows.add(l);
            }
            if (value == null || rows.isEmpty()) return null;
            EyeShapeDatabase.Shape s = shape(name, rows, value);
            if (s == null) return null;
            out.add(s);
        }
        return out;
    }

    private static boolean isPattern(String s) {
        return s.startsWith("Pattern") && (s.length() == 7 || Character.isWhitespace(s.charAt(7)));
    }

    private static int[] digits(String v) {
        if (v.length() != 4) return null;
        int[] out = new int[4];
        for (int k = 0; k < 4; k++) {
            char c = v.charAt(k);
            if (c < '0' || c > '2') return null;
            out[k] = c - '0';
        }
        return out;
    }

    private static boolean isEdgeRow(String t) {
        String s = t.trim();
        if (s.isEmpty() || s.indexOf('-') < 0) return false;
        for (int k = 0; k < s.length(); k++) if (s.charAt(k) != '-' && s.charAt(k) != '+') return false;
        return true;
    }

    private static EyeShapeDatabase.Shape shape(String name, List<String> rows, int[] value) {
        boolean top = isEdgeRow(rows.get(0));
        boolean bottom = rows.size() > 1 && isEdgeRow(rows.get(rows.size() - 1));
        boolean left = false, right = false;
        for (int r = 0; r < rows.size(); r++) {
            String s = rows.get(r);
            if (isEdgeRow(s)) {
                if (r != 0 && r != rows.size() - 1) return null;
                continue;
            }
            if (s.startsWith("|")) left = true;
            if (s.trim().endsWith("|") && s.trim().length() > 1) right = true;
        }
        int cap = 0;
        for (String s : rows) cap += s.length();
        char[] sym = new char[cap];
        int[] row = new int[cap], col = new int[cap];
        int n = 0, rowIndex = 0;
        for (String s : rows) {
            if (isEdgeRow(s)) continue;
            String trimmed = s.trim();
            int lastColumn = trimmed.length() - 1 + s.indexOf(trimmed);
            for (int c = 0; c < s.length(); c++) {
                char ch = s.charAt(c);
                if (ch == ' ' || ch == '\t') continue;
                if (ch == '|') {
                    if (!((c == 0 && left) || (c == lastColumn && right))) return null;
                    continue;
                }
                if (EyeDbParser.SYMBOLS.indexOf(ch) < 0) return null;
                sym[n] = ch;
                row[n] = rowIndex;
                col[n] = left ? c - 1 : c;
                n++;
            }
            rowIndex++;
        }
        if (n == 0) return null;
        int[][] neighbours = new int[n][];
        int[] degree = new int[n];
        for (int a = 0; a < n; a++) {
            int[] t = new int[4];
            int k = 0;
            for (int b = 0; b < n && k < 4; b++) {
                if (Math.abs(row[a] - row[b]) + Math.abs(col[a] - col[b]) == 1) t[k++] = b;
            }
            neighbours[a] = Arrays.copyOf(t, k);
            degree[a] = k;
        }
        boolean[] wall = EyeShapeDatabase.Shape.walls(Arrays.copyOf(row, n), Arrays.copyOf(col, n), degree, top, bottom,
                left, right);
        return new EyeShapeDatabase.Shape(name, Arrays.copyOf(sym, n), neighbours, value, wall);
    }
}
