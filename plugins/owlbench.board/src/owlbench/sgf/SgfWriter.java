package owlbench.sgf;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes SGF collections: every value escaped (']' and '\'), properties in the node's order, the main
 * line as one sequence and variations in parentheses. Reading the output gives an equal tree.
 */
public final class SgfWriter {

    /** A line is broken before a node once it is this long, to keep files readable. */
    private static final int LINE_WIDTH = 72;

    private SgfWriter() {
    }

    /** The whole collection as SGF text. */
    public static String write(SgfCollection coll) {
        StringBuilder sb = new StringBuilder();
        for (SgfNode root : coll.games()) {
            appendTree(sb, root);
            sb.append('\n');
        }
        return sb.toString();
    }

    /** One game tree (from this node down) as SGF text. */
    public static String write(SgfNode root) {
        StringBuilder sb = new StringBuilder();
        appendTree(sb, root);
        sb.append('\n');
        return sb.toString();
    }

    /**
     * Writes the file in the charset named by CA of the first game's root (UTF-8 when there is none).
     * Fails rather than writing '?' for a character the charset cannot hold. Written atomically
     * (temporary file, then rename); a target that is not a regular file is refused.
     */
    public static void write(SgfCollection coll, Path file) throws IOException {
        owlbench.input.AtomicFiles.write(file, toBytes(coll));
    }

    /** The bytes {@link #write(SgfCollection, Path)} writes. */
    public static byte[] toBytes(SgfCollection coll) throws IOException {
        Charset cs = charsetFor(coll);
        try {
            ByteBuffer bb = cs.newEncoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).encode(CharBuffer.wrap(write(coll)));
            byte[] out = new byte[bb.remaining()];
            bb.get(out);
            return out;
        } catch (CharacterCodingException e) {
            throw new IOException("the SGF text has characters that " + cs.name()
                    + " (CA of the root) cannot encode: " + e, e);
        }
    }

    static Charset charsetFor(SgfCollection coll) throws IOException {
        List<SgfNode> games = coll.games();
        String ca = games.isEmpty() ? null : games.get(0).get("CA");
        if (ca == null || ca.trim().isEmpty()) {
            return StandardCharsets.UTF_8;
        }
        try {
            return Charset.forName(ca.trim());
        } catch (IllegalArgumentException e) {
            throw new IOException("unknown charset '" + ca + "' in CA of the root", e);
        }
    }

    /**
     * "(" sequence variations ")"; loops along single-child chains and keeps the open variations on
     * an explicit stack (null marks a ')' still to write), so deep nesting costs no Java stack.
     */
    private static void appendTree(StringBuilder sb, SgfNode top) {
        java.util.ArrayDeque<Object> todo = new java.util.ArrayDeque<>();
        todo.push(top);
        final Object close = new Object();
        while (!todo.isEmpty()) {
            Object item = todo.pop();
            if (item == close) {
                sb.append(')');
                continue;
            }
            SgfNode n = (SgfNode) item;
            if (n != top) {
                sb.append('\n');
            }
            sb.append('(');
            int lineStart = sb.length() - 1;
            while (true) {
                if (sb.length() - lineStart > LINE_WIDTH) {
                    sb.append('\n');
                    lineStart = sb.length();
                }
                appendNode(sb, n);
                if (n.isRoot()) {
                    sb.append('\n');
                    lineStart = sb.length();
                }
                List<SgfNode> kids = n.children();
                if (kids.size() == 1) {
                    n = kids.get(0);
                    continue;
                }
                todo.push(close);
                for (int i = kids.size() - 1; i >= 0; i--) {
                    todo.push(kids.get(i));
                }
                break;
            }
        }
    }

    /** ";" then each property with all its values. */
    static void appendNode(StringBuilder sb, SgfNode n) {
        sb.append(';');
        for (String id : n.propertyIds()) {
            sb.append(id);
            for (String v : n.getAll(id)) {
                sb.append('[');
                escape(sb, v);
                sb.append(']');
            }
        }
    }

    private static void escape(StringBuilder sb, String v) {
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c == ']' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
    }
}
