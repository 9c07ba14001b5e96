package owlbench.ui.patterns;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.reconciler.DirtyRegion;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.reconciler.IReconcilingStrategyExtension;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModelExtension;
import org.eclipse.jface.text.source.ISourceViewer;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.parser.DbParser;

/**
 * Re-parses the whole document in the reconciler's background thread and turns the parser's
 * diagnostics into error/warning annotations ("line:column: message") on the viewer's annotation
 * model, which works for files outside the workspace too. The parsed file goes to a listener
 * (the editor: outline, markers).
 */
public final class PatternDbReconcilingStrategy implements IReconcilingStrategy, IReconcilingStrategyExtension {
    /** Annotation types of the text editor framework, shown in the rulers and overview ruler. */
    public static final String ERROR_TYPE = "org.eclipse.ui.workbench.texteditor.error";
    public static final String WARNING_TYPE = "org.eclipse.ui.workbench.texteditor.warning";

    private final ISourceViewer viewer;
    private final Consumer<DbFile> listener;
    private IDocument document;
    private Annotation[] current = new Annotation[0];
    private volatile DbFile lastParsed;
    private volatile long lastParseNanos = -1;
    private volatile long lastTotalNanos = -1;

    public PatternDbReconcilingStrategy(ISourceViewer viewer, Consumer<DbFile> listener) {
        this.viewer = viewer;
        this.listener = listener;
    }

    @Override
    public void setDocument(IDocument document) {
        this.document = document;
    }

    @Override
    public void setProgressMonitor(IProgressMonitor monitor) {
    }

    @Override
    public void initialReconcile() {
        reconcileNow();
    }

    @Override
    public void reconcile(DirtyRegion dirtyRegion, IRegion subRegion) {
        reconcileNow();
    }

    @Override
    public void reconcile(IRegion partition) {
        reconcileNow();
    }

    /** The last parse (null before the first reconcile). */
    public DbFile lastParsed() { return lastParsed; }

    /** Nanoseconds the last reconcile spent parsing (-1 before the first). */
    public long lastParseNanos() { return lastParseNanos; }

    /** Nanoseconds of the last whole reconcile: parse plus annotation update (-1 before the first). */
    public long lastTotalNanos() { return lastTotalNanos; }

    /** Parses the current text and replaces the annotations; returns the parsed file. */
    public DbFile reconcileNow() {
        IDocument doc = document;
        if (doc == null) return null;
        long t0 = System.nanoTime();
        DbFile db = DbParser.parse(doc.get(), "editor");
        long parseNanos = System.nanoTime() - t0;
        updateAnnotations(db);
        lastParsed = db;
        lastParseNanos = parseNanos;
        lastTotalNanos = System.nanoTime() - t0;
        if (listener != null) listener.accept(db);
        return db;
    }

    private synchronized void updateAnnotations(DbFile db) {
        IAnnotationModel model = viewer.getAnnotationModel();
        if (model == null) return;
        Map<Annotation, Position> added = new HashMap<>();
        int len = document.getLength();
        for (Diagnostic d : db.diagnostics()) {
            Annotation a = new Annotation(d.isError() ? ERROR_TYPE : WARNING_TYPE, false,
                    d.line + ":" + d.column + ": " + d.message);
            int off = Math.min(Math.max(0, d.offset), len);
            int l = Math.min(Math.max(1, d.length), len - off);
            added.put(a, new Position(off, Math.max(0, l)));
        }
        if (model instanceof IAnnotationModelExtension) {
            ((IAnnotationModelExtension) model).replaceAnnotations(current, added);
        } else {
            for (Annotation a : current) model.removeAnnotation(a);
            for (Map.Entry<Annotation, Position> e : added.entrySet()) model.addAnnotation(e.getKey(), e.getValue());
        }
        current = added.keySet().toArray(new Annotation[0]);
    }
}
