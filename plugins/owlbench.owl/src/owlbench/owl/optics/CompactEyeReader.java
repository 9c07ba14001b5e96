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
 *
 * <p>It works in two steps so that a database of tens of thousands of shapes costs little until
 * it is used: {@link #index} checks the whole text and gives each shape's place and matching key
 * (its size, degrees and marginal flags) without building anything; {@link #shape} compiles the
 * shape at a place, when an eye graph with that key is first looked up.
 */
final class CompactEyeReader {
    private CompactEyeReader() {
    }

    /** Where each shape starts (its {@code Pattern} line) and its matching key, in file order. */
    record Index(int[] offsets, long[] keys, int maxSize) {
    }

    /** The shapes of the text in file order, or null if it is not plainly well-formed. */
    static List<EyeShapeDatabase.Shape> read(String text) {
        Index index = index(text);
        if (index == null) return null;
        List<EyeShapeDatabase.Shape> out = new ArrayList<>(index.offsets().length);
        for (int offset : index.offsets()) out.add(shape(text, offset));
        return out;
    }

    /** Checks the text and indexes its shapes; null if it is not plainly well-formed. */
    static Index index(String text) {
        Scan scan = new Scan(text);
        int[] offsets = new int[1024];
        long[] keys = new long[1024];
        int count = 0, maxSize = 0;
        int pos = 0, end = text.length();
        while (pos <= end) {
            int eol = lineEnd(text, pos);
            if (isPattern(text, pos, eol)) {
                int next = scan.pattern(pos);
                if (next < 0) return null;
                if (count == offsets.length) {
                    offsets = Arrays.copyOf(offsets, 2 * count);
                    keys = Arrays.copyOf(keys, 2 * count);
                }
                offsets[count] = pos;
                keys[count] = scan.key();
                count++;
                maxSize = Math.max(maxSize, scan.n);
                pos = next;
                continue;
            }
            if (!isBlank(text, pos, eol) && text.charAt(pos) != '#') return null;
            pos = eol + 1;
        }
        return new Index(Arrays.copyOf(offsets, count), Arrays.copyOf(keys, count), maxSize);
    }

    /** The shape whose {@code Pattern} line starts at offset (a place {@link #index} gave). */
    static EyeShapeDatabase.Shape shape(String text, int offset) {
        Scan scan = new Scan(text);
        if (scan.pattern(offset) < 0) throw new IllegalArgumentException("no well-formed shape at " + offset);
        return scan.compile();
    }

    /**
     * The matching key of a graph: its size and the sorted degree-and-margin signatures of its
     * vertices (an isomorphism keeps both). Equal graphs give equal keys; unequal ones may share
     * one (large graphs are folded), which only costs a failed match.
     */
    static long key(int[] signature, int n) {
        int[] sig = Arrays.copyOf(signature, n);
        Arrays.sort(sig);
        long k = n;
        for (int x : sig) k = n <= 14 ? (k << 4) | x : k * 31 + x;
        return k;
    }

    /** A vertex's signature: degree times two, plus one on a margin. */
    static int signature(int degree, boolean marginal) {
        return degree * 2 + (marginal ? 1 : 0);
    }

    static boolean isMarginalSymbol(char c) {
        return "!@$()".indexOf(c) >= 0;
    }

    // ------------------------------------------------------------------ lines of the text

    private static int lineEnd(String t, int pos) {
        int e = t.indexOf('\n', pos);
        return e < 0 ? t.length() : e;
    }

    /** End of the line's content: before a "\r" that ends it (the text is split at "\r?\n"). */
    private static int contentEnd(String t, int pos, int eol) {
        return eol > pos && eol < t.length() && t.charAt(eol - 1) == '\r' ? eol - 1 : eol;
    }

    private static boolean isPattern(String t, int pos, int eol) {
        int end = contentEnd(t, pos, eol);
        return t.startsWith("Pattern", pos) && pos + 7 <= end && (pos + 7 == end || Character.isWhitespace(t.charAt(pos + 7)));
    }

    private static boolean isBlank(String t, int from, int to) {
        int end = contentEnd(t, from, to);
        for (int i = from; i < end; i++) if (!Character.isWhitespace(t.charAt(i))) return false;
        return true;
    }

    /** First and last index + 1 of the line without what String.trim removes. */
    private static int trimStart(String t, int from, int to) {
        while (from < to && t.charAt(from) <= ' ') from++;
        return from;
    }

    private static int trimEnd(String t, int from, int to) {
        while (to > from && t.charAt(to - 1) <= ' ') to--;
        return to;
    }

    /** One shape read from the text into reused arrays: the validation of the index and the compiler's input. */
    private static final class Scan {
        private final String t;
        private int nameFrom, nameTo;
        private final int[] rowFrom = new int[64], rowTo = new int[64];
        private final boolean[] edgeRow = new boolean[64];
        private int rows;
        private final int[] value = new int[4];
        private char[] sym = new char[64];
        private int[] row = new int[64], col = new int[64];
        private int n;
        private boolean top, bottom, left, right;

        Scan(String t) {
            this.t = t;
        }

        /**
         * Reads the pattern whose line starts at pos: returns where the next line to look at
         * starts (the next pattern's line or past the end), or -1 if it is not well-formed.
         */
        int pattern(int pos) {
            int eol = lineEnd(t, pos);
            int end = contentEnd(t, pos, eol);
            nameFrom = trimStart(t, pos + 7, end);
            nameTo = trimEnd(t, nameFrom, end);
            if (nameFrom >= nameTo) return -1;
            pos = eol + 1;
            rows = 0;
            boolean hasValue = false, done = false;
            int len = t.length();
            while (pos <= len) {
                eol = lineEnd(t, pos);
                if (isPattern(t, pos, eol)) break;
                end = contentEnd(t, pos, eol);
                int from = pos;
                pos = eol + 1;
                if (isBlank(t, from, end) || t.charAt(from) == '#') {
                    if (rows > 0) done = true;
                    continue;
                }
                if (t.charAt(from) == ':') {
                    if (hasValue) return -1;
                    int a = trimStart(t, from, end), b = trimEnd(t, a, end);
                    if (b - a != 5) return -1;
                    for (int k = 0; k < 4; k++) {
                        char c = t.charAt(a + 1 + k);
                        if (c < '0' || c > '2') return -1;
                        value[k] = c - '0';
                    }
                    hasValue = true;
                    done = true;
                    continue;
                }
                if (done || rows == rowFrom.length) return -1;
                rowFrom[rows] = from;
                rowTo[rows] = end;
                rows++;
            }
            if (!hasValue || rows == 0) return -1;
            return cells() ? pos : -1;
        }

        private boolean isEdgeRow(int r) {
            int a = trimStart(t, rowFrom[r], rowTo[r]), b = trimEnd(t, a, rowTo[r]);
            if (a == b) return false;
            boolean dash = false;
            for (int k = a; k < b; k++) {
                char c = t.charAt(k);
                if (c == '-') dash = true;
                else if (c != '+') return false;
            }
            return dash;
        }

        /** The vertices of the rows, with the edges they draw. */
        private boolean cells() {
            for (int r = 0; r < rows; r++) edgeRow[r] = isEdgeRow(r);
            top = edgeRow[0];
            bottom = rows > 1 && edgeRow[rows - 1];
            left = false;
            right = false;
            for (int r = 0; r < rows; r++) {
                if (edgeRow[r]) {
                    if (r != 0 && r != rows - 1) return false;
                    continue;
                }
                if (t.charAt(rowFrom[r]) == '|') left = true;
                int a = trimStart(t, rowFrom[r], rowTo[r]), b = trimEnd(t, a, rowTo[r]);
                if (b - a > 1 && t.charAt(b - 1) == '|') right = true;
            }
            n = 0;
            int rowIndex = 0;
            for (int r = 0; r < rows; r++) {
                if (edgeRow[r]) continue;
                int from = rowFrom[r], to = rowTo[r];
                int lastColumn = trimEnd(t, from, to) - 1 - from;
                for (int c = 0; from + c < to; c++) {
                    char ch = t.charAt(from + c);
                    if (ch == ' ' || ch == '\t') continue;
                    if (ch == '|') {
                        if (!((c == 0 && left) || (c == lastColumn && right))) return false;
                        continue;
                    }
                    if (EyeDbParser.SYMBOLS.indexOf(ch) < 0) return false;
                    if (n == sym.length) {
                        sym = Arrays.copyOf(sym, 2 * n);
                        row = Arrays.copyOf(row, 2 * n);
                        col = Arrays.copyOf(col, 2 * n);
                    }
                    sym[n] = ch;
                    row[n] = rowIndex;
                    col[n] = left ? c - 1 : c;
                    n++;
                }
                rowIndex++;
            }
            return n > 0;
        }

        private boolean adjacent(int a, int b) {
            return Math.abs(row[a] - row[b]) + Math.abs(col[a] - col[b]) == 1;
        }

        /** As {@link CompactEyeReader#key}, without allocating: the signatures (0..9) counted, then listed in order. */
        long key() {
            if (n > 14) {
                int[] sig = new int[n];
                for (int a = 0; a < n; a++) sig[a] = signature(degree(a), isMarginalSymbol(sym[a]));
                return CompactEyeReader.key(sig, n);
            }
            int[] count = counts;
            Arrays.fill(count, 0);
            for (int a = 0; a < n; a++) count[signature(degree(a), isMarginalSymbol(sym[a]))]++;
            long k = n;
            for (int x = 0; x < count.length; x++) for (int c = count[x]; c > 0; c--) k = (k << 4) | x;
            return k;
        }

        private final int[] counts = new int[10];

        private int degree(int a) {
            int d = 0;
            for (int b = 0; b < n && d < 4; b++) if (adjacent(a, b)) d++;
            return d;
        }

        EyeShapeDatabase.Shape compile() {
            int[][] neighbours = new int[n][];
            int[] degree = new int[n];
            for (int a = 0; a < n; a++) {
                int[] nb = new int[4];
                int k = 0;
                for (int b = 0; b < n && k < 4; b++) if (adjacent(a, b)) nb[k++] = b;
                neighbours[a] = Arrays.copyOf(nb, k);
                degree[a] = k;
            }
            boolean[] wall = EyeShapeDatabase.Shape.walls(Arrays.copyOf(row, n), Arrays.copyOf(col, n), degree, top, bottom,
                    left, right);
            return new EyeShapeDatabase.Shape(t.substring(nameFrom, nameTo), Arrays.copyOf(sym, n), neighbours,
                    value.clone(), wall);
        }
    }
}
