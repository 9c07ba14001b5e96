package owlbench.ui.patterns;

import java.util.function.Supplier;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;

import owlbench.patterns.expr.FunctionCatalogue;
import owlbench.patterns.model.ColonLine;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagram;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.model.PatternSymbols;
import owlbench.patterns.model.SourceRange;

/**
 * Hover help: autohelper functions and constraint names (from the engine's catalogue), value names,
 * and, on the ':' line and in diagrams, the meaning of the symmetry, classification letters and
 * symbols. Positions come from the last parse.
 */
public final class PatternDbHover implements ITextHover, org.eclipse.jface.text.ITextHoverExtension2 {
    private final Supplier<DbFile> parsed;

    public PatternDbHover(Supplier<DbFile> parsed) {
        this.parsed = parsed;
    }

    @Override
    public IRegion getHoverRegion(ITextViewer viewer, int offset) {
        return wordAt(viewer.getDocument(), offset);
    }

    @Override
    public Object getHoverInfo2(ITextViewer viewer, IRegion region) {
        return getHoverInfo(viewer, region);
    }

    @Override
    @Deprecated
    public String getHoverInfo(ITextViewer viewer, IRegion region) {
        try {
            return info(viewer.getDocument(), parsed.get(), region.getOffset(), region.getLength());
        } catch (BadLocationException e) {
            return null;
        }
    }

    /** The identifier around the offset, or the single character there. */
    static IRegion wordAt(IDocument doc, int offset) {
        try {
            int len = doc.getLength();
            if (offset >= len) return new Region(offset, 0);
            int s = offset, e = offset;
            while (s > 0 && Character.isJavaIdentifierPart(doc.getChar(s - 1))) s--;
            while (e < len && Character.isJavaIdentifierPart(doc.getChar(e))) e++;
            return e > s ? new Region(s, e - s) : new Region(offset, 1);
        } catch (BadLocationException ex) {
            return new Region(offset, 0);
        }
    }

    /** Hover text for the span, or null when there is nothing to say. */
    public static String info(IDocument doc, DbFile db, int offset, int length) throws BadLocationException {
        if (length <= 0) return null;
        String word = doc.get(offset, length);
        Pattern p = db == null ? null : db.patternAt(offset);
        if (p != null && p.colon() != null) {
            ColonLine c = p.colon();
            if (in(c.symmetryRange(), offset)) {
                return "Symmetry '" + c.symmetry() + "': " + PatternSymbols.SYMMETRIES.get(c.symmetry());
            }
            if (in(c.classificationRange(), offset)) {
                StringBuilder sb = new StringBuilder("Classification:");
                for (char ch : c.classification().toCharArray()) {
                    String d = PatternSymbols.CLASSES.get(ch);
                    if (d != null) sb.append("\n ").append(ch).append(": ").append(d);
                }
                return sb.toString();
            }
        }
        if (p != null && length == 1) {
            String s = symbol(p.diagram(), offset, word.charAt(0));
            if (s == null) s = symbol(p.constraintDiagram(), offset, word.charAt(0));
            if (s != null) return s;
        }
        FunctionCatalogue.Function f = FunctionCatalogue.get(word);
        if (f != null) return f.signature() + " (" + f.arityText() + ")\n" + f.description;
        String name = FunctionCatalogue.NAMES.get(word);
        if (name != null) return word + ": " + name;
        String value = PatternSymbols.VALUES.get(word);
        if (value != null) return word + "(x): " + value;
        return null;
    }

    private static String symbol(Diagram d, int offset, char ch) {
        if (d == null) return null;
        for (SourceRange r : d.rows()) {
            if (in(r, offset)) {
                String m = PatternSymbols.DIAGRAM_SYMBOLS.get(ch);
                if (m == null) m = PatternSymbols.EDGE_SYMBOLS.get(ch);
                if (m == null && Character.isLetter(ch)) m = "label of the constraint diagram";
                return m == null ? null : "'" + ch + "': " + m;
            }
        }
        return null;
    }

    private static boolean in(SourceRange r, int offset) {
        return r != null && offset >= r.offset && offset < r.end();
    }
}
