package owlbench.ui.patterns;

import java.net.URI;

import org.eclipse.core.resources.IFile;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorMatchingStrategy;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.PartInitException;

/**
 * Opening a pattern database that is already open activates its editor, whether it is asked for by
 * its place on disk (File &gt; Open Pattern Database, a command-line file) or as a workspace file
 * (a double-click in the Problems view): the editor works on a workspace link (see
 * {@link WorkspaceLinks}), so inputs are compared by the file's location.
 */
public class PatternDbMatchingStrategy implements IEditorMatchingStrategy {
    @Override
    public boolean matches(IEditorReference editorRef, IEditorInput input) {
        try {
            URI wanted = location(input);
            return wanted != null && wanted.equals(location(editorRef.getEditorInput()));
        } catch (PartInitException e) {
            return false;
        }
    }

    static URI location(IEditorInput input) {
        if (input == null) return null;
        IFile file = input.getAdapter(IFile.class);
        if (file != null && file.getLocationURI() != null) return file.getLocationURI().normalize();
        if (input instanceof IURIEditorInput uri && uri.getURI() != null) return uri.getURI().normalize();
        return null;
    }
}
