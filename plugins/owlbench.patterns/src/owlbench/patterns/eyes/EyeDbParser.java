package owlbench.patterns.eyes;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import owlbench.patterns.model.DbItem;
import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.model.LineMap;
import owlbench.patterns.model.SourceRange;
import owlbench.patterns.model.Trivia;

/**
 * Parser for eyes.db (doc/eyes.texi): {@code Pattern N}, an eye-space diagram in which blanks are not
 * part of the eye (so leading spaces matter), optional board edges, and a {@code :dddd} eye value.
 * Recovers after errors; keeps every item's text for a byte-exact round trip.
 */
public final class EyeDbParser {
    /** Eye-space symbols with their meaning (from the eyes.db header). */
    public static final String SYMBOLS = ".*<>!@$()Xx";

    private final String text;
    private final LineMap map;
    private final List<Diagnostic> diags = new ArrayList<>();
    private final List<DbItem> items = new ArrayList<>();
    private final List<int[]> lines = new ArrayList<>();

    private EyeDbParser(String text) {
        this.text = text;
        this.map = new LineMap(text);
    }

    /**
     * Whether a file name is an eye-shape database: GNU Go's {@code eyes.db}, or {@code eyes-NAME.db}
     * (owlbench's generated {@code eyes-generated.db}).
     */
    public static boolean isEyeDatabaseName(String fileName) {
        return fileName.equals("eyes.db") || (fileName.startsWith("eyes-") && fileName.endsWith(".db"));
    }

    public static EyeDbFile parse(Path file) throws IOException {
        return parse(file, owlbench.input.InputLimits.builtIn());
    }

    /** Reads and parses a file within the given limits (file size, line length). */
    public static EyeDbFile parse(Path file, owlbench.input.InputLimits limits) throws IOException {
        return parse(owlbench.input.InputFiles.readLines(file, StandardCharsets.ISO_8859_1, limits), file.getFileName().toString());
    }

    public static EyeDbFile parse(String text, String sourceName) {
        EyeDbParser p = new EyeDbParser(text);
        p.run();
        return new EyeDbFile(sourceName, text, p.items, p.diags);
    }

    private String content(int li) {
        int[] l = lines.get(li);
        return text.substring(l[0], l[1]);
    }

    private SourceRange lineRange(int li) {
        int[] l = lines.get(li);
        return map.range(l[0], l[1] - l[0]);
    }

    private static boolean isPattern(String s) {
        return s.startsWith("Pattern") && (s.length() == 7 || Character.isWhitespace(s.charAt(7)));
    }

    private void run() {
        int n = text.length();
        int start = 0;
        while (start < n) {
            int i = start;
            while (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r') i++;
            int ce = i;
            if (i < n) i += (text.charAt(i) == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') ? 2 : 1;
            lines.add(new int[] {start, ce, i});
            start = i;
        }
        int li = 0;
        int trivia = -1;
        while (li < lines.size()) {
            String s = content(li);
            if (isPattern(s)) {
                if (trivia >= 0) addTrivia(trivia, li);
                trivia = -1;
                int end = li + 1;
                while (end < lines.size() && !isPattern(content(end))) end++;
                shape(li, end);
                li = end;
                continue;
            }
            if (!s.trim().isEmpty() && s.charAt(0) != '#') {
                diags.add(Diagnostic.error("expected 'Pattern NAME' or a comment", lineRange(li)));
            }
            if (trivia < 0) trivia = li;
            li++;
        }
        if (trivia >= 0) addTrivia(trivia, lines.size());
    }

    private void addTrivia(int from, int to) {
        int s = lines.get(from)[0], e = lines.get(to - 1)[2];
        items.add(new Trivia(map.range(s, e - s), text.substring(s, e)));
    }

    private static long key(int row, int col) {
        return ((long) row << 32) ^ (col & 0xffffffffL);
    }

    private static boolean isEdgeRow(String t) {
        String s = t.trim();
        if (s.isEmpty()) return false;
        for (int i = 0; i < s.length(); i++) if (s.charAt(i) != '-' && s.charAt(i) != '+') return false;
        return s.indexOf('-') >= 0;
    }

    private void shape(int first, int end) {
        int[] head = lines.get(first);
        String hs = content(first);
        String name = hs.substring(7).trim();
        int nameOff = head[0] + (name.isEmpty() ? 0 : hs.indexOf(name, 7));
        SourceRange nameRange = map.range(nameOff, name.length());
        if (name.isEmpty()) diags.add(Diagnostic.error("pattern name missing after 'Pattern'", lineRange(first)));
        List<Integer> rows = new ArrayList<>();
        int colon = -1;
        boolean diagramDone = false;
        for (int li = first + 1; li < end; li++) {
            String s = content(li);
            if (s.trim().isEmpty() || s.charAt(0) == '#') {
                if (!rows.isEmpty()) diagramDone = true;
                continue;
            }
            if (s.charAt(0) == ':') {
                if (colon >= 0) diags.add(Diagnostic.error("second ':' line in eye shape " + name, lineRange(li)));
                else colon = li;
                diagramDone = true;
                continue;
            }
            if (diagramDone) {
                diags.add(Diagnostic.error("diagram row after a blank line or the ':' line", lineRange(li)));
                continue;
            }
            rows.add(li);
        }
        boolean top = false, bottom = false, left = false, right = false;
        List<String> rowTexts = new ArrayList<>();
        List<EyeVertex> vs = new ArrayList<>();
        if (rows.isEmpty()) {
            diags.add(Diagnostic.error("eye shape " + name + " has no diagram", lineRange(first)));
        } else {
            for (int li : rows) rowTexts.add(content(li));
            top = isEdgeRow(rowTexts.get(0));
            bottom = rows.size() > 1 && isEdgeRow(rowTexts.get(rows.size() - 1));
            for (int r = 0; r < rows.size(); r++) {
                String s = rowTexts.get(r);
                if (isEdgeRow(s)) {
                    if (r != 0 && r != rows.size() - 1) {
                        diags.add(Diagnostic.error("an edge row must be the first or last row", lineRange(rows.get(r))));
                    }
                    continue;
                }
                if (s.startsWith("|")) left = true;
                if (s.trim().endsWith("|") && s.trim().length() > 1) right = true;
            }
            int rowIndex = 0;
            for (int r = 0; r < rows.size(); r++) {
                String s = rowTexts.get(r);
                if (isEdgeRow(s)) continue;
                int base = lines.get(rows.get(r))[0];
                String trimmed = s.trim();
                int lastColumn = trimmed.length() - 1 + s.indexOf(trimmed); // once per row: a long row stays linear
                for (int c = 0; c < s.length(); c++) {
                    char ch = s.charAt(c);
                    if (ch == ' ' || ch == '\t') continue;
                    if (ch == '|') {
                        boolean border = (c == 0 && left) || (c == lastColumn && right);
                        if (!border) diags.add(Diagnostic.error("'|' (board edge) must be at the border of the diagram", map.range(base + c, 1)));
                        continue;
                    }
                    if (SYMBOLS.indexOf(ch) < 0) {
                        diags.add(Diagnostic.error("unknown eye-space symbol '" + ch + "'", map.range(base + c, 1)));
                        continue;
                    }
                    vs.add(new EyeVertex(ch, rowIndex, left ? c - 1 : c, map.range(base + c, 1)));
                }
                rowIndex++;
            }
            if (vs.isEmpty()) diags.add(Diagnostic.error("eye shape " + name + " has no vertices", lineRange(rows.get(0))));
        }
        // neighbours through a map from (row, column) to vertex: linear in the vertices, where comparing
        // every pair made a 100,000-character row take 12 s
        java.util.Map<Long, Integer> at = new java.util.HashMap<>(vs.size() * 2);
        for (int i = 0; i < vs.size(); i++) at.putIfAbsent(key(vs.get(i).row, vs.get(i).col), i);
        int[][] adj = new int[vs.size()][];
        int[][] steps = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};
        for (int i = 0; i < vs.size(); i++) {
            int[] tmp = new int[4];
            int k = 0;
            EyeVertex a = vs.get(i);
            for (int[] d : steps) {
                Integer j = at.get(key(a.row + d[0], a.col + d[1]));
                if (j != null) tmp[k++] = j;
            }
            java.util.Arrays.sort(tmp, 0, k);
            adj[i] = java.util.Arrays.copyOf(tmp, k);
        }
        int[] value = null;
        SourceRange valueRange = null;
        if (colon < 0) {
            diags.add(Diagnostic.error("eye shape " + name + " has no ':' line with its eye value", lineRange(first)));
        } else {
            String s = content(colon).trim();
            int base = lines.get(colon)[0];
            valueRange = map.range(base + 1, Math.max(0, s.length() - 1));
            String v = s.substring(1);
            if (v.length() != 4 || !v.chars().allMatch(ch -> ch >= '0' && ch <= '2')) {
                diags.add(Diagnostic.error("eye value must be four digits 0-2 (like :1122), found '" + v + "'", valueRange));
            } else {
                value = new int[4];
                for (int i = 0; i < 4; i++) value[i] = v.charAt(i) - '0';
                for (int i = 1; i < 4; i++) {
                    if (value[i] < value[i - 1]) {
                        diags.add(Diagnostic.warning("eye value digits should not decrease", valueRange));
                        break;
                    }
                }
            }
        }
        int s0 = head[0], e0 = lines.get(end - 1)[2];
        items.add(new EyeShape(map.range(s0, e0 - s0), text.substring(s0, e0), name, nameRange, rowTexts, vs, adj,
                top, bottom, left, right, value, valueRange));
    }
}
