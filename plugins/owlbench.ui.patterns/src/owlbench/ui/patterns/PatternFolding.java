package owlbench.ui.patterns;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.projection.ProjectionAnnotation;
import org.eclipse.jface.text.source.projection.ProjectionAnnotationModel;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.model.SourceRange;

/**
 * One folding region per pattern (whole lines, from the Pattern line to the last line of the pattern).
 * Regions that did not move keep their annotation, so what the author folded stays folded while typing.
 */
final class PatternFolding {
    private PatternFolding() {
    }

    static void update(ProjectionAnnotationModel model, IDocument doc, DbFile db) {
        if (model == null || doc == null || db == null) return;
        Map<Long, Annotation> existing = new HashMap<>();
        for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
            Annotation a = it.next();
            Position p = model.getPosition(a);
            if (p != null && !p.isDeleted()) existing.put(key(p.getOffset(), p.getLength()), a);
        }
        Map<Annotation, Position> added = new HashMap<>();
        int len = doc.getLength();
        for (Pattern p : db.patterns()) {
            SourceRange r = p.range();
            if (r == null || r.end() > len) continue;
            try {
                int firstLine = doc.getLineOfOffset(r.offset);
                int lastLine = doc.getLineOfOffset(Math.max(r.offset, r.end() - 1));
                if (lastLine <= firstLine) continue;
                int start = doc.getLineOffset(firstLine);
                int end = lastLine + 1 < doc.getNumberOfLines() ? doc.getLineOffset(lastLine + 1) : len;
                if (existing.remove(key(start, end - start)) == null) {
                    added.put(new ProjectionAnnotation(), new Position(start, end - start));
                }
            } catch (BadLocationException e) {
                // the document changed since the parse; the next reconcile fixes the folding
            }
        }
        List<Annotation> removed = new ArrayList<>(existing.values());
        model.modifyAnnotations(removed.toArray(new Annotation[0]), added, null);
    }

    private static long key(int offset, int length) {
        return ((long) offset << 32) | (length & 0xffffffffL);
    }
}
