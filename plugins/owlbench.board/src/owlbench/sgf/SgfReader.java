package owlbench.sgf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.ArrayList;
import java.util.Set;

import owlbench.input.InputFiles;
import owlbench.input.InputLimits;
import owlbench.input.Locations;

/**
 * Reads SGF (FF[1]..FF[4]) collections into node trees, strictly but tolerant of what real files contain:
 * whitespace anywhere between tokens, FF3 long property names with lower-case letters (the lower-case
 * letters are dropped, as FF4 asks: "AddBlack" becomes "AB"), several games, empty values, repeated
 * properties in one node (merged). Every error is an SgfException with source, line and column;
 * nothing is returned half-read, except that a file whose last ')' is missing is read as if it were
 * there, with a warning ({@link SgfCollection#warnings()}), as GNU Go reads it. Input is bounded by
 * {@link InputLimits}: file size, node count and variation depth.
 */
public final class SgfReader {

    /**
     * SimpleText properties: an unescaped line break becomes a space (FF4). CP (copyright) is FF4
     * SimpleText too, but real notices run over several lines, and folding them would change the
     * user's text on every save by an editor: CP keeps its line breaks, as Text does.
     */
    private static final Set<String> SIMPLE_TEXT = Set.of("AN", "BR", "BT", "DT", "EV", "GN", "ON", "OT",
            "PB", "PC", "PW", "RE", "RO", "RU", "SO", "US", "WR", "WT", "N", "CA", "AP", "FF", "GM", "SZ", "KM",
            "HA", "PL", "ST", "TM", "OB", "OW", "BL", "WL", "MN", "V", "DM", "GB", "GW", "HO", "UC", "BM", "TE",
            "DO", "IT");

    private final String text;
    private final String name;
    private final InputLimits limits;
    private final List<String> warnings = new ArrayList<>();
    private int nodeCount;
    private int pos;
    private int line = 1;
    private int col = 1;

    private SgfReader(String text, String name, InputLimits limits) {
        this.text = text;
        this.name = name == null ? "<sgf>" : name;
        this.limits = limits;
    }

    /** Parses SGF text (already decoded to characters) within the built-in {@link InputLimits}. */
    public static SgfCollection read(String text, String sourceName) throws SgfException {
        return read(text, sourceName, InputLimits.builtIn());
    }

    /** Parses SGF text within the given limits (node count, variation depth). */
    public static SgfCollection read(String text, String sourceName, InputLimits limits) throws SgfException {
        SgfReader r = new SgfReader(stripBom(text), sourceName, limits);
        return r.collection();
    }

    /**
     * Reads a file, decoding its bytes by the CA property of the first root (see {@link #read(byte[], String)}).
     * Only a regular file within the size limit is opened (IOException otherwise).
     */
    public static SgfCollection read(Path file) throws IOException, SgfException {
        return read(file, InputLimits.builtIn());
    }

    /** Reads a file within the given limits. */
    public static SgfCollection read(Path file, InputLimits limits) throws IOException, SgfException {
        byte[] bytes = InputFiles.readBytes(file, limits);
        return read(decode(bytes, file.toString()), file.toString(), limits);
    }

    /** Reads a whole stream (e.g. a test resource) and decodes it like a file. */
    public static SgfCollection read(InputStream in, String sourceName) throws IOException, SgfException {
        InputLimits limits = InputLimits.builtIn();
        byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 16, limits.fileBytes() + 1));
        if (bytes.length > limits.fileBytes()) {
            throw new IOException(Locations.escape(sourceName) + ": more than the limit of " + limits.fileBytes()
                    + " bytes (--max-file-bytes)");
        }
        return read(bytes, sourceName);
    }

    /**
     * Decodes bytes by CA[] of the first game's root. Without CA (FF4's default would be ISO-8859-1)
     * the bytes are taken as UTF-8 when they are valid UTF-8 (most files are ASCII anyway), else ISO-8859-1.
     */
    public static SgfCollection read(byte[] bytes, String sourceName) throws SgfException {
        return read(decode(bytes, sourceName), sourceName);
    }

    /** {@link #read(byte[], String)} within the given limits (node count, variation depth). */
    public static SgfCollection read(byte[] bytes, String sourceName, InputLimits limits) throws SgfException {
        return read(decode(bytes, sourceName), sourceName, limits);
    }

    /** The charset {@link #read(byte[], String)} would decode these bytes with. */
    public static Charset charsetOf(byte[] bytes, String sourceName) throws SgfException {
        String latin1 = new String(bytes, StandardCharsets.ISO_8859_1);
        SgfNode root = firstRootNode(latin1, sourceName);
        String ca = root == null ? null : root.get("CA");
        if (ca != null && !ca.trim().isEmpty()) {
            try {
                return Charset.forName(ca.trim());
            } catch (IllegalArgumentException e) {
                SgfLocation at = root.blame("CA", 0);
                throw new SgfException(at, "unknown charset '" + ca + "' in CA (this Java has no such charset)");
            }
        }
        return isValidUtf8(bytes) ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1;
    }

    static String decode(byte[] bytes, String sourceName) throws SgfException {
        Charset cs = charsetOf(bytes, sourceName);
        CharsetDecoder dec = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        // sized by the charset's own bound (one char per byte for UTF-8 and Latin-1), not twice the bytes
        CharBuffer out = CharBuffer.allocate((int) Math.min(Integer.MAX_VALUE - 16L,
                (long) Math.ceil(bytes.length * (double) dec.maxCharsPerByte())) + 16);
        CoderResult cr = dec.decode(in, out, true);
        while (cr.isOverflow()) { // a charset that broke its own bound: grow rather than cut the text
            CharBuffer bigger = CharBuffer.allocate(out.capacity() * 2);
            out.flip();
            out = bigger.put(out);
            cr = dec.decode(in, out, true);
        }
        if (!cr.isError()) {
            cr = dec.flush(out);
        }
        if (cr.isError()) {
            int bad = in.position();
            // Locate the bad byte by counting lines in the text decoded so far.
            out.flip();
            SgfReader at = new SgfReader(out.toString(), sourceName, InputLimits.builtIn());
            at.advanceToEnd();
            throw new SgfException(sourceName, at.line, at.col,
                    "byte " + bad + " (0x" + Integer.toHexString(bytes[bad] & 0xff) + ") is not valid " + cs.name()
                            + ", the charset given by CA or assumed");
        }
        out.flip();
        return out.toString();
    }

    private static boolean isValidUtf8(byte[] bytes) {
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    /** The first root node only (to learn CA before decoding); null if the text does not even get that far. */
    private static SgfNode firstRootNode(String latin1, String sourceName) {
        SgfReader r = new SgfReader(latin1, sourceName, InputLimits.builtIn());
        try {
            r.skipOutsideText();
            if (r.peek() != '(') {
                return null;
            }
            r.next();
            r.skipWhitespace();
            if (r.peek() != ';') {
                return null;
            }
            return r.node();
        } catch (SgfException e) {
            return null;
        }
    }

    private static String stripBom(String s) {
        return !s.isEmpty() && s.charAt(0) == '\uFEFF' ? s.substring(1) : s;
    }

    // ---------------------------------------------------------------- grammar

    /**
     * Collection = GameTree { GameTree }. Text outside game trees (mail headers, a description before the
     * first '(', a trailer after the last ')') is ignored, as real files carry it; a file without any '('
     * is an error.
     */
    private SgfCollection collection() throws SgfException {
        SgfCollection coll = new SgfCollection(name);
        skipWhitespace();
        if (atEnd()) {
            throw error("expected '(' to start a game tree, but the input is empty");
        }
        SgfLocation firstText = here();
        String firstFound = found();
        skipOutsideText();
        if (atEnd()) {
            throw new SgfException(firstText, "expected '(' to start a game tree, found " + firstFound
                    + " and no '(' in the whole input: not an SGF file");
        }
        while (!atEnd()) {
            SgfNode root = gameTree(null);
            Validator.check(root);
            coll.add(root);
            skipOutsideText();
        }
        coll.warnings().addAll(warnings);
        return coll;
    }

    private void skipOutsideText() {
        while (!atEnd() && peek() != '(') {
            next();
        }
    }

    /** One open "(" while a game tree is read: where it is and the last node of its sequence. */
    private static final class Open {
        final SgfLocation at;
        final SgfNode tail;

        Open(SgfLocation at, SgfNode tail) {
            this.at = at;
            this.tail = tail;
        }
    }

    /**
     * GameTree = "(" Sequence { GameTree } ")". Read with an explicit stack of open parentheses, so
     * neither a long main line nor deeply nested variations cost Java stack; the nesting is bounded
     * by {@link InputLimits#depth()} with an error at the '(' that goes too deep. A file that ends
     * after whole nodes but before the last ')' (GNU Go's games/owl42.sgf) is read as if closed, with a
     * warning naming the '(' left open. Returns the first node of the sequence.
     */
    private SgfNode gameTree(SgfNode parent) throws SgfException {
        Deque<Open> open = new ArrayDeque<>();
        SgfLocation rootAt = here();
        next(); // '('
        SgfNode first = sequence(parent, rootAt);
        open.push(new Open(rootAt, lastOf(first)));
        while (true) {
            skipWhitespace();
            if (atEnd()) {
                warnings.add(new SgfException(name, line, col, "unterminated game tree: missing ')' for the '(' at "
                        + open.peekLast().at.line() + ":" + open.peekLast().at.column()
                        + (open.size() > 1 ? " (and " + (open.size() - 1) + " more)" : "")
                        + "; read as if the file closed it").getMessage());
                return first;
            }
            char c = peek();
            if (c == '(') {
                if (open.size() >= limits.depth()) {
                    throw error("variations nested deeper than " + limits.depth() + " levels (--max-depth)");
                }
                SgfLocation at = here();
                next();
                SgfNode head = sequence(open.peek().tail, at);
                open.push(new Open(at, lastOf(head)));
            } else if (c == ')') {
                next();
                open.pop();
                if (open.isEmpty()) {
                    return first;
                }
            } else {
                throw error(c == ';' ? "expected '(' or ')' after a variation, found ';' (a node cannot follow variations)"
                        : "expected ';', '(' or ')' in game tree, found " + found());
            }
        }
    }

    /** The nodes after a '(' up to the next '(' or ')', attached below parent; returns the first. */
    private SgfNode sequence(SgfNode parent, SgfLocation open) throws SgfException {
        skipWhitespace();
        if (peek() != ';') {
            if (atEnd()) {
                throw unterminated(open);
            }
            throw error("node ';' expected after '(', found " + found());
        }
        SgfNode first = null;
        SgfNode cur = parent;
        while (peek() == ';') {
            if (++nodeCount > limits.nodes()) {
                throw error("more than " + limits.nodes() + " nodes (--max-nodes)");
            }
            SgfNode n = node();
            if (cur != null) {
                cur.attach(n);
            }
            if (first == null) {
                first = n;
            }
            cur = n;
            skipWhitespace();
        }
        return first;
    }

    private SgfException unterminated(SgfLocation open) {
        return error("unterminated game tree: missing ')' for the '(' at " + open.line() + ":" + open.column());
    }

    /** The last node of the chain that starts at n (the reader attaches each sequence as one chain). */
    private static SgfNode lastOf(SgfNode n) {
        while (n.mainChild() != null) {
            n = n.mainChild();
        }
        return n;
    }

    /** Node = ";" { Property }. */
    private SgfNode node() throws SgfException {
        SgfNode n = new SgfNode(here());
        next(); // ';'
        skipWhitespace();
        while (!atEnd()) {
            char c = peek();
            if (c == ';' || c == '(' || c == ')') {
                break;
            }
            if (!isLetter(c)) {
                throw error("property identifier expected, found " + found());
            }
            SgfLocation idAt = here();
            StringBuilder id = new StringBuilder();
            StringBuilder written = new StringBuilder();
            while (!atEnd() && isLetter(peek())) {
                char l = next();
                written.append(l);
                if (l >= 'A' && l <= 'Z') {
                    id.append(l); // FF3 long names: lower-case letters are ignored
                }
            }
            if (id.length() == 0) {
                throw new SgfException(idAt, "property identifier expected: '" + written
                        + "' has no upper-case letter");
            }
            skipWhitespace();
            if (peek() != '[') {
                throw error("expected '[' to start a value of property " + written + ", found " + found());
            }
            String pid = id.toString();
            while (peek() == '[') {
                SgfLocation valAt = here();
                n.add(pid, value(pid, valAt), valAt);
                skipWhitespace();
            }
        }
        return n;
    }

    /** PropValue = "[" value "]": escapes resolved, soft line breaks removed, FF4 whitespace rules applied. */
    private String value(String id, SgfLocation start) throws SgfException {
        next(); // '['
        boolean simple = SIMPLE_TEXT.contains(id);
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (atEnd()) {
                throw error("expected ']' to close the value of " + id + " started at " + start.line() + ":"
                        + start.column());
            }
            char c = next();
            if (c == ']') {
                return sb.toString();
            }
            if (c == '\\') {
                if (atEnd()) {
                    continue; // reported as a missing ']' on the next turn
                }
                char e = peek();
                if (e == '\n' || e == '\r') {
                    next(); // soft line break: removed
                    continue;
                }
                char escaped = next();
                // FF4: a character after '\' is taken verbatim, "except that whitespace is still converted
                // to space" (found by fuzzing: an escaped tab did not survive a write and read)
                sb.append(escaped == '\t' || escaped == '\u000B' || escaped == '\f' ? ' ' : escaped);
                continue;
            }
            if (c == '\r' || c == '\n') {
                sb.append(simple ? ' ' : '\n');
            } else if (c == '\t' || c == '\u000B' || c == '\f') {
                sb.append(' ');
            } else {
                sb.append(c);
            }
        }
    }

    // ---------------------------------------------------------------- scanning

    private boolean atEnd() {
        return pos >= text.length();
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    /** Consumes one character (a "\r\n" pair counts as one line break, returned as '\n'). */
    private char next() {
        char c = text.charAt(pos++);
        if (c == '\r') {
            if (pos < text.length() && text.charAt(pos) == '\n') {
                pos++;
            }
            line++;
            col = 1;
            return '\n';
        }
        if (c == '\n') {
            line++;
            col = 1;
        } else {
            col++;
        }
        return c;
    }

    private void advanceToEnd() {
        while (!atEnd()) {
            next();
        }
    }

    private void skipWhitespace() {
        while (!atEnd() && Character.isWhitespace(peek()) || peek() == '\u001A' && pos < text.length()) {
            next(); // also ^Z, the DOS end-of-file mark some old files carry
        }
    }

    private static boolean isLetter(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    }

    private SgfLocation here() {
        return new SgfLocation(name, line, col);
    }

    private String found() {
        if (atEnd()) {
            return "end of input";
        }
        char c = peek();
        return c < ' ' ? String.format("character U+%04X", (int) c) : "'" + c + "'";
    }

    private SgfException error(String what) {
        return new SgfException(name, line, col, what);
    }

    /** Checks the Go-specific values once a whole game tree is read (SZ may come after AB in the root). */
    static final class Validator {
        private Validator() {
        }

        static void check(SgfNode root) throws SgfException {
            String gm = root.get("GM");
            if (gm != null && !gm.trim().isEmpty() && !gm.trim().equals("1")) {
                return; // not Go: coordinates mean something else
            }
            int size = SgfGame.parseSize(root);
            Deque<SgfNode> todo = new ArrayDeque<>();
            todo.push(root);
            while (!todo.isEmpty()) {
                SgfNode n = todo.pop();
                for (String id : n.propertyIds()) {
                    checkProperty(n, id, size);
                }
                for (SgfNode c : n.children()) {
                    todo.push(c);
                }
            }
        }

        private static void checkProperty(SgfNode n, String id, int size) throws SgfException {
            switch (id) {
                case "B":
                case "W": {
                    java.util.List<String> v = n.getAll(id);
                    if (v.size() != 1) {
                        throw new SgfException(n.blame(id, 1), "a move " + id + " has exactly one value, found "
                                + v.size());
                    }
                    String p = v.get(0).trim();
                    if (!p.isEmpty() && !(size <= 19 && p.equals("tt")) && !SgfCoords.isPoint(p, size)) {
                        throw new SgfException(n.blame(id, 0), "bad coordinate '" + v.get(0) + "' in move " + id
                                + " for a " + size + "x" + size + " board");
                    }
                    break;
                }
                case "AB":
                case "AW":
                case "AE":
                case "TR":
                case "SQ":
                case "CR":
                case "MA":
                case "SL":
                case "TB":
                case "TW":
                case "DD":
                case "LB": {
                    java.util.List<String> v = n.getAll(id);
                    for (int i = 0; i < v.size(); i++) {
                        String s = v.get(i);
                        if (id.equals("LB")) {
                            int colon = s.indexOf(':');
                            if (colon < 0) {
                                throw new SgfException(n.blame(id, i), "LB value '" + s
                                        + "' must be point:text");
                            }
                            s = s.substring(0, colon);
                            if (!SgfCoords.isPoint(s.trim(), size)) {
                                throw new SgfException(n.blame(id, i), "bad coordinate '" + s + "' in LB for a "
                                        + size + "x" + size + " board");
                            }
                        } else if (!s.trim().isEmpty() && !SgfCoords.isPointOrRectangle(s.trim(), size)) {
                            throw new SgfException(n.blame(id, i), "bad point or point list '" + s + "' in " + id
                                    + " for a " + size + "x" + size + " board");
                        }
                    }
                    break;
                }
                default:
                    break;
            }
        }
    }
}
