package owlbench.ui.patterns;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.viewers.ISelection;

import owlbench.patterns.edit.PatternTransform;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.model.SourceRange;
import owlbench.patterns.parser.DbParser;
import owlbench.patterns.parser.TextEdit;

/**
 * The editing commands of the pattern editor that change whole patterns: rotate/mirror the pattern
 * under the caret and insert a new pattern. Each is one document replacement, so one Undo takes it
 * back. The document is parsed afresh (the reconciler's parse may be a keystroke behind).
 */
public final class PatternEdits {
    private PatternEdits() {
    }

    /** The caret's document offset, or -1. */
    static int caret(PatternDbEditor editor) {
        ISelection s = editor.getSelectionProvider() == null ? null : editor.getSelectionProvider().getSelection();
        return s instanceof ITextSelection ? ((ITextSelection) s).getOffset() : -1;
    }

    /**
     * Turns the pattern under the caret by transformation t (0..7 = a..h of
     * {@link owlbench.patterns.match.Transformation}); returns null, or why nothing was changed.
     */
    public static String transformAtCaret(PatternDbEditor editor, int t) {
        IDocument doc = editor.document();
        String text = doc.get();
        DbFile db = DbParser.parse(text, "editor");
        int caret = caret(editor);
        Pattern p = caret < 0 ? null : db.patternAt(Math.min(caret, Math.max(0, text.length() - 1)));
        if (p == null) return "The caret is not in a pattern.";
        TextEdit e;
        try {
            e = PatternTransform.edit(text, p, t);
        } catch (IllegalArgumentException ex) {
            return ex.getMessage();
        }
        try {
            doc.replace(e.offset, e.length, e.replacement);
        } catch (BadLocationException ex) {
            return "The document changed: " + ex.getMessage();
        }
        SourceRange name = p.nameRange();
        editor.selectAndReveal(name != null ? name.offset : e.offset, 0);
        return null;
    }

    /**
     * Inserts a pattern's text (ending with blank lines) at the caret: where the caret is inside a
     * pattern, after that pattern, so that no pattern is split (at its very start, before it); elsewhere
     * at the start of the caret's line. Returns the offset of the inserted text.
     */
    public static int insertAtCaret(PatternDbEditor editor, String patternText) throws BadLocationException {
        IDocument doc = editor.document();
        String text = doc.get();
        int caret = Math.max(0, Math.min(caret(editor), text.length()));
        DbFile db = DbParser.parse(text, "editor");
        int at = caret;
        Pattern p = text.isEmpty() ? null : db.patternAt(Math.min(caret, text.length() - 1));
        if (p != null && caret > p.range().offset) {
            at = p.range().end();
        } else if (p != null) {
            at = p.range().offset; // at the start of a pattern: before it
        } else {
            while (at > 0 && text.charAt(at - 1) != '\n' && text.charAt(at - 1) != '\r') at--; // start of the line
        }
        String insert = patternText;
        if (at > 0 && text.charAt(at - 1) != '\n' && text.charAt(at - 1) != '\r') insert = "\n\n" + insert;
        if (text.contains("\r\n")) insert = insert.replace("\n", "\r\n");
        doc.replace(at, 0, insert);
        int nameAt = insert.indexOf("Pattern ");
        editor.selectAndReveal(at + nameAt, 0);
        return at;
    }

    /** The names of the patterns in the editor's current text. */
    public static java.util.Set<String> patternNames(PatternDbEditor editor) {
        java.util.Set<String> out = new java.util.HashSet<>();
        for (Pattern p : DbParser.parse(editor.document().get(), "editor").patterns()) out.add(p.name());
        return out;
    }
}
