package owlbench.ui.patterns;

import java.util.function.Consumer;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.reconciler.IReconciler;
import org.eclipse.jface.text.reconciler.MonoReconciler;
import org.eclipse.jface.text.source.DefaultAnnotationHover;
import org.eclipse.jface.text.source.IAnnotationHover;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.editors.text.TextSourceViewerConfiguration;

import owlbench.patterns.model.DbFile;

/**
 * Viewer set-up of the pattern-database editor: model-driven colouring and a reconciler that
 * re-parses after a short pause in typing.
 */
public final class PatternDbSourceViewerConfiguration extends TextSourceViewerConfiguration {
    /** Pause after the last keystroke before re-parsing (ms). */
    public static final int RECONCILE_DELAY_MS = 300;

    private final Consumer<DbFile> parsedListener;
    private PatternDbReconcilingStrategy strategy;

    public PatternDbSourceViewerConfiguration(org.eclipse.jface.preference.IPreferenceStore store,
            Consumer<DbFile> parsedListener) {
        super(store);
        this.parsedListener = parsedListener;
    }

    @Override
    public IPresentationReconciler getPresentationReconciler(ISourceViewer sourceViewer) {
        PresentationReconciler r = new PresentationReconciler();
        PatternDbPresentation p = new PatternDbPresentation();
        r.setDamager(p, IDocument.DEFAULT_CONTENT_TYPE);
        r.setRepairer(p, IDocument.DEFAULT_CONTENT_TYPE);
        return r;
    }

    @Override
    public IReconciler getReconciler(ISourceViewer sourceViewer) {
        strategy = new PatternDbReconcilingStrategy(sourceViewer, parsedListener);
        MonoReconciler r = new MonoReconciler(strategy, false);
        r.setDelay(RECONCILE_DELAY_MS);
        return r;
    }

    @Override
    public org.eclipse.jface.text.ITextHover getTextHover(ISourceViewer sourceViewer, String contentType) {
        return new PatternDbHover(() -> strategy == null ? null : strategy.lastParsed());
    }

    @Override
    public org.eclipse.jface.text.contentassist.IContentAssistant getContentAssistant(ISourceViewer sourceViewer) {
        org.eclipse.jface.text.contentassist.ContentAssistant a = new org.eclipse.jface.text.contentassist.ContentAssistant();
        a.setContentAssistProcessor(new PatternDbContentAssist(), IDocument.DEFAULT_CONTENT_TYPE);
        a.setInformationControlCreator(getInformationControlCreator(sourceViewer));
        return a;
    }

    @Override
    public IAnnotationHover getAnnotationHover(ISourceViewer sourceViewer) {
        return new DefaultAnnotationHover();
    }

    /** The reconciling strategy of the configured viewer (null before configuration). */
    public PatternDbReconcilingStrategy strategy() {
        return strategy;
    }
}
