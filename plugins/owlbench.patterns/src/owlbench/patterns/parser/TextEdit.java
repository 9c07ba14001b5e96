package owlbench.patterns.parser;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.SourceRange;

/**
 * A replacement of one span of a .db file's text. Editing works on the text so that every byte
 * outside the edited spans stays as it was; {@link #apply} re-parses the result.
 */
public final class TextEdit {
    public final int offset;
    public final int length;
    public final String replacement;

    public TextEdit(int offset, int length, String replacement) {
        if (offset < 0 || length < 0) throw new IllegalArgumentException("bad edit span " + offset + "+" + length);
        this.offset = offset;
        this.length = length;
        this.replacement = replacement;
    }

    /** Replaces exactly the text of a model part (a name, a ':' line, a diagram cell, ...). */
    public static TextEdit replace(SourceRange range, String replacement) {
        return new TextEdit(range.offset, range.length, replacement);
    }

    /** Applies non-overlapping edits to the file's text and parses the result. */
    public static DbFile apply(DbFile file, TextEdit... edits) {
        return DbParser.parse(applyToText(file.text(), edits), file.sourceName());
    }

    /** Applies non-overlapping edits to a text. */
    public static String applyToText(String text, TextEdit... edits) {
        List<TextEdit> sorted = new ArrayList<>(Arrays.asList(edits));
        sorted.sort(Comparator.comparingInt(e -> e.offset));
        StringBuilder sb = new StringBuilder(text.length() + 64);
        int pos = 0;
        for (TextEdit e : sorted) {
            if (e.offset < pos || e.offset + e.length > text.length()) {
                throw new IllegalArgumentException("edit at offset " + e.offset + " overlaps another or leaves the text");
            }
            sb.append(text, pos, e.offset).append(e.replacement);
            pos = e.offset + e.length;
        }
        return sb.append(text, pos, text.length()).toString();
    }
}
