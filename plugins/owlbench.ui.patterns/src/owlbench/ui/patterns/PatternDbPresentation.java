package owlbench.ui.patterns;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITypedRegion;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.jface.text.presentation.IPresentationDamager;
import org.eclipse.jface.text.presentation.IPresentationRepairer;
import org.eclipse.swt.custom.StyleRange;

import owlbench.patterns.model.ColonLine;
import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.DbItem;
import owlbench.patterns.model.Diagram;
import owlbench.patterns.model.Directive;
import owlbench.patterns.model.ExpressionText;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.model.SourceRange;
import owlbench.patterns.parser.DbParser;

/**
 * Colours a .db document from the parser's source ranges. A change damages the whole patterns around
 * it (from the "Pattern" line before it to the one after it), and that stretch is re-parsed on its own,
 * so a keystroke costs one pattern's parse, not the file's.
 */
public final class PatternDbPresentation implements IPresentationDamager, IPresentationRepairer {
    private IDocument document;

    @Override
    public void setDocument(IDocument document) {
        this.document = document;
    }

    @Override
    public IRegion getDamageRegion(ITypedRegion partition, DocumentEvent event, boolean documentPartitioningChanged) {
        if (documentPartitioningChanged) return partition;
        IDocument doc = event.getDocument();
        try {
            int changeEnd = event.getOffset() + (event.getText() == null ? 0 : event.getText().length());
            int start = patternStartBefore(doc, doc.getLineOfOffset(event.getOffset()));
            int end = patternStartAfter(doc, doc.getLineOfOffset(Math.min(changeEnd, doc.getLength())) + 1);
            return new Region(start, end - start);
        } catch (BadLocationException e) {
            return partition;
        }
    }

    /** Offset of the start of the nearest "Pattern" line at or above the line (0 if none). */
    static int patternStartBefore(IDocument doc, int line) throws BadLocationException {
        for (int l = line; l >= 0; l--) {
            IRegion r = doc.getLineInformation(l);
            if (isPatternLine(doc, r)) return r.getOffset();
        }
        return 0;
    }

    /** Offset of the start of the first "Pattern" line at or below the line (document end if none). */
    static int patternStartAfter(IDocument doc, int line) throws BadLocationException {
        int n = doc.getNumberOfLines();
        for (int l = line; l < n; l++) {
            IRegion r = doc.getLineInformation(l);
            if (isPatternLine(doc, r)) return r.getOffset();
        }
        return doc.getLength();
    }

    private static boolean isPatternLine(IDocument doc, IRegion r) throws BadLocationException {
        if (r.getLength() < 7) return false;
        String s = doc.get(r.getOffset(), Math.min(r.getLength(), 8));
        return s.startsWith("Pattern") && (s.length() == 7 || Character.isWhitespace(s.charAt(7)));
    }

    @Override
    public void createPresentation(TextPresentation presentation, ITypedRegion damage) {
        if (document == null) return;
        try {
            // Re-parse from a pattern boundary so the parser sees whole patterns.
            int start = patternStartBefore(document, document.getLineOfOffset(damage.getOffset()));
            int endOffset = damage.getOffset() + damage.getLength();
            int end = endOffset >= document.getLength() ? document.getLength()
                    : patternStartAfter(document, document.getLineOfOffset(endOffset) + (isLineStart(endOffset) ? 0 : 1));
            String text = document.get(start, end - start);
            List<StyleRange> ranges = styles(DbParser.parse(text, "editor"), start);
            int from = damage.getOffset(), to = endOffset;
            for (StyleRange s : ranges) {
                int a = Math.max(s.start, from), b = Math.min(s.start + s.length, to);
                if (b <= a) continue;
                StyleRange c = (StyleRange) s.clone();
                c.start = a;
                c.length = b - a;
                presentation.addStyleRange(c);
            }
        } catch (BadLocationException e) {
            // The document changed under us; the next damage event repaints.
        }
    }

    private boolean isLineStart(int offset) throws BadLocationException {
        return document.getLineOffset(document.getLineOfOffset(offset)) == offset;
    }

    /** Style ranges of a parsed text, shifted by base, sorted and not overlapping. */
    public static List<StyleRange> styles(DbFile db, int base) {
        List<StyleRange> out = new ArrayList<>();
        String text = db.text();
        for (DbItem item : db.items()) {
            if (item instanceof Pattern) {
                pattern((Pattern) item, text, base, out);
            } else if (item instanceof Directive) {
                add(out, base, item.range(), PatternDbStyles.DIRECTIVE);
            } else if (item.range() != null) {
                comments(text, item.range(), base, out);
            }
        }
        out.sort(Comparator.comparingInt(s -> s.start));
        List<StyleRange> clean = new ArrayList<>(out.size());
        int last = -1;
        for (StyleRange s : out) {
            if (s.start < last) continue; // keep the first of overlapping ranges
            clean.add(s);
            last = s.start + s.length;
        }
        return clean;
    }

    /** '#' lines of a trivia block. */
    private static void comments(String text, SourceRange r, int base, List<StyleRange> out) {
        int i = r.offset, end = Math.min(r.end(), text.length());
        while (i < end) {
            int e = i;
            while (e < end && text.charAt(e) != '\n' && text.charAt(e) != '\r') e++;
            if (e > i && text.charAt(i) == '#') out.add(style(base + i, e - i, PatternDbStyles.COMMENT));
            i = e + 1;
        }
    }

    private static void pattern(Pattern p, String text, int base, List<StyleRange> out) {
        SourceRange r = p.range();
        if (r != null) {
            // "Pattern" keyword: the start of the item's first line that reads "Pattern".
            int k = text.indexOf("Pattern", r.offset);
            if (k >= 0 && k < r.end()) out.add(style(base + k, 7, PatternDbStyles.PATTERN_KEYWORD));
        }
        add(out, base, p.nameRange(), PatternDbStyles.PATTERN_NAME);
        for (SourceRange c : p.commentLines()) add(out, base, c, PatternDbStyles.COMMENT);
        if (p.diagram() != null) diagram(p.diagram(), null, text, base, out);
        if (p.constraintDiagram() != null) diagram(p.constraintDiagram(), p.diagram(), text, base, out);
        ColonLine colon = p.colon();
        if (colon != null) add(out, base, colon.range(), PatternDbStyles.COLON_LINE);
        expression(p.constraint(), text, base, PatternDbStyles.CONSTRAINT, out);
        expression(p.action(), text, base, PatternDbStyles.ACTION, out);
    }

    /** Edges in grey, each interior symbol in its colour; in a constraint diagram, labels stand out. */
    private static void diagram(Diagram d, Diagram main, String text, int base, List<StyleRange> out) {
        boolean labelled = main != null && main.width() == d.width() && main.height() == d.height();
        for (SourceRange row : d.rows()) {
            int end = Math.min(row.end(), text.length());
            for (int i = row.offset; i < end; i++) {
                char c = text.charAt(i);
                if (c == '-' || c == '|' || c == '+') out.add(style(base + i, 1, PatternDbStyles.EDGE));
            }
        }
        for (int r = 0; r < d.height(); r++) {
            for (int c = 0; c < d.width(); c++) {
                char ch = d.cell(r, c);
                TextAttribute a = labelled && ch != main.cell(r, c) && Character.isLetter(ch)
                        ? PatternDbStyles.LABEL : PatternDbStyles.symbol(ch);
                if (a != PatternDbStyles.DEFAULT) out.add(style(base + d.cellOffset(r, c), 1, a));
            }
        }
        for (SourceRange rc : d.rowComments()) if (rc != null) add(out, base, rc, PatternDbStyles.COMMENT);
    }

    /** A ';' or '>' line in its colour, with every identifier followed by '(' as a function name. */
    private static void expression(ExpressionText e, String text, int base, TextAttribute a, List<StyleRange> out) {
        if (e == null) return;
        for (SourceRange line : e.lines()) {
            int end = Math.min(line.end(), text.length());
            int i = line.offset, plain = line.offset;
            while (i < end) {
                char c = text.charAt(i);
                if (Character.isJavaIdentifierStart(c)) {
                    int j = i;
                    while (j < end && Character.isJavaIdentifierPart(text.charAt(j))) j++;
                    int k = j;
                    while (k < end && text.charAt(k) == ' ') k++;
                    if (k < end && text.charAt(k) == '(') {
                        if (i > plain) out.add(style(base + plain, i - plain, a));
                        out.add(style(base + i, j - i, PatternDbStyles.FUNCTION));
                        plain = j;
                    }
                    i = j;
                } else {
                    i++;
                }
            }
            if (end > plain) out.add(style(base + plain, end - plain, a));
        }
    }

    private static void add(List<StyleRange> out, int base, SourceRange r, TextAttribute a) {
        if (r != null && r.length > 0) out.add(style(base + r.offset, r.length, a));
    }

    private static StyleRange style(int start, int length, TextAttribute a) {
        StyleRange s = new StyleRange(start, length, a.getForeground(), a.getBackground(), a.getStyle());
        return s;
    }
}
