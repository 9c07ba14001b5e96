package owlbench.ui.patterns;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewerExtension5;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.projection.ProjectionSupport;
import org.eclipse.jface.text.source.projection.ProjectionViewer;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.editors.text.TextEditor;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;

import owlbench.patterns.model.DbFile;
import owlbench.patterns.model.Diagnostic;
import owlbench.patterns.model.Pattern;
import owlbench.patterns.model.SourceRange;
import owlbench.patterns.parser.DbParser;

/**
 * Text editor for GNU Go pattern databases (.db). Colouring, problem annotations while typing and the
 * outline, folding per pattern, hover help and content assist all come from owlbench.patterns' parser
 * and catalogues. Files are ISO-8859-1 (the content type
 * owlbench.ui.patterns.db declares it), as the parser reads them. Problems-view markers are written when
 * the file is opened and on each save; a file from outside the workspace is edited through a workspace
 * link so that it has markers too.
 */
public class PatternDbEditor extends TextEditor {
    public static final String ID = "owlbench.ui.patterns.dbEditor";
    /** Marker type of the parser's problems (a problem marker, not persistent). */
    public static final String MARKER_TYPE = "owlbench.ui.patterns.problem";

    private PatternDbSourceViewerConfiguration configuration;
    private PatternDbOutlinePage outline;
    private ProjectionSupport projectionSupport;
    private volatile DbFile parsed;
    private volatile int reconcileCount;
    private volatile long firstReconcileNanos = -1;
    private volatile long lastUiUpdateNanos = -1;
    private final org.eclipse.core.runtime.ListenerList<Runnable> parsedListeners = new org.eclipse.core.runtime.ListenerList<>();

    @Override
    protected void initializeEditor() {
        super.initializeEditor();
        configuration = new PatternDbSourceViewerConfiguration(getPreferenceStore(), this::reconciled);
        setSourceViewerConfiguration(configuration);
    }

    @Override
    protected ISourceViewer createSourceViewer(Composite parent, org.eclipse.jface.text.source.IVerticalRuler ruler, int styles) {
        // A projection viewer, for folding per pattern.
        ISourceViewer viewer = new ProjectionViewer(parent, ruler, getOverviewRuler(), isOverviewRulerVisible(), styles);
        getSourceViewerDecorationSupport(viewer);
        return viewer;
    }

    @Override
    public void createPartControl(Composite parent) {
        super.createPartControl(parent);
        ProjectionViewer pv = (ProjectionViewer) getSourceViewer();
        projectionSupport = new ProjectionSupport(pv, getAnnotationAccess(), getSharedColors());
        projectionSupport.install();
        pv.doOperation(ProjectionViewer.TOGGLE);
        StyledText text = getSourceViewer().getTextWidget();
        text.addCaretListener(e -> caretMoved(e.caretOffset));
        // Programmatic moves (selectAndReveal, Go to Pattern) come as selection changes, in model offsets.
        getSelectionProvider().addSelectionChangedListener(e -> {
            if (e.getSelection() instanceof org.eclipse.jface.text.ITextSelection) {
                modelOffsetChanged(((org.eclipse.jface.text.ITextSelection) e.getSelection()).getOffset());
            }
        });
    }

    @Override
    protected void createActions() {
        super.createActions();
        // Ctrl+Space: the text framework's content-assist action bound to its standard command.
        org.eclipse.jface.action.IAction assist = new org.eclipse.ui.texteditor.ContentAssistAction(
                new java.util.ListResourceBundle() {
                    @Override
                    protected Object[][] getContents() {
                        return new Object[][] {{"ContentAssistProposal.label", "Content Assist"}};
                    }
                }, "ContentAssistProposal.", this);
        assist.setActionDefinitionId(org.eclipse.ui.texteditor.ITextEditorActionDefinitionIds.CONTENT_ASSIST_PROPOSALS);
        setAction("ContentAssistProposal", assist);
    }

    /** Called by the reconciler thread with each fresh parse. */
    private void reconciled(DbFile db) {
        parsed = db;
        if (reconcileCount == 0) firstReconcileNanos = configuration.strategy().lastTotalNanos();
        reconcileCount++;
        Display display = Display.getDefault();
        display.asyncExec(() -> {
            long t0 = System.nanoTime();
            if (outline != null) outline.setInput(db);
            ISourceViewer v = getSourceViewer();
            if (v instanceof ProjectionViewer && v.getDocument() != null && v.getDocument().get().equals(db.text())) {
                PatternFolding.update(((ProjectionViewer) v).getProjectionAnnotationModel(), v.getDocument(), db);
            }
            if (v != null && v.getTextWidget() != null && !v.getTextWidget().isDisposed()) {
                caretMoved(v.getTextWidget().getCaretOffset());
            }
            lastUiUpdateNanos = System.nanoTime() - t0;
            for (Runnable r : parsedListeners) r.run();
        });
    }

    /** Runs (on the UI thread) after each reconcile, once the outline is updated. */
    public void addParsedListener(Runnable r) {
        parsedListeners.add(r);
    }

    public void removeParsedListener(Runnable r) {
        parsedListeners.remove(r);
    }

    /** The pattern under the caret in the last parse, or null. */
    public Pattern patternAtCaret() {
        DbFile db = parsed;
        if (db == null || getSelectionProvider() == null) return null;
        org.eclipse.jface.viewers.ISelection s = getSelectionProvider().getSelection();
        if (!(s instanceof org.eclipse.jface.text.ITextSelection)) return null;
        return db.patternAt(((org.eclipse.jface.text.ITextSelection) s).getOffset());
    }

    /** The last parse of the document (null before the first reconcile). */
    public DbFile parsed() {
        return parsed;
    }

    /** Nanoseconds of the first (initial) reconcile, -1 before it. */
    public long firstReconcileNanos() {
        return firstReconcileNanos;
    }

    /** Nanoseconds the UI thread spent on the last parse (outline, folding, caret sync), -1 before it. */
    public long lastUiUpdateNanos() {
        return lastUiUpdateNanos;
    }

    /** How many reconciles have finished (tests wait on it). */
    public int reconcileCount() {
        return reconcileCount;
    }

    /** The reconciling strategy (its last reconcile times are measured). */
    public PatternDbReconcilingStrategy reconcilingStrategy() {
        return configuration.strategy();
    }

    /** The annotation model the reconciler writes its problems into (may be null without an input). */
    public org.eclipse.jface.text.source.IAnnotationModel annotationModel() {
        ISourceViewer v = getSourceViewer();
        return v == null ? null : v.getAnnotationModel();
    }

    /** The text widget (tests read its style ranges). */
    public StyledText textWidget() {
        ISourceViewer v = getSourceViewer();
        return v == null ? null : v.getTextWidget();
    }

    /** The folding annotations (one per pattern of more than one line), or null before creation. */
    public org.eclipse.jface.text.source.projection.ProjectionAnnotationModel foldingModel() {
        ISourceViewer v = getSourceViewer();
        return v instanceof ProjectionViewer ? ((ProjectionViewer) v).getProjectionAnnotationModel() : null;
    }

    /** The outline page, once the Outline view asked for it; else null. */
    public PatternDbOutlinePage outlinePage() {
        return outline;
    }

    public IDocument document() {
        return getDocumentProvider().getDocument(getEditorInput());
    }

    /** Selects the pattern's name and reveals it. */
    public void showPattern(Pattern p) {
        SourceRange r = p.nameRange() != null ? p.nameRange() : p.range();
        if (r != null) selectAndReveal(r.offset, r.length);
    }

    /** Finds a pattern by name in the last parse and shows it; false if there is none. */
    public boolean goToPattern(String name) {
        DbFile db = parsed;
        Pattern p = db == null ? null : db.pattern(name);
        if (p == null) return false;
        showPattern(p);
        return true;
    }

    private void caretMoved(int widgetOffset) {
        if (outline == null) return;
        DbFile db = parsed;
        if (db == null) return;
        ISourceViewer v = getSourceViewer();
        int offset = v instanceof ITextViewerExtension5
                ? ((ITextViewerExtension5) v).widgetOffset2ModelOffset(widgetOffset) : widgetOffset;
        modelOffsetChanged(offset);
    }

    private void modelOffsetChanged(int offset) {
        DbFile db = parsed;
        if (outline == null || db == null || offset < 0) return;
        Pattern p = db.patternAt(offset);
        if (p != null) outline.reveal(p.name());
    }

    /** The Outline view closed its page: forget it, a new one is made on the next request. */
    void outlineDisposed(PatternDbOutlinePage page) {
        if (outline == page) outline = null;
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (IContentOutlinePage.class.equals(adapter)) {
            if (outline == null) outline = new PatternDbOutlinePage(this);
            return adapter.cast(outline);
        }
        return super.getAdapter(adapter);
    }

    @Override
    protected void editorSaved() {
        super.editorSaved();
        updateMarkers();
    }

    @Override
    protected void doSetInput(org.eclipse.ui.IEditorInput input) throws CoreException {
        super.doSetInput(inWorkspace(input));
        updateMarkers();
    }

    /**
     * A file from outside the workspace is edited through a workspace link to it (see
     * {@link WorkspaceLinks}): its problems become markers listed in the Problems view, and undoing
     * back to the saved text clears the dirty mark. Where no link can be made the file is edited as
     * it is, with its problems shown in the editor only.
     */
    private static org.eclipse.ui.IEditorInput inWorkspace(org.eclipse.ui.IEditorInput input) {
        if (input == null || input.getAdapter(IFile.class) != null
                || !(input instanceof org.eclipse.ui.IURIEditorInput uriInput)
                || uriInput.getURI() == null || !"file".equals(uriInput.getURI().getScheme())) {
            return input;
        }
        try {
            return new org.eclipse.ui.part.FileEditorInput(WorkspaceLinks.fileFor(uriInput.getURI()));
        } catch (CoreException | RuntimeException e) {
            return input;
        }
    }

    /** The file's place on disk (for a linked file, where it really is, not the link's workspace path). */
    @Override
    public String getTitleToolTip() {
        IFile file = getEditorInput() == null ? null : getEditorInput().getAdapter(IFile.class);
        if (file != null && file.isLinked() && file.getLocation() != null) {
            return file.getLocation().toOSString();
        }
        return super.getTitleToolTip();
    }

    /** Problems-view markers for the workspace file (linked or not), from its saved text. */
    private void updateMarkers() {
        IFile file = getEditorInput() == null ? null : getEditorInput().getAdapter(IFile.class);
        if (file == null || !file.exists()) return;
        IDocument doc = document();
        if (doc == null) return;
        DbFile db = DbParser.parse(doc.get(), file.getName());
        try {
            file.getWorkspace().run((IProgressMonitor m) -> {
                file.deleteMarkers(MARKER_TYPE, false, IResource.DEPTH_ZERO);
                for (Diagnostic d : db.diagnostics()) {
                    IMarker mk = file.createMarker(MARKER_TYPE);
                    mk.setAttribute(IMarker.SEVERITY, d.isError() ? IMarker.SEVERITY_ERROR : IMarker.SEVERITY_WARNING);
                    mk.setAttribute(IMarker.MESSAGE, d.line + ":" + d.column + ": " + d.message);
                    mk.setAttribute(IMarker.LINE_NUMBER, d.line);
                    mk.setAttribute(IMarker.CHAR_START, d.offset);
                    mk.setAttribute(IMarker.CHAR_END, d.offset + Math.max(1, d.length));
                }
            }, file, 0, null);
        } catch (CoreException e) {
            // Markers are a convenience: the editor's annotations still show every problem.
        }
    }

    @Override
    public void dispose() {
        outline = null;
        if (projectionSupport != null) projectionSupport.dispose();
        super.dispose();
    }
}
