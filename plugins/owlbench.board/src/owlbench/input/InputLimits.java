package owlbench.input;

/**
 * The bounds every reader of outside input keeps to, so that a hostile or broken file costs a clear
 * error instead of the engine's memory, stack or time. Immutable. A reader given no limits keeps to
 * the built-in defaults; the command-line tools make their own instance from their {@code --max-...}
 * options ({@link #withOption}) and pass it to what they read (there is no process-wide setting).
 */
public final class InputLimits {
    /** Largest file any reader opens (bytes): 32 MiB, far above GNU Go's largest database or game. */
    public static final long DEFAULT_FILE_BYTES = 32L << 20;
    /** Longest line of a line-based file (.db, eyes.db, .dbz, .tst) or of a GTP command. */
    public static final int DEFAULT_LINE_LENGTH = 1_000_000;
    /** Most SGF nodes in one file. */
    public static final int DEFAULT_NODES = 1_000_000;
    /** Deepest nesting of SGF variations. */
    public static final int DEFAULT_DEPTH = 10_000;
    /** Deepest nesting of a constraint or action expression (parentheses, unary operators, operands). */
    public static final int DEFAULT_EXPRESSION_DEPTH = 200;

    private static final InputLimits BUILT_IN = new InputLimits(DEFAULT_FILE_BYTES, DEFAULT_LINE_LENGTH, DEFAULT_NODES,
            DEFAULT_DEPTH, DEFAULT_EXPRESSION_DEPTH);

    private final long fileBytes;
    private final int lineLength;
    private final int nodes;
    private final int depth;
    private final int expressionDepth;

    public InputLimits(long fileBytes, int lineLength, int nodes, int depth, int expressionDepth) {
        if (fileBytes < 1 || lineLength < 1 || nodes < 1 || depth < 1 || expressionDepth < 1) {
            throw new IllegalArgumentException("input limits must be positive");
        }
        this.fileBytes = fileBytes;
        this.lineLength = lineLength;
        this.nodes = nodes;
        this.depth = depth;
        this.expressionDepth = expressionDepth;
    }

    /** The built-in defaults (the table in README.md). */
    public static InputLimits builtIn() {
        return BUILT_IN;
    }

    /** A positive count in ASCII digits, with an optional k, M or G suffix (powers of 1024). */
    public static long parseCount(String s) {
        String t = s.trim();
        long unit = 1;
        if (!t.isEmpty()) {
            char last = t.charAt(t.length() - 1);
            unit = last == 'k' || last == 'K' ? 1L << 10 : last == 'M' ? 1L << 20 : last == 'G' ? 1L << 30 : 1;
            if (unit > 1) {
                t = t.substring(0, t.length() - 1);
            }
        }
        if (t.isEmpty() || t.length() > 12) {
            throw new NumberFormatException("not a count: '" + s + "'");
        }
        for (int i = 0; i < t.length(); i++) {
            if (t.charAt(i) < '0' || t.charAt(i) > '9') {
                throw new NumberFormatException("not a count: '" + s + "'");
            }
        }
        return Long.parseLong(t) * unit;
    }

    /** These limits with a different file size bound. */
    public InputLimits withFileBytes(long n) {
        return new InputLimits(n, lineLength, nodes, depth, expressionDepth);
    }

    public InputLimits withLineLength(int n) {
        return new InputLimits(fileBytes, n, nodes, depth, expressionDepth);
    }

    public InputLimits withNodes(int n) {
        return new InputLimits(fileBytes, lineLength, n, depth, expressionDepth);
    }

    public InputLimits withDepth(int n) {
        return new InputLimits(fileBytes, lineLength, nodes, n, expressionDepth);
    }

    public InputLimits withExpressionDepth(int n) {
        return new InputLimits(fileBytes, lineLength, nodes, depth, n);
    }

    public long fileBytes() {
        return fileBytes;
    }

    public int lineLength() {
        return lineLength;
    }

    public int nodes() {
        return nodes;
    }

    public int depth() {
        return depth;
    }

    public int expressionDepth() {
        return expressionDepth;
    }

    /**
     * These limits changed by one of the command-line limit options shared by the tools
     * ({@code --max-file-bytes N}, {@code --max-line-length N}, {@code --max-nodes N},
     * {@code --max-depth N}, {@code --max-expression-depth N}), or null when the option is not one of them.
     *
     * @throws IllegalArgumentException when the value is not a positive count in range (the message names the option)
     */
    public InputLimits withOption(String option, String value) {
        boolean bytes = option.equals("--max-file-bytes");
        if (!bytes && !option.equals("--max-line-length") && !option.equals("--max-nodes")
                && !option.equals("--max-depth") && !option.equals("--max-expression-depth")) {
            return null;
        }
        long n;
        try {
            n = parseCount(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " needs a positive count (digits, optionally k, M or G), got '"
                    + value + "'");
        }
        if (n < 1 || (!bytes && n > Integer.MAX_VALUE)) {
            throw new IllegalArgumentException(option + " is out of range: " + value);
        }
        switch (option) {
            case "--max-file-bytes": return withFileBytes(n);
            case "--max-line-length": return withLineLength((int) n);
            case "--max-nodes": return withNodes((int) n);
            case "--max-depth": return withDepth((int) n);
            default: return withExpressionDepth((int) n);
        }
    }

    /** The help lines for the limit options, for the tools' usage texts. */
    public static final String OPTIONS_HELP =
            "  --max-file-bytes N    largest input file read (default 32M)\n"
            + "  --max-line-length N   longest line of a line-based file or GTP command (default 1000000)\n"
            + "  --max-nodes N         most SGF nodes in one file (default 1000000)\n"
            + "  --max-depth N         deepest SGF variation nesting (default 10000)\n"
            + "  --max-expression-depth N  deepest constraint/action expression nesting (default 200)\n";
}
