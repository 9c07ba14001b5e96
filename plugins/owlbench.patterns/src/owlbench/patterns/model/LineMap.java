package owlbench.patterns.model;

import java.util.Arrays;

/** Maps character offsets of a text to 1-based line and column numbers (binary search over line starts). */
public final class LineMap {
    private final int[] lineStarts;
    private final int textLength;

    public LineMap(CharSequence text) {
        int[] starts = new int[64];
        int n = 0;
        starts[n++] = 0;
        int len = text.length();
        for (int i = 0; i < len; i++) {
            char c = text.charAt(i);
            boolean eol = c == '\n' || (c == '\r' && (i + 1 >= len || text.charAt(i + 1) != '\n'));
            if (eol) {
                if (n == starts.length) starts = Arrays.copyOf(starts, n * 2);
                starts[n++] = i + 1;
            }
        }
        this.lineStarts = Arrays.copyOf(starts, n);
        this.textLength = len;
    }

    /** 1-based line of the offset. */
    public int line(int offset) {
        int i = Arrays.binarySearch(lineStarts, offset);
        if (i < 0) i = -i - 2;
        return i + 1;
    }

    /** 1-based column of the offset. */
    public int column(int offset) {
        return offset - lineStarts[line(offset) - 1] + 1;
    }

    public int lineStart(int line) {
        return lineStarts[line - 1];
    }

    public int lineCount() {
        return lineStarts.length;
    }

    public int textLength() {
        return textLength;
    }

    public SourceRange range(int offset, int length) {
        return new SourceRange(offset, length, line(offset), column(offset));
    }
}
