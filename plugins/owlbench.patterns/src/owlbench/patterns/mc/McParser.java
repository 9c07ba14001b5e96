package owlbench.patterns.mc;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.model.LineMap;

/**
 * Reads the Monte Carlo 3x3 pattern databases (doc/montecarlo.texi). A pattern is three rows of three
 * symbols ({@code . X O x o ? % *} and the edges {@code | - +}) with '*' in the centre, then, after
 * optional blank lines, one or more lines {@code :VALUE[,PROPERTY]...}. '#' lines are comments; lines of
 * only whitespace are blank; whitespace after a diagram row is allowed. Errors carry line and column, and
 * the parser goes on with the next pattern.
 */
public final class McParser {
    /** Every property a value line may list. */
    public static final Set<String> PROPERTIES = Set.of("near", "far", "osafe", "ounsafe", "xsafe", "xunsafe",
            "xsuicide", "xnosuicide", "ocap0", "ocap1", "ocap2", "ocap3", "ocap1+", "ocap1-", "ocap2+", "ocap2-",
            "xcap0", "xcap1", "xcap2", "xcap3", "xcap1+", "xcap1-", "xcap2+", "xcap2-");

    private static final String SYMBOLS = ".XOxo?%*|-+";

    private McParser() {
    }

    public static McDbFile parse(Path file) throws IOException {
        return parse(file, owlbench.input.InputLimits.builtIn());
    }

    /** Reads and parses a file within the given limits (file size, line length). */
    public static McDbFile parse(Path file, owlbench.input.InputLimits limits) throws IOException {
        return parse(owlbench.input.InputFiles.readLines(file, StandardCharsets.ISO_8859_1, limits), file.getFileName().toString());
    }

    public static McDbFile parse(String text, String sourceName) {
        LineMap map = new LineMap(text);
        List<int[]> lines = new ArrayList<>(); // {start, end without terminator, end with terminator}
        int s = 0;
        while (s < text.length()) {
            int e = text.indexOf('\n', s);
            int next = e < 0 ? text.length() : e + 1;
            if (e < 0) e = text.length();
            int ce = e > s && text.charAt(e - 1) == '\r' ? e - 1 : e;
            lines.add(new int[] {s, ce, next});
            s = next;
        }
        List<McPattern> patterns = new ArrayList<>();
        List<Diagnostic> diags = new ArrayList<>();
        int i = 0;
        while (i < lines.size()) {
            String l = line(text, lines.get(i));
            if (l.startsWith("#") || l.trim().isEmpty()) {
                i++;
                continue;
            }
            if (l.startsWith(":")) {
                diags.add(Diagnostic.error("value line without a pattern above it", map.range(lines.get(i)[0], 1)));
                i++;
                continue;
            }
            // a diagram: three rows
            int first = i;
            char[] grid = new char[9];
            boolean ok = true;
            for (int r = 0; r < 3; r++, i++) {
                if (i >= lines.size() || line(text, lines.get(i)).startsWith(":") || line(text, lines.get(i)).trim().isEmpty()
                        || line(text, lines.get(i)).startsWith("#")) {
                    int at = i < lines.size() ? lines.get(i)[0] : text.length();
                    diags.add(Diagnostic.error("a Monte Carlo pattern has exactly 3 rows", map.range(at, 0)));
                    ok = false;
                    break;
                }
                String row = line(text, lines.get(i));
                String cells = stripTrailing(row);
                int base = lines.get(i)[0];
                if (cells.length() != 3) {
                    diags.add(Diagnostic.error("a Monte Carlo row has exactly 3 symbols, found " + cells.length(), map.range(base, cells.length())));
                    ok = false;
                }
                for (int c = 0; c < Math.min(3, cells.length()); c++) {
                    char ch = cells.charAt(c);
                    if (SYMBOLS.indexOf(ch) < 0) {
                        diags.add(Diagnostic.error("unknown symbol '" + ch + "'", map.range(base + c, 1)));
                        ok = false;
                    }
                    grid[r * 3 + c] = ch;
                }
            }
            if (ok && grid[4] != '*') {
                diags.add(Diagnostic.error("the centre of a Monte Carlo pattern must be '*'", map.range(lines.get(first + 1)[0] + 1, 1)));
                ok = false;
            }
            if (!ok) {
                // skip the rest of this pattern: its rows, blank lines and its value lines
                while (i < lines.size() && !line(text, lines.get(i)).trim().isEmpty() && !line(text, lines.get(i)).startsWith(":")) i++;
                while (i < lines.size() && line(text, lines.get(i)).trim().isEmpty()) i++;
                while (i < lines.size() && line(text, lines.get(i)).startsWith(":")) i++;
                continue;
            }
            while (i < lines.size() && line(text, lines.get(i)).trim().isEmpty()) i++;
            List<McPattern.ValueLine> values = new ArrayList<>();
            int last = i - 1;
            while (i < lines.size() && line(text, lines.get(i)).startsWith(":")) {
                McPattern.ValueLine v = valueLine(text, lines.get(i), map, diags);
                if (v != null) values.add(v);
                last = i;
                i++;
            }
            if (i == first + 3 || !line(text, lines.get(last)).startsWith(":")) {
                diags.add(Diagnostic.error("a Monte Carlo pattern needs a ':' value line", map.range(lines.get(first)[0], 3)));
                continue;
            }
            int start = lines.get(first)[0], end = lines.get(last)[2];
            patterns.add(new McPattern(grid, values, map.range(start, end - start), text.substring(start, end)));
        }
        return new McDbFile(sourceName, text, patterns, diags);
    }

    private static McPattern.ValueLine valueLine(String text, int[] ln, LineMap map, List<Diagnostic> diags) {
        String l = stripTrailing(line(text, ln));
        String[] parts = l.substring(1).split(",", -1);
        int at = ln[0] + 1;
        long value;
        try {
            value = Long.parseLong(parts[0].trim());
            if (value < 0 || value > 0xffffffffL) throw new NumberFormatException();
        } catch (NumberFormatException e) {
            diags.add(Diagnostic.error("the move value must be an unsigned 32-bit number: '" + parts[0] + "'", map.range(at, parts[0].length())));
            return null;
        }
        at += parts[0].length() + 1;
        List<String> props = new ArrayList<>();
        boolean ok = true;
        for (int k = 1; k < parts.length; k++) {
            String p = parts[k].trim();
            if (!PROPERTIES.contains(p)) {
                diags.add(Diagnostic.error("unknown Monte Carlo property '" + p + "'", map.range(at, parts[k].length())));
                ok = false;
            }
            props.add(p);
            at += parts[k].length() + 1;
        }
        return ok ? new McPattern.ValueLine(value, props, map.range(ln[0], ln[1] - ln[0])) : null;
    }

    private static String line(String text, int[] ln) {
        return text.substring(ln[0], ln[1]);
    }

    private static String stripTrailing(String s) {
        int e = s.length();
        while (e > 0 && (s.charAt(e - 1) == ' ' || s.charAt(e - 1) == '\t')) e--;
        return s.substring(0, e);
    }
}
